/** Issue 37: an outlet's riders as its board lists them, one of them by the id in a path, and taking one off the list. */
import { and, asc, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { OutletRider } from '../../src/api/contract/riders';
import type { Transaction } from '../db/client';
import { orderRiders, orders, riderShifts, riders } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { progressOf } from '../orders/progress';
import { outletKeyActor, recordAudit } from '../staff/audit';
import { endShift, type RiderRow } from './shifts';

export const NO_SUCH_RIDER = 'No such rider at this outlet';

/** The outlet's key that made a change, and the request: what its audit row names (no staff member signs a key). */
export interface OutletActor {
  outletId: number;
  keyId: number;
  requestId: string;
}


/** An outlet's change to its riders, audited in the transaction that makes it. */
export async function auditRiderChange(tx: Transaction, actor: OutletActor, action: string, rider: RiderRow, after: unknown, now: number): Promise<void> {
  const entry = { action, entity: 'rider', entityId: String(rider.id), outletId: actor.outletId, before: null, after };
  await recordAudit(tx, outletKeyActor(actor.keyId, actor.requestId), entry, now);
}

/**
 * The outlet's riders, by name: on shift or not, what the open shift carries out for delivery, and its wrong codes
 * (issue 44: at the cap its codes stopped, and the board says so).
 */
export async function outletRiders(deps: Deps, outletId: number): Promise<OutletRider[]> {
  const now = deps.now();
  const rows = await deps.db
    .selectDistinctOn([riders.id], { rider: riders, shift: riderShifts })
    .from(riders)
    .leftJoin(riderShifts, and(eq(riderShifts.riderId, riders.id), isNull(riderShifts.revokedAt), gt(riderShifts.endsAt, new Date(now))))
    .where(and(eq(riders.restaurantId, outletId), eq(riders.active, true)))
    .orderBy(asc(riders.id));
  const shiftIds = rows.flatMap(({ shift }) => (shift ? [shift.id] : []));
  const carried =
    shiftIds.length === 0
      ? []
      : await deps.db
          .select({ shiftId: orderRiders.shiftId, order: orders })
          .from(orderRiders)
          .innerJoin(orders, eq(orders.id, orderRiders.orderId))
          .where(and(inArray(orderRiders.shiftId, shiftIds), isNull(orderRiders.deliveredAt)))
          .orderBy(asc(orders.id));
  const carrying = (shiftId: number) =>
    carried.filter((row) => row.shiftId === shiftId && progressOf(row.order, now, deps).status === 'OUT_FOR_DELIVERY').map((row) => row.order.refId);
  return rows
    .map(({ rider, shift }) => ({
      riderId: rider.id,
      name: rider.name,
      phone: rider.phone,
      onShift: shift !== null,
      carrying: shift ? carrying(shift.id) : [],
      wrongCodes: shift?.wrongCodes ?? 0,
      codesStopped: shift?.codesStoppedAt != null,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** One of the outlet's riders still on its list; any other id is not found. */
export async function outletRider(deps: Deps, outletId: number, riderId: number): Promise<RiderRow> {
  const [rider] = await deps.db.select().from(riders).where(and(eq(riders.id, riderId), eq(riders.restaurantId, outletId), eq(riders.active, true)));
  if (!rider) throw new ApiError(404, NO_SUCH_RIDER);
  return rider;
}

/**
 * Takes a rider off the outlet's list: their shift ends at once (their link is refused at its next request), and
 * their row stays (soft: the orders they carried still name them; adding the same number again brings them back).
 * An order they carry out for delivery goes back to the outlet as 'rider needed' in the same transaction (issue 44;
 * ./shifts.ts says why), named in the audit row. The rider's row is locked, so a hand-over to them made at the same
 * moment either lands first (and goes back with the rest) or finds them gone.
 */
export async function removeRider(deps: Deps, actor: OutletActor, riderId: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [rider] = await tx
      .select()
      .from(riders)
      .where(and(eq(riders.id, riderId), eq(riders.restaurantId, actor.outletId), eq(riders.active, true)))
      .for('update');
    if (!rider) throw new ApiError(404, NO_SUCH_RIDER);
    await tx.update(riders).set({ active: false }).where(eq(riders.id, rider.id));
    const ended = await endShift(tx, deps, rider.id, now);
    await auditRiderChange(tx, actor, 'rider.removed', rider, { active: false, shiftEnded: ended.ended, riderNeeded: ended.riderNeeded }, now);
  });
}
