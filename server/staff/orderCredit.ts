/**
 * Support gives money back for an order (a late delivery, a cold or missing dish), with a reason the diner reads and
 * a note head office keeps: an amount, or chosen dishes with their share of the order's tax; to the diner's wallet at
 * once, or to the UPI, card or app that paid, through the provider (written PENDING, handed over after the commit,
 * as a cancellation's refund is). On the order's locked row, through giveBack, so asks made at once are counted one
 * after another on every database and never pass what the order cost. Above the owner's limit the ask is not paid:
 * it waits for someone in finance who did not ask (./supportRefunds.ts). The money, the diner's notification and the
 * audit row (who, why, how much) commit together.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SupportReason } from '../../src/api/contract/support';
import type { Transaction } from '../db/client';
import { orderItems, orders, supportRefunds, supportSettings, type OrderLedgerRow, type SupportRefundAsk } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { toPaise, toRupees } from '../money';
import { giveBack, moreThanLeft, type BackPart } from '../orderLedger/giveBack';
import { sendRefundsOf } from '../orderLedger/providerRefunds';
import { ledgerOf, sourceLeftOf, sumsOf } from '../orderLedger/sums';
import { notificationWords } from '../messages/notifications';
import { notifyCustomer, orderTarget, worded } from '../push/notifications';
import { formatRupees } from '../../src/lib/format';
import { recordAudit, type Actor } from './audit';

/** Where the diner's notification opens: the wallet, where the money is, or the order, where a refund is told. */
const WALLET_TARGET = '/wallet-money';

export const orderNotFound = (refId: string) => `No order ${refId}`;
export const notPaidYet = (refId: string) => `Order ${refId} is not paid: there is nothing to give back`;
export const moreThanSource = (refId: string, leftPaise: number) =>
  leftPaise > 0 ? `At most ₹${toRupees(leftPaise)} can go back to the UPI, card or app that paid for order ${refId}` : `Order ${refId} has nothing left to go back to a UPI, card or app: give it to the wallet`;

export interface CreditAsk {
  amount?: number;
  lines?: Array<{ lineId: number; quantity: number }>;
  to: 'WALLET' | 'SOURCE';
  why: SupportReason;
  reason: string;
}

export interface CreditDone {
  /** What may still go back (rupees). */
  creditable: number;
  /** What went back now (rupees; 0 when it waits). */
  given: number;
  waitingId: number | null;
}

type OrderRow = typeof orders.$inferSelect;

/**
 * What chosen dishes come to when given back: their line totals less their share of the coupon's discount (what the
 * diner paid for them), and the tax on that at the order's rate (the order's tax over its taxable value: the bill less
 * the discount, with packing). So a dish's tax is the rate's, never a share of the packing's tax too, and a credit note
 * that carries it reads at the invoice's rate.
 */
export function dishesGivenBack(
  order: Pick<OrderRow, 'taxesPaise' | 'restaurantBillPaise' | 'couponDiscountPaise' | 'packingChargesPaise'>,
  dishesPaise: number,
): { paise: number; taxPaise: number } {
  const bill = order.restaurantBillPaise;
  if (bill <= 0) return { paise: dishesPaise, taxPaise: 0 };
  const net = Math.round((dishesPaise * (bill - order.couponDiscountPaise)) / bill);
  const taxable = bill - order.couponDiscountPaise + order.packingChargesPaise;
  const taxPaise = taxable > 0 ? Math.round((order.taxesPaise * net) / taxable) : 0;
  return { paise: net + taxPaise, taxPaise };
}

/** A dish support gave back in full already (or kept for a refund waiting for finance). */
export const dishGivenBackAlready = (refId: string, title: string) => `${title} of order ${refId} was given back already: choose another dish or give an amount`;
/** More of a dish than is left to give back. */
export const moreOfDishThanLeft = (refId: string, title: string, left: number, asked: number) => `Only ${left} of ${title} is left to give back for order ${refId}, not ${asked}`;

/**
 * Takes the chosen units off what is left to give back of each line, and answers what they come to with their tax
 * share. One conditional UPDATE a line, in the refund's own transaction (rolled back with it): it moves only while
 * what was given back and what is asked stay within the line's quantity, and the database's CHECK holds the same, so
 * of two refunds of the last unit at once one takes it and the other is refused. A line not in the order, more of it
 * than was ordered, or more than is left is refused, saying which.
 */
