/** Food orders and their lines. */
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { restaurants } from './outlets';

/** A status an outlet moved an order to (orders.moves). */
export interface OrderMove {
  status: string;
  at: number;
}

/** A customer's report on a handed-over order, and the outlet's answer (orders.report); times in epoch ms. */
export interface OrderReportRow {
  kind: 'MISSING' | 'WRONG';
  itemIds: number[];
  note: string;
  at: number;
  resolvedAt: number | null;
  reply: string | null;
  refundPaise: number;
}

/**
 * An order from DRAFT (a priced cart at checkout) onwards. The bill is stored in paise as last priced by the
 * server; the demo's later statuses are computed on read from placedAt and expectedAt, never stored.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    refId: varchar('ref_id', { length: 40 }).notNull().unique(),
    /** Whose order; null once its diner's account was erased (migration 0080): the order stays, naming no one. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    orderType: text('order_type').notNull(),
    status: text('status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    paymentMode: text('payment_mode'),
    tableCode: varchar('table_code', { length: 64 }),
    tableNumber: text('table_number'),
    deliveryText: text('delivery_text'),
    deliveryLatitude: doublePrecision('delivery_latitude'),
    deliveryLongitude: doublePrecision('delivery_longitude'),
    deliveryDistanceMetres: integer('delivery_distance_metres'),
    couponCode: varchar('coupon_code', { length: 40 }),
    /** The diner took a coupon off this draft: the best offer (issue 23) is not applied to it again. */
    bestOfferDeclined: boolean('best_offer_declined').notNull().default(false),
    /** The customer's GSTIN when the order was placed (markPlaced), printed on its invoice. */
    customerGstin: text('customer_gstin'),
    restaurantBillPaise: integer('restaurant_bill_paise').notNull(),
    couponDiscountPaise: integer('coupon_discount_paise').notNull(),
    packingChargesPaise: integer('packing_charges_paise').notNull(),
    deliveryFeePaise: integer('delivery_fee_paise').notNull(),
    taxesPaise: integer('taxes_paise').notNull(),
    tipPaise: integer('tip_paise').notNull().default(0),
    /** Issue 35: the diner's one cooking instruction for the whole order ('Less spicy, no onions'); '' for none. */
    cookingInstruction: text('cooking_instruction').notNull().default(''),
    /** The diner chose to put their loyalty points towards this draft's bill (issue 23, server/pricing.ts). */
    usePoints: boolean('use_points').notNull().default(false),
    /** The points the bill takes (1 point = ₹1): spent when the order is placed, given back if it is cancelled. */
    pointsUsed: integer('points_used').notNull().default(0),
    /** What is left to pay, after any points. */
    grandTotalPaise: integer('grand_total_paise').notNull(),
    isDeliveryOfferApplicable: boolean('is_delivery_offer_applicable').notNull(),
    tipPaidAfterPaise: integer('tip_paid_after_paise').notNull().default(0),
    rewardPointsEarned: integer('reward_points_earned').notNull().default(0),
    /**
     * When rewardPointsEarned reached the customer's balance: once the food was handed over (delivered, collected,
     * or a dine-in bill paid). Null while they are on their way; a cancelled order's pending points are never
     * credited (issue 34: points spent before the handover could otherwise be farmed by cancelling).
     */
    pointsCreditedAt: timestamp('points_credited_at', { withTimezone: true, mode: 'date' }),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    /** When the customer first rated the order: the rating can be changed for 24 hours after (issue 12). */
    ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }),
    expectedAt: timestamp('expected_at', { withTimezone: true, mode: 'date' }),
    /** The slot the diner scheduled it for (issue 23, src/lib/orderSlots.ts); null: as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true, mode: 'date' }),
    /** When the money was taken: at placing, when a bill was settled, or when cash was collected at handover. */
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /**
     * The invoice's place in its outlet's series for a financial year ('2026-27'), taken in the statement that makes
     * the order paid (migration 0075's trigger, from invoice_series); kept when the order is cancelled. invoicedAt
     * is the invoice's date: when it was paid, or its series' last invoice's if that is later.
     */
    invoiceYear: text('invoice_year'),
    invoiceSerial: integer('invoice_serial'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true, mode: 'date' }),
    /** Placed at an outlet with a key: its kitchen moves it (server/outlet/moves.ts), never the demo's clock. */
    kitchenMoves: boolean('kitchen_moves').notNull().default(false),
    /** Each status the outlet moved it to, and when (epoch ms). */
    moves: jsonb('moves').$type<OrderMove[]>().notNull().default([]),
    /** Why the outlet refused it, as the customer is told. */
    cancelReason: text('cancel_reason'),
    riderName: text('rider_name'),
    riderPhone: text('rider_phone'),
    riderLatitude: doublePrecision('rider_latitude'),
    riderLongitude: doublePrecision('rider_longitude'),
    riderAt: timestamp('rider_at', { withTimezone: true, mode: 'date' }),
    /** A diner at the table called for a waiter, or asked for the bill, at this time; null once the floor saw to it. */
    waiterCalledAt: timestamp('waiter_called_at', { withTimezone: true, mode: 'date' }),
    billRequestedAt: timestamp('bill_requested_at', { withTimezone: true, mode: 'date' }),
    /** Who cancelled it: the OUTLET (refused) or the CUSTOMER (before the outlet accepted). */
    cancelledBy: text('cancelled_by').$type<'OUTLET' | 'CUSTOMER'>(),
    /** The customer's report of a missing or wrong dish, and the outlet's answer (../orders/report.ts). */
    report: jsonb('report').$type<OrderReportRow>(),
  },
  (t) => [
    index('orders_user_placed_idx').on(t.userId, t.placedAt),
    index('orders_outlet_live_idx').on(t.restaurantId, t.status).where(sql`${t.placedAt} IS NOT NULL`),
    index('orders_report_open_idx').on(t.restaurantId).where(sql`${t.report} IS NOT NULL AND (${t.report}->>'resolvedAt') IS NULL`),
    index('orders_points_pending_idx').on(t.userId).where(sql`${t.rewardPointsEarned} > 0 AND ${t.pointsCreditedAt} IS NULL`),
    // The console's coupon list: each coupon's uses and cost.
    uniqueIndex('orders_invoice_number').on(t.restaurantId, t.invoiceYear, t.invoiceSerial),
    // The GST summary reads a month's invoices; the day close a day's kitchen handovers (migration 0077).
    index('orders_invoiced_at_idx').on(t.invoicedAt).where(sql`${t.invoiceSerial} IS NOT NULL`),
    index('orders_kitchen_updated_idx').on(t.updatedAt).where(sql`${t.kitchenMoves}`),
    index('orders_coupon_idx').on(t.couponCode).where(sql`${t.couponCode} IS NOT NULL AND ${t.placedAt} IS NOT NULL`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemId: integer('item_id').notNull(),
    title: text('title').notNull(),
    pricePaise: integer('price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    vegNonVeg: text('veg_non_veg').notNull(),
    instruction: text('instruction').notNull().default(''),
    /** Issue 23: the sizes and add-ons picked (sorted ids; pricePaise includes them) and how they read. */
    choiceIds: integer('choice_ids').array().notNull().default(sql`'{}'::integer[]`),
    choices: text('choices').notNull().default(''),
    /** Issue 47: units given back by support (or kept for a refund waiting for finance); never above quantity (a CHECK). */
    givenBackQuantity: integer('given_back_quantity').notNull().default(0),
  },
  // One line per dish-and-choices.
  (t) => [unique('order_items_order_item').on(t.orderId, t.itemId, t.choiceIds), check('order_items_given_back_within', sql`${t.givenBackQuantity} >= 0 AND ${t.givenBackQuantity} <= ${t.quantity}`)],
);
