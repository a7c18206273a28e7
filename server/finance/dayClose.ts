/**
 * An outlet's day close (issue 47), by the Kolkata calendar: the orders its kitchen marked delivered or served (the
 * board's DELIVERED move that day), the money the order ledger took that day by how it was paid and what went back,
 * the cash each rider confirmed at the door for the cash-on-delivery orders they handed over that day beside what the
 * orders asked and what the ledger holds, and every difference in words. Reads only: placing an order never waits.
 */
import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DayCloseRow, RiderCash } from '../../src/api/contract/gst';
import { midnightOfDay } from '../../src/lib/closures';
import type { Database, Transaction } from '../db/client';
import { dayCloses, orderLedger, orderRiders, orders, restaurants, riders, type DayFigures } from '../db/schema';
import { toRupees } from '../money';

const DAY_MS = 86_400_000;
const rupees = (paise: number) => `₹${(paise / 100).toFixed(2).replace(/\.00$/, '')}`;

/** The figures of each outlet in `outletIds` (null: every outlet) for `day`: outlets with nothing that day left out. */
export async function dayCloseRows(db: Database | Transaction, day: string, outletIds: number[] | null): Promise<DayCloseRow[]> {
  const from = midnightOfDay(day);
  const until = from + DAY_MS;
  const outlets = (column: typeof orders.restaurantId | typeof dayCloses.restaurantId) => (outletIds === null ? undefined : outletIds.length > 0 ? inArray(column, outletIds) : sql`false`);
  const deliveredThatDay = sql`exists (select 1 from jsonb_array_elements(${orders.moves}) as move where move->>'status' = 'DELIVERED' and (move->>'at')::bigint >= ${from} and (move->>'at')::bigint < ${until})`;

  const [handed, money, cashRiders, closes, titles] = await Promise.all([
    db
      .select({
        outletId: orders.restaurantId,
        handedOver: sql<number>`count(*)`.mapWith(Number),
        unpaid: sql<string[]>`coalesce(array_agg(${orders.refId} order by ${orders.refId}) filter (where ${orders.paymentStatus} <> 'PAID'), '{}')`,
      })
      .from(orders)
      // A move that day means the row changed no earlier than the day began: the index on updated_at finds the few.
      .where(and(eq(orders.kitchenMoves, true), gte(orders.updatedAt, new Date(from)), deliveredThatDay, outlets(orders.restaurantId)))
      .groupBy(orders.restaurantId),
    db
      .select({
        outletId: orders.restaurantId,
        flow: orderLedger.flow,
        method: sql<string>`coalesce(${orderLedger.paymentMode}, ${orderLedger.means})`,
        cash: sql<boolean>`${orderLedger.means} = 'CASH'`,
        paise: sql<number>`sum(${orderLedger.amountPaise})`.mapWith(Number),
      })
      .from(orderLedger)
      .innerJoin(orders, eq(orders.id, orderLedger.orderId))
      .where(and(gte(orderLedger.at, new Date(from)), lt(orderLedger.at, new Date(until)), outlets(orders.restaurantId)))
      .groupBy(orders.restaurantId, orderLedger.flow, sql`coalesce(${orderLedger.paymentMode}, ${orderLedger.means})`, sql`${orderLedger.means} = 'CASH'`),
    db
      .select({
        outletId: orders.restaurantId,
        riderId: riders.id,
        riderName: riders.name,
        orders: sql<number>`count(*)`.mapWith(Number),
        due: sql<number>`sum(${orders.grandTotalPaise})`.mapWith(Number),
        collected: sql<number>`coalesce(sum(${orderRiders.cashCollectedPaise}), 0)`.mapWith(Number),
        unconfirmed: sql<number>`count(*) filter (where ${orderRiders.cashCollectedPaise} is null)`.mapWith(Number),
        inLedger: sql<number>`coalesce(sum((select sum(${orderLedger.amountPaise}) from ${orderLedger} where ${orderLedger.orderId} = ${orders.id} and ${orderLedger.flow} = 'PAID' and ${orderLedger.means} = 'CASH')), 0)`.mapWith(Number),
      })
      .from(orderRiders)
      .innerJoin(orders, eq(orders.id, orderRiders.orderId))
      .innerJoin(riders, eq(riders.id, orderRiders.riderId))
      .where(and(eq(orders.paymentMode, 'CASH_ON_DELIVERY'), gte(orderRiders.deliveredAt, new Date(from)), lt(orderRiders.deliveredAt, new Date(until)), outlets(orders.restaurantId)))
      .groupBy(orders.restaurantId, riders.id, riders.name),
    db.select().from(dayCloses).where(and(eq(dayCloses.day, day), outlets(dayCloses.restaurantId))),
    db.select({ id: restaurants.id, title: restaurants.title }).from(restaurants).where(outletIds === null ? undefined : outletIds.length > 0 ? inArray(restaurants.id, outletIds) : sql`false`),
  ]);

  const titleOf = new Map(titles.map((row) => [row.id, row.title]));
  const rows = new Map<number, DayCloseRow & { paise: DayFigures }>();
  const rowFor = (outletId: number) => {
    const row = rows.get(outletId) ?? {
      id: `${day}-${outletId}`,
      day,
      outletId,
      outletTitle: titleOf.get(outletId) ?? '',
      handedOver: 0,
      byMethod: {},
      taken: 0,
      givenBack: 0,
      cash: 0,
      riders: [],
      flags: [],
      closed: null,
      paise: { takenPaise: 0, cashPaise: 0, givenBackPaise: 0, handedOver: 0 },
    };
    rows.set(outletId, row);
    return row;
  };
  for (const one of handed) {
    const row = rowFor(one.outletId);
    row.handedOver = row.paise.handedOver = one.handedOver;
    if (one.unpaid.length > 0) row.flags.push(`Handed over but not paid: ${one.unpaid.join(', ')}`);
  }
  const byMethodPaise = new Map<number, Record<string, number>>();
  for (const one of money) {
    const row = rowFor(one.outletId);
    if (one.flow === 'BACK') {
      row.paise.givenBackPaise += one.paise;
      continue;
    }
    row.paise.takenPaise += one.paise;
    if (one.cash) row.paise.cashPaise += one.paise;
    const methods = byMethodPaise.get(one.outletId) ?? {};
    methods[one.method] = (methods[one.method] ?? 0) + one.paise;
    byMethodPaise.set(one.outletId, methods);
  }
  for (const one of cashRiders) {
    const row = rowFor(one.outletId);
    const cash: RiderCash = { riderId: one.riderId, riderName: one.riderName, orders: one.orders, due: toRupees(one.due), collected: toRupees(one.collected), inLedger: toRupees(one.inLedger) };
    row.riders.push(cash);
    if (one.unconfirmed > 0) row.flags.push(`${one.riderName}: ${one.unconfirmed} cash order${one.unconfirmed === 1 ? '' : 's'} handed over by the outlet without the rider confirming the cash`);
    if (one.collected !== one.due) row.flags.push(`${one.riderName} confirmed ${rupees(one.collected)} of ${rupees(one.due)} due`);
    if (one.inLedger !== one.due) row.flags.push(`${one.riderName}: the ledger holds ${rupees(one.inLedger)} in cash for orders that asked ${rupees(one.due)}`);
  }
  for (const close of closes) {
    const row = rowFor(close.restaurantId);
    row.closed = { at: close.closedAt.getTime(), by: close.closedByName, cashCounted: toRupees(close.cashCountedPaise), note: close.note };
  }
  for (const row of rows.values()) {
    row.byMethod = Object.fromEntries(Object.entries(byMethodPaise.get(row.outletId) ?? {}).map(([method, paise]) => [method, toRupees(paise)]));
    row.taken = toRupees(row.paise.takenPaise);
    row.cash = toRupees(row.paise.cashPaise);
    row.givenBack = toRupees(row.paise.givenBackPaise);
    const close = closes.find((one) => one.restaurantId === row.outletId);
    if (!close) continue;
    const counted = close.cashCountedPaise - row.paise.cashPaise;
    if (counted !== 0) row.flags.push(`Cash counted ${rupees(close.cashCountedPaise)}, the ledger took ${rupees(row.paise.cashPaise)} in cash: ${rupees(Math.abs(counted))} ${counted < 0 ? 'short' : 'over'}`);
    const kept = close.figures;
    if (kept.takenPaise !== row.paise.takenPaise || kept.givenBackPaise !== row.paise.givenBackPaise) {
      row.flags.push(`Money moved after the close: taken ${rupees(kept.takenPaise)} then, ${rupees(row.paise.takenPaise)} now; given back ${rupees(kept.givenBackPaise)} then, ${rupees(row.paise.givenBackPaise)} now`);
    }
  }
  return [...rows.values()].map(({ paise: _paise, ...row }) => row).sort((a, b) => a.outletTitle.localeCompare(b.outletTitle));
}

/** The figures a close keeps, as they stand now. */
export async function dayFigures(db: Database | Transaction, day: string, outletId: number): Promise<DayFigures> {
  const [row] = await dayCloseRows(db, day, [outletId]);
  return { takenPaise: Math.round((row?.taken ?? 0) * 100), cashPaise: Math.round((row?.cash ?? 0) * 100), givenBackPaise: Math.round((row?.givenBack ?? 0) * 100), handedOver: row?.handedOver ?? 0 };
}
