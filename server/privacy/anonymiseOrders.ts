/**
 * An erase keeps the diner's placed orders, naming no one (migration 0080): each paid one's invoice keeps its place in
 * its outlet's series, so the series shows no hole, and the month's GST tables, takings and reports keep their figures
 * to the paisa. What stays is what the sums and the series read: the outlet, the type, the statuses and their times,
 * the lines (dish, choices, price, quantity), the bill's amounts, the coupon, the points, the ledger's rows of money
 * in and back, and the invoice's number and date. Everything that named the diner, or could lead to them, goes:
 *
 * - orders.user_id: null (whose it was).
 * - orders.delivery_text, delivery_latitude, delivery_longitude: the address and its pin.
 * - orders.rider_latitude, rider_longitude: the rider's last position, at the diner's door once delivered.
 * - orders.cooking_instruction and order_items.instruction: the diner's own words.
 * - orders.rating_comment: their review's words (the stars stay, a number that names no one).
 * - orders.report: the note they wrote and the outlet's reply to them ('' ); its kind, dishes and refund stay.
 * - orders.cancel_reason: the outlet's words to them when it refused (cancelled_by and the moves stay).
 * - order_ledger.note: support's own words about a credit (its cause, means, amount and the diner's reason code stay).
 * - support_refunds.ask.note: the same for a refund that waited for approval.
 * - order_riders.override_reason: the outlet's words when it handed over without the diner's code.
 * - rider_positions: the rider's way to the diner's door (kept a week anyway).
 * - payment_transactions: a kept order's decided payments stay without the diner (migration 0081), for a refund to the
 *   card or UPI that paid; its return_to (an app path) goes. Every other payment goes with the account.
 *
 * Kept on purpose: orders.customer_gstin, a business's registration printed on its invoice and reported in GSTR-1's
 * table 4A, which GST law keeps with the invoice; table_code and table_number (the outlet's table, not the diner);
 * rider_name and rider_phone (the outlet's rider). The diner's never-placed drafts go whole: they are carts, no invoice.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orderItems, orderLedger, orderRiders, orders, paymentTransactions, riderPositions, supportRefunds } from '../db/schema';

/** Strips the diner from their placed orders and deletes their drafts; answers how many orders stay. */
export async function anonymiseOrdersOf(tx: Database, userId: number): Promise<number> {
  await tx.delete(orders).where(and(eq(orders.userId, userId), isNull(orders.placedAt)));
  const kept = await tx
    .update(orders)
    .set({
      userId: null,
      deliveryText: null,
      deliveryLatitude: null,
      deliveryLongitude: null,
      riderLatitude: null,
      riderLongitude: null,
      cookingInstruction: '',
      ratingComment: null,
      cancelReason: null,
      report: sql`case when ${orders.report} is null then null else ${orders.report} || jsonb_build_object('note', '', 'reply', case when ${orders.report}->>'reply' is null then null else '' end) end`,
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id });
  const ids = kept.map((order) => order.id);
  if (ids.length > 0) await stripKeptOrders(tx, userId, ids);
  // The payments not kept go with the account (the column sets null on its own, migration 0081: they are deleted here).
  await tx.delete(paymentTransactions).where(eq(paymentTransactions.userId, userId));
  return ids.length;
}

async function stripKeptOrders(tx: Database, userId: number, ids: number[]): Promise<void> {
  await tx.update(orderItems).set({ instruction: '' }).where(inArray(orderItems.orderId, ids));
  await tx.update(orderLedger).set({ note: null }).where(inArray(orderLedger.orderId, ids));
  await tx
    .update(supportRefunds)
    .set({ ask: sql`jsonb_set(${supportRefunds.ask}, '{note}', '""')` })
    .where(inArray(supportRefunds.orderId, ids));
  await tx.update(orderRiders).set({ overrideReason: null }).where(inArray(orderRiders.orderId, ids));
  await tx.delete(riderPositions).where(inArray(riderPositions.orderId, ids));
  await tx
    .update(paymentTransactions)
    .set({ userId: null, returnTo: null })
    .where(and(eq(paymentTransactions.userId, userId), inArray(paymentTransactions.orderId, ids), eq(paymentTransactions.status, 'SUCCESS'), eq(paymentTransactions.applied, true)));
}
