/** Coupons: which are listed, and the exact reason one cannot be applied (SPEC 8: say why). */
import type { Coupon, FoodOrderType } from '../src/api/contract';
import { formatRupees } from '../src/lib/format';
import type { coupons } from './db/schema';
import { toRupees } from './money';
import type { CouponRule } from './pricing';

export type CouponRow = typeof coupons.$inferSelect;

export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

export const isCurrent = (coupon: CouponRow, now: number): boolean =>
  coupon.validFrom.getTime() <= now && now <= coupon.validTo.getTime();

export const appliesToOrderType = (coupon: CouponRow, orderType: string): boolean =>
  coupon.orderTypes === null || coupon.orderTypes.includes(orderType);

export function toCoupon(row: CouponRow): Coupon {
  return {
    couponCode: row.code,
    title: row.title,
    description: row.description,
    discountType: row.discountType as Coupon['discountType'],
    discountValue: row.discountType === 'FLAT' ? toRupees(row.discountValue) : row.discountValue,
    maxDiscount: row.maxDiscountPaise === null ? null : toRupees(row.maxDiscountPaise),
    minOrderAmount: toRupees(row.minOrderPaise),
    orderTypes: row.orderTypes as FoodOrderType[] | null,
    validFrom: row.validFrom.getTime(),
    validTo: row.validTo.getTime(),
  };
}

export const toCouponRule = (row: CouponRow): CouponRule => ({
  discountType: row.discountType as CouponRule['discountType'],
  discountValue: row.discountValue,
  maxDiscountPaise: row.maxDiscountPaise,
});

const listOf = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;

/** Why this coupon cannot be used on this order, or null when it can. */
export function couponProblem(
  code: string,
  coupon: CouponRow | undefined,
  order: { orderType: string; restaurantId: number; restaurantBillPaise: number },
  now: number,
): string | null {
  if (!coupon || (coupon.restaurantId !== null && coupon.restaurantId !== order.restaurantId)) return `Coupon ${code} is not valid`;
  if (now > coupon.validTo.getTime()) return `Coupon ${coupon.code} has expired`;
  if (now < coupon.validFrom.getTime()) return `Coupon ${coupon.code} is not active yet`;
  if (!appliesToOrderType(coupon, order.orderType)) return `${coupon.code} is only for ${listOf(coupon.orderTypes ?? [])} orders`;
  if (order.restaurantBillPaise < coupon.minOrderPaise) {
    return `Add items worth ${formatRupees(toRupees(coupon.minOrderPaise - order.restaurantBillPaise))} more to use ${coupon.code}`;
  }
  return null;
}
