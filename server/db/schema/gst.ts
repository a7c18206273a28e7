/**
 * Issue 47: the invoice series (the counter migration 0075's trigger takes numbers from), the credit notes and their
 * own series (migration 0079), and the outlets' day closes.
 */
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { BackCause } from './orderLedger';
import { orders } from './orders';
import { restaurants } from './outlets';
import { staff } from './staff';

/**
 * A gap-free series of one kind of tax document, per outlet and financial year: the counter its migration's trigger
 * takes numbers from. The last document's date is kept too: the next is dated no earlier, so numbers and dates rise together.
 */
const documentSeries = (name: string) =>
  pgTable(
    name,
    {
      restaurantId: integer('restaurant_id')
        .notNull()
        .references(() => restaurants.id),
      fiscalYear: text('fiscal_year').notNull(),
      lastSerial: integer('last_serial').notNull(),
      lastAt: timestamp('last_at', { withTimezone: true, mode: 'date' }).notNull(),
    },
    (t) => [primaryKey({ columns: [t.restaurantId, t.fiscalYear] })],
  );

/** The invoices' series (migration 0075). */
export const invoiceSeries = documentSeries('invoice_series');
/** The credit notes' own series (migration 0079), apart from the invoices'. */
export const creditNoteSeries = documentSeries('credit_note_series');

/**
 * A credit note (CGST Act s.34): money given back for an invoiced order whose invoice stands, with the taxable value
 * and the taxes it takes back. Its year and serial are set by the database's trigger as it is written (migration 0079).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    /** Null once the diner's account is erased: the note is a tax document and stays. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id),
    fiscalYear: text('fiscal_year'),
    serial: integer('serial'),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The first ledger row's reference of the money back it documents (once-only). */
    reference: text('reference').notNull().unique('credit_notes_reference_unique'),
    cause: text('cause').$type<BackCause>().notNull(),
    /** Its invoice was to a customer who gave a GSTIN (table 9B, not table 7). */
    b2b: boolean('b2b').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
  },
  (t) => [uniqueIndex('credit_notes_number').on(t.restaurantId, t.fiscalYear, t.serial), index('credit_notes_order_idx').on(t.orderId), index('credit_notes_issued_idx').on(t.issuedAt)],
);
export type CreditNoteRow = typeof creditNotes.$inferSelect;

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
