/**
 * Issue 37: a rider's shift and the link that signs them in to it. The link's token is 32 random bytes, sent once
 * by SMS (printed on the console in the demo, as sign-in codes are) inside the URL's fragment, which browsers never
 * send to a server, so it reaches no access log; the database keeps its SHA-256 only. A shift ends when the outlet
 * ends it (at once: every request looks it up), when the rider gets a new link, or 14 hours after it began.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { RIDER_PATH } from '../../src/rider/constants';
import { sha256 } from '../auth/credentials';
import { SmsError } from '../auth/sms';
import { giveBackSmsBudget, takeSmsBudget } from '../auth/smsBudget';
import type { Database } from '../db/client';
import { orderRiders, restaurants, riderShifts, riders } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';

export type RiderRow = typeof riders.$inferSelect;
export type ShiftRow = typeof riderShifts.$inferSelect;
export type OutletRow = typeof restaurants.$inferSelect;

const TOKEN_PREFIX = 'rdr_';
const TOKEN_PATTERN = /^rdr_[A-Za-z0-9_-]{43}$/;
export const SHIFT_MS = 14 * 60 * 60_000;

/** The rider's shift signed in now, if any. */
export async function openShiftOf(db: Database | Parameters<Parameters<Database['transaction']>[0]>[0], riderId: number, now: number): Promise<ShiftRow | null> {
  const [shift] = await db
    .select()
    .from(riderShifts)
    .where(and(eq(riderShifts.riderId, riderId), isNull(riderShifts.revokedAt), gt(riderShifts.endsAt, new Date(now))));
  return shift ?? null;
}

/** A new shift for the rider (their earlier links stop working) and its token: the only time it is ever seen. */
export async function startShift(db: Database | Parameters<Parameters<Database['transaction']>[0]>[0], rider: RiderRow, now: number): Promise<{ shift: ShiftRow; token: string }> {
  const token = TOKEN_PREFIX + randomBytes(32).toString('base64url');
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(riderShifts)
      .set({ revokedAt: new Date(now) })
      .where(and(eq(riderShifts.riderId, rider.id), isNull(riderShifts.revokedAt)))
      .returning({ id: riderShifts.id });
    const [shift] = await tx
      .insert(riderShifts)
      .values({ riderId: rider.id, restaurantId: rider.restaurantId, tokenHash: sha256(token), createdAt: new Date(now), endsAt: new Date(now + SHIFT_MS) })
      .returning();
    if (!shift) throw new Error('The shift was not stored');
    // A new link for a rider still on the road: the orders they carry come with them to the new shift.
    if (ended.length > 0) {
      await tx
        .update(orderRiders)
        .set({ shiftId: shift.id })
        .where(and(inArray(orderRiders.shiftId, ended.map((row) => row.id)), isNull(orderRiders.deliveredAt)));
    }
    return { shift, token };
  });
}

/** Ends the rider's shift now; false when none was signed in. */
export async function endShift(db: Database | Parameters<Parameters<Database['transaction']>[0]>[0], riderId: number, now: number): Promise<boolean> {
  const ended = await db
    .update(riderShifts)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(riderShifts.riderId, riderId), isNull(riderShifts.revokedAt)))
    .returning({ id: riderShifts.id });
  return ended.length > 0;
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
