/** Reading orders (own only), shaping them as the contract's Order, and re-pricing a draft after a change. */
import { orderDeliveryMinutes } from './deliveryTime';
import { and, asc, eq } from 'drizzle-orm';
import type { FoodOrderType, Order, OrderReport, OrderStatus, PaymentMode, PaymentStatus, VegNonVeg } from '../../src/api/contract';
import { couponNotValid, couponProblem, toCouponRule } from '../coupons';
import type { Database } from '../db/client';
import { coupons, orderItems, orderRiders, orders, restaurants, users, type OrderLedgerRow } from '../db/schema';
import { ApiError } from '../http/envelope';
import { dinerOf } from './diner';
import { sayTo, type Words } from '../http/say';
import type { Deps } from '../http/types';
import { offerWords } from '../messages/offers';
import { orderWords } from '../messages/orders';
import { toRupees } from '../money';
import { pointsToPay, pointsUsableOn, priceOrder, restaurantBillOf, type PricedBill, type PricingInput } from '../pricing';
import { settleCashOnHandover } from './handover';
import { progressOf } from './progress';
import { refundOf } from './refund';
import { ledgerOf, moneyBackOf } from '../orderLedger/sums';
import { paidByOthers } from '../tables/bill';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/** In English, for the outlet's board; the customer reads it in their language (findOwnOrder). */
export const ORDER_NOT_FOUND = orderWords.orderNotFound.en;
export const CANNOT_CHANGE: Words = { ref: orderWords.cannotChange };
export const ALREADY_PLACED: Words = { ref: orderWords.alreadyPlaced };
/** While the provider may still take money for the bill as it stands, the bill must stay as it stands. */
export const PAYMENT_UNDER_WAY: Words = { ref: orderWords.paymentUnderWay };

/** The caller's order; someone else's is "not found" (its existence is not the caller's business). */
export async function findOwnOrder(db: Database, userId: number, refId: string, lock = false): Promise<OrderRow> {
  const query = db.select().from(orders).where(and(eq(orders.refId, refId), eq(orders.userId, userId)));
  // FOR UPDATE: on PostgreSQL, concurrent changes to one order wait for each other (PGlite runs one at a time).
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new ApiError(404, { ref: orderWords.orderNotFound });
  return row;
}

/** Every change to a draft's bill (lines, coupon, tip, instructions) checks this on the row it has locked. */
export function requireDraft(order: OrderRow): void {
  if (order.status === 'PAYMENT_PENDING') throw new ApiError(422, PAYMENT_UNDER_WAY);
  if (order.status !== 'DRAFT') throw new ApiError(422, CANNOT_CHANGE);
}

export const isUnplaced = (order: OrderRow): boolean => order.status === 'DRAFT' || order.status === 'PAYMENT_PENDING';

/**
 * What the caller already holds about the order, so that toOrder does not read it again: saveOrder has just written
 * the draft's lines at an outlet it read, for a customer whose points it knows; a draft it has just created has had
 * no money move on it (an empty ledger).
 */
export interface KnownOfOrder {
  items?: OrderItemRow[];
  restaurant?: typeof restaurants.$inferSelect;
  ledger?: OrderLedgerRow[];
  /** The customer's loyalty points as this request read them. */
  pointsBalance?: number;
}

const itemsOf = (db: Database, orderId: number): Promise<OrderItemRow[]> => db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

async function restaurantOf(db: Database, order: OrderRow): Promise<typeof restaurants.$inferSelect> {
  const [restaurant] = await db.select().from(restaurants).where(eq(restaurants.id, order.restaurantId));
  if (!restaurant) throw new Error(`Order ${order.refId} has no outlet`);
  return restaurant;
}

async function handoverCodeOf(db: Database, orderId: number): Promise<string | null> {
  const [handover] = await db.select({ code: orderRiders.handoverCode }).from(orderRiders).where(eq(orderRiders.orderId, orderId));
  return handover?.code ?? null;
}

