/** Steal deals (issue 11). */
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt } from './columns';
import type { Translations } from './columns';
import { restaurants } from './outlets';

/** Steal-deal categories (the chips above the deals); ids fixed by the seed so they stay stable. */
export const dealCategories = pgTable('deal_categories', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull(),
  /** Its title in other languages. */
  translations: jsonb('translations').$type<Translations<{ title: string }>>().notNull().default({}),
});

/**
 * A deal an outlet sells ahead, redeemed there later. stockLeft is taken by one conditional UPDATE
 * (`stock_left = stock_left - q WHERE stock_left >= q`), so concurrent buyers can never take more than there is.
 */
export const dealItems = pgTable(
  'deal_items',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => dealCategories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** What the deal includes and how it is redeemed, one line per rule. */
    terms: text('terms').array().notNull(),
    imageUrl: text('image_url').notNull(),
    usualPricePaise: integer('usual_price_paise').notNull(),
    dealPricePaise: integer('deal_price_paise').notNull(),
    stockLeft: integer('stock_left').notNull(),
    maxPerOrder: integer('max_per_order').notNull().default(10),
    /** How many times one deal is redeemed: a pass of five coffees is 5 (one coffee a visit); a platter is 1. */
    unitsPerDeal: integer('units_per_deal').notNull().default(1),
    /** Bought units can be redeemed until then; the deal is not sold after it. */
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }).notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** Its title, description and terms in other languages. */
    translations: jsonb('translations').$type<Translations<{ title: string; description: string; terms: string[] }>>().notNull().default({}),
    /** What a console save sends back: a save from an older version is refused (409). */
    version: integer('version').notNull().default(1),
  },
  (t) => [index('deal_items_category_idx').on(t.categoryId, t.sortOrder)],
);

/**
 * One deal bought (or received as a gift) by a customer: units bought, consumed at the outlet and gifted on.
 * Rows reserved together share a checkoutRef, which is what is paid for (the ledger and payment reference).
 * status: RESERVED (stock held until reservedUntil), PAID, EXPIRED or CANCELLED (stock given back).
 */
export const dealOrders = pgTable(
  'deal_orders',
  {
    id: serial('id').primaryKey(),
    checkoutRef: varchar('checkout_ref', { length: 40 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealItemId: integer('deal_item_id')
      .notNull()
      .references(() => dealItems.id),
    /** Deals bought (the stock taken); 0 for units received as a gift. */
    quantity: integer('quantity').notNull(),
    /** Units to redeem: quantity × the deal's unitsPerDeal when bought, or the units a gift gave. */
    units: integer('units').notNull(),
    /** consumed and gifted count units. */
    consumed: integer('consumed').notNull().default(0),
    gifted: integer('gifted').notNull().default(0),
    unitPricePaise: integer('unit_price_paise').notNull(),
    taxPaise: integer('tax_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    status: text('status').notNull(),
    paymentMode: text('payment_mode'),
    /** PURCHASE, or GIFT (received with a gift code: nothing paid). */
    source: text('source').notNull().default('PURCHASE'),
    reservedUntil: timestamp('reserved_until', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** 1 to 5 stars, once something was consumed. */
    rating: smallint('rating'),
    ratedAt: timestamp('rated_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('deal_orders_checkout_idx').on(t.checkoutRef),
    index('deal_orders_user_idx').on(t.userId, t.status),
    index('deal_orders_reserved_idx').on(t.status, t.reservedUntil),
  ],
);

/** Each redemption at an outlet (scanning its deal QR code): what was consumed, where and when. */
export const dealConsumptions = pgTable(
  'deal_consumptions',
  {
    id: serial('id').primaryKey(),
    dealOrderId: integer('deal_order_id')
      .notNull()
      .references(() => dealOrders.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('deal_consumptions_order_idx').on(t.dealOrderId)],
);

/**
 * A gift of unconsumed units: the units leave the giver's deal when the code is made, and join the receiver's
 * account when it is applied. status ACTIVE then REDEEMED, once (a conditional UPDATE: single use).
 */
export const dealGiftCodes = pgTable(
  'deal_gift_codes',
  {
    code: varchar('code', { length: 24 }).primaryKey(),
    dealOrderId: integer('deal_order_id')
      .notNull()
      .references(() => dealOrders.id, { onDelete: 'cascade' }),
    fromUserId: integer('from_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull(),
    redeemedByUserId: integer('redeemed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('deal_gift_codes_from_idx').on(t.fromUserId, t.createdAt)],
);
