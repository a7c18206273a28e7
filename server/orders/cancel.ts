/**
 * The customer cancels an order its outlet has not accepted yet (issue 23). One transaction on the order's locked
 * row, the same row an outlet's accept locks: whichever comes first wins, and the other is told why. The money
 * goes back as the customer chose (./refund.ts); the outlet's board hears the cancellation at once.
 */
import { eq } from 'drizzle-orm';
import { orders, restaurants } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { announce } from '../live/bus';
import { cancelledNotification, notifyCustomer } from '../push/notifications';
import { progressOf } from './progress';
import { refundCancelled, sendRefund, type RefundChoice } from './refund';
import { findOwnOrder, type OrderRow } from './store';

export const CANCELLED_BY_YOU = 'You cancelled this order';
export const NOT_PLACED = 'This order has not been placed';
export const ACCEPTED_ALREADY = 'The outlet has already accepted this order, so it can no longer be cancelled. Please call the outlet.';
export const REFUSED_ALREADY = 'The outlet has already cancelled this order';

export async function cancelByCustomer(deps: Deps, userId: number, refId: string, choice: RefundChoice): Promise<OrderRow> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, userId, refId, true);
    if (!order.placedAt) throw new ApiError(422, NOT_PLACED);
    // A second tap (or a retry after a lost answer) finds it cancelled by the customer: nothing more to do.
    if (order.status === 'CANCELLED') {
      if (order.cancelledBy === 'CUSTOMER') return order;
      throw new ApiError(422, REFUSED_ALREADY);
    }
    const now = deps.now();
    const progress = progressOf(order, now, deps.demo);
    if (progress.status !== 'PLACED') throw new ApiError(422, ACCEPTED_ALREADY);

    const refund = await refundCancelled(tx, order, choice, `cancel-${order.id}`, now);
    const [row] = await tx
      .update(orders)
      .set({
        status: 'CANCELLED',
        moves: [...order.moves, { status: 'CANCELLED', at: now }],
        cancelReason: CANCELLED_BY_YOU,
        cancelledBy: 'CUSTOMER',
        updatedAt: new Date(now),
        ...refund,
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!row) throw new Error(`Order ${refId} vanished while cancelling`);
    const [outlet] = await tx.select({ title: restaurants.title }).from(restaurants).where(eq(restaurants.id, row.restaurantId));
    await announce(tx, { orderRefId: row.refId, userId: row.userId, restaurantId: row.restaurantId, status: 'CANCELLED' });
    await notifyCustomer(tx, row.userId, cancelledNotification(row.refId, `Your order ${row.refId} from ${outlet?.title ?? 'the outlet'} is cancelled.`, row), now);
    return row;
  });
  // The provider is asked outside the transaction (a slow provider holds no lock); the sweep asks again if it fails.
  await sendRefund(deps, cancelled);
  const [fresh] = await deps.db.select().from(orders).where(eq(orders.id, cancelled.id));
  return fresh ?? cancelled;
}
