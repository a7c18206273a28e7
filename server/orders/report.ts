/**
 * Help with an order (issue 23): the customer reports a dish missing from, or wrong in, an order that reached
 * them; the outlet's board shows the report until the outlet answers, with money back to the wallet for the
 * dishes when it chooses. Once each: one report per order, one answer per report, on the order's locked row, and
 * the refund's ledger reference is the order's.
 */
import { and, eq } from 'drizzle-orm';
import { REPORT_WINDOW_MS } from '../../src/api/endpoints';
import type { ReportOrderRequest } from '../../src/api/contract';
import type { Database } from '../db/client';
import { orderItems, orders, type OrderReportRow } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { announce } from '../live/bus';
import { orderWords } from '../messages/orders';
import { toRupees } from '../money';
import type { OutletRow } from '../outlet/keys';
import { notifyCustomer, orderTarget, refundWords, worded } from '../push/notifications';
import type { Words } from '../http/say';
import { notificationWords } from '../messages/notifications';
import { giveBack } from '../orderLedger/giveBack';
import { ledgerOf, sumsOf } from '../orderLedger/sums';
import { progressOf } from './progress';
import { findOwnOrder, ORDER_NOT_FOUND, type OrderRow } from './store';

// The customer's refusals, in English as the tests read them; the customer reads them in their language.
export const NOT_HANDED_OVER = orderWords.notHandedOver.en;
export const TOO_LATE_TO_REPORT = orderWords.tooLateToReport.en;
export const REPORTED_ALREADY = orderWords.reportedAlready.en;
export const ANSWERED_ALREADY = orderWords.answeredAlready.en;
export const NOT_IN_ORDER = orderWords.notInOrder.en;
/** The outlet's refusal (its board reads English). */
export const NO_OPEN_REPORT = (refId: string) => `Order ${refId} has no report waiting for an answer`;

export const isReportOpen = (order: Pick<OrderRow, 'report'>): boolean => order.report !== null && order.report.resolvedAt === null;

async function saveReport(tx: Database, order: OrderRow, report: OrderReportRow, now: number): Promise<OrderRow> {
  const [row] = await tx.update(orders).set({ report, updatedAt: new Date(now) }).where(eq(orders.id, order.id)).returning();
  if (!row) throw new Error(`Order ${order.refId} vanished while reporting`);
  await announce(tx, { orderRefId: row.refId, userId: row.userId, restaurantId: row.restaurantId, status: row.status });
  return row;
}

/** The customer's report, on their own handed-over order. */
export async function reportProblem(deps: Deps, userId: number, body: ReportOrderRequest): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    const order = await findOwnOrder(tx, userId, body.orderRefId, true);
    const now = deps.now();
    const { status, history } = progressOf(order, now, deps);
    if (status !== 'DELIVERED') throw new ApiError(422, { ref: orderWords.notHandedOver });
    const handedOverAt = history.find((step) => step.status === 'DELIVERED')?.at ?? now;
    if (order.report) throw new ApiError(422, { ref: order.report.resolvedAt === null ? orderWords.reportedAlready : orderWords.answeredAlready });
    if (now - handedOverAt > REPORT_WINDOW_MS) throw new ApiError(422, { ref: orderWords.tooLateToReport });
    const lines = await tx.select({ itemId: orderItems.itemId }).from(orderItems).where(eq(orderItems.orderId, order.id));
    const itemIds = [...new Set(body.itemIds)];
    if (!itemIds.every((id) => lines.some((line) => line.itemId === id))) throw new ApiError(422, { ref: orderWords.notInOrder });
    deps.metrics.outletMoves.inc({ move: 'reported' });
    return saveReport(tx, order, { kind: body.kind, itemIds, note: body.note ?? '', at: now, resolvedAt: null, reply: null, refundPaise: 0 }, now);
  });
}

/** What the reported dishes cost, at most what is left of what was paid (money and points) after what went back. */
async function refundableFor(tx: Database, order: OrderRow, itemIds: number[]): Promise<number> {
  const [lines, ledger] = await Promise.all([tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)), ledgerOf(tx, order.id)]);
  const dishes = lines.filter((line) => itemIds.includes(line.itemId)).reduce((sum, line) => sum + line.pricePaise * line.quantity, 0);
  return Math.min(dishes, sumsOf(ledger).leftPaise);
}

/** Rupees the outlet may put back for an open report: shown on its board beside the refund choice. */
export const refundableOf = (deps: Deps, order: OrderRow): Promise<number> =>
  isReportOpen(order) && order.report ? refundableFor(deps.db, order, order.report.itemIds).then(toRupees) : Promise.resolve(0);

/** The outlet's answer: its words to the customer, and the dishes' price back in the wallet when it says so. */
export async function resolveReport(deps: Deps, outlet: OutletRow, refId: string, answer: { reply: string; refund: boolean }): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.refId, refId), eq(orders.restaurantId, outlet.id))).for('update');
    if (!order?.placedAt) throw new ApiError(404, ORDER_NOT_FOUND);
    // Answered already (a lost answer sent again, or a second tablet): the first answer stands.
    if (order.report?.resolvedAt != null) return order;
    if (!order.report) throw new ApiError(422, NO_OPEN_REPORT(refId));
    const now = deps.now();
    const asked = answer.refund ? await refundableFor(tx, order, order.report.itemIds) : 0;
    const given = await giveBack(tx, order.id, { cause: 'REPORT', parts: asked > 0 ? [{ to: 'WALLET', paise: asked, reference: `report-${order.id}-wallet` }] : [], now });
    const refundPaise = given.givenPaise;
    const row = await saveReport(tx, order, { ...order.report, resolvedAt: now, reply: answer.reply, refundPaise }, now);
    const answered: Words = { ref: notificationWords.reportAnsweredBody, params: { outlet: outlet.title, ref: row.refId, reply: answer.reply } };
    const back = refundWords({ sourcePaise: 0, walletPaise: refundPaise, points: 0 });
    await notifyCustomer(
      tx,
      row.userId,
      {
        kind: 'ORDER',
        ...worded({ ref: notificationWords.reportAnswered }, back ? { ref: notificationWords.thenSentence, params: { first: answered, next: back } } : answered),
        target: orderTarget(row.refId),
        orderRefId: row.refId,
        dedupeKey: `order-${row.refId}-REPORT`,
      },
      now,
    );
    deps.metrics.outletMoves.inc({ move: 'report_answered' });
    return row;
  });
}
