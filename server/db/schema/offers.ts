/** Coupons, scratch cards, vouchers and claimed offers. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { createdAt } from './columns';
import type { Translations } from './columns';
import { orders } from './orders';
import { restaurants } from './outlets';

export const coupons = pgTable('coupons', {
  code: varchar('code', { length: 40 }).primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  /** Its title and description in other languages. */
  translations: jsonb('translations').$type<Translations<{ title: string; description: string }>>().notNull().default({}),
  discountType: text('discount_type').notNull(),
  /** Percent for PERCENT, paise for FLAT. */
  discountValue: integer('discount_value').notNull(),
  maxDiscountPaise: integer('max_discount_paise'),
  minOrderPaise: integer('min_order_paise').notNull(),
  /** null: every food order type. */
  orderTypes: text('order_types').array(),
  /** null: every outlet. */
  restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
  validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
  validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }).notNull(),
  /** null: no limit. WELCOME50 is once per customer. */
  maxUsesPerCustomer: integer('max_uses_per_customer'),
  /** null: no limit. usesTotal only grows by a conditional UPDATE, so it never passes the limit. */
  maxUsesTotal: integer('max_uses_total'),
  usesTotal: integer('uses_total').notNull().default(0),
  /** Listed to diners (their coupon list, the best offer), or false: code only, for whoever is told the code. */
  listed: boolean('listed').notNull().default(true),
  /** What a console save sends back: a save from an older version is refused (409). */
  version: integer('version').notNull().default(1),
});

/** How often each customer has used a coupon on a placed order (the per-customer limit, taken atomically). */
export const couponCustomerUses = pgTable(
  'coupon_customer_uses',
  {
    couponCode: varchar('coupon_code', { length: 40 })
      .notNull()
      .references(() => coupons.code, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    uses: integer('uses').notNull(),
  },
  (t) => [primaryKey({ columns: [t.couponCode, t.userId] })],
);

/**
 * Scratch cards (issue 10, /offers). A paid food order of ₹299 or more earns one (unique on orderId, so
 * however often an order is marked paid it earns once); the demo customer is seeded three with no order.
 * The reward is drawn when the card is made and kept hidden until it is scratched: rewardKind POINTS
 * (rewardValue points), WALLET (rewardValue paise) or COUPON (rewardValue percent off, couponCode is the
 * customer's own code, created in the coupons table when revealed). Revealing is one conditional UPDATE
 * UNSCRATCHED -> REVEALED in the transaction that writes the ledger entry 'scratch-<id>', so it pays once.
 */
export const scratchCards = pgTable(
  'scratch_cards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .unique('scratch_cards_one_per_order')
      .references(() => orders.id, { onDelete: 'set null' }),
    /** What the customer reads on the card: 'For order GL-…', or why a seeded card was given. */
    title: text('title').notNull(),
    rewardKind: text('reward_kind').notNull(),
    rewardValue: integer('reward_value').notNull(),
    couponCode: varchar('coupon_code', { length: 40 }),
    /** UNSCRATCHED, then REVEALED once. */
    status: text('status').notNull().default('UNSCRATCHED'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true, mode: 'date' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('scratch_cards_user_idx').on(t.userId, t.id)],
);

/**
 * Promo / voucher codes redeemed on the wallet screen (issue 10). A voucher credits wallet money and/or
 * loyalty points. `redemptionCount` is the cap's counter: a redemption raises it with one conditional UPDATE
 * (`... WHERE max_redemptions IS NULL OR redemption_count < max_redemptions`), so concurrent redemptions of a
 * single-use code can never both pass. Codes are unique whatever their case (customers type them as they like).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    walletAmountPaise: integer('wallet_amount_paise').notNull().default(0),
    points: integer('points').notNull().default(0),
    /** How many redemptions in all: null = unlimited, 1 = single-use (one customer ever). */
    maxRedemptions: integer('max_redemptions'),
    redemptionCount: integer('redemption_count').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vouchers_code_ci_unique').on(sql`lower(${t.code})`)],
);

/** Who redeemed which voucher: unique per voucher and customer, so each customer redeems a code at most once. */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('voucher_redemptions_once').on(t.voucherId, t.userId), index('voucher_redemptions_user_idx').on(t.userId, t.redeemedAt)],
);

/**
 * What a once-per-person limit needs, kept after the account is deleted: the number's fingerprint
 * (server/offerClaims.ts) and the one-time offers it used ('welcome-credit', 'voucher:<id>', 'coupon:<CODE>').
 */
export const offerClaims = pgTable(
  'offer_claims',
  {
    numberHash: text('number_hash').notNull(),
    offer: text('offer').notNull(),
    uses: integer('uses').notNull().default(1),
  },
  (t) => [primaryKey({ name: 'offer_claims_pk', columns: [t.numberHash, t.offer] })],
);

// ---------- steal deals (issue 11) ----------
