/** The deal cart's rules (SPEC 3 "Steal-deal cart item"): quantities, limits, removal, and a new checkout on change. */
import { describe, expect, it } from 'vitest';
import { DEAL_CART_KEY, dealCartAtom, quantityIn, withQuantity } from '../../src/features/steal-deals/dealCartAtoms';

const chai = { dealItemId: 8, title: 'Masala Chai Pass ×10', restaurantName: 'Gold Leaf — Ropar', imageUrl: '/media/dish-masala-chai.svg', dealPrice: 399, maxPerOrder: 10 };
const brunch = { ...chai, dealItemId: 2, title: 'Sunday Brunch for two', dealPrice: 1599, maxPerOrder: 2 };

describe('deal cart', () => {
  it('is kept under its own key, apart from the food cart', () => {
    expect(DEAL_CART_KEY).toBe('deal-cart');
    expect(dealCartAtom.storageKey).toBe('deal-cart');
    expect(dealCartAtom.initialValue).toBeNull();
  });

  it('adds, changes and removes lines with itemPrice and stealDealItemQty', () => {
    let cart = withQuantity(null, chai, 1);
    cart = withQuantity(cart, brunch, 1);
    cart = withQuantity(cart, chai, 3);
    expect(cart?.items.map((i) => [i.title, i.itemPrice, i.stealDealItemQty])).toEqual([
      ['Masala Chai Pass ×10', 399, 3],
      ['Sunday Brunch for two', 1599, 1],
    ]);
    expect(quantityIn(cart, chai.dealItemId)).toBe(3);
    cart = withQuantity(cart, chai, 0);
    expect(cart?.items.map((i) => i.title)).toEqual(['Sunday Brunch for two']);
    expect(withQuantity(cart, brunch, 0)).toBeNull();
  });

  it('never holds more than a deal allows at a time', () => {
    expect(quantityIn(withQuantity(null, brunch, 5), brunch.dealItemId)).toBe(2);
  });

  it('forgets the reservation it went to payment with once it changes', () => {
    const reserved = { ...withQuantity(null, chai, 1)!, checkoutRef: 'SD-ABCDEFGHJK' };
    expect(withQuantity(reserved, chai, 2)?.checkoutRef).toBeUndefined();
  });
});
