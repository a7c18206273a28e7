/**
 * The one way money is summed over a range of days, for every screen that adds orders up (Takings, the finance
 * reports): the ledger's money that moved in the range (paid, by how it was paid, and what went back), and the bills
 * of the orders placed in it, each grouped by keys the caller names. Days are Kolkata days whatever the database's
 * time zone. Summing the ledger's rows of a range gives its totals to the paisa, whatever the grouping.
 *
 * These are plain SELECTs: no FOR UPDATE, no lock a placing order's UPDATE of its row or INSERT of a ledger row would
 * wait for (PostgreSQL's readers never block its writers), so a month's report never slows the till.
 */
import { and, eq, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { dayAfter, isCalendarDay, midnightOfDay } from '../../src/lib/closures';
import type { Database } from '../db/client';
import { orderLedger, orders, restaurants, type PaidMeans } from '../db/schema';
import { ApiError } from '../http/envelope';

/** A range of whole Kolkata days, as moments: from the first day's midnight to the midnight after the last. */
export interface DayRange {
  from: Date;
  until: Date;
}

/** The range `from`..`to` (Kolkata days, both included), or a 400 that says what is wrong with it. */
export function dayRange(from: string, to: string, maxDays: number): DayRange {
  if (!isCalendarDay(from)) throw new ApiError(400, 'from must be a day of the calendar');
  if (!isCalendarDay(to)) throw new ApiError(400, 'to must be a day of the calendar');
  const start = midnightOfDay(from);
  const until = midnightOfDay(dayAfter(to));
  if (until <= start) throw new ApiError(400, 'to must be the same day as from or later');
  if (until - start > maxDays * 86_400_000) throw new ApiError(400, `Ask for at most ${maxDays} days at a time`);
  return { from: new Date(start), until: new Date(until) };
}

/** A moment as Kolkata's wall clock reads it (UTC+5:30, no daylight saving), whatever the session's time zone. */
const kolkataClock = (at: SQL | typeof orders.placedAt | typeof orderLedger.at) => sql`((${at} at time zone 'UTC') + interval '330 minutes')`;

/** The first Kolkata day of the moment's day, week (from Monday) or month, as 2026-11-28. No parameters: it is grouped by. */
export const periodOf = (period: 'day' | 'week' | 'month', at: typeof orders.placedAt | typeof orderLedger.at) =>
  sql<string>`to_char(date_trunc('${sql.raw(period)}', ${kolkataClock(at)}), 'YYYY-MM-DD')`;

/** The moment's hour of the day in Kolkata, 0 to 23. */
export const kolkataHourOf = (at: typeof orders.placedAt) => sql<number>`extract(hour from ${kolkataClock(at)})::int`.mapWith(Number);

/** What the ledger's rows of a group add up to (paise): paid, by how it was paid, and what went back. */
export interface LedgerMoney {
  paid: number;
  online: number;
  wallet: number;
  cash: number;
  points: number;
  back: number;
}

const flowSum = (flow: 'PAID' | 'BACK', means?: PaidMeans) =>
  sql<number>`coalesce(sum(${orderLedger.amountPaise}) filter (where ${orderLedger.flow} = '${sql.raw(flow)}'${means ? sql` and ${orderLedger.means} = '${sql.raw(means)}'` : sql``}), 0)`.mapWith(Number);

const LEDGER_MONEY = {
  paid: flowSum('PAID'),
  online: flowSum('PAID', 'ONLINE'),
  wallet: flowSum('PAID', 'WALLET'),
  cash: flowSum('PAID', 'CASH'),
  points: flowSum('PAID', 'POINTS'),
  back: flowSum('BACK'),
};

/** What the bills of a group's orders add up to (paise); `orders` counts them all, the sums leave the cancelled out. */
export interface BillSums {
  orders: number;
  cancelled: number;
  gross: number;
  discount: number;
  deliveryFee: number;
  packing: number;
  tips: number;
  taxes: number;
}

const keptSum = (paise: SQL) => sql<number>`coalesce(sum(${paise}) filter (where ${orders.status} <> 'CANCELLED'), 0)`.mapWith(Number);

const BILL_SUMS = {
  orders: sql<number>`count(*)`.mapWith(Number),
  cancelled: sql<number>`count(*) filter (where ${orders.status} = 'CANCELLED')`.mapWith(Number),
  gross: keptSum(sql`${orders.restaurantBillPaise}`),
  discount: keptSum(sql`${orders.couponDiscountPaise}`),
  deliveryFee: keptSum(sql`${orders.deliveryFeePaise}`),
  packing: keptSum(sql`${orders.packingChargesPaise}`),
  // The tip on the bill and any paid after it (invoice.ts reads them the same way).
  tips: keptSum(sql`${orders.tipPaise} + ${orders.tipPaidAfterPaise}`),
  taxes: keptSum(sql`${orders.taxesPaise}`),
};

/** Keys to group by: SQL over order_ledger, orders and restaurants, holding no parameters (GROUP BY repeats them). */
type Keys = Record<string, SQL>;
type KeyValues<K extends Keys> = { [P in keyof K]: K[P] extends SQL<infer T> ? T : never };

/** The ledger's money that moved in the range (a row counts on its own day, whenever its order was placed), grouped. */
export async function ledgerMoneyIn<K extends Keys>(db: Database, range: DayRange, outlets: SQL | undefined, keys: K): Promise<Array<KeyValues<K> & LedgerMoney>> {
  const rows = await db
    .select({ ...keys, ...LEDGER_MONEY })
    .from(orderLedger)
    .innerJoin(orders, eq(orders.id, orderLedger.orderId))
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(gte(orderLedger.at, range.from), lt(orderLedger.at, range.until), outlets))
    .groupBy(...Object.values(keys));
  return rows as unknown as Array<KeyValues<K> & LedgerMoney>;
}

/** The orders placed in the range, counted, and their bills summed, grouped; `only` narrows them (a coupon's). */
export async function billsIn<K extends Keys>(db: Database, range: DayRange, outlets: SQL | undefined, keys: K, only?: SQL): Promise<Array<KeyValues<K> & BillSums>> {
  const rows = await db
    .select({ ...keys, ...BILL_SUMS })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(isNotNull(orders.placedAt), gte(orders.placedAt, range.from), lt(orders.placedAt, range.until), outlets, only))
    .groupBy(...Object.values(keys));
  return rows as unknown as Array<KeyValues<K> & BillSums>;
}
