/**
 * Payments the provider decides on its own site: opening one (the customer is sent to the provider), and
 * learning how it ended from whichever arrives first (the customer's signed return, a signed webhook, or our
 * own question when the customer comes back or the sweep finds it still open). Each way ends in decidePayment,
 * which takes the decision once.
 */
import { and, asc, eq, isNotNull, lt } from 'drizzle-orm';
import { paymentTransactions } from '../db/schema';
import { ApiError } from '../http/envelope';
import { creditWallet } from '../wallet';
import type { Deps } from '../http/types';
import { decidePayment } from './outcome';
import { PROVIDER_UNAVAILABLE, type OpenedPayment, type ProviderStatus, type UpiIntentRequest } from './provider';
import { payerOf, type PaymentTxnRow } from './purpose';

/**
 * Opens the provider's payment for a transaction just stored as PENDING, and returns where to send the customer
 * (with `upi`, what opens the UPI app they tapped, when the provider could). When the provider cannot open it, the
 * transaction fails at once (releasing the order, seats or stock it held) and the customer is told to try again:
 * nothing was charged.
 */
export async function openProviderPayment(deps: Deps, txnId: string, upi?: UpiIntentRequest): Promise<Omit<OpenedPayment, 'providerRef'>> {
  const [txn] = await deps.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, txnId));
  if (!txn) throw new Error(`Payment ${txnId} vanished before it was opened`);
  try {
    const { redirectUrl, providerRef, upiIntentUrl } = await deps.payments.open(txn, deps.now(), upi);
    if (providerRef) await deps.db.update(paymentTransactions).set({ providerRef }).where(eq(paymentTransactions.id, txnId));
    return { redirectUrl, ...(upiIntentUrl ? { upiIntentUrl } : {}) };
  } catch (error) {
    deps.log(`error: ${deps.payments.name} could not open payment ${txnId}: ${error instanceof Error ? error.message : String(error)}`);
    await decidePayment(deps, txnId, 'FAILED');
    throw new ApiError(502, PROVIDER_UNAVAILABLE);
  }
}

/**
 * What the provider says, applied: paid for exactly what was asked (in INR) is a success; paid for anything
 * else is not believed (logged for a person to look at, the payment left open); over unpaid is a failure.
 */
export async function applyProviderStatus(deps: Deps, txn: Pick<PaymentTxnRow, 'id' | 'amountPaise'>, status: ProviderStatus): Promise<void> {
  if (status.state === 'PENDING') return;
  if (status.state === 'FAILED') return decidePayment(deps, txn.id, 'FAILED');
  if (status.amountPaise !== txn.amountPaise || status.currency !== 'INR') {
    deps.log(`error: payment ${txn.id}: the provider reports ${status.amountPaise} ${status.currency} paid, ${txn.amountPaise} INR was asked; left open`);
    return;
  }
  await takeLatePayment(deps, txn.id);
  return decidePayment(deps, txn.id, 'SUCCESS');
}

/**
 * A payment we had closed (a newer one replaced it, or the provider could not open it) that the customer paid on
 * the provider's page all the same: the money is real. Still unapplied, it becomes a success to apply as usual
 * (placed if it still can be, else refunded); already applied as a failure, its amount goes to the wallet, once
 * (the status flips FAILED → SUCCESS in the same transaction as the credit).
 */
async function takeLatePayment(deps: Deps, txnId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [late] = await tx
      .update(paymentTransactions)
      .set({ status: 'SUCCESS', decidedAt: new Date(deps.now()) })
      .where(and(eq(paymentTransactions.id, txnId), eq(paymentTransactions.status, 'FAILED')))
      .returning();
    if (!late?.applied) return;
    await creditWallet(tx, { userId: payerOf(late), orderId: late.orderId, amountPaise: late.amountPaise, kind: 'REFUND', reference: late.id, now: deps.now() });
  });
}

/** Asks the provider about one open payment; a provider that does not answer leaves it open for the next try. */
export async function askProvider(deps: Deps, txn: Pick<PaymentTxnRow, 'id' | 'amountPaise' | 'providerRef' | 'status'>): Promise<void> {
  if (txn.status !== 'PENDING' || !txn.providerRef) return;
  try {
    const status = await deps.payments.status(txn.providerRef);
    if (status) await applyProviderStatus(deps, txn, status);
  } catch (error) {
    deps.log(`error: asking ${deps.payments.name} about payment ${txn.id} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** A payment older than this, still open, is asked about by the sweep (younger ones: the customer is paying). */
export const SWEEP_AFTER_MS = 2 * 60_000;
const SWEEP_BATCH = 20;

/** One round of the sweep: the oldest open provider payments, asked about one by one. Returns how many. */
export async function sweepOpenPayments(deps: Deps): Promise<number> {
  const open = await deps.db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.status, 'PENDING'),
        isNotNull(paymentTransactions.providerRef),
        lt(paymentTransactions.createdAt, new Date(deps.now() - SWEEP_AFTER_MS)),
      ),
    )
    .orderBy(asc(paymentTransactions.createdAt))
    .limit(SWEEP_BATCH);
  for (const txn of open) await askProvider(deps, txn);
  return open.length;
}
