/**
 * Points an order earns reach the customer's balance only once its food is handed over (issue 34): delivered,
 * collected, served, or a dine-in bill paid. Until then they wait on the order (rewardPointsEarned, with
 * pointsCreditedAt null), so they cannot be spent on another order and kept by cancelling this one; a cancel simply
 * drops them. Credited once: a conditional UPDATE on the order (not credited yet, not cancelled) and the ledger's
 * unique reference. A kitchen's handover credits in its own transaction; the demo's clock moves orders without a
 * write, so every signed-in request first credits the customer's orders the clock has handed over.
 */
import { and, eq, gt, isNull, ne, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import type { Deps } from '../http/types';
import { earnPoints } from '../wallet';
import { progressOf } from './progress';

type OrderRow = typeof orders.$inferSelect;

/** Points on their way to the balance: an order's, until it is handed over. */
export interface PendingPoints {
  orderRefId: string;
  points: number;
}

/** Credits the order's earned points, once; false when there were none, they were credited, or it was cancelled. */
export async function creditEarnedPoints(tx: Database, orderId: number, now: number): Promise<boolean> {
  const [credited] = await tx
    .update(orders)
    .set({ pointsCreditedAt: new Date(now) })
    .where(and(eq(orders.id, orderId), gt(orders.rewardPointsEarned, 0), isNull(orders.pointsCreditedAt), ne(orders.status, 'CANCELLED')))
    .returning();
  // An erased diner's order (userId null) has no balance to credit: its points went with the account.
  if (!credited || credited.userId === null) return false;
  const { userId, rewardPointsEarned: points } = credited;
  await earnPoints(tx, { userId, points, kind: 'ORDER_EARNED', orderId, reference: `order-${orderId}`, now });
  return true;
}

/** The customer's orders whose earned points wait for the handover (the partial index orders_points_pending_idx). */
export const awaitingPoints = (userId: SQLWrapper | number): SQL =>
  and(eq(orders.userId, userId), gt(orders.rewardPointsEarned, 0), isNull(orders.pointsCreditedAt), ne(orders.status, 'CANCELLED')) as SQL;

const pendingOf = (db: Database, userId: number): Promise<OrderRow[]> => db.select().from(orders).where(awaitingPoints(userId));

/**
 * Credits the customer's orders handed over since (the demo's clock moves them without a write) and answers how
 * many were found handed over, and the points still on their way. Each credit is its own transaction, safe to run
 * from any number of requests at once: one credits, the others wait for it and find it done. Either way the
 * balance has changed since the caller read it.
 */
export async function settleEarnedPoints(
  db: Database,
  userId: number,
  deps: Pick<Deps, 'now' | 'demo' | 'riderSpeedKmh'>,
  /** The customer's orders awaiting their points, when the caller has just read them (the session's query). */
  awaiting?: readonly OrderRow[],
): Promise<{ handedOver: number; pending: PendingPoints[] }> {
  const pending: PendingPoints[] = [];
  let handedOver = 0;
  for (const order of awaiting ?? (await pendingOf(db, userId))) {
    const now = deps.now();
    if (progressOf(order, now, deps).status !== 'DELIVERED') pending.push({ orderRefId: order.refId, points: order.rewardPointsEarned });
    else {
      await db.transaction((tx) => creditEarnedPoints(tx, order.id, now));
      handedOver += 1;
    }
  }
  return { handedOver, pending };
}
