/**
 * The reference backend's tables (drizzle pg-core). Migrations in ./migrations are generated from this file
 * with `npx drizzle-kit generate`; never edit a generated migration by hand.
 */
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Allergen, DishChoiceGroup } from '../../src/api/contract';
import type { Locale } from '../../src/i18n';
import type { Words } from '../http/say';

/** A status an outlet moved an order to (orders.moves). */
/** Content the chain writes, in languages other than English (issue 24), by language. Absent: the English. */
export type Translations<T> = Partial<Record<Exclude<Locale, 'en'>, T>>;
/** A banner: its title, and its pictures (their words are drawn in). */
export type BannerTranslations = Translations<{ title: string; webImageUrl: string; adImageUrl: string }>;

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

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  mobile: varchar('mobile', { length: 10 }).notNull().unique(),
  /** Empty until the customer saves a profile: an empty name means "not registered" (checkMobileRegistered). */
  fullName: text('full_name').notNull().default(''),
  email: text('email').notNull().default(''),
  mobileVerified: boolean('mobile_verified').notNull().default(true),
  emailVerified: boolean('email_verified').notNull().default(false),
  gender: text('gender'),
  /** Epoch milliseconds, as the client sends them; avoids a time-zone round trip through a date column. */
  dateOfBirth: bigint('date_of_birth', { mode: 'number' }),
  anniversaryDate: bigint('anniversary_date', { mode: 'number' }),
  userImage: text('user_image'),
  socialLoginFrom: text('social_login_from'),
  /** The customer's GSTIN for tax invoices (issue 23), checked by src/lib/gstin.ts; null when they gave none. */
  gstin: text('gstin'),
  /**
   * The Facebook user id linked to this mobile (SPEC 3 facebookData.facebookUserId), set once the customer
   * proved the mobile by OTP. Unique: one Facebook account signs in to one customer, however many link at once.
   */
  facebookUserId: text('facebook_user_id').unique(),
  /**
   * Money is kept in whole paise (integers), so sums are exact. The balance is a column rather than a sum of
   * the ledger so that a debit is one conditional UPDATE (`... WHERE balance >= x`), safe under concurrency;
   * every change writes a wallet_transactions row in the same transaction.
   */
  walletBalancePaise: integer('wallet_balance_paise').notNull().default(0),
  rewardPoints: integer('reward_points').notNull().default(0),
  lastPaymentMode: text('last_payment_mode'),
  createdAt: createdAt(),
});

/**
 * One row per signed-in device. Only a SHA-256 of the secretKey is kept, so a leaked database does not
 * leak working credentials; a second device signing in does not sign the first one out.
 */
export const credentials = pgTable(
  'credentials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretHash: text('secret_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('credentials_user_idx').on(t.userId)],
);

/**
 * The outstanding one-time password of a mobile number (at most one; a new request replaces it). wrongTries
 * is counted before a guess is compared, in the same statement that reads the code, so however many guesses
 * arrive at once, at most MAX_WRONG_OTP_TRIES of them are ever compared with it.
 */
export const otpCodes = pgTable('otp_codes', {
  mobile: varchar('mobile', { length: 10 }).primaryKey(),
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  tries: integer('tries').notNull().default(0),
  createdAt: createdAt(),
});

/**
 * Fixed-window counters for rate limits ('otp-number:<mobile>', 'otp-client:<address>'). One conditional
 * upsert takes a unit, so concurrent requests cannot all slip under the limit.
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
  count: integer('count').notNull(),
  lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
});

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    bannerType: text('banner_type').notNull(),
    title: text('title').notNull(),
    sliderAction: text('slider_action').notNull(),
    webImageUrl: text('web_image_url').notNull(),
    adImageUrl: text('ad_image_url').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** The banner in other languages (issue 24): its title and pictures, whose words are in the picture. */
    translations: jsonb('translations').$type<BannerTranslations>().notNull().default({}),
  },
  (t) => [index('banners_type_order_idx').on(t.bannerType, t.sortOrder)],
);

