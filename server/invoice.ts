/**
 * The GST tax invoice of a paid order (issue 23). The chain holds one GST registration in each state it serves
 * (one PAN, one GSTIN per state, as GST works), and an outlet issues its invoices under its state's. Restaurant
 * service is SAC 996331 at 5 % without input tax credit, supplied where the outlet is: CGST 2.5 % + SGST 2.5 %.
 * The numbers are the bill's own (server/pricing.ts): the invoice never prices anything again.
 */
import { asc, eq } from 'drizzle-orm';
import type { Invoice, PaymentMode } from '../src/api/contract';
import type { Database } from './db/client';
import { CHAIN_NAME } from './db/seed-data';
import { creditNotes, keptInvoices, orderItems, restaurants, users, type orders } from './db/schema';
import { gstinCheckDigit } from '../src/lib/gstin';
import { ApiError } from './http/envelope';
import { orderWords } from './messages/orders';
import { toRupees } from './money';
import { withChoices } from '../src/rules/lineKey';
import { GST_PERCENT } from './pricing';
import { ledgerOf, paidByMode, sumsOf } from './orderLedger/sums';

type OrderRow = typeof orders.$inferSelect;

export const RESTAURANT_SAC = '996331';
export const LEGAL_NAME = 'Gold Leaf Hospitality Private Limited';
/** The chain's PAN (demo): every state's GSTIN is built on it. */
const PAN = 'AAGCG4821K';
/** GST state codes of the states the chain serves. */
export const STATE_CODES: Record<string, string> = { Punjab: '03', Chandigarh: '04', Uttarakhand: '05', Haryana: '06', Delhi: '07', 'Uttar Pradesh': '09' };

/** The chain's GSTIN in a state: state code, PAN, the first registration in that state, Z, check digit. */
export function chainGstin(stateCode: string): string {
  const first14 = `${stateCode}${PAN}1Z`;
  return first14 + gstinCheckDigit(first14);
}

/** The state an outlet's address names before its PIN code ('…, Mohali, Punjab 160071'). */
export function stateOf(address: string): string | null {
  const state = /,\s*([A-Za-z ]+?)\s+\d{6}\s*$/.exec(address)?.[1];
  return state !== undefined && state in STATE_CODES ? state : null;
}

/**
 * An invoice's number: its outlet's series and its place in it for the financial year (April to March), taken when
 * the order was paid (migration 0075), as 'NOI/2627/00042'. GST allows several series, each consecutive and unique in
 * the year, and at most 16 characters (CGST Rules, rule 46): an outlet's code of up to 5 letters keeps it there.
 */
export function invoiceNumberOf(outlet: { id: number; code: string }, order: Pick<OrderRow, 'invoiceYear' | 'invoiceSerial'>): string {
  if (!order.invoiceYear || order.invoiceSerial === null) throw new Error('An order is numbered in its invoice series once it is paid');
  const [start = '', end = ''] = order.invoiceYear.split('-');
  return `${outlet.code || `O${outlet.id}`}/${start.slice(-2)}${end}/${String(order.invoiceSerial).padStart(5, '0')}`;
}

/** GST's longest document number (CGST Rules, rule 46 for invoices; rule 53 for credit notes): 16 characters. */
export const GST_DOCUMENT_NUMBER_MAX = 16;

/**
 * A credit note's number: its outlet's own series for the financial year (migration 0079), apart from the invoices',
 * as 'NOI/2627C00042': C where an invoice has its second slash, so a 5-letter code keeps it at 16 characters too.
 */
export function creditNoteNumberOf(outlet: { id: number; code: string }, note: { fiscalYear: string | null; serial: number | null }): string {
  if (!note.fiscalYear || note.serial === null) throw new Error('A credit note is numbered in its series as it is written');
  const [start = '', end = ''] = note.fiscalYear.split('-');
  return `${outlet.code || `O${outlet.id}`}/${start.slice(-2)}${end}C${String(note.serial).padStart(5, '0')}`;
}

