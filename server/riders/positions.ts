/**
 * Issue 37: the positions a rider's phone sends while an order of theirs is out for delivery. Each is kept (a week,
 * then pruned) and the newest moves the order's rider on the diner's map, announced in the same transaction so the
 * diner's stream hears it on whichever server process holds it (../live/bus.ts). A position queued while the phone
 * was offline carries when it was taken: one older than the newest kept is stored but moves nothing.
 *
 * Issue 44: a position is believed only when it could be true, and each rule says why it refuses or drops:
 * - Outside India's land (./plausible.ts), or timed ahead of the server's clock: refused (400) in the rider's words.
 *   Both are the phone's own setting (its location off or set by an app, its clock set by hand), which the rider can
 *   put right once told; the page drops the fix and says why.
 * - Faster than a vehicle since the last position believed (the outlet's door when it went out): dropped quietly,
 *   answered as a fix that moved nothing. A wild fix now and then is GPS noise the rider can do nothing about, and
 *   the mark it is judged against may be the stale one; telling them would only alarm them. Nothing is stored.
 * - More than one a second for an order: refused (429, Retry-After) before anything is read, claimed by one
 *   conditional UPDATE on the order's rider row, so it holds across server processes. The page waits a second and
 *   sends the same fix again: refused, not dropped, since a queued fix is the ride's record.
 */
import { and, desc, eq, inArray, isNull, lt, lte, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderRiders, orders, restaurants, riderPositions } from '../db/schema';
import { riderPositionRequest } from '../../src/api/contract/riders';
import { INDIA_BOUNDS, POSITION_GAP_MS } from '../../src/rider/constants';
import { ApiError } from '../http/envelope';
import { parseWith } from '../http/validate';
import { riderWords } from '../messages/riders';
import type { Deps } from '../http/types';
import { announce } from '../live/bus';
import { arrivalFrom } from '../outlet/moves';
import { progressOf } from '../orders/progress';
import { RIDER_ORDER_NOT_FOUND } from './handover';
import { couldRide, inIndia, type Fix } from './plausible';
import type { ShiftRow } from './shifts';

export const POSITIONS_KEPT_MS = 7 * 24 * 60 * 60_000;
/** A queued position older than this is of no use to anyone. */
const OLDEST_MS = 24 * 60 * 60_000;
/** How far ahead of the server's clock a phone's may run: network time keeps phones within a second or two. */
export const CLOCK_SKEW_MS = 30_000;

export interface RiderFix {
  latitude: number;
  longitude: number;
  /** When the phone took it (epoch ms); now when not given. */
  at?: number;
}

const CHECKED = [
  ['latitude', riderWords.latitude, INDIA_BOUNDS.south, INDIA_BOUNDS.north],
  ['longitude', riderWords.longitude, INDIA_BOUNDS.west, INDIA_BOUNDS.east],
] as const;

/**
 * The phone's position from a request body, its latitude and longitude refused in the rider's words (the contract
 * says the same in English), the rest of it (`at`, no other field) by the contract.
 */
export function checkedFix(body: unknown): RiderFix {
  if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
    for (const [key, name, low, high] of CHECKED) {
      const value = (body as Record<string, unknown>)[key];
      if (typeof value !== 'number' || !Number.isFinite(value)) throw new ApiError(400, { ref: riderWords.notANumber, params: { field: { ref: name } } });
      if (value < low || value > high) throw new ApiError(400, { ref: riderWords.outsideIndia, params: { field: { ref: name }, low, high } });
    }
  }
  return parseWith(riderPositionRequest, body);
}

type OrderRow = typeof orders.$inferSelect;

/**
 * The position the fix is judged against: the newest believed one, or (none yet) the outlet's door when the order
 * went out with the rider. Null when neither is known: the first fix is believed.
 */
function lastBelieved(order: OrderRow, outlet: { latitude: number; longitude: number }): Fix | null {
  if (order.riderLatitude !== null && order.riderLongitude !== null && order.riderAt) return { latitude: order.riderLatitude, longitude: order.riderLongitude, at: order.riderAt.getTime() };
  const out = order.moves.findLast((move) => move.status === 'OUT_FOR_DELIVERY');
  return out ? { latitude: outlet.latitude, longitude: outlet.longitude, at: out.at } : null;
}

