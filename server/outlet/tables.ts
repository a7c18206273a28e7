/**
 * An outlet's tables (issue 34): the floor sees which have a session open, clears one (its session ends at once:
 * every phone at it hears 410 at its next ask), and gives a table a new QR code secret (the old printed codes stop
 * working; diners already at the table stay). Only the outlet's own tables: another outlet's code is not found.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OutletTable } from '../../src/outlet/contract';
import type { Database } from '../db/client';
import { restaurantTables, tableMembers, tableSessions } from '../db/schema';
import { ApiError } from '../http/envelope';
import { newTableSecret } from '../tables/secret';
import { SESSION_IDLE_MS } from '../tables/session';

const NO_SUCH_TABLE = 'No such table at this outlet';

export async function outletTables(db: Database, outletId: number, now: number, only?: string): Promise<OutletTable[]> {
  const mine = eq(restaurantTables.restaurantId, outletId);
  const tables = await db
    .select()
    .from(restaurantTables)
    .where(only ? and(mine, eq(restaurantTables.code, only)) : mine)
    .orderBy(asc(restaurantTables.code));
  const open = tables.length
    ? await db
        .select()
        .from(tableSessions)
        .where(and(inArray(tableSessions.tableCode, tables.map((table) => table.code)), isNull(tableSessions.closedAt)))
    : [];
  const live = open.filter((session) => now - session.activeAt.getTime() <= SESSION_IDLE_MS);
  const counts = live.length
    ? await db
        .select({ sessionId: tableMembers.sessionId, status: tableMembers.status, count: sql<number>`count(*)`.mapWith(Number) })
        .from(tableMembers)
        .where(inArray(tableMembers.sessionId, live.map((session) => session.id)))
        .groupBy(tableMembers.sessionId, tableMembers.status)
    : [];
  const count = (sessionId: number, status: string) => counts.find((row) => row.sessionId === sessionId && row.status === status)?.count ?? 0;
  return tables.map((table) => {
    const session = live.find((row) => row.tableCode === table.code);
    return {
      code: table.code,
      tableNumber: table.tableNumber,
      secret: table.secret,
      session: session ? { openedAt: session.openedAt.getTime(), diners: count(session.id, 'ADMITTED'), waiting: count(session.id, 'WAITING') } : null,
    };
  });
}

async function oneTable(db: Database, outletId: number, code: string, now: number): Promise<OutletTable> {
  const [table] = await outletTables(db, outletId, now, code);
  if (!table) throw new ApiError(404, NO_SUCH_TABLE);
  return table;
}

/** Ends the table's open session now, in one statement; a table with none is left as it is. */
export async function clearTable(db: Database, outletId: number, code: string, now: number): Promise<OutletTable> {
  const [table] = await db
    .select({ code: restaurantTables.code })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.code, code), eq(restaurantTables.restaurantId, outletId)));
  if (!table) throw new ApiError(404, NO_SUCH_TABLE);
  await db
    .update(tableSessions)
    .set({ closedAt: new Date(now), clearedAt: new Date(now) })
    .where(and(eq(tableSessions.tableCode, table.code), isNull(tableSessions.closedAt)));
  return oneTable(db, outletId, code, now);
}

/** A new secret for the table's QR code: the codes printed with the old one stop working. */
export async function rotateTableSecret(db: Database, outletId: number, code: string, now: number): Promise<OutletTable> {
  const [rotated] = await db
    .update(restaurantTables)
    .set({ secret: newTableSecret() })
    .where(and(eq(restaurantTables.code, code), eq(restaurantTables.restaurantId, outletId)))
    .returning({ code: restaurantTables.code });
  if (!rotated) throw new ApiError(404, NO_SUCH_TABLE);
  return oneTable(db, outletId, code, now);
}
