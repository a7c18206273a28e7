// @module-tag postgres (every test of this file runs on PostgreSQL too: vitest.config.ts)
/**
 * Finance reports in the console: a day's orders, bills and ledger money per outlet, city, order type and payment
 * method, by day, week or month; coupons, top dishes and orders by hour. Finance and the owner see every outlet, a
 * manager their outlets only (a foreign outlet is refused), support and an editor are refused (their work is orders
 * and menus), a customer and no one too; a reversed, too long or malformed range is a clear 400.
 * A month seeded in bulk (scripts/seed-orders.ts: coupons, cancels, support credits) by month per outlet: its totals,
 * each outlet's, its coupons and its money CSV's sums are its ledger's and orders' to the paisa.
 * The figures against the ledger over random days: test/server/moneyWalk.test.ts.
 */
import { and, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/api/contract';
import type { FinanceReport, ReportRow } from '../../src/api/reportsContract';
import { orderLedger, orders, restaurants, users } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { NOT_YOUR_OUTLET, NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { creditWallet } from '../../server/wallet';
import { seedOrders } from '../../scripts/seed-orders';
import { moneyCsvRows } from '../../src/admin/reportCsv';
import { recordsCsv } from '../../src/admin/recordsCsv';
import { midnightOfDay } from '../../src/lib/closures';
import { parseCsv } from '../../src/lib/csv';
import { backendName } from '../support/database';
import { FARIDABAD, MOHALI, draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient, type Caller, type Member } from '../support/staff';
import { post } from './http';

// 12:30 in Kolkata on Tuesday 10 March 2026: the outlets are open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
const DAY = '2026-03-10';
let server: TestServer;
let mohaliId: number;
let faridabadId: number;
let finance: Member;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  const rows = await server.db.select().from(restaurants);
  mohaliId = rows.find((row) => row.uuid === MOHALI)!.id;
  faridabadId = rows.find((row) => row.uuid === FARIDABAD)!.id;
  finance = await join('finance');
  const customer = await newCustomer(server);
  await paidOrder(customer, MOHALI);
  await paidOrder(customer, FARIDABAD);
});
afterAll(() => server.close());
const { admin, join, newAddress } = staffClient(() => server, clock.now);

const report = (caller: Caller, query = `from=${DAY}&to=${DAY}`) => admin<FinanceReport>(caller, 'GET', `/reports?${query}`);

async function paidOrder(customer: Customer, outlet: string): Promise<Order> {
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.mobile, customer.credentials.mobile));
  await server.db.transaction((tx) => creditWallet(tx, { userId: user!.id, amountPaise: 1_000_00, kind: 'TOP_UP', now: clock.now() }));
  const order = await draft(server, customer, [['Paneer Tikka', 2]], { orderType: 'TakeAway', restaurantUuid: outlet });
  const placed = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth);
  expect(placed.body.message).toBe('Order Placed');
  clock.advance(1_000);
  return placed.body.responsePacket;
}

const outletsOf = (rows: ReportRow[]) => [...new Set(rows.map((row) => Number(row.group)))].sort();

