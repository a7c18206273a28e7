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
import { priceOrder } from '../pricing';
import { newOrderRef } from './ref';
import { isUnplaced, repriceDraft, type OrderRow } from './store';
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

async function insertDraft(tx: Database, request: DraftRequest, now: Date, cookingInstruction: string): Promise<OrderRow> {
  // Priced without coupon or tip for the row's sake; saveDraft prices it again with what carries over.
  const bill = priceOrder({ orderType: request.orderType, lines: request.lines, deliveryDistanceMetres: request.place.deliveryDistanceMetres, coupon: null, tipPaise: 0, pointsOffered: 0 });
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
 * Saves the cart as a draft, in one transaction: the earlier draft again in place while it is a DRAFT; a new
 * draft otherwise (one waiting on a provider payment keeps its amount, so the new one takes over its choices).
 * Resolves to the priced draft and, when its coupon no longer qualifies and was dropped, the reason.
 */
export async function saveDraft(tx: Database, request: DraftRequest, now: number): Promise<{ order: OrderRow; couponDropped: Words | null }> {
  const earlier = await earlierOrder(tx, request);
  const kept = new Map<string, string>();
  if (earlier) {
    const lines = await tx
      .select({ itemId: orderItems.itemId, choiceIds: orderItems.choiceIds, instruction: orderItems.instruction })
      .from(orderItems)
      .where(eq(orderItems.orderId, earlier.id));
    for (const line of lines) kept.set(lineKey(line.itemId, line.choiceIds), line.instruction);
  }

  let row: OrderRow;
  if (earlier?.status === 'DRAFT') {
    const [updated] = await tx
      .update(orders)
      .set({ ...request.place, updatedAt: new Date(now) })
      .where(eq(orders.id, earlier.id))
      .returning();
    if (!updated) throw new Error(`Order ${earlier.refId} vanished while saving`);
    await tx.delete(orderItems).where(eq(orderItems.orderId, earlier.id));
    row = updated;
  } else {
    // The order's cooking instruction goes with the choices a draft awaiting a payment hands over (issue 35).
    row = await insertDraft(tx, request, new Date(now), earlier?.cookingInstruction ?? '');
  }
  await tx.insert(orderItems).values(
    request.lines.map((line) => ({ ...line, orderId: row.id, instruction: line.instruction || (kept.get(lineKey(line.itemId, line.choiceIds)) ?? '') })),
  );
  return repriceDraft(tx, row, { couponCode: earlier?.couponCode ?? null, tipPaise: earlier?.tipPaise ?? 0, usePoints: earlier?.usePoints ?? false }, now);
}
