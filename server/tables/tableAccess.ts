/**
 * Ordering at a table needs its QR code's secret as well as its code (issue 34): the join, the single diner's scan
 * and a dine-in draft all come through here. A wrong or missing secret is told what the spec tells anyone without
 * the code: scan the QR code on your table.
 */
import { and, eq } from 'drizzle-orm';
import { MSG } from '../../src/config/messages';
import type { Database } from '../db/client';
import { restaurantTables } from '../db/schema';
import { ApiError } from '../http/envelope';
import { sameSecret } from './secret';

export type TableRow = typeof restaurantTables.$inferSelect;

/** The table the code names (at the outlet, when given) if the secret is its own; else the spec's refusal. */
export async function tableWithKey(db: Database, code: string, key: string | undefined, restaurantId?: number): Promise<TableRow> {
  const named = eq(restaurantTables.code, code.toUpperCase());
  const [table] = await db
    .select()
    .from(restaurantTables)
    .where(restaurantId === undefined ? named : and(named, eq(restaurantTables.restaurantId, restaurantId)));
  if (!table || !sameSecret(key, table.secret)) throw new ApiError(422, MSG.scanQr);
  return table;
}
