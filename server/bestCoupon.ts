/**
 * The best offer, found for the customer (issue 23): every coupon this customer can use on this draft (listed
 * ones, this outlet's, and those won on their own scratch cards; never a code-only one, which is for whoever was told it), each checked as applying it would be (dates,
 * order type, minimum, their uses and the coupon's cap), then priced on the whole bill. The one that leaves the
 * lowest bill wins: a coupon that costs the free delivery it pushes the bill under is weighed with that cost.
 * Ties go to the coupon that lapses first (use it while it lasts), then to its code, so the answer is the same
 * every time.
 */
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { FoodOrderType } from '../src/api/contract';
import { couponProblem, couponUseProblem, toCouponRule, type CouponRow } from './coupons';
import type { Database } from './db/client';
import { coupons, orderItems } from './db/schema';
import type { OrderRow } from './orders/store';
import { priceOrder } from './pricing';
import { notSomeoneElsesReward } from './rewardCards';

export interface BestCoupon {
  code: string;
  /** The coupon's own discount, as the bill shows it. */
  discountPaise: number;
  /** How much lower the whole bill is with it (its discount, the tax on it, a delivery fee it costs). */
  savingPaise: number;
}

export async function bestCouponFor(tx: Database, order: OrderRow, userId: number, now: number): Promise<BestCoupon | null> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const at = new Date(now);
  const candidates = await tx
    .select()
    .from(coupons)
    .where(
      and(
        lte(coupons.validFrom, at),
        gte(coupons.validTo, at),
        eq(coupons.listed, true),
        or(isNull(coupons.restaurantId), eq(coupons.restaurantId, order.restaurantId)),
        notSomeoneElsesReward(tx, userId),
      ),
    );
  const price = (coupon: CouponRow | null) =>
    priceOrder({
      orderType: order.orderType as FoodOrderType,
      lines,
      deliveryDistanceMetres: order.deliveryDistanceMetres,
      coupon: coupon && toCouponRule(coupon),
      tipPaise: order.tipPaise,
      // Points pay what the coupon leaves: they never change which coupon saves most.
      pointsOffered: 0,
    });
  const without = price(null);
  let best: (BestCoupon & { validTo: number }) | null = null;
  for (const coupon of candidates) {
    if (couponProblem(coupon.code, coupon, { ...order, restaurantBillPaise: without.restaurantBillPaise }, now) !== null) continue;
    if ((await couponUseProblem(tx, coupon, userId)) !== null) continue;
    const bill = price(coupon);
    const found = { code: coupon.code, discountPaise: bill.couponDiscountPaise, savingPaise: without.grandTotalPaise - bill.grandTotalPaise, validTo: coupon.validTo.getTime() };
    if (found.savingPaise > 0 && (!best || beats(found, best))) best = found;
  }
  return best && { code: best.code, discountPaise: best.discountPaise, savingPaise: best.savingPaise };
}

type Ranked = BestCoupon & { validTo: number };

function beats(a: Ranked, b: Ranked): boolean {
  if (a.savingPaise !== b.savingPaise) return a.savingPaise > b.savingPaise;
  if (a.validTo !== b.validTo) return a.validTo < b.validTo;
  return a.code < b.code;
}
