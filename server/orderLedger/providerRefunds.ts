/**
 * Money going back to the UPI, card or app that paid: a SOURCE row of the order's ledger, written PENDING by
 * ./giveBack.ts inside the transaction that decided it, then handed to the provider after the commit (a slow
 * provider holds no lock), and again by the sweep until the provider takes it. The provider keeps one refund per
 * key, so asking twice never pays twice; only a PENDING row is marked DONE.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { orderLedger, orders, paymentTransactions, type OrderLedgerRow } from '../db/schema';
import type { Deps } from '../http/types';

/**
 * The provider's once-only key. A cancellation's is the order's own (an order is cancelled once), as it has been
 * since refunds began, so a refund asked for before this ledger existed is the same refund when asked again.
 */
async function refundKeyOf(deps: Deps, row: OrderLedgerRow): Promise<{ key: string; receipt: string }> {
  const [order] = await deps.db.select({ refId: orders.refId }).from(orders).where(eq(orders.id, row.orderId));
  const refId = order?.refId ?? String(row.orderId);
  const cancellation = row.cause === 'CANCELLED' || row.cause === 'REFUSED';
  return { key: cancellation ? `refund-${refId}` : `refund-${row.reference}`, receipt: refId };
}

/** Hands one PENDING source refund to the provider; a refusal or no answer leaves it PENDING for the sweep, logged. */
export async function sendRefund(deps: Deps, row: OrderLedgerRow): Promise<void> {
  if (row.refundState !== 'PENDING') return;
  const { key, receipt } = await refundKeyOf(deps, row);
  try {
    const [payment] = row.paymentId ? await deps.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, row.paymentId)) : [];
    if (!payment) throw new Error('its payment is not found');
    const { refundRef } = await deps.payments.refund({ providerRef: payment.providerRef, refundId: key, receipt, amountPaise: row.amountPaise });
    await deps.db
      .update(orderLedger)
      .set({ refundState: 'DONE', refundRef })
      .where(and(eq(orderLedger.id, row.id), eq(orderLedger.refundState, 'PENDING')));
    deps.metrics.refunds.inc({ result: 'sent' });
  } catch (error) {
    deps.metrics.refunds.inc({ result: 'failed' });
    deps.log(`error: refund of order ${receipt} through ${deps.payments.name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Hands the order's refunds the provider has not taken yet to it (after the commit that wrote them). A cancel sent
 * again (a lost answer) asks too, so its answer says what the provider did, not what it was about to be asked.
 */
export async function sendRefundsOf(deps: Deps, orderId: number): Promise<void> {
  const pending = await deps.db.select().from(orderLedger).where(and(eq(orderLedger.orderId, orderId), eq(orderLedger.refundState, 'PENDING')));
  for (const row of pending) await sendRefund(deps, row);
}

const REFUND_BATCH = 20;
/**
 * A refund younger than this is left to the send after its own commit, as the payments' sweep leaves a payment being
 * made (SWEEP_AFTER_MS): a sweep that met a refund still on its way asked the provider twice for it.
 */
export const REFUND_SWEEP_AFTER_MS = 60_000;

/** One round of the sweep: the oldest refunds the provider has not taken yet, sent one by one. Returns how many. */
export async function sendPendingRefunds(deps: Deps): Promise<number> {
  const pending = await deps.db
    .select()
    .from(orderLedger)
    .where(and(eq(orderLedger.refundState, 'PENDING'), lt(orderLedger.at, new Date(deps.now() - REFUND_SWEEP_AFTER_MS))))
    .orderBy(asc(orderLedger.at))
    .limit(REFUND_BATCH);
  for (const row of pending) await sendRefund(deps, row);
  return pending.length;
}
