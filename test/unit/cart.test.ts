import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/api/contract';
import { addItem, cartSubtotal, quantityOf, removeOne } from '../../src/features/cart/cartOps';
import type { Cart } from '../../src/features/cart';

const item = (itemId: number, price = 100): MenuItem => ({
  itemId,
  categoryId: 1,
  subCategoryId: 11,
  title: `Dish ${itemId}`,
  description: '',
  price,
  vegNonVeg: 'VEG',
  imageUrl: '',
  isAvailable: true,
});
const mohali = { restaurantUuid: 'mohali', restaurantName: 'Mohali', orderType: 'HomeDelivery' as const };

describe('cart rules (SPEC 4)', () => {
  it('starts a cart tied to the outlet and order type', () => {
    const result = addItem(null, mohali, item(1));
    expect(result).toEqual({ kind: 'added', cart: { ...mohali, items: [expect.objectContaining({ itemId: 1, quantity: 1, finalPrice: 100 })] } });
  });

  it('raises the quantity of the same item instead of adding a second line', () => {
    let cart: Cart | null = null;
    for (let i = 0; i < 3; i += 1) {
      const result = addItem(cart, mohali, item(1));
      if (result.kind === 'added') cart = result.cart;
    }
    expect(cart?.items).toHaveLength(1);
    expect(quantityOf(cart, 1)).toBe(3);
  });

  it('asks before mixing outlets or order types, offering the new cart', () => {
    const first = addItem(null, mohali, item(1));
    if (first.kind !== 'added') throw new Error('expected a cart');
    const otherOutlet = addItem(first.cart, { ...mohali, restaurantUuid: 'morinda' }, item(2));
    expect(otherOutlet.kind).toBe('conflict');
    const otherType = addItem(first.cart, { ...mohali, orderType: 'TakeAway' }, item(2));
    expect(otherType).toEqual({ kind: 'conflict', replacement: expect.objectContaining({ orderType: 'TakeAway', items: [expect.objectContaining({ itemId: 2 })] }) });
  });

  it('removes one at a time; the last unit of the last line empties the cart', () => {
    const cart: Cart = { ...mohali, items: [{ itemId: 1, title: 'A', finalPrice: 100, quantity: 2, vegNonVeg: 'VEG' }] };
    expect(quantityOf(removeOne(cart, 1), 1)).toBe(1);
    expect(removeOne(removeOne(cart, 1), 1)).toBeNull();
  });

  it('adds up the item total', () => {
    const cart: Cart = {
      ...mohali,
      items: [
        { itemId: 1, title: 'A', finalPrice: 329, quantity: 2, vegNonVeg: 'VEG' },
        { itemId: 2, title: 'B', finalPrice: 79, quantity: 1, vegNonVeg: 'VEG' },
      ],
    };
    expect(cartSubtotal(cart)).toBe(737);
  });
});