/** The contract's Order. A cash payment taken at the handover is recorded first, so no answer calls it unpaid. */
export async function toOrder(db: Database, row: OrderRow, deps: Deps, known: KnownOfOrder = {}): Promise<Order> {
  const order = await settleCashOnHandover(db, row, deps);
  const progress = progressOf(order, deps.now(), deps);
  const [items, restaurant, pointsOffer, handoverCode, ledger] = await Promise.all([
    known.items ? [...known.items].sort((a, b) => a.id - b.id) : itemsOf(db, order.id),
    known.restaurant ?? restaurantOf(db, order),
    pointsOfferOn(db, order, known.pointsBalance),
    // Issue 37: the code for the door is shown only while the order is on its way, so it is read only then.
    progress.status === 'OUT_FOR_DELIVERY' ? handoverCodeOf(db, order.id) : null,
    known.ledger ?? ledgerOf(db, order.id),
  ]);
  return {
    orderRefId: order.refId,
    orderType: order.orderType as FoodOrderType,
    status: progress.status,
    paymentStatus: order.paymentStatus as PaymentStatus,
    paymentMode: order.paymentMode as PaymentMode | null,
    restaurantUuid: restaurant.uuid,
    restaurantName: restaurant.title,
    restaurantLatitude: restaurant.latitude,
    restaurantLongitude: restaurant.longitude,
    tableNumber: order.tableNumber,
    deliveryAddress:
      order.deliveryText !== null && order.deliveryLatitude !== null && order.deliveryLongitude !== null
        ? { text: order.deliveryText, latitude: order.deliveryLatitude, longitude: order.deliveryLongitude }
        : null,
    itemList: items.map((item) => ({
      itemId: item.itemId,
      choiceIds: item.choiceIds,
      choices: item.choices,
      title: item.title,
      price: toRupees(item.pricePaise),
      quantity: item.quantity,
      vegNonVeg: item.vegNonVeg as VegNonVeg,
      instruction: item.instruction,
      lineTotal: toRupees(item.pricePaise * item.quantity),
    })),
    cookingInstruction: order.cookingInstruction,
    couponCode: order.couponCode,
    couponDiscountAmount: toRupees(order.couponDiscountPaise),
    isDeliveryOfferApplicable: order.isDeliveryOfferApplicable,
    bill: {
      restaurantBill: toRupees(order.restaurantBillPaise),
      taxesAndCharges: toRupees(order.taxesPaise),
      deliveryFee: toRupees(order.deliveryFeePaise),
      packingCharges: toRupees(order.packingChargesPaise),
      couponDiscount: toRupees(order.couponDiscountPaise),
      tip: toRupees(order.tipPaise),
      loyaltyPoints: order.pointsUsed,
      grandTotal: toRupees(order.grandTotalPaise),
    },
    pointsOffer,
    orderTotal: toRupees(order.grandTotalPaise),
    tipPaidAfter: toRupees(order.tipPaidAfterPaise),
    rating: order.rating,
    ratingComment: order.rating === null ? null : (order.ratingComment ?? ''),
    ratedAt: order.ratedAt?.getTime() ?? null,
    createdAt: order.createdAt.getTime(),
    placedAt: order.placedAt?.getTime() ?? null,
    expectedAt: order.expectedAt?.getTime() ?? null,
    deliveryMinutes: orderDeliveryMinutes(order, deps),
    scheduledFor: order.scheduledFor?.getTime() ?? null,
    paidAt: order.paidAt?.getTime() ?? null,
    statusHistory: progress.history,
    cancelReason: order.cancelReason,
    // Issue 37: the diner sees the rider only while the order is on its way, and the code for the door with them.
    rider: progress.status === 'OUT_FOR_DELIVERY' && order.riderName && order.riderPhone ? { name: order.riderName, phone: order.riderPhone } : null,
    handoverCode,
    tableCalls: { waiter: order.waiterCalledAt?.getTime() ?? null, bill: order.billRequestedAt?.getTime() ?? null },
    // Issue 35: a table's round others paid towards offers no Cancel (cancelByCustomer refuses it too).
    canCancel: order.placedAt !== null && progress.status === 'PLACED' && !(order.orderType === 'DineIn' && (await paidByOthers(db, order))),
    cancelledBy: order.cancelledBy,
    refund: refundOf(ledger, order.userId),
    moneyBack: moneyBackOf(ledger, order.userId),
    restaurantPhone: restaurant.phone,
    report: reportOf(order, ledger),
  };
}

/** The customer's report and the outlet's answer, as the customer reads them; what went back for it from the ledger. */
export const reportOf = (order: OrderRow, ledger: readonly OrderLedgerRow[]): OrderReport | null =>
  order.report
    ? {
        kind: order.report.kind,
        itemIds: order.report.itemIds,
        note: order.report.note,
        at: order.report.at,
        resolvedAt: order.report.resolvedAt,
        reply: order.report.reply,
        refund: toRupees(ledger.filter((row) => row.flow === 'BACK' && row.cause === 'REPORT').reduce((sum, row) => sum + row.amountPaise, 0)),
      }
    : null;