describe(`finance reports, on ${backendName()}`, () => {
  it('groups a day per outlet, city, order type and payment method, with its coupons, dishes and hours', async () => {
    const customer = await newCustomer(server);
    const before = (await report(finance, `from=${DAY}&to=${DAY}&by=paymentMethod`)).body.responsePacket;
    const order = await paidOrder(customer, MOHALI);
    const [row] = await server.db.select().from(orders).where(eq(orders.refId, order.orderRefId));
    const after = await report(finance, `from=${DAY}&to=${DAY}&by=paymentMethod`);
    expect(after.status).toBe(200);
    const wallet = (rows: ReportRow[]) => rows.find((one) => one.group === 'WALLET') ?? ({ orders: 0, grossPaise: 0, taxesPaise: 0, paidPaise: 0, netPaise: 0 } as ReportRow);
    const [was, is] = [wallet(before.rows), wallet(after.body.responsePacket.rows)];
    expect({ orders: is.orders - was.orders, gross: is.grossPaise - was.grossPaise, taxes: is.taxesPaise - was.taxesPaise, paid: is.paidPaise - was.paidPaise }).toEqual({
      orders: 1,
      gross: row!.restaurantBillPaise,
      taxes: row!.taxesPaise,
      paid: row!.grandTotalPaise,
    });
    expect(after.body.responsePacket.rows.every((one) => one.period === DAY)).toBe(true);
    // Paneer Tikka leads the day's dishes; 12:30 is the busiest hour; no coupon was used.
    expect(after.body.responsePacket.dishes[0]).toMatchObject({ title: 'Paneer Tikka' });
    expect(after.body.responsePacket.hours.map((hour) => hour.hour)).toEqual([12]);
    expect(after.body.responsePacket.coupons).toEqual([]);

    const byCity = (await report(finance, `from=${DAY}&to=${DAY}&by=city`)).body.responsePacket.rows.map((one) => one.groupLabel).sort();
    expect(byCity).toEqual(['Faridabad', 'Mohali']);
    const byType = (await report(finance, `from=${DAY}&to=${DAY}&by=orderType`)).body.responsePacket.rows.map((one) => one.group);
    expect(byType).toEqual(['TakeAway']);
  });

  it('buckets by Monday’s week and by month, and a day with nothing has no rows', async () => {
    const week = (await report(finance, `from=${DAY}&to=${DAY}&period=week`)).body.responsePacket.rows;
    const month = (await report(finance, `from=2026-03-01&to=2026-03-31&period=month`)).body.responsePacket.rows;
    expect([...new Set(week.map((row) => row.period))]).toEqual(['2026-03-09']);
    expect([...new Set(month.map((row) => row.period))]).toEqual(['2026-03-01']);
    expect((await report(finance, 'from=2026-03-11&to=2026-03-11')).body.responsePacket.rows).toEqual([]);
  });

  it('shows finance and the owner every outlet, a manager theirs only; refuses support, an editor, a customer and no one', async () => {
    for (const caller of [finance, await join('owner')]) expect(outletsOf((await report(caller)).body.responsePacket.rows)).toEqual([mohaliId, faridabadId].sort());
    const manager = await join('manager', [mohaliId]);
    const own = await report(manager);
    expect(own.status).toBe(200);
    expect(outletsOf(own.body.responsePacket.rows)).toEqual([mohaliId]);
    // The manager's dishes and hours are their outlet's too: Faridabad's orders are not counted.
    const mohaliOnly = (await report(finance, `from=${DAY}&to=${DAY}&outletId=${mohaliId}`)).body.responsePacket;
    expect(own.body.responsePacket.dishes).toEqual(mohaliOnly.dishes);
    expect(own.body.responsePacket.hours).toEqual(mohaliOnly.hours);
    const foreign = await report(manager, `from=${DAY}&to=${DAY}&outletId=${faridabadId}`);
    expect([foreign.status, foreign.body.message]).toEqual([403, NOT_YOUR_OUTLET]);
    for (const role of ['support', 'editor'] as const) {
      const refused = await report(await join(role));
      expect([role, refused.status, refused.body.message]).toEqual([role, 403, NOT_YOUR_ROLE]);
    }
    const customer = await newCustomer(server);
    for (const [who, caller] of [['a customer', { address: newAddress(), headers: customer.auth }], ['no one', { address: newAddress() }]] as const) {
      const refused = await report(caller);
      expect([who, refused.status, refused.body.message]).toEqual([who, 401, SIGN_IN_FIRST]);
    }
  });

  it('answers a reversed, too long or malformed range with a clear 400', async () => {
    const cases: Array<[string, string]> = [
      ['from=2026-03-10&to=2026-03-09', 'to must be the same day as from or later'],
      ['from=2025-03-10&to=2026-03-11', 'Ask for at most 366 days at a time'],
      ['from=10-03-2026&to=2026-03-10', 'from must be a day like 2026-11-01'],
      ['from=2026-02-30&to=2026-03-10', 'from must be a day of the calendar'],
      ['from=2026-03-10&to=2026-03-10&period=year', 'period must be one of day, week, month'],
      ['from=2026-03-10&to=2026-03-10&by=dish', 'by must be one of outlet, city, orderType, paymentMethod'],
      ['from=2026-03-10&to=2026-03-10&outletId=abc', 'outletId must be a number'],
    ];
    for (const [query, message] of cases) {
      const answer = await report(finance, query);
      expect([query, answer.status, answer.body.message]).toEqual([query, 400, message]);
    }
    const extra = await report(finance, `from=${DAY}&to=${DAY}&sql=1`);
    expect(extra.status).toBe(400);
    // A year, the last day included, is allowed.
    expect((await report(finance, 'from=2025-03-11&to=2026-03-10&period=month')).status).toBe(200);
  });

  it('a seeded month by month per outlet: its totals, each outlet’s, its coupons and its money CSV are its ledger’s to the paisa', async () => {
    // October 2026, seven months after this file's day: none of the other tests' orders or money is in it.
    await seedOrders(server.db, { firstDay: '2026-10-01', days: 31, perDay: 10 });
    const [from, until] = [new Date(midnightOfDay('2026-10-01')), new Date(midnightOfDay('2026-11-01'))];
    // What the month's raw rows add up to: the ledger's money by the outlet of its order, the orders placed, the coupons used.
    const ledger = await server.db
      .select({
        outlet: orders.restaurantId,
        paid: sql<number>`coalesce(sum(${orderLedger.amountPaise}) filter (where ${orderLedger.flow} = 'PAID'), 0)`.mapWith(Number),
        back: sql<number>`coalesce(sum(${orderLedger.amountPaise}) filter (where ${orderLedger.flow} = 'BACK'), 0)`.mapWith(Number),
      })
      .from(orderLedger)
      .innerJoin(orders, eq(orders.id, orderLedger.orderId))
      .where(and(gte(orderLedger.at, from), lt(orderLedger.at, until)))
      .groupBy(orders.restaurantId);
    const placed = await server.db.select().from(orders).where(and(gte(orders.placedAt, from), lt(orders.placedAt, until)));
    const coupons = await server.db
      .select({ code: sql<string>`${orders.couponCode}`, orders: sql<number>`count(*)`.mapWith(Number), discountPaise: sql<number>`sum(${orders.couponDiscountPaise})`.mapWith(Number) })
      .from(orders)
      .where(and(gte(orders.placedAt, from), lt(orders.placedAt, until), isNotNull(orders.couponCode), ne(orders.status, 'CANCELLED')))
      .groupBy(orders.couponCode);
    const sum = <T,>(rows: T[], value: (row: T) => number) => rows.reduce((total, row) => total + value(row), 0);
    const [paid, back] = [sum(ledger, (row) => row.paid), sum(ledger, (row) => row.back)];
    // The seed's cancels and support credits gave money back: the month's Net is not its Paid.
    expect([placed.length, back > 0]).toEqual([310, true]);

    const answer = await report(finance, 'from=2026-10-01&to=2026-10-31&period=month&by=outlet');
    expect(answer.status).toBe(200);
    const month = answer.body.responsePacket;
    expect(new Set(month.rows.map((row) => row.period))).toEqual(new Set(['2026-10-01']));
    expect({ orders: sum(month.rows, (row) => row.orders), paid: sum(month.rows, (row) => row.paidPaise), back: sum(month.rows, (row) => row.backPaise), net: sum(month.rows, (row) => row.netPaise) }).toEqual({
      orders: placed.length,
      paid,
      back,
      net: paid - back,
    });
    const perOutlet = (rows: Array<{ outlet: string; paid: number; back: number }>) => Object.fromEntries(rows.filter((row) => row.paid > 0 || row.back > 0).map((row) => [row.outlet, [row.paid, row.back]]));
    expect(perOutlet(month.rows.map((row) => ({ outlet: row.group, paid: row.paidPaise, back: row.backPaise })))).toEqual(perOutlet(ledger.map((row) => ({ outlet: String(row.outlet), paid: row.paid, back: row.back }))));
    // Three coupons were used (SAVE0-SAVE2), ₹50 off each time on orders not cancelled.
    expect([...month.coupons].sort((a, b) => a.code.localeCompare(b.code))).toEqual(coupons.sort((a, b) => a.code.localeCompare(b.code)));
    expect(month.coupons.map((one) => one.code).sort()).toEqual(['SAVE0', 'SAVE1', 'SAVE2']);

    // The money CSV the console writes of this answer (rupees, per outlet for the month): its columns add up to the ledger's sums.
    const [header, ...cells] = parseCsv(recordsCsv(moneyCsvRows(month))).map((record) => record.fields);
    const column = (name: string) => cells.map((row) => row[header!.indexOf(name)]!);
    const inPaise = (name: string) => sum(column(name), (cell) => Math.round(Number(cell) * 100));
    expect(new Set(column('period'))).toEqual(new Set(['2026-10-01']));
    expect({ orders: sum(column('orders'), Number), paid: inPaise('paid'), back: inPaise('givenBack'), net: inPaise('net') }).toEqual({ orders: placed.length, paid, back, net: paid - back });
  });
});
