import { describe, expect, it } from 'vitest';
import { couponDiscountOf, pointsUsableOn, priceOrder, rewardPointsFor, type PricingInput } from '../../server/pricing';

const input = (overrides: Partial<PricingInput>): PricingInput => ({
  orderType: 'TakeAway',
  lines: [{ pricePaise: 329_00, quantity: 1 }],
  deliveryDistanceMetres: null,
  coupon: null,
  tipPaise: 0,
  pointsOffered: 0,
  ...overrides,
});

describe('priceOrder', () => {
  it('prices TakeAway: packing ₹10 a unit, GST 5 % on food plus packing, no delivery fee', () => {
    const bill = priceOrder(input({ lines: [{ pricePaise: 329_00, quantity: 2 }, { pricePaise: 69_00, quantity: 1 }] }));
    expect(bill).toEqual({
      restaurantBillPaise: 727_00,
      couponDiscountPaise: 0,
      packingChargesPaise: 30_00,
      pointsUsed: 0,
      deliveryFeePaise: 0,
      taxesPaise: 37_85, // 5 % of 757.00
      tipPaise: 0,
      grandTotalPaise: 794_85,
      isDeliveryOfferApplicable: false,
    });
  });

  it('caps packing at ₹50 and charges none for DineIn', () => {
    expect(priceOrder(input({ lines: [{ pricePaise: 39_00, quantity: 7 }] })).packingChargesPaise).toBe(50_00);
    const dineIn = priceOrder(input({ orderType: 'DineIn', lines: [{ pricePaise: 39_00, quantity: 7 }] }));
    expect(dineIn).toMatchObject({ packingChargesPaise: 0, deliveryFeePaise: 0, taxesPaise: 13_65, grandTotalPaise: 286_65 });
  });

  it('charges ₹30 delivery up to 3 km and ₹50 beyond', () => {
    const near = priceOrder(input({ orderType: 'HomeDelivery', deliveryDistanceMetres: 3000 }));
    const far = priceOrder(input({ orderType: 'HomeDelivery', deliveryDistanceMetres: 3001 }));
    expect(near.deliveryFeePaise).toBe(30_00);
    expect(far.deliveryFeePaise).toBe(50_00);
    // The delivery fee is not taxed: 5 % of (329 + 10).
    expect(far.taxesPaise).toBe(16_95);
    expect(far.grandTotalPaise).toBe(329_00 + 10_00 + 50_00 + 16_95);
  });

  it('delivers free from ₹999 of food after the coupon, not before', () => {
    const lines = [{ pricePaise: 999_00, quantity: 1 }];
    expect(priceOrder(input({ orderType: 'HomeDelivery', lines, deliveryDistanceMetres: 5000 }))).toMatchObject({
      deliveryFeePaise: 0,
      isDeliveryOfferApplicable: true,
    });
    const withCoupon = priceOrder(
      input({ orderType: 'HomeDelivery', lines, deliveryDistanceMetres: 5000, coupon: { discountType: 'FLAT', discountValue: 50_00, maxDiscountPaise: null } }),
    );
    expect(withCoupon).toMatchObject({ couponDiscountPaise: 50_00, deliveryFeePaise: 50_00, isDeliveryOfferApplicable: false });
  });

  it('taxes after the coupon and adds the tip untaxed', () => {
    const bill = priceOrder(input({ coupon: { discountType: 'PERCENT', discountValue: 20, maxDiscountPaise: 150_00 }, tipPaise: 20_00 }));
    // 20 % of 329.00 = 65.80; GST 5 % of (329 - 65.80 + 10) = 13.66 (13.66 rounded from 13.661)
    expect(bill).toMatchObject({ couponDiscountPaise: 65_80, taxesPaise: 13_66, tipPaise: 20_00 });
    expect(bill.grandTotalPaise).toBe(329_00 - 65_80 + 10_00 + 13_66 + 20_00);
  });

  it('takes loyalty points after tax, as many as are offered, leaving at least ₹1 to pay', () => {
    // 329 + 10 packing + 16.95 GST = 355.95: the taxes are on the whole bill, the points pay part of it.
    const some = priceOrder(input({ pointsOffered: 120 }));
    expect(some).toMatchObject({ taxesPaise: 16_95, pointsUsed: 120, grandTotalPaise: 235_95 });
    // 400 points could pay it all: only 354 go on the bill, leaving ₹1.95 (the Loyalty Points method pays whole bills).
    expect(priceOrder(input({ pointsOffered: 400 }))).toMatchObject({ pointsUsed: 354, grandTotalPaise: 1_95 });
    expect(priceOrder(input({ lines: [{ pricePaise: 50, quantity: 1 }], orderType: 'DineIn' }))).toMatchObject({ pointsUsed: 0 });
    expect(priceOrder(input({ pointsOffered: 0 })).pointsUsed).toBe(0);
    expect([pointsUsableOn(100), pointsUsableOn(199), pointsUsableOn(200), pointsUsableOn(35_595)]).toEqual([0, 0, 1, 354]);
  });

  it('rounds each part to whole paise, half up', () => {
    // 5 % of 10.10 + 10 packing = 1.005 -> 1.01
    expect(priceOrder(input({ lines: [{ pricePaise: 10_10, quantity: 1 }] })).taxesPaise).toBe(1_01);
    // 10 % of 1.15 = 0.115 -> 0.12
    expect(couponDiscountOf({ discountType: 'PERCENT', discountValue: 10, maxDiscountPaise: null }, 1_15)).toBe(12);
  });

  it('caps a percentage coupon and never discounts more than the food', () => {
    expect(couponDiscountOf({ discountType: 'PERCENT', discountValue: 20, maxDiscountPaise: 150_00 }, 2000_00)).toBe(150_00);
    expect(couponDiscountOf({ discountType: 'FLAT', discountValue: 50_00, maxDiscountPaise: null }, 39_00)).toBe(39_00);
  });

  it('gives 1 reward point per whole ₹10', () => {
    expect(rewardPointsFor(1010_75)).toBe(101);
    expect(rewardPointsFor(9_99)).toBe(0);
  });
});
