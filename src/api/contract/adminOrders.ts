/**
 * Orders in the head office console (GET /v1/admin/orders, /orders/{ref}, POST /orders/{ref}/credit): support finds a
 * diner's order by its reference or the diner's number and puts money back in their wallet with a reason; finance
 * reads and exports the orders; an outlet manager sees their outlets' orders; the owner all of it.
 */
import { z } from 'zod';
import { ORDER_STATUSES } from '../endpoints';
import { consolePage, wholeId } from './audit';
import type { Order, OrderStatus } from './orders';
import type { SupportOrderLine, SupportOrderMove, SupportOrderPush, SupportOrderRider, SupportReason, SupportRefundView } from './support';


export const adminOrderQuery = z
  .object({
    /** An order's reference (or its start), or a diner's 10-digit number. */
    q: z.string().trim().max(40, 'Search with an order reference or a 10-digit number').optional(),
    outletId: wholeId('outletId').optional(),
    status: z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }).optional(),
    ...consolePage,
  })
  .strict();
export type AdminOrderQuery = z.infer<typeof adminOrderQuery>;

/** One order in the list; `id` is its reference. Finance reads the diner's number masked. */
export interface AdminOrderRow {
  id: string;
  placedAt: number;
  outletId: number;
  outletTitle: string;
  orderType: string;
  status: OrderStatus;
  customerName: string;
  customerMobile: string;
  total: number;
  paymentMode: string | null;
  paymentStatus: string;
  /** What paid for it so far, from its ledger (rupees; points at ₹1): a table's round counts each diner's part. */
  paid: number;
  /** How it was paid, by payment mode (WALLET, UPI, CASH_ON_DELIVERY, LOYALTY_POINTS...), in rupees. */
  paidWith: Array<{ mode: string; amount: number }>;
  /** Money given back so far, from its ledger: a cancellation's, a report's, support's, a table's round cancelled. */
  returned: number;
}

export interface AdminOrderPage {
  items: AdminOrderRow[];
  total: number;
}

/** One row of an order's ledger as the console reads it: money in (PAID) or money back (BACK). */
export interface AdminLedgerEntry {
  at: number;
  flow: 'PAID' | 'BACK';
  /** PAID: WALLET, ONLINE, CASH or POINTS; BACK: WALLET, SOURCE or POINTS. */
  means: string;
  paymentMode: string | null;
  amount: number;
  points: number;
  /** PAID: ORDER, BILL, TIP, TABLE_PART; BACK: CANCELLED, REFUSED, REPORT, SUPPORT, TABLE_REOPENED. */
  cause: string;
  /** Who paid it, or whom it went back to (a diner at the table may not be the order's). */
  customerName: string;
  /** A refund through the provider the provider has not taken yet. */
  pending: boolean;
  /** Support's credit: who gave it and why. */
  staffName: string | null;
  note: string | null;
  /** Support's money back: the reason the diner reads. */
  reason: SupportReason | null;
}

export interface AdminOrderDetail extends AdminOrderRow {
  /** The order as the diner reads it (its statusHistory, bill and dishes), without the door's code. */
  order: Order;
  /** Its ledger, oldest first: every payment (each diner's part at a table) and every sum that went back. */
  ledger: AdminLedgerEntry[];
  /** How much more may go back to the wallet for this order (rupees): what was paid less what went back. */
  creditable: number;
  /** Its lines as support chooses them for money back (issue 47). */
  lines: SupportOrderLine[];
  /** How much more may go back to the UPI, card or app that paid (rupees). */
  sourceLeft: number;
  /** Support's refunds for it that wait for (or were decided by) finance. */
  refundRequests: SupportRefundView[];
  /** The owner's limit above which a refund waits for finance (rupees; null: none). */
  approvalAbove: number | null;
  /** The rider and the door's code; null: no rider. */
  rider: SupportOrderRider | null;
  /** The notifications the diner was sent about it, oldest first. */
  pushes: SupportOrderPush[];
  /** What staff and outlet keys changed on it (the audit trail), oldest first. */
  moves: SupportOrderMove[];
}


const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Takings (GET /v1/admin/takings): a day's money per outlet, by the Kolkata calendar, for finance. */
export const takingsQuery = z
  .object({
    from: z.string().regex(DAY, 'from must be a day like 2026-11-01'),
    to: z.string().regex(DAY, 'to must be a day like 2026-11-30'),
    outletId: wholeId('outletId').optional(),
  })
  .strict();
export type TakingsQuery = z.infer<typeof takingsQuery>;

/** The most days one question may span. */
export const TAKINGS_MAX_DAYS = 92;

/**
 * One outlet's day (rupees), from the orders' ledger: the money paid that day in `sales` (a table's parts on the day each
 * was paid, cash on the day it was taken), what went back that day in `givenBack`; `orders` and `cancelled` count the
 * orders placed that day.
 */
export interface TakingsRow {
  id: string;
  day: string;
  outletId: number;
  outletTitle: string;
  orders: number;
  cancelled: number;
  sales: number;
  /** Sales by how they were paid: online (UPI, cards, apps), the wallet, cash (at the door or the counter), points. */
  online: number;
  wallet: number;
  cash: number;
  points: number;
  givenBack: number;
  net: number;
}
