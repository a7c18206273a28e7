/**
 * An outlet's dine-in tables in the console (issue 36): list, add, rename, remove. Tables are the outlet's own
 * business: an owner does this for every outlet, an outlet manager for theirs (another outlet is 403, whichever it
 * is), every other role is refused. Each write and its audit row are one transaction.
 *
 * A table's code (what its QR code holds, GL-MOH8-T4) never changes once made: a rename changes only the name diners
 * and the floor read, so printed codes keep working. A table is removed only when nobody is at it: the removal locks
 * the table's row as a diner's scan does (server/tables/session.ts), so a scan and a removal cannot cross, and a
 * table with diners at it or a payment under way is refused with what to do. A quiet table's past carts go with it;
 * its kitchen tickets (orders) and every payment's record stay.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { tableNameRequest, type AdminTable } from '../../../src/api/contract/adminTables';
import { restaurantTables, restaurants, tablePayments, tableSessions } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { tableCodeParam } from '../../http/params';
import type { Deps } from '../../http/types';
import { readJsonBody } from '../../http/validate';
import { actorOf, staffIn, type AdminEnv } from '../../staff/access';
import { memberOutlet, outletIdParam } from './memberOutlet';
import { recordAudit } from '../../staff/audit';
import { newTableSecret } from '../../tables/secret';
import { SESSION_IDLE_MS } from '../../tables/session';

/** Who looks after tables: an owner (every outlet), an outlet manager (theirs). */
const TABLE_KEEPERS = ['owner', 'manager'] as const;
export const NO_SUCH_TABLE = 'No such table at this outlet';
export const tableInUse = (name: string) =>
  `Table ${name} has diners at it now. Clear it on the kitchen board's Tables screen once they have paid and left, then remove it.`;
export const tablePaymentUnderWay = (name: string) => `A payment at table ${name} is still under way. Wait until it is decided, then remove the table.`;
export const sameTableName = (name: string) => `This outlet already has a table named ${name}`;

type TableRow = typeof restaurantTables.$inferSelect;
const audited = (row: TableRow) => ({ code: row.code, tableNumber: row.tableNumber });

/** A session open at the table and not yet quiet: diners are at it. */
const liveAt = (now: number) => and(isNull(tableSessions.closedAt), sql`${tableSessions.activeAt} > ${new Date(now - SESSION_IDLE_MS)}`);


/** The next free number in the outlet's codes: GL-MOH8-T1..T3 make T4 (a removed table's number may come back). */
function nextCode(outletCode: string, taken: string[]): string {
  const prefix = `GL-${outletCode}-T`;
  const numbers = new Set(taken.filter((code) => code.startsWith(prefix)).map((code) => Number(code.slice(prefix.length))));
  let n = 1;
  while (numbers.has(n)) n += 1;
  return `${prefix}${n}`;
}

