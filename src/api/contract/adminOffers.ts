/**
 * The console's offers (issue 46, /v1/admin): coupons, events with their ticket kinds, and steal deals with their
 * sections. Each carries exactly the fields the diner's side already applies (server/coupons.ts, server/bestCoupon.ts,
 * server/events, server/stealDeals), its words in English and Hindi (the `translations` column), and a version.
 * Money is rupees as the diner reads it (the server keeps paise); times are epoch milliseconds.
 *
 * The rules that look at more than one field are plain functions (couponProblems, eventProblems, dealProblems):
 * the request schemas run them on a whole new record, and the server runs them again on a saved record merged with
 * a partial change, so a PATCH is held to the same rules as a POST.
 */
import { z } from 'zod';
import { FOOD_ORDER_TYPES } from '../endpoints';
import { DEAL_LIMITS } from '../stealDealRules';
import { id, MAX_DB_INT, wholePaise } from './fields';
import type { FoodOrderType } from './orders';
import { couponProblems, dealProblems, eventProblems, rupeesText, type Problem } from '../offerRules';

export { couponProblems, dealProblems, eventProblems, HINDI_BOTH } from '../offerRules';

export const MAX_COUPON_FLAT = 10_000;
export const MAX_OFFER_PRICE = 100_000;
export const MAX_TICKET_KINDS = 10;
export const MAX_DEAL_TERMS = 10;

const hasHtml = (text: string) => /[<>]/.test(text);

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `The ${field} cannot be empty`)
    .max(max, `The ${field} has at most ${max} characters`)
    .refine((value) => !hasHtml(value), `The ${field} cannot contain < or >: it is shown as text, not HTML`);
const optionalText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, `The ${field} has at most ${max} characters`)
    .refine((value) => !hasHtml(value), `The ${field} cannot contain < or >: it is shown as text, not HTML`);
const money = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .min(0, `The ${field} cannot be negative`)
    .max(max, `The ${field} is at most ${rupeesText(max)}`)
    .refine(wholePaise, `The ${field} has at most two decimals (paise)`);
const whole = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`The ${field} is a whole number`)
    .min(min, `The ${field} is at least ${min}`)
    .max(max, `The ${field} is at most ${max.toLocaleString('en-IN')}`);
/** An instant between 2020 and 2100 (epoch ms): nothing the chain sells lies outside it. */
const instant = (field: string) =>
  z
    .number({ error: `${field} must be a time` })
    .int(`${field} must be a time`)
    .min(Date.UTC(2020, 0, 1), `${field} is not a sensible time`)
    .max(Date.UTC(2100, 0, 1), `${field} is not a sensible time`);
