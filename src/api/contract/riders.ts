/**
 * Issue 37: the chain's own riders. The outlet (its key, src/outlet/contract.ts) lists and adds its riders and
 * hands an order to one; the rider, signed in by the link in their SMS (`Authorization: Bearer <shift token>`),
 * reads the orders handed to their shift under /v1/rider, shares their position while one is out for delivery,
 * asks the server to call the diner, and hands it over with the diner's 4-digit code. The rider page imports the
 * types only, and its runtime values from src/rider/constants.ts.
 */
import { z } from 'zod';
import { MOBILE_PATTERN } from '../../lib/validation';
import { INDIA_BOUNDS } from '../../rider/constants';
import { PAISE_WORDS, wholePaise } from './fields';
import type { OrderStatus } from './orders';

/** One of an outlet's riders, as the board lists them. */
export interface OutletRider {
  riderId: number;
  name: string;
  phone: string;
  /** Their shift is signed in (a link sent, not ended or expired). */
  onShift: boolean;
  /** Issue 44: the orders their shift carries out for delivery (they go back as 'rider needed' if it ends). */
  carrying: string[];
  /** Issue 44: the diner's codes their shift got wrong, on all its orders; at the cap its codes stopped. */
  wrongCodes: number;
  codesStopped: boolean;
}

export const addRiderRequest = z
  .object({
    name: z.string({ error: 'name is required' }).trim().min(2, 'name must be at least 2 characters').max(60, 'name must be at most 60 characters'),
    phone: z.string({ error: 'phone is required' }).regex(MOBILE_PATTERN, 'phone must be a 10-digit mobile number'),
  })
  .strict();

/** POST /orders/{ref}/reassign: the order out for delivery goes to this other rider of the outlet's (same code for the door). */
export const reassignRequest = z
  .object({ riderId: z.number({ error: 'riderId must be a rider of the outlet' }).int('riderId must be a rider of the outlet').positive('riderId must be a rider of the outlet') })
  .strict();

/** The outlet marks an order with a code delivered without the code: its reason, kept in the audit trail. */
export const deliveredRequest = z
  .object({
    overrideReason: z.string({ error: 'overrideReason must be text' }).trim().min(3, 'overrideReason must be at least 3 characters').max(200, 'overrideReason must be at most 200 characters').optional(),
  })
  .strict();

/** Who the link signed in. */
export interface RiderMe {
  riderName: string;
  outletTitle: string;
  outletPhone: string;
  /** When the shift's link stops working (epoch ms). */
  shiftEndsAt: number;
  /** Issue 44: too many wrong codes on the shift's orders: it may try no more (the outlet hands its orders over). */
  codesStopped: boolean;
}

/** An order handed to the rider's shift, as the rider reads it: never the diner's number. */
export interface RiderOrder {
  orderRefId: string;
  status: OrderStatus;
  /** The diner's first name ('Guest' without one). */
  firstName: string;
  address: string;
  /** The address's pin on the map. */
  latitude: number | null;
  longitude: number | null;
  /** The diner's note for the kitchen and the rider ('' for none). */
  note: string;
  /** ₹ to collect in cash at the door; 0 when paid already. */
  cashToCollect: number;
  /** The diner's number with all but its last 3 digits hidden ('••••••• 210'): the call goes through the server. */
  maskedPhone: string;
  /** Until when wrong codes locked the handover (epoch ms); null: open. */
  lockedUntil: number | null;
  /** When it was handed over (epoch ms); the order leaves the list an hour later. */
  deliveredAt: number | null;
}

const inIndia = (what: 'latitude' | 'longitude', low: number, high: number) =>
  z
    .number({ error: `${what} must be a number` })
    .refine((value) => Number.isFinite(value), `${what} must be a finite number`)
    .refine((value) => value >= low && value <= high, `${what} must be within India (${low} to ${high})`);

/** A position from the rider's phone; `at` when it took it (epoch ms), for one queued while offline. */
export const riderPositionRequest = z
  .object({
    latitude: inIndia('latitude', INDIA_BOUNDS.south, INDIA_BOUNDS.north),
    longitude: inIndia('longitude', INDIA_BOUNDS.west, INDIA_BOUNDS.east),
    at: z.number({ error: 'at must be a time in epoch milliseconds' }).int('at must be a time in epoch milliseconds').positive('at must be a time in epoch milliseconds').optional(),
  })
  .strict();
export type RiderPositionRequest = z.infer<typeof riderPositionRequest>;

/** The diner's code, and for cash on delivery the ₹ the rider says they collected (must be the amount due). */
export const riderDeliverRequest = z
  .object({
    code: z.string({ error: 'code is required' }).regex(/^\d{4}$/, 'code must be the 4 digits the customer shows'),
    cashCollected: z.number({ error: 'cashCollected must be a number' }).nonnegative('cashCollected must be a number').refine(wholePaise, PAISE_WORDS('cashCollected')).optional(),
  })
  .strict();
export type RiderDeliverRequest = z.infer<typeof riderDeliverRequest>;

/** POST /orders/{ref}/call: the server rings the rider's phone and joins the diner to it. */
export interface RiderCall {
  /** What the rider is told: their phone rings now. */
  message: string;
}
