/**
 * The outlet API (issue 22): what a kitchen board or an outlet's POS reads and sends, under /v1/outlet-api with
 * `Authorization: Bearer <outlet key>`. Answers use the customer API's envelope. The server checks requests with
 * these schemas; the kitchen board (./board) imports the types only, and its runtime values from ./constants.
 */
import { z } from 'zod';
import { MOBILE_PATTERN } from '../lib/validation';
import { ACCEPT_MINUTES, PAUSE_MINUTES, type OUTLET_MOVES } from './constants';
import { toCentimetre } from '../api/contract/fields';
import type { FoodOrderType, OrderStatus, PaymentMode, PaymentStatus, ReportKind, TableCalls, VegNonVeg } from '../api/contract';

/** The outlet the key opens. */
export interface OutletInfo {
  title: string;
  code: string;
  /** Until when it takes no orders (epoch ms); null: taking them. */
  pausedUntil: number | null;
}

/** A live order as the kitchen sees it. */
export interface OutletOrder {
  orderRefId: string;
  orderType: FoodOrderType;
  status: OrderStatus;
  placedAt: number;
  /** The time promised to the customer: the outlet's own once it accepted. */
  expectedAt: number;
  /** The slot the customer scheduled it for (issue 23): the kitchen starts on it in time; null: wanted now. */
  scheduledFor: number | null;
  paymentStatus: PaymentStatus;
  paymentMode: PaymentMode | null;
  /** ₹, what the customer pays in all. */
  total: number;
  customerName: string;
  /** For the rider and the counter to call; a home delivery's and a takeaway's only. */
  customerMobile: string | null;
  tableNumber: string | null;
  deliveryAddress: string | null;
  /** choices: the sizes and add-ons the kitchen makes it with ('Large 12", Extra cheese'), '' for none. */
  items: Array<{ title: string; choices: string; quantity: number; vegNonVeg: VegNonVeg; instruction: string }>;
  /** Issue 35: the diner's one cooking instruction for the whole order ('Less spicy, no onions'); '' for none. */
  cookingInstruction: string;
  rider: { name: string; phone: string } | null;
  /** Issue 37: handed to one of the outlet's riders, who delivers it with the customer's code (the board: with a reason). */
  withCode: boolean;
  /**
   * Issue 44: out for delivery, but the rider's shift ended (ended by the outlet, the rider removed, or its 14 hours
   * up): no rider's link carries it until the outlet gives it to one (POST /orders/{ref}/reassign, the same rider too).
   */
  riderNeeded: boolean;
  /** Issue 44: the rider's shift got too many codes wrong: it may try no more, so the outlet hands it over. */
  codesStopped: boolean;
  /** Dine-in: since when the table waits for a waiter or its bill (epoch ms); null: not waiting. */
  calls: TableCalls;
  /** The customer's report of a missing or wrong dish, while it waits for the outlet's answer; null: none. */
  report: OutletReport | null;
  /**
   * A round of a table ordering together (issue 23): the table's one bill, every round in it (₹), what its diners
   * have paid of it and what is left. Null for any other order.
   */
  tableBill: { rounds: number; total: number; paid: number; due: number } | null;
}

/** A report waiting for the outlet's answer: what, which dishes, and what may go back to the wallet (₹). */
export interface OutletReport {
  kind: ReportKind;
  items: Array<{ title: string; quantity: number }>;
  note: string;
  at: number;
  refundable: number;
}

/** A dish and whether the outlet has it today. */
export interface OutletDish {
  itemId: number;
  title: string;
  category: string;
  inStock: boolean;
}

/**
 * Issue 34: one of the outlet's tables (GET /tables): its QR code's secret, to print the code, and its open session,
 * if any: how many diners, how many waiting to be let in, and its bill. POST /tables/{code}/clear ends that session at once;
 * POST /tables/{code}/rotate gives the table a new secret, and the codes printed before stop working; POST
 * /tables/{code}/cash/{partId} says the staff took a diner's part in cash.
 */
export interface OutletTable {
  code: string;
  tableNumber: string;
  secret: string;
  /** bill: the session's rounds and what its diners paid of them (₹), as a round's ticket shows it (tableBill). */
  session: {
    openedAt: number;
    diners: number;
    waiting: number;
    bill: { rounds: number; total: number; paid: number; due: number };
    /** Diners who chose to pay their part in cash, waiting for the staff to take it (POST /tables/{code}/cash/{partId}). */
    cashToTake: Array<{ partId: number; name: string; amount: number }>;
  } | null;
}

export type OutletMoveName = (typeof OUTLET_MOVES)[number];

const position = {
  latitude: z.number({ error: 'latitude must be a number' }).min(-90, 'latitude must be between -90 and 90').max(90, 'latitude must be between -90 and 90').transform(toCentimetre),
  longitude: z.number({ error: 'longitude must be a number' }).min(-180, 'longitude must be between -180 and 180').max(180, 'longitude must be between -180 and 180').transform(toCentimetre),
};

/** A body of whole minutes within the limits: how long to prepare, or to pause. */
const minutesRequest = (limits: { min: number; max: number }) =>
  z
    .object({
      minutes: z
        .number({ error: 'minutes must be a number' })
        .int('minutes must be a whole number')
        .min(limits.min, `minutes must be at least ${limits.min}`)
        .max(limits.max, `minutes must be at most ${limits.max}`),
    })
    .strict();

export const acceptRequest = minutesRequest(ACCEPT_MINUTES);

export const rejectRequest = z
  .object({
    reason: z
      .string({ error: 'reason is required' })
      .trim()
      .min(3, 'reason must be at least 3 characters')
      .max(200, 'reason must be at most 200 characters')
      // Kept without its full stop: the sentences that quote it end with their own.
      .transform((reason) => reason.replace(/[.\s]+$/, '')),
  })
  .strict();

/** A rider named with their phone, or (issue 37) one of the outlet's riders (GET /riders), who gets a link by SMS. */
export const outForDeliveryRequest = z
  .object({
    riderName: z.string({ error: 'riderName is required' }).trim().min(2, 'riderName must be at least 2 characters').max(60, 'riderName must be at most 60 characters').optional(),
    riderPhone: z.string({ error: 'riderPhone is required' }).regex(MOBILE_PATTERN, 'riderPhone must be a 10-digit mobile number').optional(),
    riderId: z.number({ error: 'riderId must be a rider of the outlet' }).int('riderId must be a rider of the outlet').positive('riderId must be a rider of the outlet').optional(),
    latitude: position.latitude.optional(),
    longitude: position.longitude.optional(),
  })
  .strict()
  .refine((body) => (body.riderId === undefined ? body.riderName !== undefined && body.riderPhone !== undefined : body.riderName === undefined && body.riderPhone === undefined), 'Give riderName and riderPhone, or riderId')
  .refine((body) => (body.latitude === undefined) === (body.longitude === undefined), 'latitude and longitude must be given together');

export const riderRequest = z.object(position).strict();

export const emptyRequest = z.object({}).strict();

export const stockRequest = z.object({ inStock: z.boolean({ error: 'inStock must be true or false' }) }).strict();

export const pauseRequest = minutesRequest(PAUSE_MINUTES);

/** The outlet's answer to a report: its words to the customer, and whether the dishes' price goes back to the wallet. */
export const answerReportRequest = z
  .object({
    reply: z
      .string({ error: 'reply is required' })
      .trim()
      .min(3, 'reply must be at least 3 characters')
      .max(200, 'reply must be at most 200 characters')
      .transform((reply) => reply.replace(/[.\s]+$/, '')),
    refund: z.boolean({ error: 'refund must be true or false' }),
  })
  .strict();
