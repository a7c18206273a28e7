/**
 * STEAL_DEAL: a deal checkout paid through the provider. The payment's reference is the checkoutRef. Success
 * marks the reservation paid once; when it can no longer be (paid with the wallet meanwhile, or the hold ran
 * out and the stock went to someone else) the shared outcome code refunds the money to the wallet.
 */
import { and, eq } from 'drizzle-orm';
import { dealItems, dealOrders } from '../db/schema';
import { payerOf, type PaymentPurposeHandler } from '../payments/purpose';
import { markCheckoutPaid, releaseCheckout } from './checkout';

export const stealDealPurpose: PaymentPurposeHandler = {
  walletKind: 'DEAL_PAYMENT',
  async describe(db, txn) {
    const rows = await db
      .select({ title: dealItems.title, quantity: dealOrders.quantity })
      .from(dealOrders)
      .innerJoin(dealItems, eq(dealItems.id, dealOrders.dealItemId))
      .where(and(eq(dealOrders.checkoutRef, txn.reference ?? ''), eq(dealOrders.userId, payerOf(txn))));
    return ['Steal deals', rows.map((r) => `${r.quantity} × ${r.title}`).join(', ') || (txn.reference ?? '')];
  },
  async succeeded(tx, txn, deps) {
    if (!txn.reference) return false;
    return markCheckoutPaid(tx, payerOf(txn), txn.reference, txn.paymentMode, deps.now());
  },
  async failed(tx, txn) {
    if (txn.reference) await releaseCheckout(tx, txn.reference);
  },
  async order() {
    return null;
  },
};