export const restaurants = pgTable('restaurants', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  title: text('title').notNull(),
  area: text('area').notNull(),
  address: text('address').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  availableInDineIn: boolean('available_in_dine_in').notNull(),
  availableInHomeDelivery: boolean('available_in_home_delivery').notNull(),
  availableInTakeAway: boolean('available_in_take_away').notNull(),
  imageUrl: text('image_url').notNull(),
  /** "HH:mm", Asia/Kolkata */
  openingTime: varchar('opening_time', { length: 5 }).notNull(),
  closingTime: varchar('closing_time', { length: 5 }).notNull(),
  phone: text('phone').notNull(),
  email: text('email').notNull(),
  facilities: text('facilities').array().notNull(),
  deliveryRadiusInMeter: integer('delivery_radius_in_meter').notNull(),
  description: text('description').notNull().default(''),
  /** Short code used in table QR codes: GL-<code>-T1. */
  code: varchar('code', { length: 8 }).notNull().default(''),
  /** How many guests the outlet seats by booking in one RESERVATION_SLOT_MINUTES slot. */
  reservationSeatsPerSlot: integer('reservation_seats_per_slot').notNull().default(40),
  /** A paused outlet takes no orders until then (its kitchen is full); null: taking orders. */
  pausedUntil: timestamp('paused_until', { withTimezone: true, mode: 'date' }),
});

/** An outlet's keys to the outlet API and kitchen board (issue 22): SHA-256 of the key, never the key. */
export const outletKeys = pgTable('outlet_keys', {
  id: serial('id').primaryKey(),
  restaurantId: integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  keyHash: text('key_hash').notNull().unique(),
  label: text('label').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
});

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('reviews_restaurant_created_idx').on(t.restaurantId, t.createdAt)],
);

/** Categories and sub-categories are shared by every outlet; ids are fixed by the seed so they stay stable. */
export const menuCategories = pgTable('menu_categories', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const menuSubCategories = pgTable('menu_sub_categories', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => menuCategories.id),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** One row per dish per outlet (prices and availability differ by outlet); id = outlet number * 100 + dish. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => menuSubCategories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    vegNonVeg: text('veg_non_veg').notNull(),
    imageUrl: text('image_url').notNull(),
    isAvailable: boolean('is_available').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** Issue 23: the major allergens it contains (ALLERGENS); null when the outlet has not declared them. */
    allergens: text('allergens').array().$type<Allergen[]>(),
    energyKcal: integer('energy_kcal'),
    jain: boolean('jain').notNull().default(false),
    /** Issue 23: its sizes and add-ons (prices in rupees, added to the dish's); null when it has none. */
    choiceGroups: jsonb('choice_groups').$type<DishChoiceGroup[]>(),
  },
  (t) => [index('menu_items_restaurant_idx').on(t.restaurantId, t.sortOrder)],
);

export const restaurantTables = pgTable('restaurant_tables', {
  /** What the QR code on the table holds, upper-case: GL-MOH8-T1. */
  code: varchar('code', { length: 64 }).primaryKey(),
  restaurantId: integer('restaurant_id')
    .notNull()
    .references(() => restaurants.id, { onDelete: 'cascade' }),
  tableNumber: text('table_number').notNull(),
  /**
   * Issue 34: what the QR code carries beside the code (in the link's fragment), which anyone ordering at the table
   * must send: the codes are easy to guess, the secret is not. The outlet replaces it to retire printed codes.
   */
  secret: varchar('secret', { length: 40 }).notNull(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2').notNull(),
    addressLine3: text('address_line3').notNull(),
    addressType: text('address_type').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

/** A customer's favourite outlets (issue 23): one row each, gone with the customer or the outlet. */
export const favouriteOutlets = pgTable(
  'favourite_outlets',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'favourite_outlets_pk', columns: [t.userId, t.restaurantId] })],
);

