/**
 * Issue 37, follow-up: an order out for delivery goes to another of the outlet's riders (the first one's bike broke
 * down). One transaction on the order's locked row: the order's rider row moves to the new rider's shift (opened now,
 * with a link by SMS, when they have none), the order names them for the diner, the change is audited and announced.
 * The first rider's link stops seeing and moving the order at its next request (every rider request joins the
 * order's rider row on its own shift); the diner keeps the same code for the door. Two reassigns at once are made one
 * after the other on the locked row, so the order always has exactly one rider. Issue 44: an order whose rider's
 * shift ended ('rider needed', ./shifts.ts) is given to a rider the same way, the same rider included.
 */
import { and, eq } from 'drizzle-orm';
import { orderRiders, orders, riderShifts, riders } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { announce } from '../live/bus';
import type { OutletRow } from '../outlet/keys';
import { lockOutletOrder } from '../outlet/moves';
import { progressOf } from '../orders/progress';
import { outletKeyActor, recordAudit } from '../staff/audit';
import { NO_SUCH_RIDER, type OutletActor } from './outletRiders';
import { openShiftOf, riderNeeded, startShift, type RiderRow } from './shifts';

type OrderRow = typeof orders.$inferSelect;

/** The order as it now stands, the new rider, and the token of a shift started for them (their link goes out after). */
export interface Reassigned {
  order: OrderRow;
  rider: RiderRow;
  newLink: string | null;
}

export async function reassignOrder(deps: Deps, outlet: OutletRow, actor: OutletActor, refId: string, riderId: number): Promise<Reassigned> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOutletOrder(tx, outlet, refId);
    const now = deps.now();
    if (progressOf(order, now, deps).status !== 'OUT_FOR_DELIVERY') throw new ApiError(409, `Order ${refId} is not out for delivery: only an order with a rider can go to another rider`);
    const [found] = await tx.select({ handover: orderRiders, shift: riderShifts }).from(orderRiders).innerJoin(riderShifts, eq(riderShifts.id, orderRiders.shiftId)).where(eq(orderRiders.orderId, order.id));
    if (!found) throw new ApiError(409, `Order ${refId} went with a rider named by hand, not one of your riders: mark it delivered when it arrives`);
    const { handover } = found;
    // The new rider's row, locked: a removal of the same rider waits for this change, then finds them carrying it.
    const [rider] = await tx
      .select()
      .from(riders)
      .where(and(eq(riders.id, riderId), eq(riders.restaurantId, outlet.id), eq(riders.active, true)))
      .for('update');
    if (!rider) throw new ApiError(404, NO_SUCH_RIDER);
    // Issue 44: their shift ended with it ('rider needed'): the same rider may take it again, on a shift of their own.
    if (handover.riderId === rider.id && !riderNeeded(handover, found.shift, now)) throw new ApiError(409, `Order ${refId} is with ${rider.name} already: choose another rider`);
    const open = await openShiftOf(tx, rider.id, now);
    const started = open ? null : await startShift(tx, rider, now);
    const shiftId = open?.id ?? started?.shift.id;
    if (shiftId === undefined) throw new Error('The rider has no shift');
    await tx.update(orderRiders).set({ shiftId, riderId: rider.id }).where(eq(orderRiders.orderId, order.id));
    const [moved] = await tx
      .update(orders)
      .set({ riderName: rider.name, riderPhone: rider.phone, updatedAt: new Date(now) })
      .where(eq(orders.id, order.id))
      .returning();
    if (!moved) throw new Error(`Order ${refId} vanished while changing its rider`);
    const entry = {
      action: 'order.rider_changed',
      entity: 'order',
      entityId: refId,
      outletId: outlet.id,
      before: { riderId: handover.riderId, name: order.riderName },
      after: { riderId: rider.id, name: rider.name, ...(started ? { shiftId: started.shift.id } : {}) },
    };
    await recordAudit(tx, outletKeyActor(actor.keyId, actor.requestId), entry, now);
    // The diner's tracking (the new rider's name) and the board hear it on whichever process holds their stream.
    await announce(tx, { orderRefId: moved.refId, userId: moved.userId, restaurantId: moved.restaurantId, status: 'OUT_FOR_DELIVERY' });
    deps.metrics.outletMoves.inc({ move: 'rider_changed' });
    return { order: moved, rider, newLink: started?.token ?? null };
  });
}
