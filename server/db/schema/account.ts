/** Customers, their sign-in credentials and codes, saved addresses and favourites. */
import { bigint, boolean, doublePrecision, index, integer, pgTable, primaryKey, serial, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { menuItems } from './menu';
import { restaurants } from './outlets';

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
