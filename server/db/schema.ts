/**
 * The reference backend's tables (drizzle pg-core). Migrations in ./migrations are generated from this file
 * with `npx drizzle-kit generate`; never edit a generated migration by hand.
 */
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

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

export const coupons = pgTable('coupons', {
  code: varchar('code', { length: 40 }).primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
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
    restaurantBillPaise: integer('restaurant_bill_paise').notNull(),
    couponDiscountPaise: integer('coupon_discount_paise').notNull(),
    packingChargesPaise: integer('packing_charges_paise').notNull(),
    deliveryFeePaise: integer('delivery_fee_paise').notNull(),
    taxesPaise: integer('taxes_paise').notNull(),
    tipPaise: integer('tip_paise').notNull().default(0),
    grandTotalPaise: integer('grand_total_paise').notNull(),
    isDeliveryOfferApplicable: boolean('is_delivery_offer_applicable').notNull(),
    tipPaidAfterPaise: integer('tip_paid_after_paise').notNull().default(0),
    rewardPointsEarned: integer('reward_points_earned').notNull().default(0),
    rating: integer('rating'),
    ratingComment: text('rating_comment'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true, mode: 'date' }),
    expectedAt: timestamp('expected_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('orders_user_placed_idx').on(t.userId, t.placedAt)],
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
  },
  (t) => [unique('order_items_order_item').on(t.orderId, t.itemId)],
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
    /** WELCOME_CREDIT, ORDER_PAYMENT, TIP, REFUND */
    kind: text('kind').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('wallet_transactions_user_idx').on(t.userId),
    // The welcome credit is given once per customer, however many times they sign in.
    uniqueIndex('wallet_transactions_one_welcome').on(t.userId).where(sql`${t.kind} = 'WELCOME_CREDIT'`),
  ],
);

/** A payment through the provider page. The id is random (128 bits): the page needs no sign-in. */
export const paymentTransactions = pgTable('payment_transactions', {
  id: varchar('id', { length: 64 }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** PLACE_ORDER (pay a draft) or SETTLE_BILL (pay a postpaid dine-in bill). */
  purpose: text('purpose').notNull(),
  paymentMode: text('payment_mode').notNull(),
  amountPaise: integer('amount_paise').notNull(),
  /** PENDING, then SUCCESS or FAILED once. */
  status: text('status').notNull(),
  /** Set when the outcome has been applied to the order (exactly once). */
  applied: boolean('applied').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
});

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
    /** PENDING until SENT, or FAILED (gave up, or the token was refused). */
    state: text('state').notNull().default('PENDING'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('push_outbox_due_idx').on(t.state, t.nextAttemptAt)],
);
