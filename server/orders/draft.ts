/**
 * Writing the cart as a DRAFT order. A cart priced before (checkout reloaded, Back from the payment screen, a
 * dish added on the menu, another address) names its draft: that draft is the truth of what the customer chose
 * on it, so its coupon, tip, loyalty points and cooking instructions (each dish's and the order's) carry over, and the coupon is checked again on the new bill.
 */
import { and, eq } from 'drizzle-orm';
import type { FoodOrderType } from '../../src/api/contract';
import type { Database } from '../db/client';
import { lineKey } from '../../src/rules/lineKey';
import { orderItems, orders } from '../db/schema';
import { newOrderRef } from './ref';
import { isUnplaced, priceDraft, type DraftBill, type DraftTerms, type OrderItemRow, type OrderRow } from './store';
import type { Words } from '../http/say';

export interface DraftLine {
  itemId: number;
  /** Its sizes and add-ons, sorted, and how they read (pricePaise includes them). */
  choiceIds: number[];
  choices: string;
  quantity: number;
  /** '' when the cart sent none: the earlier draft's instruction for the dish is kept. */
  instruction: string;
  title: string;
  pricePaise: number;
  vegNonVeg: string;
}

/** Where the order goes: the columns saveOrder fills from the table or the delivery address. */
export interface DraftPlace {
  tableCode: string | null;
  tableNumber: string | null;
  deliveryText: string | null;
  deliveryLatitude: number | null;
  deliveryLongitude: number | null;
  deliveryDistanceMetres: number | null;
  /** The slot it is scheduled for (issue 23); null: as soon as possible. */
  scheduledFor: Date | null;
}

export interface DraftRequest {
  userId: number;
  restaurantId: number;
  orderType: FoodOrderType;
  /** The cart's earlier draft, if it has one. */
  earlierRefId: string | undefined;
  lines: DraftLine[];
  place: DraftPlace;
}

/**
 * The earlier draft when it is still this customer's, for the same outlet and order type, and not placed. Any
 * other ref (another account's, after a sign-out that kept the cart; an order since placed) starts afresh.
 */
async function earlierOrder(tx: Database, request: DraftRequest): Promise<OrderRow | null> {
  if (request.earlierRefId === undefined) return null;
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.refId, request.earlierRefId), eq(orders.userId, request.userId)))
    .for('update');
  return row && isUnplaced(row) && row.restaurantId === request.restaurantId && row.orderType === request.orderType ? row : null;
}

async function insertDraft(tx: Database, request: DraftRequest, bill: DraftBill, now: Date, cookingInstruction: string): Promise<OrderRow> {
  // A clash of two random refs is unlikely but possible: try again with a new one.
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(orders)
      .values({
        refId: newOrderRef(now.getTime()),
        userId: request.userId,
        restaurantId: request.restaurantId,
        orderType: request.orderType,
        status: 'DRAFT',
        paymentStatus: 'UNPAID',
        ...request.place,
        ...bill,
        cookingInstruction,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: orders.refId })
      .returning();
    if (row) return row;
  }
  throw new Error('Could not find a free order reference');
}

/**
 * Each dish's instruction on the earlier draft, by line: kept for the same dish with the same choices when the cart
 * sent none. A DRAFT's lines are removed as they are read (the cart's lines replace them); one awaiting a payment
 * keeps its own.
 */
async function earlierInstructions(tx: Database, earlier: OrderRow | null): Promise<Map<string, string>> {
  if (!earlier) return new Map();
  const which = eq(orderItems.orderId, earlier.id);
  const read = { itemId: orderItems.itemId, choiceIds: orderItems.choiceIds, instruction: orderItems.instruction };
  const lines = earlier.status === 'DRAFT' ? await tx.delete(orderItems).where(which).returning(read) : await tx.select(read).from(orderItems).where(which);
  return new Map(lines.map((line) => [lineKey(line.itemId, line.choiceIds), line.instruction]));
}

/** A saved draft: its row and lines as written, whether this request created it, and why its coupon was dropped if it was. */
export interface SavedDraft {
  order: OrderRow;
  items: OrderItemRow[];
  /** A new order row (no earlier draft to update): nothing has happened on it yet, no money moved. */
  created: boolean;
  couponDropped: Words | null;
}

/**
 * Saves the cart as a draft, in one transaction: the earlier draft again in place while it is a DRAFT; a new
 * draft otherwise (one waiting on a provider payment keeps its amount, so the new one takes over its choices).
 * The bill is priced once, from the cart's lines and the terms that carry over, before anything is written.
 */
export async function saveDraft(tx: Database, request: DraftRequest, now: number): Promise<SavedDraft> {
  const earlier = await earlierOrder(tx, request);
  const kept = await earlierInstructions(tx, earlier);
  const lines = request.lines.map((line) => ({ ...line, instruction: line.instruction || (kept.get(lineKey(line.itemId, line.choiceIds)) ?? '') }));
  const terms: DraftTerms = { couponCode: earlier?.couponCode ?? null, tipPaise: earlier?.tipPaise ?? 0, usePoints: earlier?.usePoints ?? false };
  const draft = { userId: request.userId, restaurantId: request.restaurantId, orderType: request.orderType, deliveryDistanceMetres: request.place.deliveryDistanceMetres };
  const { bill, couponDropped } = await priceDraft(tx, draft, lines, terms, now);

  const created = earlier?.status !== 'DRAFT';
  let row: OrderRow;
  if (earlier && !created) {
    const [updated] = await tx
      .update(orders)
      .set({ ...request.place, ...bill, updatedAt: new Date(now) })
      .where(eq(orders.id, earlier.id))
      .returning();
    if (!updated) throw new Error(`Order ${earlier.refId} vanished while saving`);
    row = updated;
  } else {
    // The order's cooking instruction goes with the choices a draft awaiting a payment hands over (issue 35).
    row = await insertDraft(tx, request, bill, new Date(now), earlier?.cookingInstruction ?? '');
  }
  const items = await tx
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, orderId: row.id })))
    .returning();
  return { order: row, items, created, couponDropped };
}
