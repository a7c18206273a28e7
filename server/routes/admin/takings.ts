/**
 * Takings for finance (GET /v1/admin/takings?from&to&outletId): each outlet's day by the Kolkata calendar, from the
 * orders' ledger (server/orderLedger/): the money that came in that day by how it was paid (a table's parts on the
 * day each diner paid, cash on the day it was taken) and the money that went back that day, whatever day the order
 * was placed; and the orders placed and cancelled that day. So the range's totals are the ledger's to the paisa.
 * Owners and finance see every outlet; a manager their outlets, in the query.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { TAKINGS_MAX_DAYS, takingsQuery, type TakingsRow } from '../../../src/api/contract';
import { orderLedger, orders, restaurants } from '../../db/schema';
import { ok } from '../../http/envelope';
import { presentOnly } from '../../http/query';
import type { Deps } from '../../http/types';
import { parseWith } from '../../http/validate';
import { toRupees } from '../../money';
import { billsIn, dayRange, ledgerMoneyIn, periodOf } from '../../orderLedger/rangeSums';
import { outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';

const EMPTY_MONEY = { sales: 0, online: 0, wallet: 0, cash: 0, points: 0, givenBack: 0 };
const OUTLET = { outletId: sql<number>`${orders.restaurantId}`.mapWith(Number), outletTitle: sql<string>`${restaurants.title}` };

export function adminTakingsRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/takings', async (c) => {
    const member = staffIn(c, ['owner', 'finance', 'manager']);
    const query = parseWith(takingsQuery, presentOnly(c.req.query()));
    if (query.outletId !== undefined) requireOutlet(member, query.outletId);
    const range = dayRange(query.from, query.to, TAKINGS_MAX_DAYS);
    const outlets = and(outletScope(member, orders.restaurantId), query.outletId === undefined ? undefined : eq(orders.restaurantId, query.outletId));
    // Through the one way money is summed (server/orderLedger/rangeSums.ts), as the finance reports are.
    const [placed, money] = await Promise.all([
      billsIn(deps.db, range, outlets, { day: periodOf('day', orders.placedAt), ...OUTLET }),
      ledgerMoneyIn(deps.db, range, outlets, { day: periodOf('day', orderLedger.at), ...OUTLET }),
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
        sales: toRupees(paise.paid),
        online: toRupees(paise.online),
        wallet: toRupees(paise.wallet),
        cash: toRupees(paise.cash),
        points: toRupees(paise.points),
        givenBack: toRupees(paise.back),
        net: toRupees(paise.paid - paise.back),
      });
    }
    const rows = [...days.values()].sort((a, b) => b.day.localeCompare(a.day) || a.outletTitle.localeCompare(b.outletTitle));
    return ok<TakingsRow[]>(c, rows);
  });

  return routes;
}
