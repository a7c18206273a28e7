/** The outlet a console call names, once the caller may work on it: the same rule for every outlet's business. */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { restaurants } from '../../db/schema';
import { ApiError } from '../../http/envelope';
import { rowIdParam } from '../../http/params';
import { requireOutlet } from '../../staff/access';
import type { StaffRow } from '../../staff/sessions';

/** An outlet's id from the address (`/outlets/:id/…`); a malformed one is 'No such outlet'. */
export const outletIdParam = (raw: string): number => rowIdParam(raw, 'No such outlet');

/** The outlet, when `member` may work on it (a manager: theirs only, else 403); 404 when there is none. */
export async function memberOutlet(db: Database, member: StaffRow, outletId: number): Promise<{ id: number; code: string; uuid: string }> {
  requireOutlet(member, outletId);
  const [outlet] = await db.select({ id: restaurants.id, code: restaurants.code, uuid: restaurants.uuid }).from(restaurants).where(eq(restaurants.id, outletId));
  if (!outlet) throw new ApiError(404, 'No such outlet');
  return outlet;
}