/**
 * The customer an erased diner's invoice was issued to: as their kept invoice names them (privacy/keptInvoices.ts), the
 * one record GST law keeps; no one for an order paid after the erase (cash handed over later), as a B2C invoice may be.
 */
async function keptCustomerOf(db: Database, refId: string): Promise<Array<{ name: string; mobile: string }>> {
  const [kept] = await db.select({ invoice: keptInvoices.invoice }).from(keptInvoices).where(eq(keptInvoices.orderRefId, refId)).limit(1);
  return [{ name: kept?.invoice.customer.name ?? '', mobile: kept?.invoice.customer.mobile ?? '' }];
}

export async function invoiceOf(db: Database, order: OrderRow): Promise<Invoice> {
  if (order.paymentStatus !== 'PAID' || !order.paidAt) throw new ApiError(422, { ref: orderWords.invoiceOncePaid });
  const [[outlet], [customer], items, ledger, notes] = await Promise.all([
    db.select().from(restaurants).where(eq(restaurants.id, order.restaurantId)),
    order.userId === null ? keptCustomerOf(db, order.refId) : db.select({ name: users.fullName, mobile: users.mobile }).from(users).where(eq(users.id, order.userId)),
    db.select().from(orderItems).where(eq(orderItems.orderId, order.id)),
    ledgerOf(db, order.id),
    db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id)).orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id)),
  ]);
  if (!outlet || !customer) throw new Error(`Order ${order.refId} has no outlet or customer`);
  const state = stateOf(outlet.address);
  if (!state) throw new ApiError(422, { ref: orderWords.noGstRegistration });
  const stateCode = STATE_CODES[state] ?? '';
  const cgstPaise = Math.round(order.taxesPaise / 2);
  return {
    invoiceNumber: invoiceNumberOf(outlet, order),
    invoiceDate: (order.invoicedAt ?? order.paidAt).getTime(),
    orderRefId: order.refId,
    seller: { legalName: LEGAL_NAME, tradeName: outlet.title || CHAIN_NAME, address: outlet.address, gstin: chainGstin(stateCode), state, stateCode },
    // The GSTIN the customer's profile held when the order was placed (markPlaced): later changes leave it be.
    customer: { name: customer.name, mobile: customer.mobile, gstin: order.customerGstin },
    sac: RESTAURANT_SAC,
    lines: items.map((item) => ({ description: withChoices(item.title, item.choices), quantity: item.quantity, rate: toRupees(item.pricePaise), amount: toRupees(item.pricePaise * item.quantity) })),
    couponDiscount: toRupees(order.couponDiscountPaise),
    packingCharges: toRupees(order.packingChargesPaise),
    taxableValue: toRupees(order.restaurantBillPaise - order.couponDiscountPaise + order.packingChargesPaise),
    cgstRate: GST_PERCENT / 2,
    cgst: toRupees(cgstPaise),
    sgstRate: GST_PERCENT / 2,
    sgst: toRupees(order.taxesPaise - cgstPaise),
    deliveryFee: toRupees(order.deliveryFeePaise),
    tip: toRupees(order.tipPaise + order.tipPaidAfterPaise),
    // The whole bill: points put towards it paid part of it, they took nothing off (taxes are on all of it).
    total: toRupees(order.grandTotalPaise + order.pointsUsed * 100 + order.tipPaidAfterPaise),
    paymentMode: order.paymentMode as PaymentMode | null,
    loyaltyPoints: order.pointsUsed,
    // How it was paid and what went back, from the order's ledger: the figures the console and takings read.
    paid: paidByMode(ledger),
    givenBack: toRupees(sumsOf(ledger).backPaise),
    creditNotes: notes.map((note) => ({
      number: creditNoteNumberOf(outlet, note),
      date: note.issuedAt.getTime(),
      amount: toRupees(note.amountPaise),
      taxableValue: toRupees(note.taxablePaise),
      cgst: toRupees(note.cgstPaise),
      sgst: toRupees(note.sgstPaise),
    })),
  };
}
