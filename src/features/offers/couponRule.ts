import type { Coupon, FoodOrderType } from '../../api/contract';
import { formatRupees } from '../../lib/format';

const ORDER_TYPE_WORDS: Record<FoodOrderType, string> = { HomeDelivery: 'Delivery', TakeAway: 'TakeAway', DineIn: 'Dine In' };

/** The coupon's rule in one line: '20% off up to ₹150 · min. bill ₹499 · TakeAway only'. */
export function couponRule(coupon: Coupon): string {
  const off =
    coupon.discountType === 'PERCENT'
      ? `${coupon.discountValue}% off${coupon.maxDiscount !== null ? ` up to ${formatRupees(coupon.maxDiscount)}` : ''}`
      : `${formatRupees(coupon.discountValue)} off`;
  const parts = [off, coupon.minOrderAmount > 0 ? `min. bill ${formatRupees(coupon.minOrderAmount)}` : 'any bill'];
  if (coupon.orderTypes && coupon.orderTypes.length > 0) parts.push(`${coupon.orderTypes.map((type) => ORDER_TYPE_WORDS[type] ?? type).join(' and ')} only`);
  return parts.join(' · ');
}
