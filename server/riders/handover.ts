/**
 * Issue 37: the 4-digit code the diner shows the rider at the door. Each try locks the order's row, so tries made
 * at once (a burst from a script, or a rider tapping twice) are counted one after another on every database: the
 * third wrong one locks the order for 10 minutes, and nothing is tried while it is locked. The outcome is committed
 * before it is answered, so a wrong try counts even though its answer is a refusal.
 *
 * Issue 44: wrong codes also add up across the shift's orders and across the 10-minute windows. The shift's row is
 * locked first, so every try of the shift's, on whichever order, is counted one after another on every database and
 * process; at WRONG_CODES_PER_SHIFT its codes stop on every order (not even the right one is tried), and the outlet's
 * board hears it at once, on the order cards and the Riders tab, to hand the orders over itself.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { orderRiders, orders, riderShifts } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Words } from '../http/say';
import { riderWords } from '../messages/riders';
import type { Deps } from '../http/types';
import { announce } from '../live/bus';
import { toRupees } from '../money';
import { progressOf } from '../orders/progress';
import type { ShiftRow } from './shifts';

export const WRONG_CODES_ALLOWED = 3;
export const CODE_LOCK_MS = 10 * 60_000;
/**
 * A shift's wrong codes on all its orders, after which it tries no more. An honest rider mistypes once or twice in a
 * shift of 20 or 30 doors; ten is three orders locked in full and one more, far past that. A guesser gets 10 of a
 * code's 10,000 values: one chance in a thousand at one door, where three a window on each of five orders over a
 * 14-hour shift was 1,260 tries, one chance in eight.
 */
export const WRONG_CODES_PER_SHIFT = 10;
/** An order that is not (or no longer) on the rider's shift: another rider's looks the same as none at all. */
export const RIDER_ORDER_NOT_FOUND: Words = { ref: riderWords.orderNotFound };

export const newHandoverCode = (): string => String(randomInt(0, 10_000)).padStart(4, '0');

const same = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** What a cash-on-delivery order still asks at the door (paise); 0 when it was paid. */
export const cashDuePaise = (order: typeof orders.$inferSelect): number =>
  order.paymentMode === 'CASH_ON_DELIVERY' && order.paymentStatus === 'UNPAID' ? order.grandTotalPaise : 0;

const minutesLeft = (until: number, now: number) => Math.max(1, Math.ceil((until - now) / 60_000));

/** The shift may try no more codes: said to the rider, who asks the outlet (told already) to hand over. */
export const codesStopped = (): ApiError => new ApiError(403, { ref: riderWords.codesStopped, params: { count: WRONG_CODES_PER_SHIFT } });

/** The outlet's board (and each diner's tracking) hears every order the shift still carries: their cards change. */
async function announceShiftOrders(tx: Transaction, deps: Deps, shiftId: number, now: number): Promise<void> {
  const carried = await tx
    .select({ order: orders })
    .from(orderRiders)
    .innerJoin(orders, eq(orders.id, orderRiders.orderId))
    .where(and(eq(orderRiders.shiftId, shiftId), isNull(orderRiders.deliveredAt)));
  for (const { order } of carried) {
    await announce(tx, { orderRefId: order.refId, userId: order.userId, restaurantId: order.restaurantId, status: progressOf(order, now, deps).status });
  }
}

/**
 * Checks the rider's code for an order of their shift; answers the cash they confirmed (paise, null for none due)
 * when it is right, throws when it is wrong, locked, or the cash is not the amount due.
 */
export async function checkHandoverCode(deps: Deps, shift: ShiftRow, refId: string, code: string, cashCollected: number | undefined): Promise<number | null> {
  const now = deps.now();
  const outcome = await deps.db.transaction(async (tx) => {
    // The shift first, then the order: the same order as a new link takes them (./shifts.ts startShift).
    const [counted] = await tx.select().from(riderShifts).where(eq(riderShifts.id, shift.id)).for('update');
    if (counted?.codesStoppedAt) return { kind: 'stopped' as const };
    const [row] = await tx
      .select({ handover: orderRiders, order: orders })
      .from(orderRiders)
      .innerJoin(orders, eq(orders.id, orderRiders.orderId))
      .where(and(eq(orders.refId, refId), eq(orderRiders.shiftId, shift.id)))
      .for('update');
    if (!row || !counted) return { kind: 'missing' as const };
    const { handover, order } = row;
    if (handover.lockedUntil && handover.lockedUntil.getTime() > now) return { kind: 'locked' as const, until: handover.lockedUntil.getTime() };
    if (!same(handover.handoverCode, code)) {
      const tries = handover.wrongTries + 1;
      const locks = tries >= WRONG_CODES_ALLOWED;
      await tx
        .update(orderRiders)
        .set({ wrongTries: locks ? 0 : tries, lockedUntil: locks ? new Date(now + CODE_LOCK_MS) : handover.lockedUntil })
        .where(eq(orderRiders.orderId, handover.orderId));
      const shiftWrong = counted.wrongCodes + 1;
      const stops = shiftWrong >= WRONG_CODES_PER_SHIFT;
      await tx
        .update(riderShifts)
        .set({ wrongCodes: shiftWrong, ...(stops ? { codesStoppedAt: new Date(now) } : {}) })
        .where(eq(riderShifts.id, shift.id));
      if (stops) {
        await announceShiftOrders(tx, deps, shift.id, now);
        deps.log(`warn: rider shift ${shift.id} of outlet ${shift.restaurantId}: ${shiftWrong} wrong delivery codes, its codes are stopped`);
        return { kind: 'stopped' as const };
      }
      return locks ? { kind: 'locked' as const, until: now + CODE_LOCK_MS } : { kind: 'wrong' as const, left: WRONG_CODES_ALLOWED - tries };
    }
    await tx.update(orderRiders).set({ wrongTries: 0, lockedUntil: null }).where(eq(orderRiders.orderId, handover.orderId));
    return { kind: 'right' as const, due: cashDuePaise(order) };
  });
  switch (outcome.kind) {
    case 'missing':
      throw new ApiError(404, RIDER_ORDER_NOT_FOUND);
    case 'stopped':
      throw codesStopped();
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
