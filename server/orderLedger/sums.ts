/**
 * What an order's ledger adds up to: what was paid, what went back, what is left to give. One reading for every
 * screen (the diner's order, the console's, takings, the invoice) and for the one function that gives money back.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { MoneyBack, MoneyBackCause } from '../../src/api/contract';
import type { Database } from '../db/client';
import { toRupees } from '../money';
import { orderLedger, orders, type OrderLedgerRow } from '../db/schema';

export interface LedgerSums {
  paidPaise: number;
  backPaise: number;
  /** What may still go back: paid less what went back (never below 0). */
  leftPaise: number;
  /** Points paid and points given back (their value is in the sums above). */
  paidPoints: number;
  backPoints: number;
}

export function sumsOf(rows: readonly OrderLedgerRow[]): LedgerSums {
  let paidPaise = 0;
  let backPaise = 0;
  let paidPoints = 0;
  let backPoints = 0;
  for (const row of rows) {
    if (row.flow === 'PAID') {
      paidPaise += row.amountPaise;
      paidPoints += row.points;
    } else {
      backPaise += row.amountPaise;
      backPoints += row.points;
    }
  }
  return { paidPaise, backPaise, leftPaise: Math.max(0, paidPaise - backPaise), paidPoints, backPoints };
}

/** What a provider payment paid for the order, less what already went back through it. */
export function sourceLeftOf(rows: readonly OrderLedgerRow[], paymentId: string): number {
  let left = 0;
  for (const row of rows) {
    if (row.paymentId !== paymentId) continue;
    if (row.flow === 'PAID' && row.means === 'ONLINE') left += row.amountPaise;
    if (row.flow === 'BACK' && row.means === 'SOURCE') left -= row.amountPaise;
  }
  return Math.max(0, left);
}

/** Every row of the order's ledger, oldest first. */
export const ledgerOf = (db: Database, orderId: number): Promise<OrderLedgerRow[]> =>
  db.select().from(orderLedger).where(eq(orderLedger.orderId, orderId)).orderBy(asc(orderLedger.at), asc(orderLedger.id));

/** The sum of one flow of the order in the query (paise): a correlated subquery on `orders`, for lists. */
export const ledgerSum = (flow: 'PAID' | 'BACK') =>
  sql<number>`coalesce((select sum(${orderLedger.amountPaise}) from ${orderLedger} where ${orderLedger.orderId} = ${orders.id} and ${orderLedger.flow} = ${flow}), 0)`.mapWith(Number);

/** Where money went back, as a diner is told it: to the source, to the wallet, as points. */
export interface BackSummary {
  sourcePaise: number;
  walletPaise: number;
  points: number;
  /** A source refund the provider has not taken yet. */
  pending: boolean;
}

export function backSummaryOf(rows: readonly OrderLedgerRow[]): BackSummary {
  const summary: BackSummary = { sourcePaise: 0, walletPaise: 0, points: 0, pending: false };
  for (const row of rows) {
    if (row.flow !== 'BACK') continue;
    if (row.means === 'SOURCE') summary.sourcePaise += row.amountPaise;
    if (row.means === 'WALLET') summary.walletPaise += row.amountPaise;
    if (row.means === 'POINTS') summary.points += row.points;
    if (row.refundState === 'PENDING') summary.pending = true;
  }
  return summary;
}

/** What went back to this diner for the order, as they read it (oldest first). */
export const moneyBackOf = (rows: readonly OrderLedgerRow[], userId: number | null): MoneyBack[] =>
  rows
    .filter((row) => row.flow === 'BACK' && row.userId === userId)
    .map((row) => ({
      at: row.at.getTime(),
      amount: toRupees(row.amountPaise),
      points: row.points,
      to: row.means as MoneyBack['to'],
      why: row.cause as MoneyBackCause,
      pending: row.refundState === 'PENDING',
      reason: (row.reason as MoneyBack['reason']) ?? null,
    }));

/** What paid for the order, by payment mode (rupees; points with their count), in the order first paid. */
export function paidByMode(rows: readonly OrderLedgerRow[]): Array<{ paymentMode: string; amount: number; points: number }> {
  const modes = new Map<string, { paise: number; points: number }>();
  for (const row of rows) {
    if (row.flow !== 'PAID') continue;
    const mode = row.paymentMode ?? row.means;
    const sum = modes.get(mode) ?? { paise: 0, points: 0 };
    modes.set(mode, { paise: sum.paise + row.amountPaise, points: sum.points + row.points });
  }
  return [...modes].map(([paymentMode, sum]) => ({ paymentMode, amount: toRupees(sum.paise), points: sum.points }));
}
