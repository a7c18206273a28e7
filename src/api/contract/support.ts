/**
 * Support's money back in the console (issue 47): all or part of an order (chosen dishes with their share of tax, or
 * an amount) to the diner's wallet or to the UPI, card or app that paid, with a reason the diner reads in their
 * language and a note only head office reads; above the owner's limit it waits for someone in finance who did not ask.
 */
import { z } from 'zod';
import { CORRECTION_REASONS, SUPPORT_BACK_TO, SUPPORT_REASONS, type SupportReason } from '../supportReasons';
import { wholeId } from './audit';
import { wholePaise } from './fields';

export type { SupportReason } from '../supportReasons';


const MAX_REFUND_RUPEES = 100_000;

const rupeeAmount = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .positive(`The ${field} must be more than ₹0`)
    .max(MAX_REFUND_RUPEES, `${field} must be at most ${MAX_REFUND_RUPEES}`)
    .refine(wholePaise, `${field} has at most 2 decimals`);

/** POST /v1/admin/orders/{ref}/credit: an amount, or the order's lines (dishes) with how many of each. */
export const orderCreditRequest = z
  .object({
    amount: rupeeAmount('amount').optional(),
    lines: z
      .array(
        z
          .object({
            lineId: wholeId('lineId'),
            quantity: z.number({ error: 'quantity must be a number' }).int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(99, 'quantity must be at most 99'),
          })
          .strict(),
        { error: 'lines must be a list' },
      )
      .min(1, 'Choose at least one dish')
      .max(50, 'lines must list at most 50 dishes')
      .refine((lines) => new Set(lines.map((line) => line.lineId)).size === lines.length, 'Each dish once in lines')
      .optional(),
    to: z.enum(SUPPORT_BACK_TO, { error: 'to must be WALLET or SOURCE' }).default('WALLET'),
    why: z.enum(SUPPORT_REASONS, { error: `why must be one of ${SUPPORT_REASONS.join(', ')}` }).default('GOODWILL'),
    /** Head office's note (the audit trail keeps it; the diner reads `why`, never this). */
    reason: z.string({ error: 'reason is required' }).trim().min(3, 'reason must be at least 3 characters').max(200, 'reason must be at most 200 characters'),
  })
  .strict()
  .refine((body) => (body.amount === undefined) !== (body.lines === undefined), { message: 'Give an amount or choose dishes (one of the two)' });
export type OrderCreditRequest = z.input<typeof orderCreditRequest>;

/** The answer to a credit: what went back now (nothing when it waits), what is left, and the waiting refund's id. */
export interface OrderCreditAnswer {
  creditable: number;
  given: number;
  /** Above the owner's limit: the refund that waits for finance's approval. */
  waitingId: number | null;
}

/** One line of the order as support chooses it: its dishes with their share of the order's tax. */
export interface SupportOrderLine {
  lineId: number;
  title: string;
  choices: string;
  quantity: number;
  /** Units not given back yet (nor kept by a refund waiting for finance): at most this many may be chosen. */
  left: number;
  /** One of it with its share of the order's tax (rupees): what choosing one gives back. */
  eachWithTax: number;
}

export type SupportRefundState = 'WAITING' | 'APPROVED' | 'DECLINED';

/** A refund above the owner's limit, as finance decides it (GET /v1/admin/refund-requests). */
export interface SupportRefundView {
  id: number;
  orderRefId: string;
  outletTitle: string;
  amount: number;
  to: 'WALLET' | 'SOURCE';
  why: SupportReason;
  note: string;
  state: SupportRefundState;
  askedBy: string | null;
  askedAt: number;
  decidedBy: string | null;
  decidedAt: number | null;
}

export const refundRequestQuery = z
  .object({
    state: z.enum(['WAITING', 'APPROVED', 'DECLINED'], { error: 'state must be WAITING, APPROVED or DECLINED' }).optional(),
    page: z.coerce.number({ error: 'page must be a number' }).int().min(1, 'page starts at 1').max(10_000).default(1),
    perPage: z.coerce.number({ error: 'perPage must be a number' }).int().min(1).max(100, 'perPage is at most 100').default(25),
  })
  .strict();

/** The owner's limit (rupees) above which support's refunds wait for finance; null: none wait. */
export interface SupportSettings {
  approvalAbove: number | null;
  version: number;
}

export const supportSettingsRequest = z
  .object({
    approvalAbove: z.union([rupeeAmount('approvalAbove'), z.null()], { error: 'approvalAbove must be an amount or null' }),
    version: z.number({ error: 'version must be a number' }).int().min(1),
  })
  .strict();

/** The support screen's extras for one order (issue 47): the rider and the door's code, pushes sent, staff moves. */
export interface SupportOrderRider {
  name: string;
  /** Masked for finance. */
  phone: string;
  deliveredAt: number | null;
  /** CODE: the diner's code was given at the door; OVERRIDE: the outlet marked it delivered without it. */
  deliveredBy: 'CODE' | 'OVERRIDE' | null;
  overrideReason: string | null;
  /** Wrong codes the rider entered. */
  wrongTries: number;
  /** Cash on delivery the rider confirmed collecting (rupees). */
  cashCollected: number | null;
}

export interface SupportOrderPush {
  at: number;
  title: string;
  body: string;
  read: boolean;
}

/** A change staff or an outlet's key made to the order (the audit trail's rows for it). */
export interface SupportOrderMove {
  at: number;
  action: string;
  who: string;
  role: string;
}

/**
 * POST /v1/admin/corrections: support corrects a diner's wallet (rupees, signed) or points (signed), or both, with
 * the reason the diner reads and a note head office keeps. The diner is named by their number in the body, never
 * in the address.
 */
export const customerCorrectionRequest = z
  .object({
    mobile: z.string({ error: 'mobile is required' }).regex(/^\d{10}$/, 'mobile must be a 10-digit number'),
    wallet: z
      .number({ error: 'wallet must be a number' })
      .refine((value) => value !== 0, 'wallet must not be 0 (leave it out)')
      .refine((value) => Math.abs(value) <= 100_000, 'wallet must be within ±100000')
      .refine(wholePaise, 'wallet has at most 2 decimals')
      .optional(),
    points: z
      .number({ error: 'points must be a number' })
      .int('points must be a whole number')
      .refine((value) => value !== 0, 'points must not be 0 (leave it out)')
      .refine((value) => Math.abs(value) <= 100_000, 'points must be within ±100000')
      .optional(),
    why: z.enum(CORRECTION_REASONS, { error: `why must be one of ${CORRECTION_REASONS.join(', ')}` }),
    reason: z.string({ error: 'reason is required' }).trim().min(3, 'reason must be at least 3 characters').max(200, 'reason must be at most 200 characters'),
  })
  .strict()
  .refine((body) => body.wallet !== undefined || body.points !== undefined, { message: 'Correct the wallet, the points or both' });
export type CustomerCorrectionRequest = z.infer<typeof customerCorrectionRequest>;

/** What the diner has after a correction. */
export interface CustomerCorrectionAnswer {
  walletBalance: number;
  rewardPoints: number;
}
