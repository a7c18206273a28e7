/**
 * Placing and paying for orders. Each step is one database transaction: the order's state change is a
 * conditional UPDATE (only from the state it expects), and the money moves in the same transaction, so a
 * failed debit leaves the order unplaced and a repeated or concurrent call can never place or charge twice.
 */
import { and, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { FoodOrderType, PaymentMode, PaymentStatus } from '../../src/api/contract';
import type { Database } from '../db/client';
import { orders, paymentTransactions, restaurants } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { redeemCoupon } from '../coupons';
import { assertOpenNow } from '../outlets';
import { rewardPointsFor } from '../pricing';
import { creditWallet, earnPoints } from '../wallet';
import { orderDurationMs } from './progress';
import { ALREADY_PLACED, type OrderRow } from './store';

export type PaymentTxnRow = typeof paymentTransactions.$inferSelect;

/** Marks every still-pending provider payment of the order FAILED (a newer choice replaces it). */
export async function supersedePendingPayments(tx: Database, orderId: number, now: number, keepTxnId?: string): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({ status: 'FAILED', decidedAt: new Date(now) })
    .where(
      and(
        eq(paymentTransactions.orderId, orderId),
        eq(paymentTransactions.status, 'PENDING'),
        keepTxnId === undefined ? undefined : ne(paymentTransactions.id, keepTxnId),
      ),
    );
}

/**
 * DRAFT or PAYMENT_PENDING to PLACED, exactly once; null when the order was placed already (by a concurrent
 * request or another payment). Reward points are earned when the order is paid now.
 */
export async function markPlaced(
  tx: Database,
  order: OrderRow,
  payment: { paymentMode: PaymentMode; paymentStatus: PaymentStatus },
  deps: Deps,
): Promise<OrderRow | null> {
  const now = deps.now();
  const points = payment.paymentStatus === 'PAID' && payment.paymentMode !== 'LOYALTY_POINTS' ? rewardPointsFor(order.grandTotalPaise) : 0;
  const [placed] = await tx
    .update(orders)
    .set({
      status: 'PLACED',
      ...payment,
      placedAt: new Date(now),
      expectedAt: new Date(now + orderDurationMs(order.orderType as FoodOrderType, deps.demo, deps.demoOrderSeconds)),
      rewardPointsEarned: points,
      updatedAt: new Date(now),
    })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ['DRAFT', 'PAYMENT_PENDING'])))
    .returning();
  if (!placed) return null;
  await redeemCoupon(tx, placed);
  await earnPoints(tx, order.userId, points);
  return placed;
}

/** A draft saved while the outlet was open is refused once it has closed: a closed kitchen takes no orders. */
export async function assertOutletOpen(tx: Database, order: OrderRow, now: number): Promise<void> {
  const [outlet] = await tx.select().from(restaurants).where(eq(restaurants.id, order.restaurantId));
  if (!outlet) throw new Error(`Order ${order.refId} has no outlet`);
  assertOpenNow(outlet, now);
}

/** Places a draft paid at once or later (wallet, points, cash modes); refused while the outlet is closed. */
export async function placeOrThrow(
  tx: Database,
  order: OrderRow,
  payment: { paymentMode: PaymentMode; paymentStatus: PaymentStatus },
  deps: Deps,
): Promise<OrderRow> {
  await assertOutletOpen(tx, order, deps.now());
  const placed = await markPlaced(tx, order, payment, deps);
  if (!placed) throw new ApiError(422, ALREADY_PLACED);
  await supersedePendingPayments(tx, order.id, deps.now());
  return placed;
}

/** POSTPAID dine-in bill to PAID, exactly once; null when it was settled already. */
export async function markBillPaid(tx: Database, order: OrderRow, paymentMode: PaymentMode, now: number): Promise<OrderRow | null> {
  const points = rewardPointsFor(order.grandTotalPaise);
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: 'PAID', paymentMode, rewardPointsEarned: points, updatedAt: new Date(now) })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'POSTPAID')))
    .returning();
  if (!paid) return null;
  await earnPoints(tx, order.userId, points);
  return paid;
}

/**
 * Places an order the provider has been paid for; null when it cannot be placed: placed already, or its coupon
 * ran out meanwhile (another device used it). Then the order goes back to DRAFT, as after a failed payment.
 */
async function placePaidOrder(tx: Database, order: OrderRow, mode: PaymentMode, deps: Deps): Promise<OrderRow | null> {
  try {
    return await tx.transaction((sp) => markPlaced(sp, order, { paymentMode: mode, paymentStatus: 'PAID' }, deps));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    await tx
      .update(orders)
      .set({ status: 'DRAFT', paymentStatus: 'FAILED', updatedAt: new Date(deps.now()) })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'PAYMENT_PENDING')));
    return null;
  }
}

/**
 * Applies the provider's decision to the order, exactly once however often and concurrently it is asked
 * (the `applied` flag flips once). SUCCESS places the order (or settles the bill); FAILED puts a waiting
 * order back to DRAFT so the customer can choose again. Money taken for an order that meanwhile got paid
 * another way goes back to the wallet rather than being lost.
 */
export async function applyPaymentOutcome(db: Database, txnId: string, deps: Deps): Promise<void> {
  await db.transaction(async (tx) => {
    const [txn] = await tx
      .update(paymentTransactions)
      .set({ applied: true })
      .where(and(eq(paymentTransactions.id, txnId), eq(paymentTransactions.applied, false), ne(paymentTransactions.status, 'PENDING')))
      .returning();
    if (!txn) return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, txn.orderId)).for('update');
    if (!order) return;
    const now = deps.now();
    const mode = txn.paymentMode as PaymentMode;

    if (txn.status === 'SUCCESS') {
      const done = txn.purpose === 'SETTLE_BILL' ? await markBillPaid(tx, order, mode, now) : await placePaidOrder(tx, order, mode, deps);
      if (!done) await creditWallet(tx, { userId: txn.userId, amountPaise: txn.amountPaise, kind: 'REFUND', orderId: order.id, now });
      return;
    }
    if (txn.purpose === 'PLACE_ORDER') {
      // Only when no newer payment is still waiting for the provider.
      const otherPending = tx
        .select({ one: sql`1` })
        .from(paymentTransactions)
        .where(and(eq(paymentTransactions.orderId, order.id), eq(paymentTransactions.status, 'PENDING')));
      await tx
        .update(orders)
        .set({ status: 'DRAFT', paymentStatus: 'FAILED', updatedAt: new Date(now) })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'PAYMENT_PENDING'), notExists(otherPending)));
    }
  });
}
