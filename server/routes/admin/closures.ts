/**
 * Closures in the console (issue 36): an outlet, or the whole chain, closed for whole days with a reason diners read.
 * An owner closes any outlet or the chain; an outlet manager only their own outlets (never the chain); the other
 * roles only read. A manager's list holds their outlets' closures and the chain's, in the query. Each write and its
 * audit row are one transaction; diners see it on their next request (their answers and ETags carry the closure).
 */
import { and, desc, eq, isNull, or } from 'drizzle-orm';
import { Hono } from 'hono';
import { CLOSURE_LIMITS, createClosureRequest, type AdminClosure } from '../../../src/api/contract';
import { daysIn, kolkataDayOf, midnightOfDay } from '../../../src/lib/closures';
import { outletClosures, restaurants } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { rowIdParam } from '../../http/params';
import type { Deps } from '../../http/types';
import { readJsonBody } from '../../http/validate';
import { actorOf, outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';
import { recordAudit } from '../../staff/audit';

type ClosureRow = typeof outletClosures.$inferSelect;

/** Who may close: an owner (any outlet, the chain), an outlet manager (their outlets). */
const CLOSERS = ['owner', 'manager'] as const;
export const CHAIN_CLOSURE_OWNERS_ONLY = 'Only an owner can close the whole chain';
export const NO_SUCH_CLOSURE = 'No such closure';

const DAY_MS = 24 * 60 * 60_000;

const closureOf = (row: ClosureRow): AdminClosure => ({
  id: row.id,
  outletId: row.restaurantId,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  reason: row.reason,
  createdBy: row.createdBy,
  createdAt: row.createdAt.getTime(),
});

/** What the audit trail keeps of a closure: the fields a diner's answer depends on. */
const audited = (row: ClosureRow) => ({ outletId: row.restaurantId, startsOn: row.startsOn, endsOn: row.endsOn, reason: row.reason });

export function adminClosureRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  // Every role reads (support answers diners who ask why an outlet is closed); a manager their outlets' and the chain's.
  routes.get('/closures', async (c) => {
    const member = staffIn(c);
    const rows = await deps.db
      .select()
      .from(outletClosures)
      .where(and(isNull(outletClosures.removedAt), or(isNull(outletClosures.restaurantId), outletScope(member, outletClosures.restaurantId))))
      .orderBy(desc(outletClosures.startsOn), desc(outletClosures.id));
    return ok(c, rows.map(closureOf));
  });

  routes.post('/closures', async (c) => {
    const member = staffIn(c, CLOSERS);
    const closure = await readJsonBody(c, createClosureRequest);
    if (closure.outletId === null && member.role !== 'owner') throw new ApiError(403, CHAIN_CLOSURE_OWNERS_ONLY);
    if (closure.outletId !== null) requireOutlet(member, closure.outletId);
    const now = deps.now();
    const today = kolkataDayOf(now);
    if (closure.startsOn < today) throw new ApiError(422, 'A closure cannot start in the past: choose today or a later day');
    if (daysIn(closure.startsOn, closure.endsOn) > CLOSURE_LIMITS.maxDays) throw new ApiError(422, `A closure is at most ${CLOSURE_LIMITS.maxDays} days long`);
    if (midnightOfDay(closure.startsOn) > midnightOfDay(today) + CLOSURE_LIMITS.maxDaysAhead * DAY_MS) {
      throw new ApiError(422, `A closure starts at most ${CLOSURE_LIMITS.maxDaysAhead} days ahead`);
    }
    const saved = await deps.db.transaction(async (tx) => {
      if (closure.outletId !== null) {
        const [outlet] = await tx.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, closure.outletId));
        if (!outlet) throw new ApiError(404, 'No such outlet');
      }
      const [row] = await tx
        .insert(outletClosures)
        .values({ restaurantId: closure.outletId, startsOn: closure.startsOn, endsOn: closure.endsOn, reason: closure.reason, createdBy: member.id, createdAt: new Date(now) })
        .returning();
      if (!row) throw new Error('The closure was not saved');
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'closure', entityId: String(row.id), outletId: row.restaurantId, before: null, after: audited(row) }, now);
      return row;
    });
    // This process's copy of the closures at once (the database tells the others: outletCache.ts).
    deps.outlets.forget();
    return ok(c, closureOf(saved), 'Closure saved');
  });

  routes.delete('/closures/:id', async (c) => {
    const member = staffIn(c, CLOSERS);
    const id = rowIdParam(c.req.param('id'), NO_SUCH_CLOSURE);
    const now = deps.now();
    const removed = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(outletClosures)
        .where(and(eq(outletClosures.id, id), isNull(outletClosures.removedAt)))
        .for('update');
      if (!row) throw new ApiError(404, NO_SUCH_CLOSURE);
      if (row.restaurantId === null && member.role !== 'owner') throw new ApiError(403, CHAIN_CLOSURE_OWNERS_ONLY);
      if (row.restaurantId !== null) requireOutlet(member, row.restaurantId);
      const [after] = await tx
        .update(outletClosures)
        .set({ removedAt: new Date(now) })
        .where(and(eq(outletClosures.id, id), isNull(outletClosures.removedAt)))
        .returning();
      if (!after) throw new ApiError(404, NO_SUCH_CLOSURE);
      await recordAudit(tx, actorOf(c, member), { action: 'delete', entity: 'closure', entityId: String(id), outletId: row.restaurantId, before: audited(row), after: null }, now);
      return after;
    });
    deps.outlets.forget();
    return ok(c, closureOf(removed), 'Closure removed');
  });

  return routes;
}
