/**
 * Buying deals: the bill (GST like food), the reservation that holds stock for DEAL_LIMITS.reserveMinutes, and
 * paying it. Stock is taken by one conditional UPDATE per deal, inside the reservation's transaction, so
 * concurrent buyers never take more than there is and a cart is reserved whole or not at all.
 */
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import {
  DEAL_LIMITS,
  DEAL_MESSAGES,
  type DealBill,
  type DealCartRequest,
  type DealOrderRequest,
  type DealPayment,
  type DealReservation,
} from '../../src/api/contract';
import type { Database } from '../db/client';
import { dealItems, dealOrders, paymentTransactions, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { offerWords } from '../messages/offers';
import { requireUpiId } from '../payments/provider';
import type { Deps } from '../http/types';
import { toRupees } from '../money';
import { GST_PERCENT } from '../pricing';
import { debitWallet, spendPoints } from '../wallet';
import { releaseExpired, releaseReservations, type DealItemRow } from './catalog';
import { myDealsOf } from './holdings';
import { newCheckoutRef } from './refs';

type Lines = DealCartRequest['items'];
interface PricedLine {
  item: DealItemRow;
  quantity: number;
  linePaise: number;
  taxPaise: number;
}

const RESERVE_MS = DEAL_LIMITS.reserveMinutes * 60_000;
/** 1 loyalty point pays ₹1; a bill with paise needs the next whole point (as for food). */
const pointsFor = (paise: number) => Math.ceil(paise / 100);

function billOf(lines: PricedLine[]): DealBill {
  const itemPaise = lines.reduce((sum, l) => sum + l.linePaise, 0);
  const taxPaise = lines.reduce((sum, l) => sum + l.taxPaise, 0);
  return {
    lines: lines.map((l) => ({
      dealItemId: l.item.id,
      title: l.item.title,
      quantity: l.quantity,
      unitPrice: toRupees(l.item.dealPricePaise),
      lineTotal: toRupees(l.linePaise),
    })),
    itemTotal: toRupees(itemPaise),
    taxesAndCharges: toRupees(taxPaise),
    grandTotal: toRupees(itemPaise + taxPaise),
  };
}

/** The cart's deals, checked for what a buyer can be told before any stock moves. */
async function priceLines(db: Database, lines: Lines, now: number, forReserve: boolean): Promise<PricedLine[]> {
  const ids = lines.map((l) => l.dealItemId);
  const rows = await db.select().from(dealItems).where(inArray(dealItems.id, ids));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return lines.map(({ dealItemId, quantity }) => {
    const item = byId.get(dealItemId);
    if (!item) throw new ApiError(404, { ref: offerWords.dealNotFound });
    if (item.validUntil.getTime() <= now) throw new ApiError(422, { ref: offerWords.dealExpiredNamed, params: { title: item.title } });
    if (quantity > item.maxPerOrder) throw new ApiError(422, { ref: offerWords.dealAtMost, params: { max: item.maxPerOrder, title: item.title } });
    if (forReserve) assertInStock(item, quantity);
    const linePaise = item.dealPricePaise * quantity;
    return { item, quantity, linePaise, taxPaise: Math.round((linePaise * GST_PERCENT) / 100) };
  });
}

function assertInStock(item: DealItemRow, quantity: number): void {
  if (item.stockLeft <= 0) throw new ApiError(422, { ref: offerWords.dealSoldOut, params: { title: item.title } });
  if (item.stockLeft < quantity) throw new ApiError(422, { ref: offerWords.dealOnlyLeft, params: { left: item.stockLeft, title: item.title } });
}

/** stealDeal/taxCalculation: the bill the checkout shows; nothing is held. */
export async function calculateDealBill(db: Database, lines: Lines, now: number): Promise<DealBill> {
  return billOf(await priceLines(db, lines, now, false));
}

/** stealDeal/reserve: holds the stock of every line (all or none) and records the checkout. */
export async function reserveDeals(db: Database, userId: number, lines: Lines, now: number): Promise<DealReservation> {
  await releaseExpired(db, now);
  const checkoutRef = newCheckoutRef();
  const reservedUntil = new Date(now + RESERVE_MS);
  // In id order, so two carts with the same deals lock their rows in the same order (no deadlock).
  const sorted = [...lines].sort((a, b) => a.dealItemId - b.dealItemId);
  const priced = await db.transaction(async (tx) => {
    // One unpaid checkout per customer: a new one replaces the last (its stock back on sale, its payment
    // closed), so asking again and again never holds more, or longer, than one checkout does. The customer's
    // row lock makes concurrent asks take turns.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    // Then the customer's reservations, and every deal row this checkout gives back or takes, in id order: the
    // one lock order of every path that moves stock (./catalog.ts releaseReservations), so none deadlocks another.
    const reserved = await tx.select({ dealItemId: dealOrders.dealItemId }).from(dealOrders).where(and(eq(dealOrders.userId, userId), eq(dealOrders.status, 'RESERVED'))).for('update');
    const touched = [...new Set([...reserved.map((row) => row.dealItemId), ...sorted.map((line) => line.dealItemId)])];
    await tx.select({ id: dealItems.id }).from(dealItems).where(inArray(dealItems.id, touched)).orderBy(asc(dealItems.id)).for('update');
    await releaseUnpaidCheckouts(tx, userId);
    const held = await priceLines(tx, sorted, now, true);
    for (const line of held) {
      const [taken] = await tx
        .update(dealItems)
        .set({ stockLeft: sql`${dealItems.stockLeft} - ${line.quantity}` })
        .where(and(eq(dealItems.id, line.item.id), gte(dealItems.stockLeft, line.quantity)))
        .returning({ stockLeft: dealItems.stockLeft });
      if (!taken) {
        // Someone else took it meanwhile: say what is left now.
        const [current] = await tx.select().from(dealItems).where(eq(dealItems.id, line.item.id));
        assertInStock(current ?? { ...line.item, stockLeft: 0 }, line.quantity);
        throw new ApiError(422, { ref: offerWords.dealSoldOut, params: { title: line.item.title } });
      }
    }
    await tx.insert(dealOrders).values(
      held.map((l) => ({
        checkoutRef,
        userId,
        dealItemId: l.item.id,
        quantity: l.quantity,
        units: l.quantity * l.item.unitsPerDeal,
        unitPricePaise: l.item.dealPricePaise,
        taxPaise: l.taxPaise,
        totalPaise: l.linePaise + l.taxPaise,
        status: 'RESERVED',
        reservedUntil,
        createdAt: new Date(now),
      })),
    );
    return held;
  });
  return { checkoutRef, reservedUntil: reservedUntil.getTime(), bill: billOf(priced) };
}

/**
 * Releases the customer's unpaid checkouts. A provider payment still open for one stays open: if the customer
 * pays it after all, its money goes to the wallet (the checkout is no longer reserved).
 */
const releaseUnpaidCheckouts = (tx: Database, userId: number) => releaseReservations(tx, sql`${dealOrders.userId} = ${userId}`, 'CANCELLED');

/** Marks a reservation paid, once: false when it is no longer reserved (paid another way, expired, cancelled). */
export async function markCheckoutPaid(tx: Database, userId: number, checkoutRef: string, paymentMode: string, now: number): Promise<boolean> {
  const paid = await tx
    .update(dealOrders)
    .set({ status: 'PAID', paymentMode, paidAt: new Date(now) })
    .where(and(eq(dealOrders.checkoutRef, checkoutRef), eq(dealOrders.userId, userId), eq(dealOrders.status, 'RESERVED')))
    .returning({ id: dealOrders.id });
  return paid.length > 0;
}

/** A payment that failed gives the stock back at once rather than at the end of the hold. */
export const releaseCheckout = (tx: Database, checkoutRef: string) =>
  releaseReservations(tx, sql`${dealOrders.checkoutRef} = ${checkoutRef}`, 'CANCELLED');

async function reservedCheckout(db: Database, userId: number, checkoutRef: string) {
  const rows = await db
    .select()
    .from(dealOrders)
    .where(and(eq(dealOrders.checkoutRef, checkoutRef), eq(dealOrders.userId, userId)))
    .orderBy(asc(dealOrders.id));
  if (rows.length === 0) throw new ApiError(404, { ref: offerWords.dealReservationNotFound });
  if (rows.every((r) => r.status === 'PAID')) throw new ApiError(422, { ref: offerWords.dealAlreadyPaid });
  // English for every reader: the deal checkout knows a lapsed hold by these words (usePayForDeals) and reserves again.
  if (rows.some((r) => r.status !== 'RESERVED')) throw new ApiError(422, DEAL_MESSAGES.reservationGone);
  return { rows, totalPaise: rows.reduce((sum, r) => sum + r.totalPaise, 0) };
}

/** stealDeal/order: wallet and points settle now, in one transaction with the ledger; the others go to the provider. */
export async function payForDeals(deps: Deps, userId: number, request: DealOrderRequest): Promise<DealPayment> {
  const { db } = deps;
  const now = deps.now();
  const { checkoutRef, paymentMode } = request;
  await releaseExpired(db, now);
  const { totalPaise } = await reservedCheckout(db, userId, checkoutRef);

  if (paymentMode === 'WALLET' || paymentMode === 'LOYALTY_POINTS') {
    await db.transaction(async (tx) => {
      if (!(await markCheckoutPaid(tx, userId, checkoutRef, paymentMode, now))) throw new ApiError(422, DEAL_MESSAGES.reservationGone);
      const entry = { userId, kind: 'DEAL_PAYMENT' as const, reference: checkoutRef, now };
      if (paymentMode === 'WALLET') await debitWallet(tx, { ...entry, amountPaise: totalPaise });
      else await spendPoints(tx, { ...entry, points: pointsFor(totalPaise) });
    });
    const deals = (await myDealsOf(db, userId)).filter((d) => d.checkoutRef === checkoutRef);
    return { status: 'PAID', deals };
  }

  requireUpiId(deps.payments, paymentMode, request.upiId);
  // 128 random bits: the provider page has no sign-in, so knowing the id is what authorises seeing it.
  const txnId = randomBytes(16).toString('base64url');
  // The hold is the one the reservation began with: asking to pay again does not extend it (a payment that
  // succeeds after it ended is refunded to the wallet, server/payments/outcome.ts).
  await db.transaction(async (tx) => {
    await tx.insert(paymentTransactions).values({
      id: txnId,
      userId,
      orderId: null,
      purpose: 'STEAL_DEAL',
      reference: checkoutRef,
      paymentMode,
      amountPaise: totalPaise,
      returnTo: request.returnTo ?? null,
      status: 'PENDING',
      createdAt: new Date(now),
    });
  });
  return { status: 'REDIRECT', paymentRequest: { paymentTransactionRefId: txnId, redirectUrl: (await deps.openPayment(txnId)).redirectUrl } };
}
