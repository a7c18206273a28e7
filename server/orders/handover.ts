/**
 * Cash taken when the food is handed over: a Cash on Delivery order is paid once the rider has delivered it, a
 * TakeAway paid at the store once it is collected. The demo's status is computed from the clock (./progress), so
 * the first read after the handover records the payment, exactly once (a conditional UPDATE from the unpaid
 * state), with the points (credited at once: the food is handed over) and scratch card any paid order earns. A kitchen's handover (server/outlet/moves.ts)
 * records it in the same transaction as the move.
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import type { Deps } from '../http/types';
import { rewardPointsFor } from '../pricing';
import { earnScratchCard } from '../rewardCards';
import { creditEarnedPoints } from './earnedPoints';
import { recordPaid } from '../orderLedger/paid';
import { progressOf } from './progress';

// The row's type from the schema, not from ./store: store answers with this module's help (no import circle).
type OrderRow = typeof orders.$inferSelect;

/** Paid in cash at the handover, and not yet recorded as paid. */
const paysAtHandover = (order: OrderRow): boolean =>
  (order.paymentMode === 'CASH_ON_DELIVERY' && order.paymentStatus === 'UNPAID') ||
  (order.orderType === 'TakeAway' && order.paymentMode === 'PAY_AT_STORE' && order.paymentStatus === 'PAY_AT_RESTAURANT');

/** The order as it stands: marked PAID (paidAt the handover) when its cash was collected; otherwise unchanged. */
export async function settleCashOnHandover(db: Database, order: OrderRow, deps: Pick<Deps, 'now' | 'demo' | 'riderSpeedKmh'>): Promise<OrderRow> {
  if (!paysAtHandover(order) || !order.expectedAt) return order;
  const now = deps.now();
  const progress = progressOf(order, now, deps);
  if (progress.status !== 'DELIVERED') return order;
  // When the cash changed hands, whenever it is read: the handover's time (the demo's is at expectedAt).
  const handedOverAt = new Date(progress.history.find((step) => step.status === 'DELIVERED')?.at ?? now);
  return db.transaction(async (tx) => {
    const points = rewardPointsFor(order.grandTotalPaise);
    const [paid] = await tx
      .update(orders)
      .set({ paymentStatus: 'PAID', paidAt: handedOverAt, rewardPointsEarned: points, updatedAt: new Date(now) })
      .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, order.paymentStatus)))
      .returning();
    if (!paid) {
      // A concurrent read recorded it first.
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id));
      return current ?? order;
    }
    await recordPaid(tx, { orderId: paid.id, userId: paid.userId, means: 'CASH', paymentMode: paid.paymentMode ?? 'CASH', amountPaise: paid.grandTotalPaise, cause: 'ORDER', reference: `order-${paid.id}-cash`, at: handedOverAt.getTime() });
    await creditEarnedPoints(tx, paid.id, now);
    await earnScratchCard(tx, paid, now);
    return paid;
  });
}
