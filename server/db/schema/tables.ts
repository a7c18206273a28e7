/** Dine-in: an outlet's tables, and the sessions many phones share at one (issues 23 and 34). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { menuItems } from './menu';
import { orders } from './orders';
import { restaurants } from './outlets';

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