async function takeLines(tx: Transaction, order: OrderRow, lines: NonNullable<CreditAsk['lines']>): Promise<{ paise: number; taxPaise: number }> {
  let dishes = 0;
  for (const line of lines) {
    const [taken] = await tx
      .update(orderItems)
      .set({ givenBackQuantity: sql`${orderItems.givenBackQuantity} + ${line.quantity}` })
      .where(and(eq(orderItems.id, line.lineId), eq(orderItems.orderId, order.id), sql`${orderItems.givenBackQuantity} + ${line.quantity} <= ${orderItems.quantity}`))
      .returning({ pricePaise: orderItems.pricePaise });
    if (taken) {
      dishes += taken.pricePaise * line.quantity;
      continue;
    }
    const [row] = await tx.select().from(orderItems).where(and(eq(orderItems.id, line.lineId), eq(orderItems.orderId, order.id)));
    if (!row) throw new ApiError(400, `Dish line ${line.lineId} is not in order ${order.refId}`);
    if (line.quantity > row.quantity) throw new ApiError(400, `Order ${order.refId} has ${row.quantity} of ${row.title}, not ${line.quantity}`);
    const left = row.quantity - row.givenBackQuantity;
    throw new ApiError(409, left <= 0 ? dishGivenBackAlready(order.refId, row.title) : moreOfDishThanLeft(order.refId, row.title, left, line.quantity));
  }
  return dishesGivenBack(order, dishes);
}

/** A refund that waited declined: its dishes are left to give back again. */
export async function releaseLines(tx: Transaction, orderId: number, lines: SupportRefundAsk['lines']): Promise<void> {
  for (const line of lines) {
    await tx
      .update(orderItems)
      .set({ givenBackQuantity: sql`greatest(0, ${orderItems.givenBackQuantity} - ${line.quantity})` })
      .where(and(eq(orderItems.id, line.lineId), eq(orderItems.orderId, orderId)));
  }
}

/** The provider payments that paid for the order, each with what may still go back through it (oldest first). */
export function sourcesOf(ledger: readonly OrderLedgerRow[]): Array<{ paymentId: string; paymentMode: string | null; leftPaise: number }> {
  const seen = new Set<string>();
  const sources: Array<{ paymentId: string; paymentMode: string | null; leftPaise: number }> = [];
  for (const row of ledger) {
    if (row.flow !== 'PAID' || row.means !== 'ONLINE' || !row.paymentId || seen.has(row.paymentId)) continue;
    seen.add(row.paymentId);
    sources.push({ paymentId: row.paymentId, paymentMode: row.paymentMode, leftPaise: sourceLeftOf(ledger, row.paymentId) });
  }
  return sources;
}

export const sourceLeftOfOrder = (ledger: readonly OrderLedgerRow[]) => sourcesOf(ledger).reduce((sum, source) => sum + source.leftPaise, 0);

/** The parts one ask becomes: the wallet, or each provider payment in turn up to what it brought. */
function partsFor(ledger: readonly OrderLedgerRow[], to: 'WALLET' | 'SOURCE', paise: number, reference: string): BackPart[] {
  if (to === 'WALLET') return [{ to: 'WALLET', paise, reference }];
  const parts: BackPart[] = [];
  let rest = paise;
  for (const source of sourcesOf(ledger)) {
    if (rest <= 0) break;
    const take = Math.min(rest, source.leftPaise);
    if (take <= 0) continue;
    parts.push({ to: 'SOURCE', paise: take, reference: parts.length === 0 ? reference : `${reference}-${parts.length + 1}`, paymentId: source.paymentId, paymentMode: source.paymentMode });
    rest -= take;
  }
  return parts;
}

/** Refuses, with what is left, an ask the order cannot give now: more than is left, or more than its source brought. */
function checkRoom(order: OrderRow, ledger: readonly OrderLedgerRow[], to: 'WALLET' | 'SOURCE', paise: number): void {
  const sums = sumsOf(ledger);
  if (sums.paidPaise === 0) throw new ApiError(409, notPaidYet(order.refId));
  if (paise > sums.leftPaise) throw new ApiError(409, moreThanLeft(order.refId, sums.leftPaise));
  if (to === 'SOURCE') {
    const sourceLeft = Math.min(sourceLeftOfOrder(ledger), sums.leftPaise);
    if (paise > sourceLeft) throw new ApiError(409, moreThanSource(order.refId, sourceLeft));
  }
}

/** The owner's limit (paise) above which a refund waits for finance; null: none. */
export async function approvalLimit(tx: Transaction | Deps['db']): Promise<number | null> {
  const [row] = await tx.select({ above: supportSettings.approvalAbovePaise }).from(supportSettings).where(eq(supportSettings.id, 1));
  return row?.above ?? null;
}

