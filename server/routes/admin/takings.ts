/**
 * Takings for finance (GET /v1/admin/takings?from&to&outletId): each outlet's day by the Kolkata calendar, the orders
 * placed, the paid ones' money by how it was paid, what went back for them (refunds of cancellations and reports, and
 * support's credits) and what is left. Owners and finance see every outlet; a manager their outlets, in the query.
 */
import { and, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { PROVIDER_PAYMENT_MODES, TAKINGS_MAX_DAYS, takingsQuery, type TakingsRow } from '../../../src/api/contract';
import { midnightOfDay } from '../../../src/lib/closures';
import { orders, restaurants, walletTransactions } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { presentOnly } from '../../http/query';
import type { Deps } from '../../http/types';
import { parseWith } from '../../http/validate';
import { toRupees } from '../../money';
import { outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';

const DAY_MS = 86_400_000;
const MODES = {
  online: [...PROVIDER_PAYMENT_MODES],
  wallet: ['WALLET'],
  cash: ['CASH', 'CASH_ON_DELIVERY', 'PAY_AT_STORE'],
  points: ['LOYALTY_POINTS'],
} as const;

/** The paid orders' money (paise), of some payment modes or all. */
const paidSum = (modes?: readonly string[]) =>
  sql<number>`coalesce(sum(${orders.grandTotalPaise}) filter (where ${orders.paymentStatus} = 'PAID'${modes ? sql` and ${inArray(orders.paymentMode, [...modes])}` : sql``}), 0)`.mapWith(Number);

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

    // What went back to wallets for each order, summed once per order before the day's sums.
    const refunds = deps.db
      .select({ orderId: walletTransactions.orderId, paise: sql<number>`sum(${walletTransactions.amountPaise})`.as('paise') })
      .from(walletTransactions)
      .where(eq(walletTransactions.kind, 'REFUND'))
      .groupBy(walletTransactions.orderId)
      .as('refunds');
    const day = sql<string>`to_char(${orders.placedAt} + interval '330 minutes', 'YYYY-MM-DD')`;
    const rows = await deps.db
      .select({
        day,
        outletId: orders.restaurantId,
        outletTitle: restaurants.title,
        orders: count(),
        cancelled: sql<number>`count(*) filter (where ${orders.status} = 'CANCELLED')`.mapWith(Number),
        sales: paidSum(),
        online: paidSum(MODES.online),
        wallet: paidSum(MODES.wallet),
        cash: paidSum(MODES.cash),
        points: paidSum(MODES.points),
        givenBack: sql<number>`coalesce(sum(coalesce(${refunds.paise}, 0) + ${orders.refundSourcePaise}), 0)`.mapWith(Number),
      })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .leftJoin(refunds, eq(refunds.orderId, orders.id))
      .where(
        and(
          isNotNull(orders.placedAt),
          gte(orders.placedAt, new Date(from)),
          lt(orders.placedAt, new Date(until)),
          outletScope(member, orders.restaurantId),
          query.outletId === undefined ? undefined : eq(orders.restaurantId, query.outletId),
        ),
      )
      .groupBy(day, orders.restaurantId, restaurants.title)
      .orderBy(sql`1 desc`, restaurants.title);
    return ok<TakingsRow[]>(
      c,
      rows.map((row) => ({
        id: `${row.day}-${row.outletId}`,
        day: row.day,
        outletId: row.outletId,
        outletTitle: row.outletTitle,
        orders: row.orders,
        cancelled: row.cancelled,
        sales: toRupees(row.sales),
        online: toRupees(row.online),
        wallet: toRupees(row.wallet),
        cash: toRupees(row.cash),
        points: toRupees(row.points),
        givenBack: toRupees(row.givenBack),
        net: toRupees(row.sales - row.givenBack),
      })),
    );
  });

  return routes;
}
