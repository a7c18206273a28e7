/**
 * Food orders paid through the provider: PLACE_ORDER places a draft that was waiting for its payment,
 * SETTLE_BILL pays a postpaid dine-in bill.
 */
import { and, eq, ne, or } from 'drizzle-orm';
import type { PaymentMode } from '../../src/api/contract';
import type { Database } from '../db/client';
import { orders, paymentTransactions } from '../db/schema';
import type { PaymentPurposeHandler, PaymentTxnRow } from '../payments/purpose';
import { closedForWords } from '../closures';
import type { Deps } from '../http/types';
import type { Words } from '../http/say';
import { paymentWords } from '../messages/payments';
import { toRupees } from '../money';
import { formatRupees } from '../../src/lib/format';
import { recordPaid } from '../orderLedger/paid';
import { closureOfOrder, markBillPaid, markPlaced } from './place';
import { isUnplaced, toOrder, type OrderRow } from './store';

async function orderOf(db: Database, txn: PaymentTxnRow, lock = false) {
  if (txn.orderId === null) throw new Error(`Payment ${txn.id} (${txn.purpose}) has no order`);
  const query = db.select().from(orders).where(eq(orders.id, txn.orderId));
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new Error(`Payment ${txn.id} lost its order`);
  return order;
}

const orderPayment = {
  walletKind: 'ORDER_PAYMENT',
  async describe(db, txn) {
    return ['Order', (await orderOf(db, txn)).refId];
  },
  async order(db, txn, deps) {
    return toOrder(db, await orderOf(db, txn), deps);
  },
} satisfies Pick<PaymentPurposeHandler, 'walletKind' | 'describe' | 'order'>;

/**
 * The payment covers the bill as it is now: the provider's part plus the wallet's part of a split equal the
 * order's total, read under the order's lock. Anything else (a bill changed after the amount was fixed) is not
 * used: the purpose answers false and the money goes back to the wallet (server/payments/outcome.ts).
 */
const paysTheBill = (txn: PaymentTxnRow, order: OrderRow): boolean => txn.amountPaise + txn.walletPartPaise === order.grandTotalPaise;

/**
 * Another payment of the order that may still bring money: waiting for the provider, or approved and not yet
 * applied. While one exists the order keeps waiting for it.
 */
async function otherPaymentUnderWay(tx: Database, orderId: number, txnId: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: paymentTransactions.id })
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.orderId, orderId),
        ne(paymentTransactions.id, txnId),
        or(eq(paymentTransactions.status, 'PENDING'), and(eq(paymentTransactions.status, 'SUCCESS'), eq(paymentTransactions.applied, false))),
      ),
    )
    .limit(1);
  return other !== undefined;
}

/** The provider's part (and a split's wallet part, taken in the same savepoint: ../payments/outcome.ts) as money in. */
async function recordProviderPayment(tx: Database, txn: PaymentTxnRow, cause: 'ORDER' | 'BILL', at: number): Promise<void> {
  const orderId = txn.orderId ?? 0;
  const paid = { orderId, userId: txn.userId, cause, at };
  await recordPaid(tx, { ...paid, means: 'ONLINE', paymentMode: txn.paymentMode, amountPaise: txn.amountPaise, reference: `txn-${txn.id}`, paymentId: txn.id });
  await recordPaid(tx, { ...paid, means: 'WALLET', paymentMode: 'WALLET', amountPaise: txn.walletPartPaise, reference: `txn-${txn.id}-wallet` });
}

export const placeOrderPurpose: PaymentPurposeHandler = {
  ...orderPayment,
  async succeeded(tx, txn, deps) {
    const order = await orderOf(tx, txn, true);
    if (!paysTheBill(txn, order)) return false;
    // Closed by head office while the diner paid: not placed, and the money goes to the wallet (closureRefusal says so).
    if (await closureOfOrder(tx, order, deps.now())) return false;
    // Null when placed already (another payment won); a coupon that ran out meanwhile throws: both refund.
    if ((await markPlaced(tx, order, { paymentMode: txn.paymentMode as PaymentMode, paymentStatus: 'PAID' }, deps)) === null) return false;
    await recordProviderPayment(tx, txn, 'ORDER', deps.now());
    return true;
  },
  async failed(tx, txn, deps) {
    // Back to DRAFT so the customer can choose again, unless another payment may still bring money. The order is
    // locked before looking: a new payment request (which holds the same lock) has then committed and its payment
    // is seen. Looking without the lock let a decline racing a new request reopen the order while the new payment
    // was payable, and the bill then grew under it (issue 20).
    const order = await orderOf(tx, txn, true);
    if (order.status !== 'PAYMENT_PENDING' || (await otherPaymentUnderWay(tx, order.id, txn.id))) return;
    await tx
      .update(orders)
      .set({ status: 'DRAFT', paymentStatus: 'FAILED', updatedAt: new Date(deps.now()) })
      .where(eq(orders.id, order.id));
  },
};

export const settleBillPurpose: PaymentPurposeHandler = {
  ...orderPayment,
  async succeeded(tx, txn, deps) {
    const order = await orderOf(tx, txn, true);
    if (!paysTheBill(txn, order)) return false;
    if ((await markBillPaid(tx, order, txn.paymentMode as PaymentMode, deps.now())) === null) return false;
    await recordProviderPayment(tx, txn, 'BILL', deps.now());
    return true;
  },
  // The bill stays POSTPAID: the customer pays it another way.
  async failed() {},
};

/**
 * What the diner back from the provider is told when a closure kept their paid order from being placed: the
 * closure's words, and that the provider's part is in the wallet (../payments/outcome.ts put it there). Null for
 * any other payment.
 */
export async function closureRefusal(db: Database, txn: PaymentTxnRow, deps: Deps): Promise<Words | null> {
  if (txn.purpose !== 'PLACE_ORDER' || txn.status !== 'SUCCESS') return null;
  const order = await orderOf(db, txn);
  const closure = isUnplaced(order) ? await closureOfOrder(db, order, deps.now()) : null;
  if (!closure) return null;
  return { ref: paymentWords.closedMoneyInWallet, params: { closed: closedForWords(closure), amount: formatRupees(toRupees(txn.amountPaise)) } };
}
