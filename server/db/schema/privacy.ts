/**
 * What the chain keeps of a customer after their account is erased (the diner's own deletion, or support's on a
 * DPDP Act 2023 request): their tax invoices, and nothing else. GST law (CGST Act 2017, section 36, with rule 56)
 * makes a registered business keep every invoice it issued for 72 months from the due date of that year's annual
 * return, so each paid order's invoice is kept here, as it was issued, before the order is stripped of the diner.
 * Nothing here points at users: the row outlives them.
 */
import { index, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import type { Invoice } from '../../../src/api/contract';

export const keptInvoices = pgTable(
  'kept_invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull().unique(),
    orderRefId: varchar('order_ref_id', { length: 40 }).notNull(),
    invoiceDate: timestamp('invoice_date', { withTimezone: true, mode: 'date' }).notNull(),
    /** The invoice as the diner could download it (server/invoice.ts), the customer's name and number included. */
    invoice: jsonb('invoice').$type<Invoice>().notNull(),
    keptAt: timestamp('kept_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('kept_invoices_date_idx').on(t.invoiceDate)],
);
