/**
 * Writing the cart as a DRAFT order. A cart priced before (checkout reloaded, Back from the payment screen, a
 * dish added on the menu, another address) names its draft: that draft is the truth of what the customer chose
 * on it, so its coupon, tip, loyalty points and cooking instructions (each dish's and the order's) carry over, and the coupon is checked again on the new bill.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FoodOrderType } from '../../src/api/contract';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
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

/** What a line holds besides its order (written with it), as the statement reads each from the cart's lines. */
const LINE_KEYS = ['itemId', 'title', 'pricePaise', 'quantity', 'vegNonVeg', 'instruction', 'choiceIds', 'choices'] as const satisfies ReadonlyArray<keyof DraftLine>;

/** Where the draft goes and its bill, each from the request: a column added to either fails to compile until it is here. */
const placeAndBill = {
  tableCode: sql.placeholder('tableCode'),
  tableNumber: sql.placeholder('tableNumber'),
  deliveryText: sql.placeholder('deliveryText'),
  deliveryLatitude: sql.placeholder('deliveryLatitude'),
  deliveryLongitude: sql.placeholder('deliveryLongitude'),
  deliveryDistanceMetres: sql.placeholder('deliveryDistanceMetres'),
  // Passed as it is: the column's encoder would call a null slot's toISOString.
  scheduledFor: sql`${sql.placeholder('scheduledFor')}`,
  restaurantBillPaise: sql.placeholder('restaurantBillPaise'),
  couponDiscountPaise: sql.placeholder('couponDiscountPaise'),
  packingChargesPaise: sql.placeholder('packingChargesPaise'),
  deliveryFeePaise: sql.placeholder('deliveryFeePaise'),
  taxesPaise: sql.placeholder('taxesPaise'),
  tipPaise: sql.placeholder('tipPaise'),
  pointsUsed: sql.placeholder('pointsUsed'),
  grandTotalPaise: sql.placeholder('grandTotalPaise'),
  isDeliveryOfferApplicable: sql.placeholder('isDeliveryOfferApplicable'),
  couponCode: sql.placeholder('couponCode'),
  usePoints: sql.placeholder('usePoints'),
} satisfies Record<keyof DraftPlace | keyof DraftBill, unknown>;

/**
 * A new draft and its lines in one statement, so atomic without a transaction of its own and one round trip: the
 * order row is inserted (nothing when its random ref is taken), its lines from the JSON list of the cart's lines in
 * their order, and the answer is the order row with each line as written, one row per line. Built once
 * (../db/prepared.ts).
 */
const newDraft = preparedPer((db) => {
  const draft = db.$with('new_draft').as(
    db
      .insert(orders)
      .values({
        refId: sql.placeholder('refId'),
        userId: sql.placeholder('userId'),
        restaurantId: sql.placeholder('restaurantId'),
        orderType: sql.placeholder('orderType'),
        status: 'DRAFT',
        paymentStatus: 'UNPAID',
        ...placeAndBill,
        cookingInstruction: sql.placeholder('cookingInstruction'),
        createdAt: sql.placeholder('createdAt'),
        updatedAt: sql.placeholder('updatedAt'),
      })
      .onConflictDoNothing({ target: orders.refId })
      .returning(),
  );
  const columns = sql.join(
    LINE_KEYS.map((key) => sql.identifier(orderItems[key].name)),
    sql`, `,
  );
  const fromLine = sql.join(
    LINE_KEYS.map((key) => sql`line.${sql.identifier(orderItems[key].name)}`),
    sql`, `,
  );
  const lines = db.$with('new_lines', getTableColumns(orderItems)).as(
    sql`insert into ${orderItems} (${sql.identifier(orderItems.orderId.name)}, ${columns})
      select ${draft}.${sql.identifier(orders.id.name)}, ${fromLine}
      from ${draft}, jsonb_populate_recordset(null::${orderItems}, ${sql.placeholder('lines')}::jsonb) with ordinality as line
      order by line.ordinality
      returning *`,
  );
  return db.with(draft, lines).select().from(draft).innerJoin(lines, sql`true`).orderBy(lines.id).prepare('insert_draft');
});

async function insertDraft(db: Database, request: DraftRequest, lines: DraftLine[], bill: DraftBill, now: Date, cookingInstruction: string): Promise<Omit<SavedDraft, 'created' | 'couponDropped'>> {
  // As jsonb_populate_recordset reads them: keyed by column name.
  const json = JSON.stringify(lines.map((line) => Object.fromEntries(LINE_KEYS.map((key) => [orderItems[key].name, line[key]]))));
  // A clash of two random refs is unlikely but possible: try again with a new one.
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await newDraft(db).execute({
      refId: newOrderRef(now.getTime()),
      userId: request.userId,
      restaurantId: request.restaurantId,
      orderType: request.orderType,
      ...request.place,
      ...bill,
      cookingInstruction,
      createdAt: now,
      updatedAt: now,
      lines: json,
    });
    const [first] = rows;
    if (first) return { order: first.new_draft, items: rows.map((row) => row.new_lines) };
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
 * Saves the cart as a draft: the earlier draft again in place while it is a DRAFT; a new draft otherwise (one
 * waiting on a provider payment keeps its amount, so the new one takes over its choices). The bill is priced once,
 * from the cart's lines and the terms that carry over, before anything is written. A cart that names an earlier
 * draft is saved in a transaction (its row is locked, its lines replaced); a new draft is one statement.
 */
export async function saveDraft(tx: Database, request: DraftRequest, now: number): Promise<SavedDraft> {
  const earlier = await earlierOrder(tx, request);
  const kept = await earlierInstructions(tx, earlier);
  const lines = request.lines.map((line) => ({ ...line, instruction: line.instruction || (kept.get(lineKey(line.itemId, line.choiceIds)) ?? '') }));
  const terms: DraftTerms = { couponCode: earlier?.couponCode ?? null, tipPaise: earlier?.tipPaise ?? 0, usePoints: earlier?.usePoints ?? false };
  const draft = { userId: request.userId, restaurantId: request.restaurantId, orderType: request.orderType, deliveryDistanceMetres: request.place.deliveryDistanceMetres };
  const { bill, couponDropped } = await priceDraft(tx, draft, lines, terms, now);

  if (earlier?.status !== 'DRAFT') {
    // The order's cooking instruction goes with the choices a draft awaiting a payment hands over (issue 35).
    const written = await insertDraft(tx, request, lines, bill, new Date(now), earlier?.cookingInstruction ?? '');
    return { ...written, created: true, couponDropped };
  }
  const [row] = await tx
    .update(orders)
    .set({ ...request.place, ...bill, updatedAt: new Date(now) })
    .where(eq(orders.id, earlier.id))
    .returning();
  if (!row) throw new Error(`Order ${earlier.refId} vanished while saving`);
  const items = await tx
    .insert(orderItems)
    .values(lines.map((line) => ({ ...line, orderId: row.id })))
    .returning();
  return { order: row, items, created: false, couponDropped };
}