/**
 * Gives what was asked, all of it or none, on the order's row locked by the caller; tells the diner. `reference` makes
 * it once-only (an approval's is its request's). Answers what went back and what is left (paise).
 */
export async function giveSupportBack(
  tx: Transaction,
  order: OrderRow,
  ask: { to: 'WALLET' | 'SOURCE'; paise: number; why: string; note: string; taxPaise?: number },
  reference: string,
  staffId: number | null,
  now: number,
): Promise<{ givenPaise: number; leftPaise: number }> {
  const ledger = await ledgerOf(tx, order.id);
  checkRoom(order, ledger, ask.to, ask.paise);
  const given = await giveBack(tx, order.id, {
    cause: 'SUPPORT',
    parts: partsFor(ledger, ask.to, ask.paise, reference),
    whole: true,
    staffId: staffId ?? undefined,
    note: ask.note,
    reason: ask.why,
    taxPaise: ask.taxPaise,
    now,
  });
  if (given.givenPaise > 0) {
    const amount = formatRupees(toRupees(given.givenPaise));
    const toSource = ask.to === 'SOURCE';
    await notifyCustomer(
      tx,
      order.userId,
      {
        kind: 'ORDER',
        ...worded({ ref: notificationWords.moneyBack }, { ref: toSource ? notificationWords.moneyBackSourceBody : notificationWords.moneyBackBody, params: { amount, ref: order.refId } }),
        target: toSource ? orderTarget(order.refId) : WALLET_TARGET,
        orderRefId: order.refId,
        dedupeKey: `order-${order.refId}-CREDIT-${reference}`,
      },
      now,
    );
  }
  return { givenPaise: given.givenPaise, leftPaise: given.leftPaise };
}

export async function creditOrder(deps: Deps, actor: Actor, refId: string, ask: CreditAsk, canSee: (outletId: number) => void): Promise<CreditDone> {
  const now = deps.now();
  const done = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.refId, refId)).for('update');
    if (!order || order.placedAt === null) throw new ApiError(404, orderNotFound(refId));
    canSee(order.restaurantId);
    const before = await ledgerOf(tx, order.id);
    // Chosen dishes are taken off what is left of them now, whether paid at once or kept while the refund waits.
    const fromLines = ask.lines ? await takeLines(tx, order, ask.lines) : null;
    const paise = fromLines?.paise ?? toPaise(ask.amount ?? 0);
    checkRoom(order, before, ask.to, paise);
    const returned = sumsOf(before).backPaise;
    const audited = { amount: toRupees(paise), to: ask.to, why: ask.why, reason: ask.reason, lines: ask.lines ?? [] };
    const limit = await approvalLimit(tx);
    if (limit !== null && paise > limit) {
      // Above the owner's limit: nothing moves until someone in finance who did not ask approves it.
      const stored: SupportRefundAsk = { to: ask.to, lines: ask.lines ?? [], reason: ask.why, note: ask.reason, taxPaise: fromLines?.taxPaise };
      const [waiting] = await tx.insert(supportRefunds).values({ orderId: order.id, ask: stored, amountPaise: paise, askedBy: actor.staffId, askedAt: new Date(now) }).returning({ id: supportRefunds.id });
      if (!waiting) throw new Error(`Order ${refId}: refund request not written`);
      await recordAudit(tx, actor, { action: 'refund-asked', entity: 'order', entityId: refId, outletId: order.restaurantId, before: null, after: { ...audited, requestId: waiting.id } }, now);
      return { orderId: order.id, creditable: toRupees(sumsOf(before).leftPaise), given: 0, waitingId: waiting.id, toSource: false };
    }
    const nth = before.filter((row) => row.cause === 'SUPPORT').length + 1;
    const given = await giveSupportBack(tx, order, { to: ask.to, paise, why: ask.why, note: ask.reason, taxPaise: fromLines?.taxPaise }, `support-${order.id}-${nth}`, actor.staffId, now);
    await recordAudit(
      tx,
      actor,
      { action: 'credit', entity: 'order', entityId: refId, outletId: order.restaurantId, before: { returned: toRupees(returned) }, after: { returned: toRupees(returned + given.givenPaise), ...audited } },
      now,
    );
    return { orderId: order.id, creditable: toRupees(given.leftPaise), given: toRupees(given.givenPaise), waitingId: null, toSource: ask.to === 'SOURCE' };
  });
  // After the commit: a slow provider holds no lock; the sweep hands it over again if this fails.
  if (done.toSource) await sendRefundsOf(deps, done.orderId);
  return { creditable: done.creditable, given: done.given, waitingId: done.waitingId };
}
