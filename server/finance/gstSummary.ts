/**
 * A month's GST summary (issue 47): GSTR-1's tables 7, 4A (listed apart), 12 and 13 for each of the chain's GSTINs,
 * summed in paise in the database from the invoices the month issued (an order's invoice is dated invoiced_at and
 * numbered in its outlet's series, migration 0075). Each invoice's figures are the bill's, as server/invoice.ts prints
 * them: taxable value = dishes - coupon + packing; CGST half the tax (the odd paisa to CGST), SGST the rest. A
 * cancelled order's invoice is counted in table 13 as cancelled and nowhere else. Delivery fees and tips are printed
 * on the invoice outside its taxable value, so they are outside these tables too.
 *
 * Credit notes (server/orderLedger/creditNote.ts) are counted in the month they were issued, whatever the month of
 * their invoice: table 13 lists them as their own document kind (their own series, a note on an invoice cancelled
 * since counted cancelled), and table 7 nets out the B2C ones. GSTR-1's table 7 is "taxable supplies (net of debit and
 * credit notes) to unregistered persons", summed by place of supply and rate, with no invoice numbers to amend: a credit
 * note to an unregistered diner goes to table 9B only when it is on a large inter-state invoice (B2C large), which a
 * restaurant's intra-state supply never is, so it lowers the B2C (others) figure of the period it is issued in. A note
 * on a B2B invoice belongs in table 9B (registered) and is left out of table 7. Table 12 stays the invoices' figures.
 *
 * Reads only (no row locks): placing an order never waits on it.
 */