/** A customer's favourite dishes (issue 23): one row each, gone with the customer or the dish. */
export const favouriteDishes = pgTable(
  'favourite_dishes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'favourite_dishes_pk', columns: [t.userId, t.itemId] })],
);

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
 * An order from DRAFT (a priced cart at checkout) onwards. The bill is stored in paise as last priced by the
 * server; the demo's later statuses are computed on read from placedAt and expectedAt, never stored.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    refId: varchar('ref_id', { length: 40 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    /** A cancelled order's money back (../orders/refund.ts): to the UPI, card or app that paid, to the wallet, points. */
    refundSourcePaise: integer('refund_source_paise').notNull().default(0),
    refundWalletPaise: integer('refund_wallet_paise').notNull().default(0),
    refundPoints: integer('refund_points').notNull().default(0),
    /** PENDING until the provider has taken the source part; DONE once it has, or at once when there is none. */
    refundState: text('refund_state').$type<'PENDING' | 'DONE'>(),
    /** The provider's refund id (a Razorpay rfnd_…). */
    refundRef: text('refund_ref'),
    /** The customer's report of a missing or wrong dish, and the outlet's answer (../orders/report.ts). */
    report: jsonb('report').$type<OrderReportRow>(),
  },
  (t) => [
    index('orders_user_placed_idx').on(t.userId, t.placedAt),
    index('orders_outlet_live_idx').on(t.restaurantId, t.status).where(sql`${t.placedAt} IS NOT NULL`),
    index('orders_refund_pending_idx').on(t.updatedAt).where(sql`${t.refundState} = 'PENDING'`),
    index('orders_report_open_idx').on(t.restaurantId).where(sql`${t.report} IS NOT NULL AND (${t.report}->>'resolvedAt') IS NULL`),
    index('orders_points_pending_idx').on(t.userId).where(sql`${t.rewardPointsEarned} > 0 AND ${t.pointsCreditedAt} IS NULL`),
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
  },
  // One line per dish-and-choices.
  (t) => [unique('order_items_order_item').on(t.orderId, t.itemId, t.choiceIds)],
);

/** The wallet ledger: amountPaise is signed (credits positive). Its sum always equals users.wallet_balance_paise. */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    /** What moved the money (server/wallet.ts WalletEntryKind): the reason shown in the wallet history. */
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /**
     * What the entry is for (a payment transaction, a voucher redemption, a scratch card...). Unique per kind:
     * a credit or debit for one reference can never be written twice, however often or concurrently asked.
     */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('wallet_transactions_user_idx').on(t.userId, t.id),
    // The welcome credit is given once per customer, however many times they sign in.
    uniqueIndex('wallet_transactions_one_welcome').on(t.userId).where(sql`${t.kind} = 'WELCOME_CREDIT'`),
    uniqueIndex('wallet_transactions_once').on(t.kind, t.reference).where(sql`${t.reference} is not null`),
  ],
);

/** The loyalty points ledger: points are signed (earned positive). Its sum always equals users.reward_points. */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    /** What moved the points (server/wallet.ts PointsEntryKind). */
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** As on the wallet ledger: unique per kind, so one reference moves points once. */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('point_transactions_user_idx').on(t.userId, t.id),
    uniqueIndex('point_transactions_once').on(t.kind, t.reference).where(sql`${t.reference} is not null`),
  ],
);

/** A payment through the provider page. The id is random (128 bits): the page needs no sign-in. */
export const paymentTransactions = pgTable('payment_transactions', {
  id: varchar('id', { length: 64 }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The food order paid for (PLACE_ORDER, SETTLE_BILL); null for other purposes, which use `reference`. */
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  /** What the payment is for: server/payments/purposes.ts (PLACE_ORDER, SETTLE_BILL, TOP_UP, ...). */
  purpose: text('purpose').notNull(),
  /** The purpose's own record (a deal order, an event booking); null for food orders and top-ups. */
  reference: text('reference'),
  paymentMode: text('payment_mode').notNull(),
  /** What the provider takes. */
  amountPaise: integer('amount_paise').notNull(),
  /** Split payment: the part the wallet pays, debited only when the provider succeeds, in the same transaction. */
  walletPartPaise: integer('wallet_part_paise').notNull().default(0),
  /** The app path the customer goes back to after paying (non-order purposes; validated as an app path). */
  returnTo: text('return_to'),
  /** PENDING, then SUCCESS or FAILED once. */
  status: text('status').notNull(),
  /** Set when the outcome has been applied to the order (exactly once). */
  applied: boolean('applied').notNull().default(false),
  /** The provider's id of the payment (a Razorpay Payment Link); null on the test-mode page. */
  providerRef: text('provider_ref'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
}, (t) => [
  // The sweep's question: provider payments still open, oldest first.
  index('payment_transactions_pending_ref_idx').on(t.status, t.createdAt).where(sql`${t.providerRef} IS NOT NULL`),
]);

/**
 * Stored answers of POSTs sent with an Idempotency-Key. A row with a null status is "in progress": the
 * unique constraint makes exactly one of several concurrent duplicates the one that acts.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 200 }).notNull(),
    /** METHOD + path, so one key reused on another endpoint is a different request. */
    scope: text('scope').notNull(),
    /** 'user:<uuid>' or 'anonymous'. */
    owner: text('owner').notNull(),
    /** SHA-256 of the request body: the same key with a different body is refused rather than replayed. */
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [unique('idempotency_keys_key_scope_owner').on(t.key, t.scope, t.owner), index('idempotency_keys_created_idx').on(t.createdAt)],
);

/** SPEC 7 tableReservationOccasionList: the occasions a table can be booked for, in the order they are offered. */
export const reservationOccasions = pgTable('reservation_occasions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull(),
});