/** The order's rider row on this shift takes this second; false when it took one less than a second ago, or is not on the shift. */
async function claimSecond(deps: Deps, shift: ShiftRow, refId: string, now: number): Promise<boolean> {
  const claimed = await deps.db
    .update(orderRiders)
    .set({ lastPositionAt: new Date(now) })
    .where(
      and(
        eq(orderRiders.shiftId, shift.id),
        inArray(orderRiders.orderId, deps.db.select({ id: orders.id }).from(orders).where(eq(orders.refId, refId))),
        or(isNull(orderRiders.lastPositionAt), lte(orderRiders.lastPositionAt, new Date(now - POSITION_GAP_MS))),
      ),
    )
    .returning({ orderId: orderRiders.orderId });
  return claimed.length > 0;
}

/** Refuses a fix that cannot be true of any phone: outside India, or from the future (see the top of this file). */
function refuseImpossible(fix: RiderFix, at: number, now: number): void {
  if (at < now - OLDEST_MS) throw new ApiError(400, { ref: riderWords.takenWhen });
  if (at > now + CLOCK_SKEW_MS) throw new ApiError(400, { ref: riderWords.aheadOfClock, params: { seconds: Math.ceil((at - now) / 1000) } });
  if (!inIndia(fix)) throw new ApiError(400, { ref: riderWords.notInIndia });
}

/**
 * Stores the position; answers whether it moved the rider on the diner's map (false: an older one, queued, or one
 * no vehicle could have reached, dropped).
 */
export async function recordPosition(deps: Deps, shift: ShiftRow, refId: string, fix: RiderFix): Promise<boolean> {
  const now = deps.now();
  const at = fix.at ?? now;
  refuseImpossible(fix, at, now);
  if (!(await claimSecond(deps, shift, refId, now))) {
    const [handover] = await deps.db
      .select({ lastPositionAt: orderRiders.lastPositionAt })
      .from(orderRiders)
      .innerJoin(orders, eq(orders.id, orderRiders.orderId))
      .where(and(eq(orders.refId, refId), eq(orderRiders.shiftId, shift.id)));
    if (!handover) throw new ApiError(404, RIDER_ORDER_NOT_FOUND);
    const waitMs = (handover.lastPositionAt?.getTime() ?? now) + POSITION_GAP_MS - now;
    throw new ApiError(429, { ref: riderWords.tooManyPositions }, { headers: { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) } });
  }
  return deps.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ order: orders, outlet: { latitude: restaurants.latitude, longitude: restaurants.longitude } })
      .from(orders)
      .innerJoin(orderRiders, eq(orderRiders.orderId, orders.id))
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .where(and(eq(orders.refId, refId), eq(orderRiders.shiftId, shift.id)))
      .for('update', { of: orders });
    if (!found) throw new ApiError(404, RIDER_ORDER_NOT_FOUND);
    const row = found.order;
    if (progressOf(row, now, deps).status !== 'OUT_FOR_DELIVERY') throw new ApiError(409, { ref: riderWords.notOutForDelivery, params: { ref: refId } });
    const believed = lastBelieved(row, found.outlet);
    if (believed && !couldRide(believed, { latitude: fix.latitude, longitude: fix.longitude, at })) return false;
    const [newest] = await tx.select({ at: riderPositions.at }).from(riderPositions).where(eq(riderPositions.orderId, row.id)).orderBy(desc(riderPositions.at)).limit(1);
    await tx.insert(riderPositions).values({ orderId: row.id, shiftId: shift.id, latitude: fix.latitude, longitude: fix.longitude, at: new Date(at) });
    if (newest && newest.at.getTime() > at) return false;
    const position = { latitude: fix.latitude, longitude: fix.longitude };
    await tx
      .update(orders)
      .set({ riderLatitude: fix.latitude, riderLongitude: fix.longitude, riderAt: new Date(at), updatedAt: new Date(now), ...arrivalFrom(row, position, now, deps) })
      .where(eq(orders.id, row.id));
    await announce(tx, { orderRefId: row.refId, userId: row.userId, restaurantId: row.restaurantId, status: 'OUT_FOR_DELIVERY' });
    return true;
  });
}

/** Drops positions older than a week: run every hour by each process (a repeat deletes nothing). */
export async function prunePositions(db: Database, now: number): Promise<number> {
  const dropped = await db.delete(riderPositions).where(lt(riderPositions.at, new Date(now - POSITIONS_KEPT_MS))).returning({ id: riderPositions.id });
  return dropped.length;
}
