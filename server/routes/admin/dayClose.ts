/**
 * The day's close (issue 47). GET /v1/admin/dayClose?day=2026-11-28[&outletId=3]: each outlet's day
 * (server/finance/dayClose.ts) for owners and finance (every outlet) and a manager (their outlets, in the query).
 * POST /v1/admin/dayClose/:outletId/:day { cashCounted, note? }: a manager (their outlet) or an owner closes the day
 * once, today or a day before; two closes at once close it once (the primary key); the close and its audit row commit
 * together.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { closeDayRequest, dayCloseParams, dayCloseQuery, type DayCloseRow } from '../../../src/api/contract/gst';
import { isCalendarDay, kolkataDayOf } from '../../../src/lib/closures';
import { dayCloses, restaurants } from '../../db/schema';
import { dayCloseRows, dayFigures } from '../../finance/dayClose';
import { ApiError, ok } from '../../http/envelope';
import { presentOnly } from '../../http/query';
import type { Deps } from '../../http/types';
import { parseWith, readJsonBody } from '../../http/validate';
import { toPaise, toRupees } from '../../money';
import { recordAudit } from '../../staff/audit';
import { actorOf, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';

/** A day that is a real calendar day and not after today in Kolkata. */
function pastOrToday(day: string, now: number): string {
  if (!isCalendarDay(day)) throw new ApiError(400, `There is no day ${day}: give a day like 2026-11-28`);
  const today = kolkataDayOf(now);
  if (day > today) throw new ApiError(400, `${day} has not begun yet: today is ${today}`);
  return day;
}

export function adminDayCloseRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/dayClose', async (c) => {
    const member = staffIn(c, ['owner', 'finance', 'manager']);
    const query = parseWith(dayCloseQuery, presentOnly(c.req.query()));
    const day = pastOrToday(query.day, deps.now());
    if (query.outletId !== undefined) requireOutlet(member, query.outletId);
    const outletIds = query.outletId !== undefined ? [query.outletId] : member.role === 'manager' ? member.outletIds : null;
    return ok<DayCloseRow[]>(c, await dayCloseRows(deps.db, day, outletIds));
  });

  routes.post('/dayClose/:outletId/:day', async (c) => {
    const member = staffIn(c, ['owner', 'manager']);
    const params = parseWith(dayCloseParams, c.req.param());
    const outletId = params.outletId;
    requireOutlet(member, outletId);
    const day = pastOrToday(params.day, deps.now());
    const { cashCounted, note = '' } = await readJsonBody(c, closeDayRequest);
    const [outlet] = await deps.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.id, outletId));
    if (!outlet) throw new ApiError(404, `No outlet ${outletId}`);
    const now = deps.now();
    const closed = await deps.db.transaction(async (tx) => {
      const figures = await dayFigures(tx, day, outletId);
      const [row] = await tx
        .insert(dayCloses)
        .values({ restaurantId: outletId, day, closedBy: member.id, closedByName: member.name, closedAt: new Date(now), cashCountedPaise: toPaise(cashCounted), note, figures })
        .onConflictDoNothing()
        .returning();
      if (!row) return null;
      await recordAudit(
        tx,
        actorOf(c, member),
        { action: 'day.close', entity: 'dayClose', entityId: `${outletId}-${day}`, outletId, before: null, after: { cashCounted, note, taken: toRupees(figures.takenPaise), cash: toRupees(figures.cashPaise), givenBack: toRupees(figures.givenBackPaise), handedOver: figures.handedOver } },
        now,
      );
      return row;
    });
    if (!closed) {
      const [first] = await deps.db.select().from(dayCloses).where(and(eq(dayCloses.restaurantId, outletId), eq(dayCloses.day, day)));
      throw new ApiError(409, `This day was closed already${first ? ` by ${first.closedByName}` : ''}`);
    }
    const [row] = await dayCloseRows(deps.db, day, [outletId]);
    return ok<DayCloseRow | undefined>(c, row, 'The day is closed');
  });

  return routes;
}