/** A table booking (SPEC 3 table reservation). The occasion is kept as its text, as the customer chose it. */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    reservedByName: text('reserved_by_name').notNull(),
    reservedByMobile: varchar('reserved_by_mobile', { length: 10 }).notNull(),
    reservedByEmail: text('reserved_by_email').notNull(),
    reservedFor: timestamp('reserved_for', { withTimezone: true, mode: 'date' }).notNull(),
    occasion: text('occasion').notNull(),
    numberOfPeople: integer('number_of_people').notNull(),
    cookingInstructions: text('cooking_instructions').notNull().default(''),
    eventId: text('event_id').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('reservations_user_idx').on(t.userId), index('reservations_restaurant_for_idx').on(t.restaurantId, t.reservedFor)],
);

/** Guests booked per outlet and slot: one conditional upsert books seats only while the slot has room. */
export const reservationSlots = pgTable(
  'reservation_slots',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    slotStart: timestamp('slot_start', { withTimezone: true, mode: 'date' }).notNull(),
    people: integer('people').notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.slotStart] })],
);

/**
 * Push (issue 9): the devices a customer registered for push, one row per customer and deviceId (the same
 * device re-registering replaces its token). Tied to the credential it was registered with, so signing out
 * that device (logout revokes its credential) unlinks it, and deleting the account removes them all.
 */
export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: integer('credential_id').references(() => credentials.id, { onDelete: 'cascade' }),
    deviceId: varchar('device_id', { length: 128 }).notNull(),
    deviceType: text('device_type').notNull(),
    fcmToken: text('fcm_token').notNull(),
    /** The app's language when the device was last linked (issue 24): its pushes are said in it. */
    locale: text('locale').notNull().default('en'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [unique('devices_user_device').on(t.userId, t.deviceId), index('devices_fcm_token_idx').on(t.fcmToken)],
);

/**
 * What the customer's notification list shows. dedupeKey ('order-GL123-ACCEPTED', 'offer-42') is unique per
 * customer, so a status change or an announcement produces its notification exactly once, however many
 * workers look at the same moment.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    target: text('target').notNull(),
    orderRefId: varchar('order_ref_id', { length: 40 }),
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    /** The server's own notifications as words (issue 24), said in each reader's language; title and body are their English. */
    words: jsonb('words').$type<{ title: Words; body: Words }>(),
  },
  (t) => [unique('notifications_user_dedupe').on(t.userId, t.dedupeKey), index('notifications_user_idx').on(t.userId, t.id)],
);

/** Which pushes a customer wants; no row means the defaults (all on). */
export const alertSettings = pgTable('alert_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderUpdates: boolean('order_updates').notNull().default(true),
  offers: boolean('offers').notNull().default(true),
  events: boolean('events').notNull().default(true),
});

/**
 * Pushes waiting to be sent, one per notification and device token. The sender claims due rows by moving
 * nextAttemptAt forward (a lease), so a crash mid-send retries later; failures back off until they give up.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    fcmToken: text('fcm_token').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** PENDING until SENT, or FAILED (gave up, or the token was refused), or DROPPED (its device signed out). */
    state: text('state').notNull().default('PENDING'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('push_outbox_due_idx').on(t.state, t.nextAttemptAt)],
);

/**
 * Info pages a customer reads (issue 12: privacy policy, terms, CEO Speaks, nutrition, ATM bar), kept as HTML
 * that the client sanitises before it reaches the DOM. Keyed by slug: the URL names the page.
 */
