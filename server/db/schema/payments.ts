/** The wallet and loyalty points ledgers, and payments through the provider. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { orders } from './orders';

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
    /** A CORRECTION's reason, as the diner reads it (a CorrectionReason). */
    reason: text('reason'),
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
    /** A CORRECTION's reason, as the diner reads it (a CorrectionReason). */
    reason: text('reason'),
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
  /** Null for a kept order's decided payment once its diner's account was erased (migration 0081): refunds still go through it. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
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
