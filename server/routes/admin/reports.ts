/**
 * Finance reports (GET /v1/admin/reports?from&to&period&by&outletId): a range of Kolkata days by day, week or month,
 * per outlet, city, order type or payment method: the orders, their bills' parts, and the ledger's money paid, given
 * back and left; what each coupon cost; the top dishes; the orders by hour of the day. Summed through the one way
 * money is summed (server/orderLedger/rangeSums.ts), as Takings is, so the figures are the ledger's to the paisa.
 * Owners and finance see every outlet; a manager their outlets, in the query (never filtered after it).
 *
 * Plain SELECTs only (no FOR UPDATE): a report never holds a lock that placing an order, paying or giving back waits for.
 */
import { and, desc, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { reportQuery } from '../../../src/api/contract/reports';
import { REPORT_MAX_DAYS, TOP_DISHES, type FinanceReport, type ReportGroup, type ReportRow } from '../../../src/api/reportsContract';
import type { Database } from '../../db/client';
import { orderItems, orderLedger, orders, restaurants } from '../../db/schema';
import { ok } from '../../http/envelope';
import { presentOnly } from '../../http/query';
import type { Deps } from '../../http/types';
import { parseWith } from '../../http/validate';
import { billsIn, dayRange, kolkataHourOf, ledgerMoneyIn, periodOf, type DayRange } from '../../orderLedger/rangeSums';
import { outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';

/** The group's key and label, on the bills' side (the order's) and the ledger's (a row's own payment mode). */
function groupKeys(by: ReportGroup): { bills: { group: SQL<string>; label: SQL<string> }; ledger: { group: SQL<string>; label: SQL<string> } } {
  switch (by) {
    case 'outlet': {
      const keys = { group: sql<string>`${orders.restaurantId}::text`, label: sql<string>`${restaurants.title}` };
      return { bills: keys, ledger: keys };
    }
    case 'city': {
      // Grouped by the outlet's address here and rolled up by its town below (cityOf): a pattern run on every row
      // took a month's report past its second.
      const keys = { group: sql<string>`${restaurants.address}`, label: sql<string>`${restaurants.area}` };
      return { bills: keys, ledger: keys };
    }
    case 'orderType': {
      const keys = { group: sql<string>`${orders.orderType}`, label: sql<string>`${orders.orderType}` };
      return { bills: keys, ledger: keys };
    }
    case 'paymentMethod': {
      // An order not paid yet (a table's round, cash still to take) has no mode; a wallet or points row may have none.
      const order = sql<string>`coalesce(${orders.paymentMode}, 'NOT_PAID')`;
      const row = sql<string>`coalesce(${orderLedger.paymentMode}, ${orderLedger.means})`;
      return { bills: { group: order, label: order }, ledger: { group: row, label: row } };
    }
  }
}

/**
 * The town an outlet's address names before its state and PIN code ('…, Mohali, Punjab 160071'), as the invoice
 * reads the state there (server/invoice.ts); its area where the address names none.
 */
const cityOf = (address: string, area: string): string => /,\s*([^,]+),\s*[A-Za-z ]+\s+\d{6}\s*$/.exec(address)?.[1] ?? area;

/** The dishes of the orders placed in the range and not cancelled, most sold first. */
async function topDishes(db: Database, range: DayRange, outlets: SQL | undefined) {
  const quantity = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
  return db
    .select({
      itemId: orderItems.itemId,
      // The name it was last sold under (a dish renamed in the range is still one dish).
      title: sql<string>`max(${orderItems.title})`,
      quantity,
      salesPaise: sql<number>`sum(${orderItems.pricePaise} * ${orderItems.quantity})`.mapWith(Number),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(isNotNull(orders.placedAt), gte(orders.placedAt, range.from), lt(orders.placedAt, range.until), sql`${orders.status} <> 'CANCELLED'`, outlets))
    .groupBy(orderItems.itemId)
    .orderBy(desc(quantity), orderItems.itemId)
    .limit(TOP_DISHES);
}

export function adminReportRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/reports', async (c) => {
    const member = staffIn(c, ['owner', 'finance', 'manager']);
    const query = parseWith(reportQuery, presentOnly(c.req.query()));
    if (query.outletId !== undefined) requireOutlet(member, query.outletId);
    const range = dayRange(query.from, query.to, REPORT_MAX_DAYS);
    const outlets = and(outletScope(member, orders.restaurantId), query.outletId === undefined ? undefined : eq(orders.restaurantId, query.outletId));
    const keys = groupKeys(query.by);

    const [bills, money, coupons, hours, dishes] = await Promise.all([
      billsIn(deps.db, range, outlets, { period: periodOf(query.period, orders.placedAt), ...keys.bills }),
      ledgerMoneyIn(deps.db, range, outlets, { period: periodOf(query.period, orderLedger.at), ...keys.ledger }),
      billsIn(deps.db, range, outlets, { code: sql<string>`${orders.couponCode}` }, and(isNotNull(orders.couponCode), sql`${orders.status} <> 'CANCELLED'`)),
      billsIn(deps.db, range, outlets, { hour: kolkataHourOf(orders.placedAt) }),
      topDishes(deps.db, range, outlets),
    ]);

    // One row per period and group that had an order placed or money moving; a city's outlets add up into its row.
    const rows = new Map<string, ReportRow>();
    const rowFor = (period: string, key: string, label: string): ReportRow => {
      const [group, groupLabel] = query.by === 'city' ? [cityOf(key, label), cityOf(key, label)] : [key, label];
      const id = `${period}|${group}`;
      const row = rows.get(id) ?? {
        id, period, group, groupLabel, orders: 0, cancelled: 0, grossPaise: 0, discountPaise: 0, deliveryFeePaise: 0, packingPaise: 0, tipsPaise: 0, taxesPaise: 0, paidPaise: 0, backPaise: 0, netPaise: 0,
      };
      rows.set(id, row);
      return row;
    };
    for (const bill of bills) {
      const row = rowFor(bill.period, bill.group, bill.label);
      row.orders += bill.orders;
      row.cancelled += bill.cancelled;
      row.grossPaise += bill.gross;
      row.discountPaise += bill.discount;
      row.deliveryFeePaise += bill.deliveryFee;
      row.packingPaise += bill.packing;
      row.tipsPaise += bill.tips;
      row.taxesPaise += bill.taxes;
    }
    for (const moved of money) {
      const row = rowFor(moved.period, moved.group, moved.label);
      row.paidPaise += moved.paid;
      row.backPaise += moved.back;
      row.netPaise += moved.paid - moved.back;
    }

    const report: FinanceReport = {
      from: query.from,
      to: query.to,
      period: query.period,
      by: query.by,
      rows: [...rows.values()].sort((a, b) => a.period.localeCompare(b.period) || a.groupLabel.localeCompare(b.groupLabel)),
      coupons: coupons.map((one) => ({ code: one.code, orders: one.orders, discountPaise: one.discount })).sort((a, b) => b.discountPaise - a.discountPaise || a.code.localeCompare(b.code)),
      dishes,
      hours: hours.map((one) => ({ hour: one.hour, orders: one.orders, cancelled: one.cancelled })).sort((a, b) => a.hour - b.hour),
    };
    return ok<FinanceReport>(c, report);
  });

  return routes;
}
