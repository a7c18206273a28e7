/**
 * The chain's outlets as the console lists them (issue 36): every outlet for the roles that span the chain, an outlet
 * manager's own only, in the query; another outlet asked for by id is 403 for a manager, whichever it is.
 */
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AdminOutlet } from '../../../src/api/contract';
import { restaurants } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import type { Deps } from '../../http/types';
import { outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';

const OUTLET_ID = /^[1-9]\d{0,9}$/;

const outletOf = (row: typeof restaurants.$inferSelect, now: number): AdminOutlet => ({
  id: row.id,
  code: row.code,
  title: row.title,
  area: row.area,
  openingTime: row.openingTime,
  closingTime: row.closingTime,
  pausedUntil: row.pausedUntil && row.pausedUntil.getTime() > now ? row.pausedUntil.getTime() : null,
});

export function adminOutletRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/outlets', async (c) => {
    const member = staffIn(c);
    const rows = await deps.db.select().from(restaurants).where(outletScope(member, restaurants.id)).orderBy(asc(restaurants.title));
    return ok(c, rows.map((row) => outletOf(row, deps.now())));
  });

  routes.get('/outlets/:id', async (c) => {
    const member = staffIn(c);
    const id = c.req.param('id');
    if (!OUTLET_ID.test(id)) throw new ApiError(404, 'No such outlet');
    requireOutlet(member, Number(id));
    const [row] = await deps.db.select().from(restaurants).where(and(eq(restaurants.id, Number(id)), outletScope(member, restaurants.id)));
    if (!row) throw new ApiError(404, 'No such outlet');
    return ok(c, outletOf(row, deps.now()));
  });

  return routes;
}
