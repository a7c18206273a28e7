/**
 * What paid for an order, written to its ledger in the transaction that took the money: at placing (the wallet,
 * points, the provider's part and a split's wallet part), at the handover (cash), when a postpaid bill is settled,
 * for a tip after placing, and for each part of a table's bill (./tableParts.ts). Once per reference.
 */
import type { Database } from '../db/client';
import { orderLedger, type PaidCause, type PaidMeans } from '../db/schema';

export interface Paid {
  orderId: number;
  /** Who paid: the order's diner, or another diner at the table; null once their account was erased. */
  userId: number | null;
  means: PaidMeans;
  /** The payment mode (UPI, CARD, WALLET, CASH_ON_DELIVERY, LOYALTY_POINTS...). */
  paymentMode: string;
  amountPaise: number;
  /** Loyalty points, for means POINTS (amountPaise is then points × 100). */
  points?: number;
  cause: PaidCause;
  reference: string;
  paymentId?: string | null;
  tablePaymentId?: number | null;
  at: number;
}

/** Points pay at ₹1 a point: what a number of points is worth, in paise. */
export const pointsValue = (points: number): number => points * 100;

/** Writes one row of money in; nothing when its reference was written before, or when there is nothing to write. */
export async function recordPaid(tx: Database, paid: Paid): Promise<void> {
  if (paid.amountPaise <= 0) return;
  await tx
    .insert(orderLedger)
    .values({
      orderId: paid.orderId,
      userId: paid.userId,
      flow: 'PAID',
      means: paid.means,
      paymentMode: paid.paymentMode,
      amountPaise: paid.amountPaise,
      points: paid.points ?? 0,
      cause: paid.cause,
      reference: paid.reference,
      paymentId: paid.paymentId ?? null,
      tablePaymentId: paid.tablePaymentId ?? null,
      at: new Date(paid.at),
    })
    .onConflictDoNothing();
}

/** The points an order's placing took: the Loyalty Points method's (the whole bill) or those put towards the bill. */
export const paidInPoints = (orderId: number, userId: number, points: number, reference: string, at: number): Paid => ({
  orderId,
  userId,
  means: 'POINTS',
  paymentMode: 'LOYALTY_POINTS',
  amountPaise: pointsValue(points),
  points,
  cause: 'ORDER',
  reference,
  at,
});
