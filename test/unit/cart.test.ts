import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../src/api/contract';
import { addItem, cartSubtotal, quantityOf, removeOne } from '../../src/features/cart/cartOps';
import { keyOf, removeOrderedLines } from '../../src/features/cart/orderedLines';
import { checkChoices, startingChoices, type PickedChoices } from '../../src/rules/dishChoices';
import { lineKey } from '../../src/rules/lineKey';
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
    expect(quantityOf(removeOne(cart, '1'), 1)).toBe(1);
    expect(removeOne(removeOne(cart, '1'), '1')).toBeNull();
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

describe('sizes and add-ons (issue 23)', () => {
  const coffee: MenuItem = {
    ...item(7, 149),
    title: 'Cappuccino',
    choiceGroups: [
      { groupId: 1, name: 'Size', min: 1, max: 1, choices: [{ choiceId: 11, name: 'Regular', price: 0 }, { choiceId: 12, name: 'Large', price: 40 }] },
      { groupId: 2, name: 'Add-ons', min: 0, max: 2, choices: [{ choiceId: 21, name: 'Extra shot', price: 40 }, { choiceId: 22, name: 'Vanilla syrup', price: 30 }, { choiceId: 23, name: 'Caramel syrup', price: 30 }] },
    ],
  };
  const pick = (...ids: number[]): PickedChoices => {
    const check = checkChoices(coffee.choiceGroups, ids);
    if (!check.ok) throw new Error(`not a whole pick: ${check.problem.kind}`);
    return check.picked;
  };

  it('checks a pick against each group’s minimum and maximum, and reads it in the menu’s order', () => {
    expect(pick(21, 12)).toEqual({ choiceIds: [12, 21], label: 'Large, Extra shot', extra: 80 });
    // A size left unpicked is the dish as priced; a group with no such default must be picked.
    expect(checkChoices(coffee.choiceGroups, [21])).toEqual({ ok: true, picked: { choiceIds: [11, 21], label: 'Regular, Extra shot', extra: 40 } });
    const dips = { groupId: 3, name: 'Dips', min: 1, max: 2, choices: [{ choiceId: 31, name: 'Mint', price: 0 }, { choiceId: 32, name: 'Tamarind', price: 0 }] };
    expect(checkChoices([dips], [])).toMatchObject({ ok: false, problem: { kind: 'MISSING', group: { name: 'Dips' } } });
    const pricierFirst = { ...dips, max: 1, choices: [{ choiceId: 33, name: 'Large', price: 40 }] };
    expect(checkChoices([pricierFirst], [])).toMatchObject({ ok: false, problem: { kind: 'MISSING' } });
    expect(checkChoices(coffee.choiceGroups, [11, 12])).toMatchObject({ ok: false, problem: { kind: 'TOO_MANY', group: { name: 'Size' } } });
    expect(checkChoices(coffee.choiceGroups, [11, 21, 22, 23])).toMatchObject({ ok: false, problem: { kind: 'TOO_MANY', group: { name: 'Add-ons' } } });
    expect(checkChoices(coffee.choiceGroups, [11, 99])).toEqual({ ok: false, problem: { kind: 'UNKNOWN' } });
    expect(checkChoices(coffee.choiceGroups, [11, 11])).toEqual({ ok: false, problem: { kind: 'UNKNOWN' } });
    expect(checkChoices(undefined, [])).toEqual({ ok: true, picked: { choiceIds: [], label: '', extra: 0 } });
    expect(startingChoices(coffee.choiceGroups ?? [])).toEqual([11]);
    expect([lineKey(7), lineKey(7, [21, 12])]).toEqual(['7', '7-12-21']);
  });

  it('keeps one line per dish-and-choices, priced with them; the rows count the dish whatever its choices', () => {
    let cart: Cart | null = null;
    for (const picked of [pick(12, 21), pick(11), pick(21, 12)]) {
      const result = addItem(cart, mohali, coffee, picked);
      if (result.kind === 'added') cart = result.cart;
    }
    expect(cart?.items.map((line) => [line.choices, line.finalPrice, line.quantity])).toEqual([
      ['Large, Extra shot', 229, 2],
      ['Regular', 149, 1],
    ]);
    expect(quantityOf(cart, 7)).toBe(3);
    expect(cartSubtotal(cart)).toBe(229 * 2 + 149);
    const large = cart?.items[0];
    if (!cart || !large) throw new Error('expected a cart');
    expect(removeOne(cart, keyOf(large))?.items.map((line) => [line.choices, line.quantity])).toEqual([
      ['Large, Extra shot', 1],
      ['Regular', 1],
    ]);
    // Placed, the ordered line leaves the cart and the other stays.
    expect(removeOrderedLines(cart, [{ itemId: 7, choiceIds: [12, 21], quantity: 2 }])?.items.map((line) => line.choices)).toEqual(['Regular']);
  });
});
