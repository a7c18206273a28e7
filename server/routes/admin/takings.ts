/**
 * Takings for finance (GET /v1/admin/takings?from&to&outletId): each outlet's day by the Kolkata calendar, from the
 * orders' ledger (server/orderLedger/): the money that came in that day by how it was paid (a table's parts on the
 * day each diner paid, cash on the day it was taken) and the money that went back that day, whatever day the order
 * was placed; and the orders placed and cancelled that day. So the range's totals are the ledger's to the paisa.
 * Owners and finance see every outlet; a manager their outlets, in the query.
 */
import { and, count, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { TAKINGS_MAX_DAYS, takingsQuery, type TakingsRow } from '../../../src/api/contract';
import { midnightOfDay } from '../../../src/lib/closures';
import { orderLedger, orders, restaurants, type PaidMeans } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { presentOnly } from '../../http/query';
import type { Deps } from '../../http/types';
import { parseWith } from '../../http/validate';
import { toRupees } from '../../money';
import { outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';

const DAY_MS = 86_400_000;

/** A timestamp's day in Kolkata (UTC+5:30, no daylight saving), as 2026-11-28. */
const kolkataDay = (at: SQL | typeof orders.placedAt) => sql<string>`to_char(${at} + interval '330 minutes', 'YYYY-MM-DD')`;

/** The ledger's money of one flow (and one means), in paise. */
const ledgerTotal = (flow: 'PAID' | 'BACK', means?: PaidMeans) =>
  sql<number>`coalesce(sum(${orderLedger.amountPaise}) filter (where ${orderLedger.flow} = ${flow}${means ? sql` and ${orderLedger.means} = ${means}` : sql``}), 0)`.mapWith(Number);

const EMPTY_MONEY = { sales: 0, online: 0, wallet: 0, cash: 0, points: 0, givenBack: 0 };

export function adminTakingsRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/takings', async (c) => {
    const member = staffIn(c, ['owner', 'finance', 'manager']);
    const query = parseWith(takingsQuery, presentOnly(c.req.query()));
    if (query.outletId !== undefined) requireOutlet(member, query.outletId);
    const from = midnightOfDay(query.from);
    const until = midnightOfDay(query.to) + DAY_MS;
    if (Number.isNaN(from) || Number.isNaN(until) || until <= from) throw new ApiError(400, 'to must be the same day as from or later');
    if (until - from > TAKINGS_MAX_DAYS * DAY_MS) throw new ApiError(400, `Ask for at most ${TAKINGS_MAX_DAYS} days at a time`);
    const outlets = and(outletScope(member, orders.restaurantId), query.outletId === undefined ? undefined : eq(orders.restaurantId, query.outletId));

    const placedDay = kolkataDay(orders.placedAt);
    const moneyDay = kolkataDay(sql`${orderLedger.at}`);
    const [placed, money] = await Promise.all([
      deps.db
        .select({
          day: placedDay,
          outletId: orders.restaurantId,
          outletTitle: restaurants.title,
          orders: count(),
          cancelled: sql<number>`count(*) filter (where ${orders.status} = 'CANCELLED')`.mapWith(Number),
        })
        .from(orders)
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(and(isNotNull(orders.placedAt), gte(orders.placedAt, new Date(from)), lt(orders.placedAt, new Date(until)), outlets))
        .groupBy(placedDay, orders.restaurantId, restaurants.title),
      deps.db
        .select({
          day: moneyDay,
          outletId: orders.restaurantId,
          outletTitle: restaurants.title,
          sales: ledgerTotal('PAID'),
          online: ledgerTotal('PAID', 'ONLINE'),
          wallet: ledgerTotal('PAID', 'WALLET'),
          cash: ledgerTotal('PAID', 'CASH'),
          points: ledgerTotal('PAID', 'POINTS'),
          givenBack: ledgerTotal('BACK'),
        })
        .from(orderLedger)
        .innerJoin(orders, eq(orders.id, orderLedger.orderId))
        .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
        .where(and(gte(orderLedger.at, new Date(from)), lt(orderLedger.at, new Date(until)), outlets))
        .groupBy(moneyDay, orders.restaurantId, restaurants.title),
    ]);

    // One row per outlet's day that had an order placed or money moving, newest day first.
    const days = new Map<string, TakingsRow>();
    const rowFor = (day: string, outletId: number, outletTitle: string): TakingsRow => {
      const id = `${day}-${outletId}`;
      const row = days.get(id) ?? { id, day, outletId, outletTitle, orders: 0, cancelled: 0, ...EMPTY_MONEY, net: 0 };
      days.set(id, row);
      return row;
    };
    for (const day of placed) Object.assign(rowFor(day.day, day.outletId, day.outletTitle), { orders: day.orders, cancelled: day.cancelled });
    for (const { day, outletId, outletTitle, ...paise } of money) {
      Object.assign(rowFor(day, outletId, outletTitle), {
        sales: toRupees(paise.sales),
        online: toRupees(paise.online),
        wallet: toRupees(paise.wallet),
        cash: toRupees(paise.cash),
        points: toRupees(paise.points),
        givenBack: toRupees(paise.givenBack),
        net: toRupees(paise.sales - paise.givenBack),
      });
    }
    const rows = [...days.values()].sort((a, b) => b.day.localeCompare(a.day) || a.outletTitle.localeCompare(b.outletTitle));
    return ok<TakingsRow[]>(c, rows);
  });

  return routes;
}
