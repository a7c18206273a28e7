/** Issue 37: an outlet's riders as its board lists them, and one of them by the id in a path. */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { OutletRider } from '../../src/api/contract/riders';
import type { Database } from '../db/client';
import { riderShifts, riders } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { outletKeyActor, recordAudit } from '../staff/audit';
import type { RiderRow } from './shifts';

export const NO_SUCH_RIDER = 'No such rider at this outlet';

/** The outlet's key that made a change, and the request: what its audit row names (no staff member signs a key). */
export interface OutletActor {
  outletId: number;
  keyId: number;
  requestId: string;
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An outlet's change to its riders, audited in the transaction that makes it. */
export async function auditRiderChange(tx: Transaction, actor: OutletActor, action: string, rider: RiderRow, after: unknown, now: number): Promise<void> {
  const entry = { action, entity: 'rider', entityId: String(rider.id), outletId: actor.outletId, before: null, after };
  await recordAudit(tx, outletKeyActor(actor.keyId, actor.requestId), entry, now);
}

export async function outletRiders(deps: Deps, outletId: number): Promise<OutletRider[]> {
  const now = new Date(deps.now());
  const rows = await deps.db
    .selectDistinctOn([riders.id], { rider: riders, shiftId: riderShifts.id })
    .from(riders)
    .leftJoin(riderShifts, and(eq(riderShifts.riderId, riders.id), isNull(riderShifts.revokedAt), gt(riderShifts.endsAt, now)))
    .where(and(eq(riders.restaurantId, outletId), eq(riders.active, true)))
    .orderBy(asc(riders.id));
  return rows.map(({ rider, shiftId }) => ({ riderId: rider.id, name: rider.name, phone: rider.phone, onShift: shiftId !== null })).sort((a, b) => a.name.localeCompare(b.name));
}

/** One of the outlet's riders still on its list; any other id is not found. */
export async function outletRider(deps: Deps, outletId: number, riderId: number): Promise<RiderRow> {
  const [rider] = await deps.db.select().from(riders).where(and(eq(riders.id, riderId), eq(riders.restaurantId, outletId), eq(riders.active, true)));
  if (!rider) throw new ApiError(404, NO_SUCH_RIDER);
  return rider;
}
