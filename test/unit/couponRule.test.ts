/** The one-line rule /offers shows under each coupon: what it takes off, from which bill, for which orders. */
import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../src/api/contract';
import { couponRule } from '../../src/features/offers/couponRule';

const coupon = (fields: Partial<Coupon>): Coupon => ({
  couponCode: 'X',
  title: 'X',
  description: '',
  discountType: 'FLAT',
  discountValue: 50,
  maxDiscount: null,
  minOrderAmount: 299,
  orderTypes: null,
  validFrom: 0,
  validTo: 0,
  ...fields,
});

describe('couponRule', () => {
  it('says a flat discount and its minimum bill', () => {
    expect(couponRule(coupon({}))).toBe('₹50 off · min. bill ₹299');
  });
  it('says a percentage with its cap, and the order types it is for', () => {
    expect(couponRule(coupon({ discountType: 'PERCENT', discountValue: 20, maxDiscount: 150, minOrderAmount: 499 }))).toBe('20% off up to ₹150 · min. bill ₹499');
    expect(couponRule(coupon({ discountType: 'PERCENT', discountValue: 10, orderTypes: ['TakeAway'], minOrderAmount: 199 }))).toBe('10% off · min. bill ₹199 · TakeAway only');
    expect(couponRule(coupon({ orderTypes: ['HomeDelivery', 'DineIn'], minOrderAmount: 0 }))).toBe('₹50 off · any bill · Delivery and Dine In only');
  });
});