/** A re-priced draft as the contract's Order, saying why its coupon was dropped when it was, in its reader's language. */
export async function toDraftAnswer(
  db: Database,
  repriced: { order: OrderRow; couponDropped: Words | null },
  deps: Deps,
  reader: Request,
  known: KnownOfOrder = {},
): Promise<Order> {
  const order = await toOrder(db, repriced.order, deps, known);
  return repriced.couponDropped === null ? order : { ...order, couponDropped: sayTo(reader, repriced.couponDropped) };
}

export const effectiveStatus = (order: OrderRow, deps: Deps): OrderStatus => progressOf(order, deps.now(), deps).status;

async function pointsBalance(db: Database, userId: number): Promise<number> {
  const [user] = await db.select({ points: users.rewardPoints }).from(users).where(eq(users.id, userId));
  return user?.points ?? 0;
}

/**
 * The points this customer could put towards the draft's bill now (issue 23): what they hold, up to what leaves ₹1
 * to pay, and only when they cannot pay the whole bill (then the Loyalty Points method does). Once chosen, the
 * points the bill takes. 0 for a placed order.
 */
async function pointsOfferOn(db: Database, order: OrderRow, knownBalance: number | undefined): Promise<number> {
  if (!isUnplaced(order)) return 0;
  if (order.usePoints) return order.pointsUsed;
  const balance = knownBalance ?? (await pointsBalance(db, dinerOf(order)));
  return balance < pointsToPay(order.grandTotalPaise) ? Math.min(balance, pointsUsableOn(order.grandTotalPaise)) : 0;
}

/** What a draft's bill is priced on besides its lines, as the customer chose it. */
export interface DraftTerms {
  couponCode: string | null;
  tipPaise: number;
  usePoints: boolean;
}

/** A draft's priced bill with the terms it was priced on (couponCode null once a coupon that no longer qualifies is dropped). */
export type DraftBill = PricedBill & { couponCode: string | null; usePoints: boolean };

/**
 * Prices a draft from its lines and terms, writing nothing: the coupon is checked again on this bill (dropped, with
 * its reason, when it no longer qualifies), and points the customer put towards it are what they hold now.
 */
export async function priceDraft(
  tx: Database,
  order: Pick<OrderRow, 'restaurantId' | 'orderType' | 'deliveryDistanceMetres'> & { userId: number },
  lines: PricingInput['lines'],
  terms: DraftTerms,
  now: number,
): Promise<{ bill: DraftBill; couponDropped: Words | null }> {
  const restaurantBillPaise = restaurantBillOf(lines);
  let couponCode = terms.couponCode;
  let couponDropped: Words | null = null;
  let rule = null;
  if (couponCode !== null) {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, couponCode));
    const problem = couponProblem(couponCode, coupon, { ...order, restaurantBillPaise }, now);
    if (problem !== null || !coupon) {
      // The coupon's own reason, as applying it would have said, so the diner knows what would bring it back.
      couponDropped = { ref: offerWords.couponDropped, params: { code: couponCode, reason: problem ?? couponNotValid(couponCode) } };
      couponCode = null;
    } else {
      rule = toCouponRule(coupon);
    }
  }
  const bill = priceOrder({
    orderType: order.orderType as FoodOrderType,
    lines,
    deliveryDistanceMetres: order.deliveryDistanceMetres,
    coupon: rule,
    tipPaise: terms.tipPaise,
    pointsOffered: terms.usePoints ? await pointsBalance(tx, order.userId) : 0,
  });
  return { bill: { ...bill, couponCode, usePoints: terms.usePoints }, couponDropped };
}

/**
 * Prices a draft again from its stored lines (after a quantity, coupon or tip change). A coupon that no
 * longer qualifies is dropped; the reason is returned so the answer can say why.
 */
export async function repriceDraft(
  tx: Database,
  order: OrderRow,
  changes: Partial<DraftTerms>,
  now: number,
): Promise<{ order: OrderRow; couponDropped: Words | null }> {
  const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const terms: DraftTerms = {
    couponCode: changes.couponCode === undefined ? order.couponCode : changes.couponCode,
    tipPaise: changes.tipPaise ?? order.tipPaise,
    usePoints: changes.usePoints ?? order.usePoints,
  };
  const { bill, couponDropped } = await priceDraft(tx, { ...order, userId: dinerOf(order) }, lines, terms, now);
  const [updated] = await tx
    .update(orders)
    .set({ ...bill, updatedAt: new Date(now) })
    .where(eq(orders.id, order.id))
    .returning();
  if (!updated) throw new Error(`Order ${order.refId} vanished while re-pricing`);
  return { order: updated, couponDropped };
}
