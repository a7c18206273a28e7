/**
 * Issue 37: the positions a rider's phone sends while an order of theirs is out for delivery. Each is kept (a week,
 * then pruned) and the newest moves the order's rider on the diner's map, announced in the same transaction so the
 * diner's stream hears it on whichever server process holds it (../live/bus.ts). A position queued while the phone
 * was offline carries when it was taken: one older than the newest kept is stored but moves nothing.
 */
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderRiders, orders, riderPositions } from '../db/schema';
import { riderPositionRequest } from '../../src/api/contract/riders';
import { INDIA_BOUNDS } from '../../src/rider/constants';
import { ApiError } from '../http/envelope';
import { parseWith } from '../http/validate';
import { riderWords } from '../messages/riders';
import type { Deps } from '../http/types';
import { announce } from '../live/bus';
import { arrivalFrom } from '../outlet/moves';
import { progressOf } from '../orders/progress';
import { RIDER_ORDER_NOT_FOUND } from './handover';
import type { ShiftRow } from './shifts';

export const POSITIONS_KEPT_MS = 7 * 24 * 60 * 60_000;
/** A queued position older than this is of no use to anyone; one from the future is a wrong clock. */
const OLDEST_MS = 24 * 60 * 60_000;
const AHEAD_MS = 60_000;

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

/** Stores the position; answers whether it moved the rider on the diner's map (false: an older one, queued). */
export async function recordPosition(deps: Deps, shift: ShiftRow, refId: string, fix: RiderFix): Promise<boolean> {
  const now = deps.now();
  const at = fix.at ?? now;
  if (at < now - OLDEST_MS || at > now + AHEAD_MS) throw new ApiError(400, { ref: riderWords.takenWhen });
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ order: orders })
      .from(orders)
      .innerJoin(orderRiders, eq(orderRiders.orderId, orders.id))
      .where(and(eq(orders.refId, refId), eq(orderRiders.shiftId, shift.id)))
      .for('update', { of: orders });
    if (!order) throw new ApiError(404, RIDER_ORDER_NOT_FOUND);
    const row = order.order;
    if (progressOf(row, now, deps).status !== 'OUT_FOR_DELIVERY') throw new ApiError(409, { ref: riderWords.notOutForDelivery, params: { ref: refId } });
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