export const staticPages = pgTable('static_pages', {
  slug: varchar('slug', { length: 64 }).primaryKey(),
  title: text('title').notNull(),
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Outlets the chain is about to open (issue 12, Upcoming Outlets), in the order the screen lists them. */
export const upcomingOutlets = pgTable('upcoming_outlets', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  city: text('city').notNull(),
  locality: text('locality').notNull(),
  /** As customers read it: 'March 2027'. */
  openingMonth: text('opening_month').notNull(),
  description: text('description').notNull(),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** A file's bytes in the database (job applications' CVs): bytea, read back as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Contact Us and franchise enquiries (issue 12), public forms: userId is set when the sender was signed in.
 * kind: CONTACT or FRANCHISE; city and investmentRange belong to franchise enquiries.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mobile: varchar('mobile', { length: 10 }).notNull(),
    email: text('email').notNull(),
    city: text('city'),
    investmentRange: text('investment_range'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('enquiries_kind_created_idx').on(t.kind, t.createdAt)],
);

/**
 * Job applications (issue 12, /job-and-career) with the applicant's CV, a PDF of at most 2 MB kept in the
 * database: it is read by the chain's HR, never served back by the API.
 */
export const jobApplications = pgTable('job_applications', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  mobile: varchar('mobile', { length: 10 }).notNull(),
  email: text('email').notNull(),
  city: text('city').notNull(),
  position: text('position').notNull(),
  message: text('message').notNull(),
  cvFileName: text('cv_file_name').notNull(),
  cv: bytes('cv').notNull(),
  createdAt: createdAt(),
});

/** Outlet feedback (SPEC 3 "Feedback", saveFeedback): five 1-5 star ratings and two free texts. */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    customerName: text('customer_name').notNull(),
    customerMobile: varchar('customer_mobile', { length: 10 }).notNull(),
    qualityOfFood: smallint('quality_of_food').notNull(),
    serviceQuality: smallint('service_quality').notNull(),
    cleaning: smallint('cleaning').notNull(),
    staffBehavior: smallint('staff_behavior').notNull(),
    music: smallint('music').notNull(),
    bestPartOfRestaurant: text('best_part_of_restaurant').notNull(),
    suggestion: text('suggestion').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_restaurant_created_idx').on(t.restaurantId, t.createdAt)],
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

/** Steal-deal categories (the chips above the deals); ids fixed by the seed so they stay stable. */
export const dealCategories = pgTable('deal_categories', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull(),
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

/**
 * Events (issue 11): an evening at an outlet with tickets. Times are instants; the app shows them in
 * Asia/Kolkata. status: SCHEDULED, or CANCELLED (no longer listed or sold).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageUrl: text('image_url').notNull(),
    /** The venue: the outlet the event is held at. */
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: text('status').notNull().default('SCHEDULED'),
    createdAt: createdAt(),
  },
  (t) => [index('events_ends_at_idx').on(t.endsAt)],
);

/**
 * The kinds of ticket an event sells ('Stag', 'Couple', 'VIP table for 4'). seatsLeft is taken by one
 * conditional UPDATE (seats_left >= q), so concurrent buyers never sell more than seatsTotal.
 */
export const eventTicketKinds = pgTable(
  'event_ticket_kinds',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** How many people one ticket lets in (a couple: 2, a table for 4: 4). */
    admits: integer('admits').notNull().default(1),
    pricePaise: integer('price_paise').notNull(),
    seatsTotal: integer('seats_total').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('event_ticket_kinds_event_idx').on(t.eventId, t.sortOrder)],
);

/**
 * A customer's tickets for one event. HELD while a provider payment is out (its seats are taken), PAID,
 * CANCELLED (the payment failed: seats given back) or EXPIRED (held too long: seats given back; a late
 * success takes them again if still free, else the money goes to the wallet). ref is what the ledger and
 * the payment row refer to; ticketCode is what the QR code at the door carries.
 */
