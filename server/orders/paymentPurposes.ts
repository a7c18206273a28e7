/**
 * Food orders paid through the provider: PLACE_ORDER places a draft that was waiting for its payment,
 * SETTLE_BILL pays a postpaid dine-in bill.
 */
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { PaymentMode } from '../../src/api/contract';
import type { Database } from '../db/client';
import { orders, paymentTransactions } from '../db/schema';
import type { PaymentPurposeHandler, PaymentTxnRow } from '../payments/purpose';
import { markBillPaid, markPlaced } from './place';
import { toOrder } from './store';

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

export const placeOrderPurpose: PaymentPurposeHandler = {
  ...orderPayment,
  async succeeded(tx, txn, deps) {
    const order = await orderOf(tx, txn, true);
    // Null when placed already (another payment won); a coupon that ran out meanwhile throws: both refund.
    return (await markPlaced(tx, order, { paymentMode: txn.paymentMode as PaymentMode, paymentStatus: 'PAID' }, deps)) !== null;
  },
  async failed(tx, txn, deps) {
    // Back to DRAFT so the customer can choose again, unless a newer payment is still waiting for the provider.
    const orderId = txn.orderId ?? 0;
    const otherPending = tx
      .select({ one: sql`1` })
      .from(paymentTransactions)
      .where(and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.status, 'PENDING')));
    await tx
      .update(orders)
      .set({ status: 'DRAFT', paymentStatus: 'FAILED', updatedAt: new Date(deps.now()) })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'PAYMENT_PENDING'), notExists(otherPending)));
  },
};

export const settleBillPurpose: PaymentPurposeHandler = {
  ...orderPayment,
  async succeeded(tx, txn, deps) {
    const order = await orderOf(tx, txn, true);
    return (await markBillPaid(tx, order, txn.paymentMode as PaymentMode, deps.now())) !== null;
  },
  // The bill stays POSTPAID: the customer pays it another way.
  async failed() {},
};
