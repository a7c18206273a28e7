/**
 * The console's GST summary and day close (issue 47), shared by the server (server/routes/admin/gst.ts, dayClose.ts)
 * and the console (src/admin/gst.tsx, dayClose.tsx). Money in rupees with paise, summed in paise on the server.
 *
 * The GST summary is one month's GSTR-1 figures for each of the chain's registrations (a GSTIN a state; an outlet
 * issues its invoices under its state's), in the shape of GSTR-1's tables, their JSON keys in the comments:
 * table 7 (b2cs: sply_ty, pos, typ, rt, txval, iamt, camt, samt, csamt), table 4A (b2b: ctin, inum, idt, val, pos),
 * table 12 (hsn: hsn_sc, desc, uqc, qty, val, rt, txval, iamt, camt, samt, csamt) and table 13 (doc_issue: doc_num,
 * num, from, to, totnum, cancel, net_issue).
 */
import { z } from 'zod';
import { wholeId } from './audit';
import { wholePaise } from './fields';

/** GET /v1/admin/gst?month=2026-11 */
export const gstQuery = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/, 'month must be a month like 2026-11') }).strict();

/** What every table of rows says of its supplies at one rate: the taxable value and each tax (IGST or CGST + SGST, cess). */
export interface GstAmounts {
  rate: number;
  taxableValue: number;
  igst: number;
  cgst: number;
  sgst: number;
  cess: number;
}

/**
 * Table 7: B2C (others) by place of supply and rate, cancelled invoices and B2B ones left out, net of the B2C credit
 * notes issued in the month (server/finance/gstSummary.ts says why there).
 */
export interface GstB2csRow extends GstAmounts {
  /** Intra-state: a restaurant's service is supplied where the outlet is (CGST + SGST), so always INTRA here. */
  supplyType: 'INTRA' | 'INTER';
  /** State code and name, as the return's drop-down reads: '03-Punjab'. */
  placeOfSupply: string;
  /** OE: other than supplies through an e-commerce operator. */
  type: 'OE';
}

/** Table 4A: an invoice to a customer who gave a GSTIN (listed apart, one row an invoice; left out of table 7). */
export interface GstB2bRow extends GstAmounts {
  recipientGstin: string;
  invoiceNumber: string;
  /** Epoch ms; the console shows it as India's day. */
  invoiceDate: number;
  orderRefId: string;
  invoiceValue: number;
  placeOfSupply: string;
  reverseCharge: 'N';
}

/** Table 12: the HSN/SAC summary (SAC 996331, restaurant service, as every invoice says), over B2B and B2C. */
export interface GstHsnRow extends GstAmounts {
  hsnSac: string;
  description: string;
  /** Services take no unit quantity code: NA. */
  uqc: 'NA';
  /** The dishes' units on the invoices. */
  quantity: number;
  /** Taxable value and the taxes. */
  totalValue: number;
}

/**
 * Table 13: one outlet's series of one kind of document in the month (its invoices, its credit notes): first and last
 * number, how many, cancelled, net issued. A credit note on an invoice cancelled since is counted cancelled with it.
 */
export interface GstDocumentRow {
  nature: 'Invoices for outward supply' | 'Credit Note';
  outletId: number;
  outletTitle: string;
  from: string;
  to: string;
  total: number;
  cancelled: number;
  netIssued: number;
}

export interface GstRegistration {
  gstin: string;
  state: string;
  stateCode: string;
  outlets: Array<{ id: number; title: string }>;
  b2cs: GstB2csRow[];
  b2b: GstB2bRow[];
  hsn: GstHsnRow[];
  documents: GstDocumentRow[];
}

export interface GstSummary {
  month: string;
  /** The return period as GSTR-1's JSON writes it (fp): MMYYYY. */
  returnPeriod: string;
  registrations: GstRegistration[];
}

/** GET /v1/admin/dayClose?day=2026-11-28&outletId=3 (outletId optional: every outlet the caller may see). */
export const dayCloseQuery = z
  .object({
    day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'day must be a day like 2026-11-28'),
    outletId: wholeId('outletId').optional(),
  })
  .strict();

/** The address of a close: /v1/admin/dayClose/:outletId/:day. */
export const dayCloseParams = z.object({ outletId: wholeId('outletId'), day: z.string() }).strict();

/** POST /v1/admin/dayClose/:outletId/:day: the cash counted in the till, to set beside the cash the ledger took. */
export const closeDayRequest = z
  .object({
    cashCounted: z
      .number({ error: 'cashCounted must be a number' })
      .min(0, 'cashCounted must be at least 0')
      .max(10_000_000, 'cashCounted must be at most 10000000')
      .refine(wholePaise, 'cashCounted has at most 2 decimals'),
    note: z.string({ error: 'note must be text' }).trim().max(300, 'note must be at most 300 characters').optional(),
  })
  .strict();
export type CloseDayRequest = z.infer<typeof closeDayRequest>;

/** What one rider should hand over: the cash they confirmed at the door for the day's cash-on-delivery orders. */
export interface RiderCash {
  riderId: number;
  riderName: string;
  orders: number;
  /** What the orders asked at the door. */
  due: number;
  /** What the rider confirmed collecting (their handover screen). */
  collected: number;
  /** The cash the ledger holds as taken for those orders. */
  inLedger: number;
}

/** One outlet's day: the kitchen's handed-over orders, the money by how it was paid, the riders' cash, what is off. */
export interface DayCloseRow {
  /** `${day}-${outletId}` */
  id: string;
  day: string;
  outletId: number;
  outletTitle: string;
  /** Orders the kitchen marked delivered (delivery) or served / collected (dine-in, takeaway) that day. */
  handedOver: number;
  /** Money taken that day, from the ledger, by payment mode (UPI, CARD, WALLET, CASH_ON_DELIVERY, POINTS...). */
  byMethod: Record<string, number>;
  taken: number;
  givenBack: number;
  /** Cash the ledger took that day (all modes paid in cash). */
  cash: number;
  riders: RiderCash[];
  /** Each difference found, in words finance reads. */
  flags: string[];
  closed: { at: number; by: string; cashCounted: number; note: string } | null;
}