export const eventBookings = pgTable(
  'event_bookings',
  {
    id: serial('id').primaryKey(),
    ref: varchar('ref', { length: 24 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    totalPaise: integer('total_paise').notNull(),
    status: text('status').notNull(),
    paymentMode: text('payment_mode').notNull(),
    ticketCode: varchar('ticket_code', { length: 32 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('event_bookings_user_idx').on(t.userId, t.status), index('event_bookings_status_created_idx').on(t.status, t.createdAt)],
);

/** The lines of a booking: which kind, how many, at what price (the price when booked). */
export const eventBookingLines = pgTable(
  'event_booking_lines',
  {
    bookingId: integer('booking_id')
      .notNull()
      .references(() => eventBookings.id, { onDelete: 'cascade' }),
    ticketKindId: integer('ticket_kind_id')
      .notNull()
      .references(() => eventTicketKinds.id),
    quantity: integer('quantity').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bookingId, t.ticketKindId] })],
);

/**
 * One table, many phones (issue 23): everyone who scans a table's QR code while its session is open joins it. The
 * session ends after a quiet spell (server/tables/session.ts); a diner who rescans before then rejoins it.
 */
export const tableSessions = pgTable(
  'table_sessions',
  {
    id: serial('id').primaryKey(),
    /** What the phones name it by: random, so knowing one session's id says nothing of another's. */
    publicId: varchar('public_id', { length: 32 }).notNull().unique(),
    tableCode: varchar('table_code', { length: 64 })
      .notNull()
      .references(() => restaurantTables.code, { onDelete: 'cascade' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    openedAt: timestamp('opened_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The last change anyone made: a dish added or taken off, a round sent, someone joining. */
    activeAt: timestamp('active_at', { withTimezone: true, mode: 'date' }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    /** Issue 34: the 4 digits a diner's phone shows, for a newcomer to type instead of being admitted. */
    joinCode: varchar('join_code', { length: 4 }),
    /** Wrong join codes typed at this session, by anyone: past a few, the code stops working. */
    wrongCodes: integer('wrong_codes').notNull().default(0),
    /** Cleared by the outlet: ended at once, and not even readable by its diners afterwards. */
    clearedAt: timestamp('cleared_at', { withTimezone: true, mode: 'date' }),
  },
  // At most one open session per table: two first scans at once cannot open two.
  (t) => [uniqueIndex('table_sessions_one_open').on(t.tableCode).where(sql`${t.closedAt} is null`)],
);

export const tableMembers = pgTable(
  'table_members',
  {
    sessionId: integer('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Issue 34: a newcomer WAITING until a diner admits them (or they type the join code), or DECLINED. */
    status: text('status').$type<'ADMITTED' | 'WAITING' | 'DECLINED'>().notNull().default('ADMITTED'),
    /** The name the diner gave for the table to show; null for one who gave none. */
    name: varchar('name', { length: 20 }),
    /** What the diners admit or decline a newcomer by (not their account's id). */
    requestId: varchar('request_id', { length: 16 }),
    /** Wrong join codes this phone typed. */
    wrongCodes: integer('wrong_codes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);

/**
 * The table's shared cart: one line per diner and dish, marked with who added it. A line sent to the kitchen
 * belongs to that round (roundNumber) and no longer changes; the round's kitchen ticket is an order (orderId).
 */
export const tableLines = pgTable(
  'table_lines',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => menuItems.id),
    title: text('title').notNull(),
    pricePaise: integer('price_paise').notNull(),
    vegNonVeg: text('veg_non_veg').notNull(),
    quantity: integer('quantity').notNull(),
    /** Issue 23: the sizes and add-ons picked (sorted ids; pricePaise includes them) and how they read. */
    choiceIds: integer('choice_ids').array().notNull().default(sql`'{}'::integer[]`),
    choices: text('choices').notNull().default(''),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull(),
    roundNumber: integer('round_number'),
    orderId: integer('order_id').references(() => orders.id),
    /** The table payment that paid for this dish ('my dishes'): set once, so no dish is paid for twice. */
    paidBy: integer('paid_by'),
  },
  (t) => [
    index('table_lines_session_idx').on(t.sessionId),
    uniqueIndex('table_lines_one_unsent').on(t.sessionId, t.userId, t.itemId, t.choiceIds).where(sql`${t.roundNumber} is null`),
  ],
);

/**
 * A part of a table's bill paid by one diner (issue 23, server/tables/bill.ts): their own dishes, an equal share,
 * or what is left. PAID at once from the wallet; through the provider PENDING until it decides (txnId).
 */
export const tablePayments = pgTable(
  'table_payments',
  {
    id: serial('id').primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => tableSessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'ITEMS' | 'EQUAL' | 'REST'>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** The dishes an ITEMS payment pays for, marked paid when it succeeds. */
    lineIds: integer('line_ids').array().notNull(),
    paymentMode: text('payment_mode').notNull(),
    /** REFUNDED: given back to the payer's wallet when a round of the bill was cancelled (the table pays again). */
    status: text('status').$type<'PENDING' | 'PAID' | 'FAILED' | 'REFUNDED'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('table_payments_session_idx').on(t.sessionId)],
);
