/** Reading an order's ledger in tests (server/orderLedger/): its rows, and its refund through the provider. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { orderLedger, orders } from '../../server/db/schema';

export async function ledgerRowsOf(db: Database, refId: string) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.refId, refId));
  if (!order) throw new Error(`No order ${refId}`);
  return db.select().from(orderLedger).where(eq(orderLedger.orderId, order.id)).orderBy(asc(orderLedger.id));
}

/** The order's refund through the provider (its SOURCE row); undefined when none. */
export async function sourceRefundOf(db: Database, refId: string) {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.refId, refId));
  if (!order) throw new Error(`No order ${refId}`);
  const [row] = await db.select().from(orderLedger).where(and(eq(orderLedger.orderId, order.id), eq(orderLedger.means, 'SOURCE')));
  return row;
}
