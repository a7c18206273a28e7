/**
 * Applies the provider's decision, exactly once however often and concurrently it is asked (the `applied`
 * flag flips once, in the same transaction as everything the decision changes). A success runs the purpose
 * in a savepoint together with the wallet's part of a split payment: both or neither. A success that can no
 * longer be used (paid another way meanwhile, sold out, the wallet part no longer covered) releases what the
 * request held and puts the provider's money in the wallet, so no rupee is lost or taken twice.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentTransactions } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { creditWallet, debitWallet } from '../wallet';
import { payerOf, type PaymentPurposeHandler, type PaymentTxnRow } from './purpose';
import { purposeOf } from './purposes';

class NotApplied extends Error {}

async function settle(tx: Database, txn: PaymentTxnRow, handler: PaymentPurposeHandler, deps: Deps): Promise<boolean> {
  try {
    return await tx.transaction(async (sp) => {
      if (txn.walletPartPaise > 0) {
        const { orderId } = txn;
        await debitWallet(sp, { userId: payerOf(txn), orderId, amountPaise: txn.walletPartPaise, kind: handler.walletKind, reference: `split-${txn.id}`, now: deps.now() });
      }
      if (!(await handler.succeeded(sp, txn, deps))) throw new NotApplied();
      return true;
    });
  } catch (error) {
    if (error instanceof NotApplied || error instanceof ApiError) return false;
    throw error;
  }
}

export async function applyPaymentOutcome(db: Database, txnId: string, deps: Deps): Promise<void> {
  await db.transaction(async (tx) => {
    const [txn] = await tx
      .update(paymentTransactions)
      .set({ applied: true })
      .where(and(eq(paymentTransactions.id, txnId), eq(paymentTransactions.applied, false), ne(paymentTransactions.status, 'PENDING')))
      .returning();
    if (!txn) return;
    const handler = purposeOf(txn.purpose);
    if (txn.status === 'SUCCESS' && (await settle(tx, txn, handler, deps))) return;
    await handler.failed(tx, txn, deps);
    if (txn.status === 'SUCCESS') {
      const { orderId } = txn;
      await creditWallet(tx, { userId: payerOf(txn), orderId, amountPaise: txn.amountPaise, kind: 'REFUND', reference: txn.id, now: deps.now() });
    }
  });
}

/**
 * The provider's decision, taken once (only a PENDING payment changes: a second return, a late webhook or a
 * double click finds it decided), then applied at once, so an order is placed even if the customer never
 * comes back to the app.
 */
export async function decidePayment(deps: Deps, txnId: string, decision: 'SUCCESS' | 'FAILED'): Promise<void> {
  await deps.db
    .update(paymentTransactions)
    .set({ status: decision, decidedAt: new Date(deps.now()) })
    .where(and(eq(paymentTransactions.id, txnId), eq(paymentTransactions.status, 'PENDING')));
  await applyPaymentOutcome(deps.db, txnId, deps);
}
