/**
 * The order's money ledger: every rupee (and every point, at ₹1 a point) paid for a food order, and every one that
 * went back for it. Rows are never changed but for a provider refund's state; each is written once (a unique
 * reference). What went back for an order never passes what was paid for it: every path that gives money back
 * writes its rows through one function, on the order's locked row (server/orderLedger/giveBack.ts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './account';
import { orders } from './orders';
import { staff } from './staff';
import { tablePayments } from './tables';

/** PAID: money or points that paid for the order. BACK: money or points that went back for it. */
export type LedgerFlow = 'PAID' | 'BACK';
/** How it was paid: from the wallet, through the provider (UPI, cards, apps), in cash, in loyalty points. */
export type PaidMeans = 'WALLET' | 'ONLINE' | 'CASH' | 'POINTS';
/** Where it went back to: the wallet, the UPI, card or app that paid (through the provider), or points. */
export type BackMeans = 'WALLET' | 'SOURCE' | 'POINTS';
/** Why money was paid: the order (at placing or at the handover), a postpaid bill, a tip after, a table's part. */
export type PaidCause = 'ORDER' | 'BILL' | 'TIP' | 'TABLE_PART';
/** Why money went back: the diner cancelled, the outlet refused, a report's answer, support's credit, a table's round cancelled. */
export type BackCause = 'CANCELLED' | 'REFUSED' | 'REPORT' | 'SUPPORT' | 'TABLE_REOPENED';

export const orderLedger = pgTable(
  'order_ledger',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who paid, or whom it went back to: the order's diner, or another diner at the table. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    flow: text('flow').$type<LedgerFlow>().notNull(),
    means: text('means').$type<PaidMeans | BackMeans>().notNull(),
    /** The payment mode it was paid with (UPI, CARD, CASH_ON_DELIVERY...); for a SOURCE refund, the source's. */
    paymentMode: text('payment_mode'),
    /** Always positive; points at their value (1 point = 100 paise). */
    amountPaise: integer('amount_paise').notNull(),
    points: integer('points').notNull().default(0),
    cause: text('cause').$type<PaidCause | BackCause>().notNull(),
    /** Makes the row once-only: a retry, a second tap or a second process writes nothing more. */
    reference: text('reference').notNull().unique(),
    /** The provider payment it was paid with (ONLINE), or that a SOURCE refund goes back through. */
    paymentId: varchar('payment_id', { length: 64 }),
    /** A table's part it was paid with, or that went back when a round of the table's bill was cancelled. */
    tablePaymentId: integer('table_payment_id').references(() => tablePayments.id, { onDelete: 'set null' }),
    /** A SOURCE refund: PENDING until the provider has taken it, then DONE with the provider's refund id. */
    refundState: text('refund_state').$type<'PENDING' | 'DONE'>(),
    refundRef: text('refund_ref'),
    /** Support's credit: who gave it and why (the diner reads neither; the audit trail keeps both too). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    note: text('note'),
    /** Support's money back: the reason the diner reads, in their language (a SupportReason: LATE, COLD...). */
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('order_ledger_order_idx').on(t.orderId),
    // Takings and reports sum by day.
    index('order_ledger_at_idx').on(t.at),
    index('order_ledger_refund_pending_idx').on(t.at).where(sql`${t.refundState} = 'PENDING'`),
    check('order_ledger_amount_positive', sql`${t.amountPaise} > 0 and ${t.points} >= 0`),
    check('order_ledger_flow', sql`${t.flow} in ('PAID', 'BACK')`),
  ],
);

export type OrderLedgerRow = typeof orderLedger.$inferSelect;
