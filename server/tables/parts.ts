/**
 * A diner pays a part of the table's bill (./bill.ts): from the wallet at once, through the provider (its success
 * applies the part: ./paymentPurpose.ts), or in cash to the staff, who mark it received on the kitchen board. Each
 * way ends in takePart, under the session's lock: the part is no more than what is left, its dishes are marked paid
 * once, the rounds it paid hold it in their ledger (who paid, how, when), and the part that leaves nothing closes
 * the bill.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { PaymentMode, TableShareKind, TableShareMode } from '../../src/api/contract';
import { formatRupees } from '../../src/lib/format';
import type { Database } from '../db/client';
import { paymentTransactions, tableMembers, tablePayments, tableSessions, users, type PaidMeans } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { tableWords } from '../messages/tables';
import { toRupees } from '../money';
import type { OutletRow } from '../outlet/keys';
import { debitWallet } from '../wallet';
import { assertPayable, billState, closeIfPaid, markDishesPaid, partIsPaid, partOf, recordPartPaid } from './bill';
import { memberSession, touch } from './session';

type SessionRow = typeof tableSessions.$inferSelect;
type PartRow = typeof tablePayments.$inferSelect;

const MEANS: Record<TableShareMode, PaidMeans> = { WALLET: 'WALLET', ONLINE: 'ONLINE', CARD: 'ONLINE', CASH: 'CASH' };

/**
 * Applies a PENDING part now paid, on a session whose row the caller locked; false when it can no longer apply (its
 * dishes paid meanwhile, or more than is left): nothing changes then.
 */
export async function takePart(tx: Database, deps: Deps, session: SessionRow, part: PartRow, at: number): Promise<boolean> {
  const state = await billState(tx, deps, session, true);
  if (part.amountPaise > state.duePaise) return false;
  if (!(await markDishesPaid(tx, part.id, part.lineIds))) return false;
  await tx.update(tablePayments).set({ status: 'PAID', paidAt: new Date(at) }).where(eq(tablePayments.id, part.id));
  await recordPartPaid(tx, state, part, MEANS[part.paymentMode as TableShareMode] ?? 'ONLINE', at);
  await closeIfPaid(tx, deps, session, part.paymentMode as PaymentMode);
  return true;
}

/**
 * One diner pays a part of the table's bill: from the wallet at once, opened with the provider (answered with the
 * payment's id), or in cash, waiting for the staff. A newer choice replaces this diner's cash part still waiting.
 */
export async function payShare(
  deps: Deps,
  userId: number,
  publicId: string,
  kind: TableShareKind,
  paymentMode: TableShareMode,
  expectedPaise: number,
): Promise<{ session: SessionRow; txnId: string | null }> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const session = await memberSession(tx, userId, publicId, now, true);
    await tx
      .update(tablePayments)
      .set({ status: 'FAILED' })
      .where(and(eq(tablePayments.sessionId, session.id), eq(tablePayments.userId, userId), eq(tablePayments.paymentMode, 'CASH'), eq(tablePayments.status, 'PENDING')));
    // The rounds' orders locked after the session (./bill.ts): the bill is priced from rounds no cancel is changing.
    const state = await billState(tx, deps, session, true);
    const part = partOf(state, userId, kind);
    // One part each (a retry after a lost answer would pay it twice): once it is paid, only what is left is offered.
    if (kind !== 'REST' && state.duePaise > 0 && partIsPaid(state, userId)) throw new ApiError(422, { ref: tableWords.yourPartIsPaid });
    assertPayable(state, part);
    // An equal share still with the provider: a second one now would be taken twice.
    if (kind === 'EQUAL' && state.payments.some((paid) => paid.userId === userId && paid.kind === 'EQUAL' && paid.status === 'PENDING')) {
      throw new ApiError(422, { ref: tableWords.equalSharePaid });
    }
    if (part.amountPaise !== expectedPaise) {
      throw new ApiError(409, { ref: tableWords.billChanged, params: { amount: formatRupees(toRupees(part.amountPaise)) } });
    }
    const [payment] = await tx
      .insert(tablePayments)
      .values({ sessionId: session.id, userId, kind, amountPaise: part.amountPaise, lineIds: part.lineIds, paymentMode, status: 'PENDING', createdAt: new Date(now), paidAt: null })
      .returning();
    if (!payment) throw new Error(`No payment stored for session ${session.id}`);
    if (paymentMode === 'CASH') return { session: await touch(tx, session, now), txnId: null };
    if (paymentMode !== 'WALLET') {
      const txnId = randomBytes(16).toString('base64url');
      await tx.insert(paymentTransactions).values({
        id: txnId,
        userId,
        orderId: null,
        purpose: 'TABLE_SHARE',
        reference: String(payment.id),
        paymentMode,
        amountPaise: part.amountPaise,
        returnTo: '/table',
        status: 'PENDING',
        createdAt: new Date(now),
      });
      return { session: await touch(tx, session, now), txnId };
    }
    if (!(await takePart(tx, deps, session, payment, now))) throw new ApiError(409, { ref: tableWords.dishPaidMeanwhile });
    await debitWallet(tx, { userId, amountPaise: part.amountPaise, kind: 'ORDER_PAYMENT', reference: `table-${payment.id}`, now });
    const [current] = await tx.select().from(tableSessions).where(eq(tableSessions.id, session.id));
    return { session: await touch(tx, current ?? session, now), txnId: null };
  });
}

