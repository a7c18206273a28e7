/**
 * A credit note for money given back on an invoiced order (CGST Act s.34): written by giveBack in the same
 * transaction as the ledger rows it documents, so there is never money back without its note nor a note without it.
 *
 * Which money back takes one: support's and a report's answer, the causes that give back for a supply whose invoice
 * stands. A cancel or an outlet's refusal cancels the invoice itself (table 13 counts it cancelled, table 7 leaves it
 * out), so a note there would take the same tax back twice; a table's bill reopened reverses a payment, not a supply
 * (the bill is paid again under the same invoice number). An order not invoiced (not paid) has no invoice to credit.
 *
 * What it takes back: the money given, up to what is left of the invoice's value (taxable value + taxes; a delivery
 * fee or tip given back is outside the invoice's taxable value, as it is on the invoice), its tax the share the
 * refund computed (support's dishes) or else the invoice's own proportion, the last note taking exactly what is left,
 * so an order's notes never take back more taxable value or tax than its invoice charged. CGST and SGST split as the
 * invoice splits them (the odd paisa to CGST), each no more than the invoice's left.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { creditNotes, type BackCause, type CreditNoteRow, type orders } from '../db/schema';

/** The causes of money back a credit note documents (see above why the others take none). */
export const CREDITED_CAUSES: readonly BackCause[] = ['SUPPORT', 'REPORT'];

type OrderRow = typeof orders.$inferSelect;

export interface CreditNoteAsk {
  cause: BackCause;
  /** The money given back now (paise). */
  amountPaise: number;
  /** The tax share of it, when the path computed one (support's dishes). */
  taxPaise?: number;
  /** The first ledger row's reference of this money back. */
  reference: string;
  now: number;
}

/** The invoice's own figures, as server/invoice.ts prints them. */
export function invoiceFigures(order: Pick<OrderRow, 'restaurantBillPaise' | 'couponDiscountPaise' | 'packingChargesPaise' | 'taxesPaise'>) {
  const cgst = Math.round(order.taxesPaise / 2);
  return { taxable: order.restaurantBillPaise - order.couponDiscountPaise + order.packingChargesPaise, cgst, sgst: order.taxesPaise - cgst };
}

/** Writes the note for money just given back, on the order's row the caller locked; null when none is due. */
export async function issueCreditNote(tx: Database, order: OrderRow, ask: CreditNoteAsk): Promise<CreditNoteRow | null> {
  if (!CREDITED_CAUSES.includes(ask.cause) || order.invoiceSerial === null || order.status === 'CANCELLED' || ask.amountPaise <= 0) return null;
  const invoice = invoiceFigures(order);
  const [before] = await tx
    .select({
      taxable: sql<number>`coalesce(sum(${creditNotes.taxablePaise}), 0)`.mapWith(Number),
      cgst: sql<number>`coalesce(sum(${creditNotes.cgstPaise}), 0)`.mapWith(Number),
      sgst: sql<number>`coalesce(sum(${creditNotes.sgstPaise}), 0)`.mapWith(Number),
    })
    .from(creditNotes)
    .where(eq(creditNotes.orderId, order.id));
  const left = { taxable: invoice.taxable - (before?.taxable ?? 0), cgst: invoice.cgst - (before?.cgst ?? 0), sgst: invoice.sgst - (before?.sgst ?? 0) };
  const split = creditNoteSplit(left, ask.amountPaise, ask.taxPaise);
  if (split === null) return null;
  const [note] = await tx
    .insert(creditNotes)
    .values({ orderId: order.id, restaurantId: order.restaurantId, issuedAt: new Date(ask.now), reference: ask.reference, cause: ask.cause, b2b: order.customerGstin !== null, amountPaise: ask.amountPaise, ...split })
    .returning();
  return note ?? null;
}

/**
 * How much of the money back is taxable value and how much each tax, given what is left of the invoice. Pure, for the
 * unit test. Null when nothing is left of the invoice to credit.
 */
export function creditNoteSplit(
  left: { taxable: number; cgst: number; sgst: number },
  amountPaise: number,
  taxShare?: number,
): { taxablePaise: number; cgstPaise: number; sgstPaise: number } | null {
  const taxLeft = Math.max(0, left.cgst) + Math.max(0, left.sgst);
  const valueLeft = Math.max(0, left.taxable) + taxLeft;
  const value = Math.min(amountPaise, valueLeft);
  if (value <= 0) return null;
  let tax = value === valueLeft ? taxLeft : (taxShare ?? Math.round((value * taxLeft) / valueLeft));
  // Never more tax than is left, nor more taxable value than is left: the rest moves to the other.
  tax = Math.min(Math.max(0, tax), taxLeft, value);
  if (value - tax > Math.max(0, left.taxable)) tax = value - Math.max(0, left.taxable);
  const sgst = Math.min(Math.floor(tax / 2), Math.max(0, left.sgst));
  const cgst = Math.min(tax - sgst, Math.max(0, left.cgst));
  return { taxablePaise: value - tax, cgstPaise: cgst, sgstPaise: tax - cgst };
}
