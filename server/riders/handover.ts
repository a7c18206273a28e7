/**
 * Issue 37: the 4-digit code the diner shows the rider at the door. Each try locks the order's row, so tries made
 * at once (a burst from a script, or a rider tapping twice) are counted one after another on every database: the
 * third wrong one locks the order for 10 minutes, and nothing is tried while it is locked. The outcome is committed
 * before it is answered, so a wrong try counts even though its answer is a refusal.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { orderRiders, orders } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Words } from '../http/say';
import { riderWords } from '../messages/riders';
import type { Deps } from '../http/types';
import { toRupees } from '../money';
import type { ShiftRow } from './shifts';

export const WRONG_CODES_ALLOWED = 3;
export const CODE_LOCK_MS = 10 * 60_000;
/** An order that is not (or no longer) on the rider's shift: another rider's looks the same as none at all. */
export const RIDER_ORDER_NOT_FOUND: Words = { ref: riderWords.orderNotFound };

export const newHandoverCode = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

const same = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What a cash-on-delivery order still asks at the door (paise); 0 when it was paid. */
export const cashDuePaise = (order: typeof orders.$inferSelect): number =>
  order.paymentMode === 'CASH_ON_DELIVERY' && order.paymentStatus === 'UNPAID' ? order.grandTotalPaise : 0;

const minutesLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));

/**
 * Checks the rider's code for an order of their shift; answers the cash they confirmed (paise, null for none due)
 * when it is right, throws when it is wrong, locked, or the cash is not the amount due.
 */
export async function checkHandoverCode(deps: Deps, shift: ShiftRow, refId: string, code: string, cashCollected: number | undefined): Promise<number | null> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ handover: orderRiders, order: orders })
      .from(orderRiders)
      .innerJoin(orders, eq(orders.id, orderRiders.orderId))
      .where(and(eq(orders.refId, refId), eq(orderRiders.shiftId, shift.id)))
      .for('update');
    if (!row) return { kind: 'missing' as const };
    const { handover, order } = row;
    if (handover.lockedUntil && handover.lockedUntil.getTime() > now) return { kind: 'locked' as const, until: handover.lockedUntil.getTime() };
    if (!same(handover.handoverCode, code)) {
      const tries = handover.wrongTries + 1;
      const locks = tries >= WRONG_CODES_ALLOWED;
      await tx
        .update(orderRiders)
        .set({ wrongTries: locks ? 0 : tries, lockedUntil: locks ? new Date(now + CODE_LOCK_MS) : handover.lockedUntil })
        .where(eq(orderRiders.orderId, handover.orderId));
      return locks ? { kind: 'locked' as const, until: now + CODE_LOCK_MS } : { kind: 'wrong' as const, left: WRONG_CODES_ALLOWED - tries };
    }
    await tx.update(orderRiders).set({ wrongTries: 0, lockedUntil: null }).where(eq(orderRiders.orderId, handover.orderId));
    return { kind: 'right' as const, due: cashDuePaise(order) };
  });
  switch (outcome.kind) {
    case 'missing':
      throw new ApiError(404, RIDER_ORDER_NOT_FOUND);
    case 'locked': {
      const minutes = minutesLeft(outcome.until, now);
      throw new ApiError(429, { ref: riderWords.locked, params: { count: minutes } }, {
        headers: { 'Retry-After': String(Math.ceil((outcome.until - now) / 1000)) },
      });
    }
    case 'wrong':
      throw new ApiError(400, { ref: riderWords.wrongCode, params: { count: outcome.left } });
    case 'right':
      if (outcome.due === 0) return null;
      if (cashCollected === undefined || Math.round(cashCollected * 100) !== outcome.due) {
        throw new ApiError(400, { ref: riderWords.confirmCash, params: { amount: `₹${toRupees(outcome.due)}` } });
      }
      return outcome.due;
  }
}