/** The staff took a diner's part in cash: it is paid (once; a second tap finds it paid). */
export async function cashReceived(deps: Deps, outlet: OutletRow, tableCode: string, partId: number): Promise<void> {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // The table's lock order (./bill.ts): its session's row first, then the part and the rounds' orders.
    const [known] = await tx
      .select({ sessionId: tablePayments.sessionId })
      .from(tablePayments)
      .innerJoin(tableSessions, eq(tableSessions.id, tablePayments.sessionId))
      .where(and(eq(tablePayments.id, partId), eq(tableSessions.tableCode, tableCode), eq(tableSessions.restaurantId, outlet.id), eq(tablePayments.paymentMode, 'CASH')));
    if (!known) throw new ApiError(404, `No cash part ${partId} at table ${tableCode}`);
    const [session] = await tx.select().from(tableSessions).where(eq(tableSessions.id, known.sessionId)).for('update');
    const [part] = await tx.select().from(tablePayments).where(eq(tablePayments.id, partId)).for('update');
    if (!session || !part) throw new ApiError(404, `No cash part ${partId} at table ${tableCode}`);
    if (part.status === 'PAID') return;
    if (part.status !== 'PENDING') throw new ApiError(409, `The diner paid another way: there is no cash to take for this part`);
    if (!(await takePart(tx, deps, session, part, now))) {
      await tx.update(tablePayments).set({ status: 'FAILED' }).where(eq(tablePayments.id, part.id));
      throw new ApiError(409, `The bill changed since the diner chose cash: ask them to choose again`);
    }
  });
}

/** Parts waiting for the staff to take them in cash, by session: who, how much. */
export async function cashWaiting(db: Database, sessionIds: number[]): Promise<Map<number, Array<{ partId: number; name: string; amount: number }>>> {
  const waiting = new Map<number, Array<{ partId: number; name: string; amount: number }>>();
  if (sessionIds.length === 0) return waiting;
  const rows = await db
    .select({ partId: tablePayments.id, sessionId: tablePayments.sessionId, amountPaise: tablePayments.amountPaise, given: tableMembers.name, fullName: users.fullName })
    .from(tablePayments)
    .innerJoin(users, eq(users.id, tablePayments.userId))
    .leftJoin(tableMembers, and(eq(tableMembers.sessionId, tablePayments.sessionId), eq(tableMembers.userId, tablePayments.userId)))
    .where(and(inArray(tablePayments.sessionId, sessionIds), eq(tablePayments.paymentMode, 'CASH'), eq(tablePayments.status, 'PENDING')))
    .orderBy(tablePayments.id);
  for (const row of rows) {
    const list = waiting.get(row.sessionId) ?? [];
    list.push({ partId: row.partId, name: row.given ?? (row.fullName.trim().split(/\s+/)[0] || 'Guest'), amount: toRupees(row.amountPaise) });
    waiting.set(row.sessionId, list);
  }
  return waiting;
}
