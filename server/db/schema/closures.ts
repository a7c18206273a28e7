/**
 * Closures (issue 36): one outlet, or the whole chain, closed for whole days with a reason the diner reads ('Closed
 * for Diwali, back on 3 November'). Days are Kolkata's, both ends included. A removed closure keeps its row (the
 * audit trail names it) and no longer closes anything.
 */
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { restaurants } from './outlets';
import { staff } from './staff';

export const outletClosures = pgTable(
  'outlet_closures',
  {
    id: serial('id').primaryKey(),
    /** Null: every outlet of the chain. */
    restaurantId: integer('restaurant_id').references(() => restaurants.id, { onDelete: 'cascade' }),
    /** 'YYYY-MM-DD', Asia/Kolkata; endsOn is the last day closed. */
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    createdBy: integer('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('outlet_closures_ends_on_idx').on(t.endsOn)],
);
