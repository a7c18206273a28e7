/**
 * TABLE_SHARE: a diner's part of a table's bill paid through the provider (server/payments/purpose.ts). A success
 * applies the part under the session's lock, as a wallet payment would: its dishes marked paid once, never more than
 * what is left, the bill closed when nothing is. A part that can no longer apply (its dishes paid meanwhile, the
 * bill paid in full, a round cancelled since it was priced) answers false: the provider's money goes to the wallet
 * (server/payments/outcome.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { restaurantTables, restaurants, tablePayments, tableSessions } from '../db/schema';
import type { PaymentPurposeHandler, PaymentTxnRow } from '../payments/purpose';
import { takePart } from './parts';

const paymentIdOf = (txn: PaymentTxnRow): number => {
  const id = Number(txn.reference);
  if (!Number.isInteger(id)) throw new Error(`Table payment ${txn.id} has no part`);
  return id;
};

async function pendingPart(tx: Database, txn: PaymentTxnRow) {
  const [part] = await tx
    .select()
    .from(tablePayments)
    .where(and(eq(tablePayments.id, paymentIdOf(txn)), eq(tablePayments.status, 'PENDING')))
    .for('update');
  return part ?? null;
}

export const tableSharePurpose: PaymentPurposeHandler = {
  walletKind: 'ORDER_PAYMENT',
  async describe(db, txn) {
    const [row] = await db
      .select({ table: restaurantTables.tableNumber, outlet: restaurants.title })
      .from(tablePayments)
      .innerJoin(tableSessions, eq(tableSessions.id, tablePayments.sessionId))
      .innerJoin(restaurantTables, eq(restaurantTables.code, tableSessions.tableCode))
      .innerJoin(restaurants, eq(restaurants.id, tableSessions.restaurantId))
      .where(eq(tablePayments.id, paymentIdOf(txn)));
    return ['Table', row ? `${row.table} at ${row.outlet}` : 'Your table'];
  },
  async succeeded(tx, txn, deps) {
    // The table's lock order (./bill.ts): its session's row first, then the part and the rounds' orders.
    const [known] = await tx.select({ sessionId: tablePayments.sessionId }).from(tablePayments).where(eq(tablePayments.id, paymentIdOf(txn)));
    if (!known) return false;
    const [session] = await tx.select().from(tableSessions).where(eq(tableSessions.id, known.sessionId)).for('update');
    if (!session) return false;
    // Still pending: not failed meanwhile by a round's cancel (its money goes to the wallet then).
    const part = await pendingPart(tx, txn);
    if (!part) return false;
    return takePart(tx, deps, session, part, deps.now());
  },
  async failed(tx, txn) {
    await tx
      .update(tablePayments)
      .set({ status: 'FAILED' })
      .where(and(eq(tablePayments.id, paymentIdOf(txn)), eq(tablePayments.status, 'PENDING')));
  },
  async order() {
    return null;
  },
};