export function adminTableRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  /** The outlet, once the caller may look after its tables. */
  const outletFor = (member: ReturnType<typeof staffIn>, raw: string) => memberOutlet(deps.db, member, outletIdParam(raw));

  routes.get('/outlets/:id/tables', async (c) => {
    const outlet = await outletFor(staffIn(c, TABLE_KEEPERS), c.req.param('id'));
    const tables = await deps.db.select().from(restaurantTables).where(eq(restaurantTables.restaurantId, outlet.id)).orderBy(asc(restaurantTables.code));
    const live = tables.length
      ? await deps.db
          .select({ code: tableSessions.tableCode })
          .from(tableSessions)
          .where(
            and(
              inArray(tableSessions.tableCode, tables.map((table) => table.code)),
              liveAt(deps.now()),
            ),
          )
      : [];
    const inUse = new Set(live.map((row) => row.code));
    // In the order they were numbered, as people count: T2 before T10, a new table last.
    const answer: AdminTable[] = tables
      .map((table) => ({ code: table.code, tableNumber: table.tableNumber, secret: table.secret, inUse: inUse.has(table.code) }))
      .sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
    return ok(c, answer);
  });

  routes.post('/outlets/:id/tables', async (c) => {
    const member = staffIn(c, TABLE_KEEPERS);
    const outlet = await outletFor(member, c.req.param('id'));
    const { tableNumber } = await readJsonBody(c, tableNameRequest);
    const now = deps.now();
    const made = await deps.db.transaction(async (tx) => {
      // The outlet's row locked: two tables added at once get two numbers, and two of one name cannot both land.
      await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, outlet.id)).for('update');
      const tables = await tx.select().from(restaurantTables).where(eq(restaurantTables.restaurantId, outlet.id));
      if (tables.some((table) => table.tableNumber.toLowerCase() === tableNumber.toLowerCase())) throw new ApiError(409, sameTableName(tableNumber));
      // Codes are unique across the chain; an outlet's code is its own, so its prefix is too.
      const [row] = await tx
        .insert(restaurantTables)
        .values({ code: nextCode(outlet.code, tables.map((table) => table.code)), restaurantId: outlet.id, tableNumber, secret: newTableSecret() })
        .returning();
      if (!row) throw new Error('The table was not saved');
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'table', entityId: row.code, outletId: outlet.id, before: null, after: audited(row) }, now);
      return row;
    });
    return ok<AdminTable>(c, { code: made.code, tableNumber: made.tableNumber, secret: made.secret, inUse: false }, `Table ${made.tableNumber} added`);
  });

  routes.patch('/outlets/:id/tables/:code', async (c) => {
    const member = staffIn(c, TABLE_KEEPERS);
    const outlet = await outletFor(member, c.req.param('id'));
    const code = tableCodeParam(c.req.param('code'));
    const { tableNumber } = await readJsonBody(c, tableNameRequest);
    const now = deps.now();
    const renamed = await deps.db.transaction(async (tx) => {
      await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, outlet.id)).for('update');
      const tables = await tx.select().from(restaurantTables).where(eq(restaurantTables.restaurantId, outlet.id));
      const before = tables.find((table) => table.code === code);
      if (!before) throw new ApiError(404, NO_SUCH_TABLE);
      if (tables.some((table) => table.code !== code && table.tableNumber.toLowerCase() === tableNumber.toLowerCase())) throw new ApiError(409, sameTableName(tableNumber));
      const [after] = await tx.update(restaurantTables).set({ tableNumber }).where(eq(restaurantTables.code, code)).returning();
      if (!after) throw new ApiError(404, NO_SUCH_TABLE);
      if (after.tableNumber !== before.tableNumber) {
        await recordAudit(tx, actorOf(c, member), { action: 'update', entity: 'table', entityId: code, outletId: outlet.id, before: audited(before), after: audited(after) }, now);
      }
      const [open] = await tx.select({ id: tableSessions.id }).from(tableSessions).where(and(eq(tableSessions.tableCode, code), liveAt(now)));
      return { ...after, inUse: open !== undefined };
    });
    return ok<AdminTable>(c, { code: renamed.code, tableNumber: renamed.tableNumber, secret: renamed.secret, inUse: renamed.inUse }, `Table renamed ${renamed.tableNumber}`);
  });

  routes.delete('/outlets/:id/tables/:code', async (c) => {
    const member = staffIn(c, TABLE_KEEPERS);
    const outlet = await outletFor(member, c.req.param('id'));
    const code = tableCodeParam(c.req.param('code'));
    const now = deps.now();
    const removed = await deps.db.transaction(async (tx) => {
      // The lock a diner's scan takes (joinTable): no session opens at this table until the removal is decided.
      const [table] = await tx
        .select()
        .from(restaurantTables)
        .where(and(eq(restaurantTables.code, code), eq(restaurantTables.restaurantId, outlet.id)))
        .for('update');
      if (!table) throw new ApiError(404, NO_SUCH_TABLE);
      const [open] = await tx
        .select({ id: tableSessions.id })
        .from(tableSessions)
        .where(and(eq(tableSessions.tableCode, code), liveAt(now)));
      if (open) throw new ApiError(409, tableInUse(table.tableNumber));
      const [paying] = await tx
        .select({ id: tablePayments.id })
        .from(tablePayments)
        .innerJoin(tableSessions, eq(tableSessions.id, tablePayments.sessionId))
        .where(and(eq(tableSessions.tableCode, code), eq(tablePayments.status, 'PENDING')))
        .limit(1);
      if (paying) throw new ApiError(409, tablePaymentUnderWay(table.tableNumber));
      await tx.delete(restaurantTables).where(eq(restaurantTables.code, code));
      await recordAudit(tx, actorOf(c, member), { action: 'delete', entity: 'table', entityId: code, outletId: outlet.id, before: audited(table), after: null }, now);
      return table;
    });
    return ok(c, { code: removed.code }, `Table ${removed.tableNumber} removed: its QR code no longer opens anything`);
  });

  return routes;
}
