import type { Coupon, FoodOrderType } from '../../api/contract';
import { t } from '../../i18n';
import type { MessageRef } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { m } from './messages';

const ORDER_TYPE_WORDS: Record<FoodOrderType, MessageRef> = { HomeDelivery: m.delivery, TakeAway: m.takeAway, DineIn: m.dineIn };

/** The coupon's rule in one line: '20% off up to ₹150 · min. bill ₹499 · TakeAway only'. */
export function couponRule(coupon: Coupon): string {
  const percent = coupon.discountValue;
  const off =
    coupon.discountType === 'PERCENT'
      ? coupon.maxDiscount !== null
        ? t(m.percentOffUpTo, { percent, max: formatRupees(coupon.maxDiscount) })
        : t(m.percentOff, { percent })
      : t(m.amountOff, { amount: formatRupees(coupon.discountValue) });
  const parts = [off, coupon.minOrderAmount > 0 ? t(m.minBill, { amount: formatRupees(coupon.minOrderAmount) }) : t(m.anyBill)];
  if (coupon.orderTypes && coupon.orderTypes.length > 0) {
    const types = coupon.orderTypes.map((type) => (ORDER_TYPE_WORDS[type] ? t(ORDER_TYPE_WORDS[type]) : type));
    parts.push(t(m.onlyFor, { types: types.join(t(m.and)) }));
  }
  return parts.join(' · ');
}
