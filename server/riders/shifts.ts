/**
 * Issue 37: a rider's shift and the link that signs them in to it. The link's token is 32 random bytes, sent once
 * by SMS (printed on the console in the demo, as sign-in codes are) inside the URL's fragment, which browsers never
 * send to a server, so it reaches no access log; the database keeps its SHA-256 only. A shift ends when the outlet
 * ends it (at once: every request looks it up), when the rider gets a new link, or 14 hours after it began.
 *
 * Issue 44: an order out for delivery is never left on a shift that ended. A new link is the same rider on the road
 * with a new phone or a lost SMS: what they carry comes with them to the new shift, in the transaction that starts it.
 * Any other end (the outlet ends the shift or removes the rider, or the 14 hours run out) sends it back to the outlet
 * as 'rider needed': the outlet ended this rider on purpose or did not know they were still out, so it decides who
 * carries the food now (the same rider with a new link, or another), rather than the order silently waiting for a
 * shift that may never come. That state is read from the shift itself (ended or expired, order not handed over:
 * riderNeeded below), so it holds from the instant the shift ends, expiry included, with nothing to sweep; the
 * outlet's ending announces each such order in its transaction, and an expiry shows at the board's next poll.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { RIDER_PATH } from '../../src/rider/constants';
import { sha256 } from '../auth/credentials';
import { SmsError } from '../auth/sms';
import { giveBackSmsBudget, takeSmsBudget } from '../auth/smsBudget';
import type { Database } from '../db/client';
import { orderRiders, orders, restaurants, riderShifts, riders } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { announce } from '../live/bus';
import { progressOf } from '../orders/progress';

export type RiderRow = typeof riders.$inferSelect;
export type ShiftRow = typeof riderShifts.$inferSelect;
export type OutletRow = typeof restaurants.$inferSelect;

const TOKEN_PREFIX = 'rdr_';
const TOKEN_PATTERN = /^rdr_[A-Za-z0-9_-]{43}$/;
export const SHIFT_MS = 14 * 60 * 60_000;

/** The rider's shift signed in now, if any. */
export async function openShiftOf(db: Database | Transaction, riderId: number, now: number): Promise<ShiftRow | null> {
  const [shift] = await db
    .select()
    .from(riderShifts)
    .where(and(eq(riderShifts.riderId, riderId), isNull(riderShifts.revokedAt), gt(riderShifts.endsAt, new Date(now))));
  return shift ?? null;
}

/** Ended by the outlet or by a new link, or past its 14 hours. */
export const shiftEnded = (shift: Pick<ShiftRow, 'revokedAt' | 'endsAt'>, now: number): boolean => shift.revokedAt !== null || shift.endsAt.getTime() <= now;

/** An order handed to a rider that waits for the outlet to give it to a rider: its shift ended before it was handed over. */
export const riderNeeded = (handover: { deliveredAt: Date | null }, shift: Pick<ShiftRow, 'revokedAt' | 'endsAt'>, now: number): boolean =>
  handover.deliveredAt === null && shiftEnded(shift, now);

/**
 * A new shift for the rider (their earlier links stop working) and its token: the only time it is ever seen. The
 * orders of the shift it replaces come with it; those of a shift that had ended already stay 'rider needed'.
 */
export async function startShift(db: Database | Transaction, rider: RiderRow, now: number): Promise<{ shift: ShiftRow; token: string }> {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(riderShifts)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(riderShifts.riderId, rider.id), isNull(riderShifts.revokedAt)))
      .returning({ id: riderShifts.id, endsAt: riderShifts.endsAt });
    const [shift] = await tx
      .insert(riderShifts)
      .values({ riderId: rider.id, restaurantId: rider.restaurantId, tokenHash: sha256(token), createdAt: new Date(now), endsAt: new Date(now + SHIFT_MS) })
      .returning();
    if (!shift) throw new Error('The shift was not stored');
    const replaced = ended.filter((one) => one.endsAt.getTime() > now).map((one) => one.id);
    if (replaced.length > 0) {
      await tx
        .update(orderRiders)
        .set({ shiftId: shift.id })
        .where(and(inArray(orderRiders.shiftId, replaced), isNull(orderRiders.deliveredAt)));
    }
    return { shift, token };
  });
}

