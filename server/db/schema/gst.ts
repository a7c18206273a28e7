/** Issue 47: each outlet's invoice series a financial year (the counter migration 0075's trigger takes numbers from). */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './outlets';

export const invoiceSeries = pgTable(
  'invoice_series',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    fiscalYear: text('fiscal_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
    /** The last invoice's date: the next is dated no earlier, so numbers and dates rise together. */
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.fiscalYear] })],
);