const version = z.number({ error: 'version must be a number' }).int().positive().max(MAX_DB_INT);
const imageUrl = z
  .string({ error: 'imageUrl must be text' })
  .max(500)
  .regex(/^(\/media\/[A-Za-z0-9._-]+|https:\/\/[^\s<>"]+)$/, 'A picture is a /media/ path or an https:// address');

/** Hindi beside English: an object of the Hindi words, each may be left empty (the diner then reads the English). */
const hindiTitled = (max: [number, number]) =>
  z.object({ title: optionalText('Hindi title', max[0]), description: optionalText('Hindi description', max[1]) }).strict();

// ---------- coupons ----------

export const COUPON_CODE = /^[A-Z0-9][A-Z0-9-]{2,19}$/;
const couponFields = {
  title: text('title', 60),
  description: text('description', 300),
  translations: z.object({ hi: hindiTitled([60, 300]).optional() }, { error: 'translations must be an object' }).strict(),
  discountType: z.enum(['FLAT', 'PERCENT'], { error: 'discountType must be FLAT or PERCENT' }),
  /** Rupees for FLAT, a whole percent for PERCENT. */
  discountValue: z.number({ error: 'discountValue must be a number' }).positive('The discount must be more than 0').max(MAX_COUPON_FLAT, `The discount is at most ${rupeesText(MAX_COUPON_FLAT)}`).refine(wholePaise, 'The discount has at most two decimals (paise)'),
  maxDiscount: money('cap', MAX_COUPON_FLAT).nullable(),
  minOrderAmount: money('minimum order', MAX_OFFER_PRICE),
  orderTypes: z
    .array(z.enum(FOOD_ORDER_TYPES, { error: `orderTypes must be among ${FOOD_ORDER_TYPES.join(', ')}` }), { error: 'orderTypes must be a list' })
    .min(1, 'Pick at least one order type, or none at all for every order type (null)')
    .max(FOOD_ORDER_TYPES.length)
    .nullable(),
  outletId: id('outletId').nullable(),
  validFrom: instant('validFrom'),
  validTo: instant('validTo'),
  maxUsesPerCustomer: whole('uses per diner', 1, 1000).nullable(),
  maxUsesTotal: whole('uses in all', 1, 10_000_000).nullable(),
  listed: z.boolean({ error: 'listed must be true or false' }),
};

export type CouponFields = z.infer<z.ZodObject<typeof couponFields>>;

const addProblems =
  <T>(problems: (value: T) => Problem[]) =>
  (value: T, ctx: z.RefinementCtx) => {
    for (const { message } of problems(value)) ctx.addIssue({ code: 'custom', message });
  };

/** POST /v1/admin/coupons: a new coupon (owner, editor; an outlet manager one of their outlets'). */
export const createCouponRequest = z
  .object({
    code: z
      .string({ error: 'code must be text' })
      .trim()
      .transform((code) => code.toUpperCase())
      .pipe(z.string().regex(COUPON_CODE, 'A code has 3 to 20 letters, digits or dashes, starting with a letter or digit')),
    ...couponFields,
    translations: couponFields.translations.default({}),
    listed: couponFields.listed.default(true),
  })
  .strict()
  .superRefine(addProblems(couponProblems));
export type CreateCouponRequest = z.infer<typeof createCouponRequest>;

/** PATCH /v1/admin/coupons/{code}: the fields to change and the version they were read at (the code never changes). */
export const updateCouponRequest = z
  .object({ version, ...z.object(couponFields).partial().shape })
  .strict();
export type UpdateCouponRequest = z.infer<typeof updateCouponRequest>;

/** A coupon as the console edits it; `id` is its code. */
export interface AdminCoupon extends CouponFields {
  id: string;
  code: string;
  orderTypes: FoodOrderType[] | null;
  /** The coupon's own counter of uses (its limit in all is held against it). */
  usesTotal: number;
  /** Placed orders that carry it, and what it took off those whose money the ledger kept (paid, not all given back). */
  orders: number;
  cost: number;
  version: number;
}

// ---------- events ----------

const ticketKindFields = z
  .object({
    /** Absent for a kind added in this save. */
    id: id('ticket kind id').optional(),
    name: text('ticket name', 60),
    description: optionalText('ticket description', 300).default(''),
    admits: whole('people one ticket admits', 1, 20),
    price: money('ticket price', MAX_OFFER_PRICE),
    seats: whole('tickets of a kind', 1, 10_000),
    salesStartAt: instant('salesStartAt').nullable().default(null),
    salesEndAt: instant('salesEndAt').nullable().default(null),
    translations: z.object({ hi: z.object({ name: optionalText('Hindi ticket name', 60), description: optionalText('Hindi ticket description', 300) }).strict().optional() }).strict().default({}),
  })
  .strict();
export type TicketKindFields = z.infer<typeof ticketKindFields>;

const eventFields = {
  title: text('title', 80),
  description: text('description', 2000),
  imageUrl,
  outletId: id('outletId'),
  startsAt: instant('startsAt'),
  endsAt: instant('endsAt'),
  status: z.enum(['SCHEDULED', 'CANCELLED'], { error: 'status must be SCHEDULED or CANCELLED' }),
  capacity: whole('capacity', 1, 100_000),
  translations: z.object({ hi: hindiTitled([80, 2000]).optional() }, { error: 'translations must be an object' }).strict(),
  ticketKinds: z.array(ticketKindFields, { error: 'ticketKinds must be a list' }).min(1, 'An event sells at least one kind of ticket').max(MAX_TICKET_KINDS, `An event has at most ${MAX_TICKET_KINDS} kinds of ticket`),
};
export type EventFields = z.infer<z.ZodObject<typeof eventFields>>;

/** POST /v1/admin/events: an event and its ticket kinds (owner, editor; an outlet manager at their outlets). */
export const createEventRequest = z
  .object({ ...eventFields, status: eventFields.status.default('SCHEDULED'), translations: eventFields.translations.default({}) })
  .strict()
  .superRefine(addProblems(eventProblems));
export type CreateEventRequest = z.infer<typeof createEventRequest>;

/**
 * PATCH /v1/admin/events/{id}: the fields to change and the version. ticketKinds, when sent, is the whole list: a kind
 * with an id keeps its sales, one without is new, one left out is removed (only while none of it is sold).
 */
export const updateEventRequest = z.object({ version, ...z.object(eventFields).partial().shape }).strict();
export type UpdateEventRequest = z.infer<typeof updateEventRequest>;

export interface AdminTicketKind extends TicketKindFields {
  id: number;
  /** Tickets not yet sold or held. */
  seatsLeft: number;
}

export interface AdminEvent extends Omit<EventFields, 'ticketKinds'> {
  id: number;
  ticketKinds: AdminTicketKind[];
  /** Tickets sold or held, over its kinds. */
  ticketsTaken: number;
  version: number;
}

// ---------- steal deals ----------

const dealFields = {
  outletId: id('outletId'),
  sectionId: id('sectionId'),
  title: text('title', 80),
  description: text('description', 500),
  terms: z.array(text('term', 200), { error: 'terms must be a list' }).min(1, 'A deal has at least one line of terms').max(MAX_DEAL_TERMS, `A deal has at most ${MAX_DEAL_TERMS} lines of terms`),
  imageUrl,
  usualPrice: money('usual price', MAX_OFFER_PRICE),
  dealPrice: money('deal price', MAX_OFFER_PRICE),
  maxPerOrder: whole('most deals in one order', 1, DEAL_LIMITS.maxPerLine),
  unitsPerDeal: whole('redemptions per deal', 1, 50),
  validUntil: instant('validUntil'),
  sortOrder: whole('sortOrder', 0, 100_000),
  translations: z
    .object({
      hi: z
        .object({ title: optionalText('Hindi title', 80), description: optionalText('Hindi description', 500), terms: z.array(optionalText('Hindi term', 200)).max(MAX_DEAL_TERMS) })
        .strict()
        .optional(),
    })
    .strict(),
};
export type DealFields = z.infer<z.ZodObject<typeof dealFields>>;

/** POST /v1/admin/deals: a deal with its stock (owner, editor; an outlet manager at their outlets). */
export const createDealRequest = z
  .object({ ...dealFields, stock: whole('stock', 0, 100_000), sortOrder: dealFields.sortOrder.default(0), translations: dealFields.translations.default({}) })
  .strict()
  .superRefine(addProblems(dealProblems));
export type CreateDealRequest = z.infer<typeof createDealRequest>;

/**
 * PATCH /v1/admin/deals/{id}: the fields to change and the version. Stock moves by addStock (negative takes some
 * away), never to a figure: diners take stock while the editor looks, and a figure would undo what they took.
 */
export const updateDealRequest = z
  .object({ version, ...z.object(dealFields).partial().shape, addStock: whole('stock change', -100_000, 100_000).optional() })
  .strict();
export type UpdateDealRequest = z.infer<typeof updateDealRequest>;

export interface AdminDeal extends DealFields {
  id: number;
  /** Left to sell now (reservations hold theirs for DEAL_LIMITS.reserveMinutes). */
  stockLeft: number;
  /** Deals bought and paid for. */
  sold: number;
  version: number;
}

/** A section of the deals (the chips above them). */
export const dealSectionRequest = z
  .object({
    title: text('section name', 40),
    sortOrder: whole('sortOrder', 0, 100_000).optional(),
    translations: z.object({ hi: z.object({ title: optionalText('Hindi section name', 40) }).strict().optional() }).strict().default({}),
  })
  .strict();
export type DealSectionRequest = z.infer<typeof dealSectionRequest>;

export interface AdminDealSection {
  id: number;
  title: string;
  sortOrder: number;
  translations: { hi?: { title: string } };
}
