/**
 * How the server prices an order (all amounts in paise; every part is rounded to whole paise on its own, and
 * the grand total is the sum of the rounded parts, so the bill always adds up as printed):
 *
 * - restaurantBill   = Σ menu price × quantity (prices from the outlet's menu in the database, never the client's)
 * - couponDiscount   = the applied coupon: FLAT ₹x, or PERCENT of restaurantBill (capped at the coupon's
 *                      maximum); never more than restaurantBill
 * - packingCharges   = ₹10 per item unit for HomeDelivery and TakeAway, capped at ₹50; ₹0 for DineIn
 * - deliveryFee      = HomeDelivery only: ₹30 up to 3 km from the outlet, ₹50 beyond (up to the outlet's
 *                      delivery radius); ₹0 when the delivery offer applies (restaurantBill − couponDiscount ≥ ₹999)
 * - taxesAndCharges  = GST 5 % of (restaurantBill − couponDiscount + packingCharges): restaurant service without
 *                      input tax credit; the delivery fee and the tip are not taxed here
 * - tip              = as set by the customer
 * - loyaltyPoints    = points the customer chose to put towards the bill (1 point = ₹1, issue 23): as many as they
 *                      hold, leaving at least ₹1 to pay another way (points that cover the whole bill pay it as the
 *                      Loyalty Points method instead). Points pay, they do not discount: taxes are on the whole bill.
 * - grandTotal       = restaurantBill − couponDiscount + packingCharges + deliveryFee + taxesAndCharges + tip
 *                      − loyaltyPoints: what is left to pay
 */
import type { FoodOrderType } from '../src/api/contract';
import { deliveryFeePaise as feeForDistance, FREE_DELIVERY_MIN_PAISE } from '../src/rules/deliveryFee';

// The delivery fee's rule is the app's too (its cards say '₹30 delivery'): one module for both.
export { DELIVERY_FEE_FAR_PAISE, DELIVERY_FEE_NEAR_PAISE, DELIVERY_NEAR_METRES, FREE_DELIVERY_MIN_PAISE } from '../src/rules/deliveryFee';
export const PACKING_PER_UNIT_PAISE = 10_00;
export const PACKING_CAP_PAISE = 50_00;
export const GST_PERCENT = 5;

export interface CouponRule {
  discountType: 'PERCENT' | 'FLAT';
  /** Percent for PERCENT, paise for FLAT. */
  discountValue: number;
  maxDiscountPaise: number | null;
}

export interface PricingInput {
  orderType: FoodOrderType;
  lines: ReadonlyArray<{ pricePaise: number; quantity: number }>;
  /** Outlet to destination, HomeDelivery only. */
  deliveryDistanceMetres: number | null;
  /** A coupon already checked as applicable (see coupons.ts), or null. */
  coupon: CouponRule | null;
  tipPaise: number;
  /** The points the customer puts towards this bill: their balance when they chose to, else 0. */
  pointsOffered: number;
}

export interface PricedBill {
  restaurantBillPaise: number;
  couponDiscountPaise: number;
  packingChargesPaise: number;
  deliveryFeePaise: number;
  taxesPaise: number;
  tipPaise: number;
  pointsUsed: number;
  grandTotalPaise: number;
  isDeliveryOfferApplicable: boolean;
}

/** The most points a bill of this much can take while leaving at least ₹1 to pay another way. */
export const pointsUsableOn = (billPaise: number): number => Math.max(0, Math.floor((billPaise - 100) / 100));

/** 1 loyalty point pays ₹1; a bill with paise needs the next whole point. */
export const pointsToPay = (paise: number): number => Math.ceil(paise / 100);

export const restaurantBillOf = (lines: PricingInput['lines']): number =>
  lines.reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);

export function couponDiscountOf(coupon: CouponRule, restaurantBillPaise: number): number {
  const raw =
    coupon.discountType === 'FLAT'
      ? coupon.discountValue
      : Math.round((restaurantBillPaise * coupon.discountValue) / 100);
  const capped = coupon.maxDiscountPaise === null ? raw : Math.min(raw, coupon.maxDiscountPaise);
  return Math.min(capped, restaurantBillPaise);
}

export function priceOrder(input: PricingInput): PricedBill {
  const restaurantBillPaise = restaurantBillOf(input.lines);
  const couponDiscountPaise = input.coupon ? couponDiscountOf(input.coupon, restaurantBillPaise) : 0;
  const units = input.lines.reduce((sum, line) => sum + line.quantity, 0);
  const packingChargesPaise = input.orderType === 'DineIn' ? 0 : Math.min(units * PACKING_PER_UNIT_PAISE, PACKING_CAP_PAISE);

  const isDelivery = input.orderType === 'HomeDelivery';
  const isDeliveryOfferApplicable = isDelivery && restaurantBillPaise - couponDiscountPaise >= FREE_DELIVERY_MIN_PAISE;
  let deliveryFeePaise = 0;
  if (isDelivery && !isDeliveryOfferApplicable) {
    deliveryFeePaise = feeForDistance(input.deliveryDistanceMetres ?? 0);
  }

  const taxesPaise = Math.round(((restaurantBillPaise - couponDiscountPaise + packingChargesPaise) * GST_PERCENT) / 100);
  const billPaise = restaurantBillPaise - couponDiscountPaise + packingChargesPaise + deliveryFeePaise + taxesPaise + input.tipPaise;
  const pointsUsed = Math.min(input.pointsOffered, pointsUsableOn(billPaise));
  return {
    restaurantBillPaise,
    couponDiscountPaise,
    packingChargesPaise,
    deliveryFeePaise,
    taxesPaise,
    tipPaise: input.tipPaise,
    pointsUsed,
    grandTotalPaise: billPaise - pointsUsed * 100,
    isDeliveryOfferApplicable,
  };
}

/** 1 reward point per whole ₹10 of a paid order's grand total. */
export const rewardPointsFor = (grandTotalPaise: number): number => Math.floor(grandTotalPaise / 10_00);
