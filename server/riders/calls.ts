/**
 * Issue 37: a rider's call to the diner of an order out for delivery, through the call bridge (riders/callBridge.ts).
 * A call is claimed on the order's row first (locked, so two taps at once are one call on every database): one every
 * 30 seconds, five an order, so a rider cannot ring a diner over and over. A call the bridge could not place gives
 * its claim back, so the rider may try again at once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { orderRiders, orders, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { CallError } from './callBridge';
import { riderWords } from '../messages/riders';
import { RIDER_ORDER_NOT_FOUND } from './handover';
import type { RiderRow, ShiftRow } from './shifts';

export const CALL_GAP_MS = 30_000;
export const CALLS_PER_ORDER = 5;
export const CALLS_NOT_SET_UP = riderWords.callsNotSetUp.en;

type Claim = { kind: 'claimed'; orderId: number; customerMobile: string; at: Date } | { kind: 'missing' } | { kind: 'used-up' } | { kind: 'too-soon'; waitMs: number };

/** Rings the rider's phone, then the diner's; throws with the reason when the call is not placed. */
export async function callCustomer(deps: Deps, shift: ShiftRow, rider: RiderRow, refId: string): Promise<void> {
  const bridge = deps.calls;
  if (!bridge) throw new ApiError(503, { ref: riderWords.callsNotSetUp });
  const at = new Date(deps.now());
  const claim = await deps.db.transaction(async (tx): Promise<Claim> => {
    const [row] = await tx
      .select({ handover: orderRiders, mobile: users.mobile })
      .from(orderRiders)
      .innerJoin(orders, eq(orders.id, orderRiders.orderId))
      // An erased diner has no number to ring: the call finds no order.
      .innerJoin(users, eq(users.id, orders.userId))
      .where(and(eq(orders.refId, refId), eq(orderRiders.shiftId, shift.id)))
      .for('update', { of: orderRiders });
    if (!row) return { kind: 'missing' };
    const { handover } = row;
    if (handover.calls >= CALLS_PER_ORDER) return { kind: 'used-up' };
    const since = handover.lastCallAt ? at.getTime() - handover.lastCallAt.getTime() : Infinity;
    if (since < CALL_GAP_MS) return { kind: 'too-soon', waitMs: CALL_GAP_MS - since };
    await tx
      .update(orderRiders)
      .set({ calls: sql`${orderRiders.calls} + 1`, lastCallAt: at })
      .where(eq(orderRiders.orderId, handover.orderId));
    return { kind: 'claimed', orderId: handover.orderId, customerMobile: row.mobile, at };
  });
  switch (claim.kind) {
    case 'missing':
      throw new ApiError(404, RIDER_ORDER_NOT_FOUND);
    case 'used-up':
      throw new ApiError(429, { ref: riderWords.callsUsedUp, params: { count: CALLS_PER_ORDER } });
    case 'too-soon': {
      const seconds = Math.ceil(claim.waitMs / 1000);
      throw new ApiError(429, { ref: riderWords.calledJustNow, params: { seconds } }, { headers: { 'Retry-After': String(seconds) } });
    }
    case 'claimed':
      try {
        await bridge.connect({ riderMobile: rider.phone, customerMobile: claim.customerMobile, orderRefId: refId });
      } catch (error) {
        if (!(error instanceof CallError)) throw error;
        deps.log(`error: Rider call for order ${refId} not placed: ${error.message}`);
        // Nothing rang: the claim goes back, only if no later call took the row since.
        await deps.db
          .update(orderRiders)
          .set({ calls: sql`${orderRiders.calls} - 1`, lastCallAt: null })
          .where(and(eq(orderRiders.orderId, claim.orderId), eq(orderRiders.lastCallAt, claim.at)));
        throw new ApiError(502, { ref: riderWords.callNotPlaced });
      }
  }
}
