/**
 * Support's refunds that wait for a second person (issue 47): above the owner's limit, support's ask is kept here
 * until someone with the finance role who is not the asker approves or declines it. Approving moves the row from
 * WAITING once (one conditional UPDATE), so two approvers pressing at once, on any number of processes, pay it once.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { staff } from './staff';

export type SupportRefundState = 'WAITING' | 'APPROVED' | 'DECLINED';

/** The chain's one row of support settings: the owner's limit above which a refund waits for finance (null: none). */
export const supportSettings = pgTable('support_settings', {
  id: integer('id').primaryKey().default(1),
  approvalAbovePaise: integer('approval_above_paise'),
  version: integer('version').notNull().default(1),
});

export const supportRefunds = pgTable(
  'support_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** What was asked, as it will be given: where to, how much, the dishes it is for, the diner's reason, the note. */
    ask: jsonb('ask').$type<SupportRefundAsk>().notNull(),
    amountPaise: integer('amount_paise').notNull(),
    state: text('state').$type<SupportRefundState>().notNull().default('WAITING'),
    askedBy: integer('asked_by').references(() => staff.id, { onDelete: 'set null' }),
    askedAt: timestamp('asked_at', { withTimezone: true, mode: 'date' }).notNull(),
    decidedBy: integer('decided_by').references(() => staff.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('support_refunds_state_idx').on(t.state, t.askedAt), index('support_refunds_order_idx').on(t.orderId)],
);

export interface SupportRefundAsk {
  to: 'WALLET' | 'SOURCE';
  /** The order's lines it is for (order_items.id and how many), when chosen by dish. */
  lines: Array<{ lineId: number; quantity: number }>;
  reason: string;
  note: string;
  /** The dishes' tax share (paise), for the credit note when it is paid; absent for an amount. */
  taxPaise?: number;
}

export type SupportRefundRow = typeof supportRefunds.$inferSelect;
