/** Issue 47: the invoice series (the counter migration 0075's trigger takes numbers from) and the outlets' day closes. */
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { restaurants } from './outlets';
import { staff } from './staff';

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

/** Issue 47: an outlet's day closed (once: the primary key), with the figures as they stood at the close. */
export const dayCloses = pgTable(
  'day_closes',
  {
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    /** The Kolkata day, 2026-11-28. */
    day: text('day').notNull(),
    closedBy: integer('closed_by').references(() => staff.id, { onDelete: 'set null' }),
    closedByName: text('closed_by_name').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }).notNull(),
    cashCountedPaise: integer('cash_counted_paise').notNull(),
    note: text('note').notNull().default(''),
    figures: jsonb('figures').$type<DayFigures>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.restaurantId, t.day] })],
);

/** What a close keeps of the day's figures (paise), to tell what moved after it. */
export interface DayFigures {
  takenPaise: number;
  cashPaise: number;
  givenBackPaise: number;
  handedOver: number;
}
