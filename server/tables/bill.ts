/**
 * The table's bill, split (issue 23). The bill is every round's order (a postpaid dine-in order each), less any the
 * outlet cancelled. A diner pays a part of it: their own dishes (each dish at its share of its round's total, taxes
 * included), an equal share (the bill over everyone at the table), or all that is left; from the wallet at once, or
 * through the provider. Every part is taken under the session's lock: a dish is marked paid once (a conditional
 * update), no part is more than what is left, and the part that leaves nothing closes the bill: its orders are paid
 * and the table's session ends.
 *
 * One lock order for every path that changes a table's bill (issue 34): the session's row first, and only then its
 * rounds' orders (locked by id), its parts and its dishes. A diner paying (./session.ts payShare), the provider's
 * late success (./paymentPurpose.ts), the customer cancelling a round (../orders/cancel.ts) and the outlet refusing
 * one (../outlet/moves.ts) all queue on the session's row before they read or change anything else, so none prices
 * the bill from a round being cancelled, and no two wait for each other's rows (a deadlock) in opposite orders.
 */
import { and, asc, eq, inArray, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import type { PaymentMode, TableBill, TableShareKind } from '../../src/api/contract';
import type { Database } from '../db/client';
import { orderLedger, orders, tableLines, tableMembers, tablePayments, tableSessions, type PaidMeans } from '../db/schema';
import { ApiError } from '../http/envelope';
import { tableWords } from '../messages/tables';
import type { Deps } from '../http/types';
import { announce } from '../live/bus';
import { toRupees } from '../money';
import { giveBack, type GivenBack } from '../orderLedger/giveBack';
import { recordPaid } from '../orderLedger/paid';
import { sumsOf } from '../orderLedger/sums';
import { progressOf } from '../orders/progress';

type SessionRow = typeof tableSessions.$inferSelect;
type LineRow = typeof tableLines.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof tablePayments.$inferSelect;

// In English, as the tests read them; the diner reads them in their language.
export const NOTHING_SENT = tableWords.nothingSent.en;
export const NOTHING_OF_YOURS = tableWords.nothingOfYours.en;
export const PAY_AT_THE_TABLE = tableWords.payAtTheTable.en;
export const EQUAL_SHARE_PAID = tableWords.equalSharePaid.en;
export const YOUR_PART_IS_PAID = tableWords.yourPartIsPaid.en;
export const ROUND_PAID_BY_OTHERS = tableWords.roundPaidByOthers.en;

export interface BillState {
  lines: LineRow[];
  orders: OrderRow[];
  payments: PaymentRow[];
  /** The diners let in at the table, by user id. */
  memberIds: number[];
  totalPaise: number;
  paidPaise: number;
  duePaise: number;
}

/**
 * The bill as it stands: the rounds' orders the outlet did not cancel, and the parts paid so far. `lock`: the rounds'
 * orders are locked (by id) for the caller's transaction, which holds the session's row already.
 */
export async function billState(db: Database, deps: Deps, session: SessionRow, lock = false): Promise<BillState> {
  const [sent, payments, members] = await Promise.all([
    db.select().from(tableLines).where(and(eq(tableLines.sessionId, session.id), isNotNull(tableLines.roundNumber))),
    db.select().from(tablePayments).where(eq(tablePayments.sessionId, session.id)),
    db.select({ userId: tableMembers.userId }).from(tableMembers).where(and(eq(tableMembers.sessionId, session.id), eq(tableMembers.status, 'ADMITTED'))),
  ]);
  const orderIds = [...new Set(sent.map((line) => line.orderId).filter((id): id is number => id !== null))];
  const query = db.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(asc(orders.id));
  const rows = orderIds.length === 0 ? [] : lock ? await query.for('update') : await query;
  const live = rows.filter((order) => progressOf(order, deps.now(), deps).status !== 'CANCELLED');
  const liveIds = new Set(live.map((order) => order.id));
  const totalPaise = live.reduce((sum, order) => sum + order.grandTotalPaise, 0);
  const paidPaise = payments.filter((payment) => payment.status === 'PAID').reduce((sum, payment) => sum + payment.amountPaise, 0);
  return {
    lines: sent.filter((line) => line.orderId !== null && liveIds.has(line.orderId)),
    orders: live,
    payments,
    memberIds: members.map((member) => member.userId),
    totalPaise,
    paidPaise,
    duePaise: Math.max(0, totalPaise - paidPaise),
  };
}

/** A dish's share of its round's total: its price, with the round's taxes in proportion. */
function sharePaise(line: LineRow, state: BillState): number {
  const order = state.orders.find((row) => row.id === line.orderId);
  if (!order || order.restaurantBillPaise === 0) return 0;
  return Math.round((line.pricePaise * line.quantity * order.grandTotalPaise) / order.restaurantBillPaise);
}

/** Whether this diner has paid a part of the bill already (their part is paid: they are not asked for another). */
export const partIsPaid = (state: BillState, userId: number): boolean =>
  state.payments.some((payment) => payment.userId === userId && payment.status === 'PAID');

/**
 * What a part of each kind comes to for this diner now, and the dishes an ITEMS part pays for: the one rule the bill
 * shows (billView) and the payment charges (payShare), so the figure a diner sees is the figure taken.
 *
 * Every diner pays one part, and what is left is shared by the diners who have not paid theirs yet, so own dishes
 * and equal shares can mix and the last part always leaves nothing (issue 35: no remainder nobody was asked for):
 * - REST: all that is left, for anyone (a diner whose part is paid may still pick up the rest);
 * - EQUAL: what is left over the diners still to pay;
 * - ITEMS: this diner's unpaid dishes, each at its share of its round's total;
 * - the last diner still to pay is asked for all that is left, whichever way they pay (their dishes or a share).
 * A diner whose part is paid has only REST.
 */
export function partOf(state: BillState, userId: number, kind: TableShareKind): { amountPaise: number; lineIds: number[] } {
  const due = state.duePaise;
  if (kind === 'REST') return { amountPaise: due, lineIds: [] };
  if (partIsPaid(state, userId)) return { amountPaise: 0, lineIds: [] };
  const stillToPay = state.memberIds.filter((id) => !partIsPaid(state, id));
  const last = stillToPay.length <= 1;
  const mine = state.lines.filter((line) => line.paidBy === null && line.userId === userId);
  if (kind === 'EQUAL') return { amountPaise: last ? due : Math.min(due, Math.round(due / stillToPay.length)), lineIds: [] };
  if (mine.length === 0) return { amountPaise: 0, lineIds: [] };
  const dishes = mine.reduce((sum, line) => sum + sharePaise(line, state), 0);
  return { amountPaise: last ? due : Math.min(dishes, due), lineIds: mine.map((line) => line.id) };
}

/** The bill as a diner reads it; null before any round. */
export function billView(state: BillState, userId: number, nameOf: (userId: number) => string, closed: boolean): TableBill | null {
  if (state.orders.length === 0 && state.paidPaise === 0) return null;
  return {
    total: toRupees(state.totalPaise),
    paid: toRupees(state.paidPaise),
    due: toRupees(state.duePaise),
    mine: toRupees(partOf(state, userId, 'ITEMS').amountPaise),
    equalShare: toRupees(partOf(state, userId, 'EQUAL').amountPaise),
    yourPartPaid: partIsPaid(state, userId),
    cashWaiting: cashWaitingOf(state, userId),
    // Closed by its bill: a session that went quiet with money still due is not 'paid in full'.
    closed: closed && state.duePaise === 0,
    payments: state.payments
      .filter((payment) => payment.status === 'PAID')
      .map((payment) => ({ name: nameOf(payment.userId), you: payment.userId === userId, kind: payment.kind, amount: toRupees(payment.amountPaise) })),
  };
}

/** What this diner chose to hand the staff in cash and they have not yet taken (rupees); null for nothing. */
function cashWaitingOf(state: BillState, userId: number): number | null {
  const part = state.payments.find((payment) => payment.userId === userId && payment.paymentMode === 'CASH' && payment.status === 'PENDING');
  return part ? toRupees(part.amountPaise) : null;
}

/** Marks the part's dishes paid by it, each once; false when one was paid meanwhile (nothing is marked then). */
export async function markDishesPaid(tx: Database, paymentId: number, lineIds: number[]): Promise<boolean> {
  if (lineIds.length === 0) return true;
  const marked = await tx
    .update(tableLines)
    .set({ paidBy: paymentId })
    .where(and(inArray(tableLines.id, lineIds), isNull(tableLines.paidBy)))
    .returning({ id: tableLines.id });
  if (marked.length === lineIds.length) return true;
  // Undo the ones this part did mark: the caller's transaction goes on (a provider's success turns into a refund).
  await tx.update(tableLines).set({ paidBy: null }).where(and(inArray(tableLines.id, lineIds), eq(tableLines.paidBy, paymentId)));
  return false;
}

/**
 * After a part is paid: when nothing is left, the rounds' orders are paid (the outlet's board hears it) and the
 * table's session ends. Runs in the paying transaction, under the session's lock; answers the session as it is now.
 */
export async function closeIfPaid(tx: Database, deps: Deps, session: SessionRow, mode: PaymentMode): Promise<SessionRow> {
  const state = await billState(tx, deps, session, true);
  if (state.duePaise > 0 || state.orders.length === 0) return session;
  const now = new Date(deps.now());
  const paid = await tx
    .update(orders)
    .set({ paymentStatus: 'PAID', paymentMode: mode, paidAt: now, billRequestedAt: null, updatedAt: now })
    // Never a cancelled round: its diners were given their money back (reopenTableBill).
    .where(and(inArray(orders.id, state.orders.map((order) => order.id)), eq(orders.paymentStatus, 'POSTPAID'), ne(orders.status, 'CANCELLED')))
    .returning();
  for (const order of paid) await announce(tx, { orderRefId: order.refId, userId: order.userId, restaurantId: order.restaurantId, status: order.status });
  const [closed] = await tx.update(tableSessions).set({ closedAt: now, activeAt: now }).where(eq(tableSessions.id, session.id)).returning();
  return closed ?? session;
}

/** Refuses a part that cannot be paid now, in words for the diner. */
export function assertPayable(state: BillState, part: { amountPaise: number }): void {
  if (state.orders.length === 0) throw new ApiError(422, { ref: tableWords.nothingSent });
  if (state.duePaise === 0) throw new ApiError(422, { ref: tableWords.billPaidInFull });
  if (part.amountPaise <= 0) throw new ApiError(422, { ref: tableWords.nothingOfYours });
}

/**
 * For the outlet (its board and API): each of these orders that is a round of a table ordering together, with the
 * table's one bill. Dine-in orders only are looked up.
 */
export async function tableBillsOf(deps: Deps, rounds: OrderRow[]): Promise<Map<number, { rounds: number; total: number; paid: number; due: number }>> {
  const bills = new Map<number, { rounds: number; total: number; paid: number; due: number }>();
  const dineIn = rounds.filter((order) => order.orderType === 'DineIn').map((order) => order.id);
  if (dineIn.length === 0) return bills;
  const links = await deps.db
    .selectDistinct({ orderId: tableLines.orderId, sessionId: tableLines.sessionId })
    .from(tableLines)
    .where(inArray(tableLines.orderId, dineIn));
  const sessionIds = [...new Set(links.map((link) => link.sessionId))];
  if (sessionIds.length === 0) return bills;
  const sessions = await deps.db.select().from(tableSessions).where(inArray(tableSessions.id, sessionIds));
  for (const session of sessions) {
    const state = await billState(deps.db, deps, session);
    const bill = { rounds: state.orders.length, total: toRupees(state.totalPaise), paid: toRupees(state.paidPaise), due: toRupees(state.duePaise) };
    for (const link of links) if (link.sessionId === session.id && link.orderId !== null) bills.set(link.orderId, bill);
  }
  return bills;
}

/** The table session an order is a round of; null for any other order. */
export async function sessionOfRound(db: Database, orderId: number): Promise<number | null> {
  const [link] = await db.select({ sessionId: tableLines.sessionId }).from(tableLines).where(eq(tableLines.orderId, orderId)).limit(1);
  return link?.sessionId ?? null;
}

/**
 * Whether others at the table have paid towards this round (issue 35): a part of its table's bill paid by anyone
 * but the round's sender. Such a round is not the sender's to cancel any more: cancelling it would hand the others'
 * money back and reopen a bill they settled. The outlet can still refuse it (reopenTableBill).
 */
export async function paidByOthers(db: Database, order: { id: number; userId: number | null }): Promise<boolean> {
  const sessionId = await sessionOfRound(db, order.id);
  if (sessionId === null) return false;
  const [paid] = await db
    .select({ id: tablePayments.id })
    .from(tablePayments)
    .where(and(eq(tablePayments.sessionId, sessionId), eq(tablePayments.status, 'PAID'), order.userId === null ? undefined : ne(tablePayments.userId, order.userId)))
    .limit(1);
  return paid !== undefined;
}

/**
 * Before a round's order is locked to cancel it: the session's row of the table it is a round of (none for any
 * other order), so the cancel takes its locks in the table's order (see the top of this file).
 */
export async function lockTableOfRound(tx: Database, round: SQL | undefined): Promise<void> {
  const sessionIds = tx.select({ id: tableLines.sessionId }).from(tableLines).innerJoin(orders, eq(orders.id, tableLines.orderId)).where(round);
  await tx.select({ id: tableSessions.id }).from(tableSessions).where(inArray(tableSessions.id, sessionIds)).for('update');
}

/**
 * A round of a table's bill was cancelled (the outlet refused it, or its sender cancelled it): every part paid
 * towards the bill goes back to its payer's wallet, its dishes unpaid again, every round (the cancelled one too)
 * owed again and the session open again, so the table pays the bill as it now stands. A part still with the
 * provider, or waiting for the staff to take it in cash, is failed: provider money, if it comes, goes to its payer's
 * wallet (./paymentPurpose.ts), as it was priced on a bill that is no more. Nothing is kept for a dish not served,
 * and no diner's money lands in another's wallet. Each part goes back from the rounds its ledger rows paid, through
 * the one function that gives money back (../orderLedger/giveBack.ts), so a round support already gave money back
 * for never returns more than it was paid; the round's own diner, whom that money went to, is given back last.
 * Runs in the cancelling transaction, which locked the session's row before the order's (lockTableOfRound).
 */
export async function reopenTableBill(tx: Database, sessionId: number, cancelledOrderId: number, now: number): Promise<GivenBack> {
  // Held already by a caller that kept the order; taken here by one that did not, so no payment slips in meanwhile.
  await tx.select({ id: tableSessions.id }).from(tableSessions).where(eq(tableSessions.id, sessionId)).for('update');
  await tx.update(tablePayments).set({ status: 'FAILED' }).where(and(eq(tablePayments.sessionId, sessionId), eq(tablePayments.status, 'PENDING')));
  const parts = await tx
    .update(tablePayments)
    .set({ status: 'REFUNDED' })
    .where(and(eq(tablePayments.sessionId, sessionId), eq(tablePayments.status, 'PAID')))
    .returning();
  const given: GivenBack = { rows: [], givenPaise: 0, leftPaise: 0, creditNote: null };
  if (parts.length === 0) return given;
  const paidRows = await tx
    .select({ row: orderLedger, roundUserId: orders.userId })
    .from(orderLedger)
    .innerJoin(orders, eq(orders.id, orderLedger.orderId))
    .where(and(inArray(orderLedger.tablePaymentId, parts.map((part) => part.id)), eq(orderLedger.flow, 'PAID')))
    .orderBy(asc(orderLedger.orderId), asc(orderLedger.id));
  const byRound = [...paidRows].sort((a, b) => a.row.orderId - b.row.orderId || Number(a.row.userId === a.roundUserId) - Number(b.row.userId === b.roundUserId));
  for (const { row } of byRound) {
    const back = await giveBack(tx, row.orderId, {
      cause: 'TABLE_REOPENED',
      parts: [{ to: 'WALLET', paise: row.amountPaise, userId: row.userId ?? undefined, tablePaymentId: row.tablePaymentId ?? undefined, reference: `${row.reference}-back` }],
      now,
    });
    given.rows.push(...back.rows);
    given.givenPaise += back.givenPaise;
  }
  await tx.update(tableLines).set({ paidBy: null }).where(eq(tableLines.sessionId, sessionId));
  const rounds = await tx.selectDistinct({ orderId: tableLines.orderId }).from(tableLines).where(and(eq(tableLines.sessionId, sessionId), isNotNull(tableLines.orderId)));
  const ids = rounds.map((round) => round.orderId).filter((id): id is number => id !== null);
  // The cancelled round too: the parts that paid it were given back, so it is not paid.
  await tx
    .update(orders)
    .set({ paymentStatus: 'POSTPAID', paymentMode: 'CASH', paidAt: null, updatedAt: new Date(now) })
    .where(and(inArray(orders.id, [cancelledOrderId, ...ids]), eq(orders.paymentStatus, 'PAID')));
  await tx.update(tableSessions).set({ closedAt: null, activeAt: new Date(now) }).where(eq(tableSessions.id, sessionId));
  return given;
}

/**
 * A part just paid, written to the ledger of the rounds it paid: each live round, oldest first, as far as it still
 * owes (its total less what its ledger holds as paid and not given back), any rest on the newest round. Takings and
 * the console read who paid what from these rows, on the day it was paid.
 */
export async function recordPartPaid(tx: Database, state: BillState, part: PaymentRow, means: PaidMeans, at: number): Promise<void> {
  const ids = state.orders.map((order) => order.id);
  if (ids.length === 0) return;
  const ledger = await tx.select().from(orderLedger).where(inArray(orderLedger.orderId, ids));
  let rest = part.amountPaise;
  for (const [index, order] of state.orders.entries()) {
    const rows = ledger.filter((row) => row.orderId === order.id);
    const held = sumsOf(rows).paidPaise - sumsOf(rows).backPaise;
    const last = index === state.orders.length - 1;
    const paise = last ? rest : Math.min(rest, Math.max(0, order.grandTotalPaise - held));
    rest -= paise;
    await recordPaid(tx, { orderId: order.id, userId: part.userId, means, paymentMode: part.paymentMode, amountPaise: paise, cause: 'TABLE_PART', reference: `table-${part.id}-${order.id}`, tablePaymentId: part.id, at });
    if (rest <= 0) return;
  }
}
