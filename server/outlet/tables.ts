/**
 * An outlet's tables (issue 34): the floor sees which have a session open, clears one (its session ends at once:
 * every phone at it hears 410 at its next ask), and gives a table a new QR code secret (the old printed codes stop
 * working; diners already at the table stay). An open table comes with its bill: the floor sees what it still owes
 * before clearing it. Only the outlet's own tables: another outlet's code is not found.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { OutletTable } from '../../src/outlet/contract';
import { restaurantTables, tableMembers, tableSessions } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { toRupees } from '../money';
import { billState } from '../tables/bill';
import { newTableSecret } from '../tables/secret';
import { SESSION_IDLE_MS } from '../tables/session';
import { cashWaiting } from '../tables/parts';

const NO_SUCH_TABLE = 'No such table at this outlet';

export async function outletTables(deps: Deps, outletId: number, only?: string): Promise<OutletTable[]> {
  const { db } = deps;
  const now = deps.now();
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
  // The floor sees what a table still owes before it clears it (a handful of open tables: one read each).
  const bills = new Map<number, OutletTableBill>();
  const cash = await cashWaiting(db, live.map((session) => session.id));
  for (const session of live) {
    const state = await billState(db, deps, session);
    bills.set(session.id, { rounds: state.orders.length, total: toRupees(state.totalPaise), paid: toRupees(state.paidPaise), due: toRupees(state.duePaise) });
  }
  return tables.map((table) => {
    const session = live.find((row) => row.tableCode === table.code);
    return {
      code: table.code,
      tableNumber: table.tableNumber,
      secret: table.secret,
      session: session
        ? {
            openedAt: session.openedAt.getTime(),
            diners: count(session.id, 'ADMITTED'),
            waiting: count(session.id, 'WAITING'),
            bill: bills.get(session.id) ?? { rounds: 0, total: 0, paid: 0, due: 0 },
            cashToTake: cash.get(session.id) ?? [],
          }
        : null,
    };
  });
}

type OutletTableBill = NonNullable<OutletTable['session']>['bill'];

async function oneTable(deps: Deps, outletId: number, code: string): Promise<OutletTable> {
  const [table] = await outletTables(deps, outletId, code);
  if (!table) throw new ApiError(404, NO_SUCH_TABLE);
  return table;
}

/** Ends the table's open session now, in one statement; a table with none is left as it is. */
export async function clearTable(deps: Deps, outletId: number, code: string): Promise<OutletTable> {
  const { db } = deps;
  const [table] = await db
    .select({ code: restaurantTables.code })
    .from(restaurantTables)
    .where(and(eq(restaurantTables.code, code), eq(restaurantTables.restaurantId, outletId)));
  if (!table) throw new ApiError(404, NO_SUCH_TABLE);
  await db
    .update(tableSessions)
    .set({ closedAt: new Date(deps.now()), clearedAt: new Date(deps.now()) })
    .where(and(eq(tableSessions.tableCode, table.code), isNull(tableSessions.closedAt)));
  return oneTable(deps, outletId, code);
}

/** A new secret for the table's QR code: the codes printed with the old one stop working. */
export async function rotateTableSecret(deps: Deps, outletId: number, code: string): Promise<OutletTable> {
  const [rotated] = await deps.db
    .update(restaurantTables)
    .set({ secret: newTableSecret() })
    .where(and(eq(restaurantTables.code, code), eq(restaurantTables.restaurantId, outletId)))
    .returning({ code: restaurantTables.code });
  if (!rotated) throw new ApiError(404, NO_SUCH_TABLE);
  return oneTable(deps, outletId, code);
}
