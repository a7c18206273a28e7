/**
 * The customer cancels an order its outlet has not accepted yet (issue 23). One transaction on the order's locked
 * row, the same row an outlet's accept locks: whichever comes first wins, and the other is told why. The money
 * goes back as the customer chose (./refund.ts); the outlet's board hears the cancellation at once.
 */
import { and, eq } from 'drizzle-orm';
import { orders, restaurants } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { announce } from '../live/bus';
import { orderWords } from '../messages/orders';
import { cancelledNotification, notifyCustomer } from '../push/notifications';
import { notificationWords } from '../messages/notifications';
import { CHAIN_NAME } from '../db/seed-data';
import { lockTableOfRound, paidByOthers } from '../tables/bill';
import { tableWords } from '../messages/tables';
import { progressOf } from './progress';
import { refundCancelled, type RefundChoice } from './refund';
import { sendRefundsOf } from '../orderLedger/providerRefunds';
import { backSummaryOf } from '../orderLedger/sums';
import { findOwnOrder, type OrderRow } from './store';

/** The reason kept on the order (its data, in English: the app words a customer's cancellation itself). */
export const CANCELLED_BY_YOU = 'You cancelled this order';
// The refusals, in English as the tests read them; the customer reads them in their language.
export const NOT_PLACED = orderWords.notPlaced.en;
export const ACCEPTED_ALREADY = orderWords.acceptedAlready.en;
export const REFUSED_ALREADY = orderWords.refusedAlready.en;

export async function cancelByCustomer(deps: Deps, userId: number, refId: string, choice: RefundChoice): Promise<OrderRow> {
  const cancelled = await deps.db.transaction(async (tx) => {
    // A round of a table's bill: the table's session first, then the order (the table's lock order, ../tables/bill.ts).
    await lockTableOfRound(tx, and(eq(orders.refId, refId), eq(orders.userId, userId)));
    const order = await findOwnOrder(tx, userId, refId, true);
    if (!order.placedAt) throw new ApiError(422, { ref: orderWords.notPlaced });
    // A second tap (or a retry after a lost answer) finds it cancelled by the customer: nothing more to do.
    if (order.status === 'CANCELLED') {
      if (order.cancelledBy === 'CUSTOMER') return order;
      throw new ApiError(422, { ref: orderWords.refusedAlready });
    }
    const now = deps.now();
    const progress = progressOf(order, now, deps);
    if (progress.status !== 'PLACED') throw new ApiError(422, { ref: orderWords.acceptedAlready });
    // Issue 35: a table's round others paid towards is not its sender's to cancel (read under the session's lock).
    if (await paidByOthers(tx, order)) throw new ApiError(422, { ref: tableWords.roundPaidByOthers });

    const refund = await refundCancelled(tx, order, choice, 'CANCELLED', now);
    const [row] = await tx
      .update(orders)
      .set({
        status: 'CANCELLED',
        moves: [...order.moves, { status: 'CANCELLED', at: now }],
        cancelReason: CANCELLED_BY_YOU,
        cancelledBy: 'CUSTOMER',
        updatedAt: new Date(now),
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!row) throw new Error(`Order ${refId} vanished while cancelling`);
    const [outlet] = await tx.select({ title: restaurants.title }).from(restaurants).where(eq(restaurants.id, row.restaurantId));
    await announce(tx, { orderRefId: row.refId, userId: row.userId, restaurantId: row.restaurantId, status: 'CANCELLED' });
    const back = backSummaryOf(refund.rows.filter((given) => given.userId === row.userId));
    await notifyCustomer(tx, row.userId, cancelledNotification(row.refId, { ref: notificationWords.cancelledBody, params: { ref: row.refId, outlet: outlet?.title ?? CHAIN_NAME } }, back), now);
    return row;
  });
  // The provider is asked outside the transaction (a slow provider holds no lock); the sweep asks again if it fails.
  await sendRefundsOf(deps, cancelled.id);
  return cancelled;
}