/**
 * Ends the rider's shift now. The orders it still carried are 'rider needed' from this instant (riderNeeded); each
 * is announced in the caller's transaction, so the outlet's board and the diner's tracking hear it once committed.
 * Answers whether a shift was signed in, and the orders that went back to the outlet.
 */
export async function endShift(tx: Transaction, deps: Deps, riderId: number, now: number): Promise<{ ended: boolean; riderNeeded: string[] }> {
  const ended = await tx
    .update(riderShifts)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(riderShifts.riderId, riderId), isNull(riderShifts.revokedAt)))
    .returning({ id: riderShifts.id, endsAt: riderShifts.endsAt });
  // An expired shift's orders were 'rider needed' already: only the shift open until now sends any back.
  const open = ended.filter((one) => one.endsAt.getTime() > now).map((one) => one.id);
  if (open.length === 0) return { ended: false, riderNeeded: [] };
  const carried = await tx
    .select({ order: orders })
    .from(orderRiders)
    .innerJoin(orders, eq(orders.id, orderRiders.orderId))
    .where(and(inArray(orderRiders.shiftId, open), isNull(orderRiders.deliveredAt)))
    .orderBy(orders.id);
  const back = carried.map((row) => row.order).filter((order) => progressOf(order, now, deps).status === 'OUT_FOR_DELIVERY');
  for (const order of back) await announce(tx, { orderRefId: order.refId, userId: order.userId, restaurantId: order.restaurantId, status: 'OUT_FOR_DELIVERY' });
  return { ended: true, riderNeeded: back.map((order) => order.refId) };
}

/** The shift, rider and outlet a link's token opens, or null (unknown, ended, expired, or the rider removed). */
export async function shiftForToken(db: Database, token: string, now: number): Promise<{ shift: ShiftRow; rider: RiderRow; outlet: OutletRow } | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({ shift: riderShifts, rider: riders, outlet: restaurants })
    .from(riderShifts)
    .innerJoin(riders, eq(riders.id, riderShifts.riderId))
    .innerJoin(restaurants, eq(restaurants.id, riderShifts.restaurantId))
    .where(and(eq(riderShifts.tokenHash, sha256(token)), isNull(riderShifts.revokedAt), gt(riderShifts.endsAt, new Date(now)), eq(riders.active, true)));
  return row ?? null;
}

/**
 * Sends the rider their link through the SMS provider; in the demo (no provider) prints it, as sign-in codes are.
 * `origin`: PUBLIC_URL when set, else where the outlet's board reached this server (../http/publicUrl.ts linkOrigin).
 */
export async function sendRiderLink(deps: Deps, rider: RiderRow, token: string, origin: string): Promise<void> {
  const link = `${origin}${RIDER_PATH}/#${token}`;
  if (!deps.sms) {
    if (!deps.demo) throw new ApiError(503, 'Riders get their link by SMS, and SMS is not set up on this server');
    deps.log(`[demo] Rider link for ${rider.phone}: ${link}`);
    return;
  }
  const now = deps.now();
  if (!(await takeSmsBudget(deps.db, deps.smsHourlyBudget, now, deps.log))) throw new ApiError(503, "This hour's SMS are spent: try again when the hour turns");
  try {
    await deps.sms.sendRiderLink(rider.phone, link);
  } catch (error) {
    await giveBackSmsBudget(deps.db);
    deps.log(`error: ${deps.sms.name}: a rider's link was not sent: ${error instanceof SmsError ? error.message : 'unexpected failure'}`);
    throw new ApiError(503, "The rider's link could not be sent by SMS: try again");
  }
}
