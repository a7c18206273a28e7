/** Coupons: which are listed, the exact reason one cannot be applied (SPEC 8: say why), and their usage limits. */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Coupon, FoodOrderType } from '../src/api/contract';
import type { Locale } from '../src/i18n';
import { formatRupees } from '../src/lib/format';
import type { Database } from './db/client';
import { couponCustomerUses, coupons } from './db/schema';
import { ApiError } from './http/envelope';
import type { Words } from './http/say';
import { offerWords } from './messages/offers';
import { toRupees } from './money';
import type { CouponRule } from './pricing';

export type CouponRow = typeof coupons.$inferSelect;

export const normaliseCouponCode = (code: string): string => code.trim().toUpperCase();

export const isCurrent = (coupon: CouponRow, now: number): boolean => coupon.validFrom.getTime() <= now && now <= coupon.validTo.getTime();

export const appliesToOrderType = (coupon: CouponRow, orderType: string): boolean =>
  coupon.orderTypes === null || coupon.orderTypes.includes(orderType);

/** A coupon as listed, its words in `locale` where the chain wrote them in it. */
export function toCoupon(row: CouponRow, locale: Locale): Coupon {
  const words = (locale === 'en' ? undefined : row.translations[locale]) ?? row;
  return {
    couponCode: row.code,
    title: words.title,
    description: words.description,
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

/** 'A', 'A and B', 'A, B and C', with 'and' in the reader's language. */
function listOf(words: readonly string[]): Words | string {
  if (words.length <= 1) return words[0] ?? '';
  return { ref: offerWords.listAnd, params: { first: words.slice(0, -1).join(', '), last: words[words.length - 1]! } };
}

/** No such coupon (here): the answer that counts as a wrong guess (guessLimits.ts). */
export const couponNotValid = (code: string): Words => ({ ref: offerWords.couponNotValid, params: { code } });

/** Why this coupon cannot be used on this order (in words for the reader's language), or null when it can. */
export function couponProblem(
  code: string,
  coupon: CouponRow | undefined,
  order: { orderType: string; restaurantId: number; restaurantBillPaise: number },
  now: number,
): Words | null {
  if (!coupon || (coupon.restaurantId !== null && coupon.restaurantId !== order.restaurantId)) return couponNotValid(code);
  const named = { code: coupon.code };
  if (now > coupon.validTo.getTime()) return { ref: offerWords.couponExpired, params: named };
  if (now < coupon.validFrom.getTime()) return { ref: offerWords.couponNotActiveYet, params: named };
  if (!appliesToOrderType(coupon, order.orderType)) return { ref: offerWords.couponOnlyFor, params: { ...named, orderTypes: listOf(coupon.orderTypes ?? []) } };
  if (order.restaurantBillPaise < coupon.minOrderPaise) {
    return { ref: offerWords.addForCoupon, params: { ...named, amount: formatRupees(toRupees(coupon.minOrderPaise - order.restaurantBillPaise)) } };
  }
  return null;
}

const alreadyUsed = (code: string, max: number): Words => ({ ref: offerWords.couponUsed, params: { code, count: max } });
const fullyRedeemed = (code: string): Words => ({ ref: offerWords.couponFullyRedeemed, params: { code } });

/** Why this customer cannot use the coupon any more (its limits), or null. A courtesy check when applying it. */
export async function couponUseProblem(db: Database, coupon: CouponRow, userId: number): Promise<Words | null> {
  if (coupon.maxUsesTotal !== null && coupon.usesTotal >= coupon.maxUsesTotal) return fullyRedeemed(coupon.code);
  if (coupon.maxUsesPerCustomer === null) return null;
  const [used] = await db
    .select({ uses: couponCustomerUses.uses })
    .from(couponCustomerUses)
    .where(and(eq(couponCustomerUses.couponCode, coupon.code), eq(couponCustomerUses.userId, userId)));
  return (used?.uses ?? 0) >= coupon.maxUsesPerCustomer ? alreadyUsed(coupon.code, coupon.maxUsesPerCustomer) : null;
}

/**
 * Takes one use of the order's coupon as the order is placed, in the caller's transaction: a conditional UPDATE
 * for the total and a conditional upsert for the customer, so concurrent orders can never pass a limit.
 * Throws (undoing both counts, in a savepoint of their own) when a limit is reached.
 */
export async function redeemCoupon(tx: Database, order: { couponCode: string | null; userId: number }): Promise<void> {
  const code = order.couponCode;
  if (code === null) return;
  await tx.transaction(async (sp) => {
    const [coupon] = await sp
      .update(coupons)
      .set({ usesTotal: sql`${coupons.usesTotal} + 1` })
      .where(and(eq(coupons.code, code), or(isNull(coupons.maxUsesTotal), lt(coupons.usesTotal, coupons.maxUsesTotal))))
      .returning();
    if (!coupon) throw new ApiError(422, fullyRedeemed(code));
    const max = coupon.maxUsesPerCustomer;
    const [use] = await sp
      .insert(couponCustomerUses)
      .values({ couponCode: code, userId: order.userId, uses: 1 })
      .onConflictDoUpdate({
        target: [couponCustomerUses.couponCode, couponCustomerUses.userId],
        set: { uses: sql`${couponCustomerUses.uses} + 1` },
        setWhere: max === null ? undefined : lt(couponCustomerUses.uses, max),
      })
      .returning({ uses: couponCustomerUses.uses });
    if (!use || (max !== null && use.uses > max)) throw new ApiError(422, alreadyUsed(code, max ?? 0));
  });
}