import { and, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { GstB2bRow, GstDocumentRow, GstRegistration, GstSummary } from '../../src/api/contract/gst';
import type { Database } from '../db/client';
import { creditNotes, orderItems, orders, restaurants } from '../db/schema';
import { RESTAURANT_SAC, STATE_CODES, chainGstin, creditNoteNumberOf, invoiceNumberOf, stateOf } from '../invoice';
import { toRupees } from '../money';
import { GST_PERCENT } from '../pricing';

const taxable = sql<number>`(${orders.restaurantBillPaise} - ${orders.couponDiscountPaise} + ${orders.packingChargesPaise})`;
/** CGST as the invoice rounds it (Math.round of half the tax, for a whole number of paise: the odd paisa up). */
const cgst = sql<number>`((${orders.taxesPaise} + 1) / 2)`;
const sgst = sql<number>`(${orders.taxesPaise} - (${orders.taxesPaise} + 1) / 2)`;
const cancelled = sql`${orders.status} = 'CANCELLED'`;
const b2c = sql`${orders.customerGstin} is null`;
const sumWhere = (value: typeof taxable, where: ReturnType<typeof sql>) => sql<number>`coalesce(sum(${value}) filter (where ${where}), 0)`.mapWith(Number);

/** The first and the next month's Kolkata midnights. */
export function monthRange(month: string): { from: Date; until: Date } {
  const [year = 0, number = 0] = month.split('-').map(Number);
  const offset = 330 * 60_000;
  return { from: new Date(Date.UTC(year, number - 1, 1) - offset), until: new Date(Date.UTC(year, number, 1) - offset) };
}

interface Registration extends GstRegistration {
  paise: { b2cTaxable: number; b2cCgst: number; b2cSgst: number; taxable: number; cgst: number; sgst: number; quantity: number };
}

export async function gstSummary(db: Database, month: string): Promise<GstSummary> {
  const { from, until } = monthRange(month);
  const inMonth = and(isNotNull(orders.invoiceSerial), gte(orders.invoicedAt, from), lt(orders.invoicedAt, until));
  const live = sql`not (${cancelled})`;
  const notesInMonth = and(gte(creditNotes.issuedAt, from), lt(creditNotes.issuedAt, until));
  // A note whose order was erased since (the account's deletion) stands: its invoice was not cancelled then.
  const noteCancelled = sql`coalesce(${orders.status} = 'CANCELLED', false)`;
  const noteB2c = sql`not ${noteCancelled} and not ${creditNotes.b2b}`;
  const [series, quantities, b2bRows, noteSeries] = await Promise.all([
    db
      .select({
        outletId: orders.restaurantId,
        title: restaurants.title,
        code: restaurants.code,
        address: restaurants.address,
        year: orders.invoiceYear,
        first: sql<number>`min(${orders.invoiceSerial})`.mapWith(Number),
        last: sql<number>`max(${orders.invoiceSerial})`.mapWith(Number),
        total: sql<number>`count(*)`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where ${cancelled})`.mapWith(Number),
        b2cTaxable: sumWhere(taxable, sql`${live} and ${b2c}`),
        b2cCgst: sumWhere(cgst, sql`${live} and ${b2c}`),
        b2cSgst: sumWhere(sgst, sql`${live} and ${b2c}`),
        taxable: sumWhere(taxable, live),
        cgst: sumWhere(cgst, live),
        sgst: sumWhere(sgst, live),
      })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .where(inMonth)
      .groupBy(orders.restaurantId, restaurants.title, restaurants.code, restaurants.address, orders.invoiceYear),
    db
      .select({ outletId: orders.restaurantId, quantity: sql<number>`coalesce(sum(${orderItems.quantity}), 0)`.mapWith(Number) })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(inMonth, live))
      .groupBy(orders.restaurantId),
    db
      .select({ order: orders, code: restaurants.code })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .where(and(inMonth, live, isNotNull(orders.customerGstin)))
      .orderBy(orders.invoicedAt, orders.id),
    db
      .select({
        outletId: creditNotes.restaurantId,
        title: restaurants.title,
        code: restaurants.code,
        address: restaurants.address,
        year: creditNotes.fiscalYear,
        first: sql<number>`min(${creditNotes.serial})`.mapWith(Number),
        last: sql<number>`max(${creditNotes.serial})`.mapWith(Number),
        total: sql<number>`count(*)`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where ${noteCancelled})`.mapWith(Number),
        b2cTaxable: sql<number>`coalesce(sum(${creditNotes.taxablePaise}) filter (where ${noteB2c}), 0)`.mapWith(Number),
        b2cCgst: sql<number>`coalesce(sum(${creditNotes.cgstPaise}) filter (where ${noteB2c}), 0)`.mapWith(Number),
        b2cSgst: sql<number>`coalesce(sum(${creditNotes.sgstPaise}) filter (where ${noteB2c}), 0)`.mapWith(Number),
      })
      .from(creditNotes)
      .leftJoin(orders, eq(orders.id, creditNotes.orderId))
      .innerJoin(restaurants, eq(restaurants.id, creditNotes.restaurantId))
      .where(notesInMonth)
      .groupBy(creditNotes.restaurantId, restaurants.title, restaurants.code, restaurants.address, creditNotes.fiscalYear),
  ]);
  const quantityOf = new Map(quantities.map((row) => [row.outletId, row.quantity]));

  const registrations = new Map<string, Registration>();
  const outletGstin = new Map<number, Registration>();
  /** The registration an outlet issues under, made on first sight; null for an outlet in no state the chain is in. */
  const registrationOf = (row: { outletId: number; title: string; address: string }): Registration | null => {
    const state = stateOf(row.address);
    // An outlet whose address names no state the chain is registered in issues no invoice (invoice.ts refuses).
    if (!state) return null;
    const stateCode = STATE_CODES[state] ?? '';
    const gstin = chainGstin(stateCode);
    const registration = registrations.get(gstin) ?? {
      gstin,
      state,
      stateCode,
      outlets: [],
      b2cs: [],
      b2b: [],
      hsn: [],
      documents: [],
      paise: { b2cTaxable: 0, b2cCgst: 0, b2cSgst: 0, taxable: 0, cgst: 0, sgst: 0, quantity: 0 },
    };
    registrations.set(gstin, registration);
    outletGstin.set(row.outletId, registration);
    if (!registration.outlets.some((outlet) => outlet.id === row.outletId)) {
      registration.outlets.push({ id: row.outletId, title: row.title });
      registration.paise.quantity += quantityOf.get(row.outletId) ?? 0;
    }
    return registration;
  };
  for (const row of series) {
    const registration = registrationOf(row);
    if (!registration) continue;
    for (const field of ['b2cTaxable', 'b2cCgst', 'b2cSgst', 'taxable', 'cgst', 'sgst'] as const) registration.paise[field] += row[field];
    const number = (serial: number) => invoiceNumberOf({ id: row.outletId, code: row.code }, { invoiceYear: row.year, invoiceSerial: serial });
    const document: GstDocumentRow = {
      nature: 'Invoices for outward supply',
      outletId: row.outletId,
      outletTitle: row.title,
      from: number(row.first),
      to: number(row.last),
      total: row.total,
      cancelled: row.cancelled,
      netIssued: row.total - row.cancelled,
    };
    registration.documents.push(document);
  }
  // The month's credit notes: their own series in table 13, the B2C ones netted out of table 7 (see above why).
  for (const row of noteSeries) {
    const registration = registrationOf(row);
    if (!registration) continue;
    registration.paise.b2cTaxable -= row.b2cTaxable;
    registration.paise.b2cCgst -= row.b2cCgst;
    registration.paise.b2cSgst -= row.b2cSgst;
    const number = (serial: number) => creditNoteNumberOf({ id: row.outletId, code: row.code }, { fiscalYear: row.year, serial });
    registration.documents.push({ nature: 'Credit Note', outletId: row.outletId, outletTitle: row.title, from: number(row.first), to: number(row.last), total: row.total, cancelled: row.cancelled, netIssued: row.total - row.cancelled });
  }

  for (const { order, code } of b2bRows) {
    const registration = outletGstin.get(order.restaurantId);
    if (!registration || !order.customerGstin || !order.invoicedAt) continue;
    const cgstPaise = Math.round(order.taxesPaise / 2);
    const row: GstB2bRow = {
      recipientGstin: order.customerGstin,
      invoiceNumber: invoiceNumberOf({ id: order.restaurantId, code }, order),
      invoiceDate: order.invoicedAt.getTime(),
      orderRefId: order.refId,
      invoiceValue: toRupees(order.grandTotalPaise + order.pointsUsed * 100 + order.tipPaidAfterPaise),
      placeOfSupply: `${registration.stateCode}-${registration.state}`,
      reverseCharge: 'N',
      rate: GST_PERCENT,
      taxableValue: toRupees(order.restaurantBillPaise - order.couponDiscountPaise + order.packingChargesPaise),
      igst: 0,
      cgst: toRupees(cgstPaise),
      sgst: toRupees(order.taxesPaise - cgstPaise),
      cess: 0,
    };
    registration.b2b.push(row);
  }

  const answer = [...registrations.values()].map(({ paise, ...registration }) => ({
    ...registration,
    b2cs:
      paise.b2cTaxable !== 0 || paise.b2cCgst !== 0 || paise.b2cSgst !== 0
        ? [{ supplyType: 'INTRA' as const, placeOfSupply: `${registration.stateCode}-${registration.state}`, type: 'OE' as const, rate: GST_PERCENT, taxableValue: toRupees(paise.b2cTaxable), igst: 0, cgst: toRupees(paise.b2cCgst), sgst: toRupees(paise.b2cSgst), cess: 0 }]
        : [],
    hsn:
      paise.taxable > 0
        ? [{ hsnSac: RESTAURANT_SAC, description: 'Restaurant service', uqc: 'NA' as const, quantity: paise.quantity, totalValue: toRupees(paise.taxable + paise.cgst + paise.sgst), rate: GST_PERCENT, taxableValue: toRupees(paise.taxable), igst: 0, cgst: toRupees(paise.cgst), sgst: toRupees(paise.sgst), cess: 0 }]
        : [],
  }));
  answer.sort((a, b) => a.stateCode.localeCompare(b.stateCode));
  const [year = '', number = ''] = month.split('-');
  return { month, returnPeriod: `${number}${year}`, registrations: answer };
}

