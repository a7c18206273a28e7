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

export const HTML_IN_TEXT = 'Text a diner reads cannot contain < or >';
export const HINDI_BOTH = 'Give the Hindi title and description together, or neither';
export const MAX_COUPON_FLAT = 10_000;
export const MAX_OFFER_PRICE = 100_000;
export const MAX_TICKET_KINDS = 10;
export const MAX_DEAL_TERMS = 10;

const hasHtml = (text: string) => /[<>]/.test(text);
const rupeesText = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

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

/** What one field's check cannot see, as whole sentences; [] when the coupon makes sense. */
export function couponProblems(coupon: CouponFields): string[] {
  const problems: string[] = [];
  const { discountType, discountValue, maxDiscount, minOrderAmount } = coupon;
  if (discountType === 'PERCENT') {
    if (!Number.isInteger(discountValue) || discountValue > 100) problems.push('A percent discount is a whole number from 1 to 100');
    // The cap must leave the percent something to do: at the minimum order the discount is already this much.
    const atMinimum = Math.round(minOrderAmount * discountValue) / 100;
    if (maxDiscount !== null && maxDiscount <= 0) problems.push('A cap must be more than ₹0 (or no cap at all)');
    else if (maxDiscount !== null && maxDiscount < atMinimum) {
      problems.push(`The cap (${rupeesText(maxDiscount)}) is below the discount itself: ${discountValue} % of the minimum order (${rupeesText(minOrderAmount)}) is already ${rupeesText(atMinimum)}`);
    }
  } else {
    if (maxDiscount !== null && maxDiscount < discountValue) problems.push(`The cap (${rupeesText(maxDiscount)}) is below the flat discount (${rupeesText(discountValue)})`);
    if (discountValue >= minOrderAmount) problems.push(`A flat ${rupeesText(discountValue)} off needs a minimum order above ${rupeesText(discountValue)}, or an order would be free`);
  }
  if (coupon.validTo <= coupon.validFrom) problems.push('The coupon ends before it starts: its last moment must come after its first');
  if (coupon.maxUsesPerCustomer !== null && coupon.maxUsesTotal !== null && coupon.maxUsesPerCustomer > coupon.maxUsesTotal) {
    problems.push(`A diner may use it ${coupon.maxUsesPerCustomer} times, but it has only ${coupon.maxUsesTotal} uses in all`);
  }
  const hi = coupon.translations.hi;
  if (hi && !hi.title !== !hi.description) problems.push(HINDI_BOTH);
  return problems;
}

const addProblems =
  <T>(problems: (value: T) => string[]) =>
  (value: T, ctx: z.RefinementCtx) => {
    for (const message of problems(value)) ctx.addIssue({ code: 'custom', message });
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

export function eventProblems(event: EventFields): string[] {
  const problems: string[] = [];
  if (event.endsAt <= event.startsAt) problems.push('The event ends before it starts: its end must come after its start');
  const people = event.ticketKinds.reduce((sum, kind) => sum + kind.seats * kind.admits, 0);
  if (people > event.capacity) problems.push(`The ticket kinds let in ${people} people, but the event holds ${event.capacity}: lower their seats or raise the capacity`);
  const names = event.ticketKinds.map((kind) => kind.name.toLowerCase());
  if (new Set(names).size !== names.length) problems.push('Two ticket kinds have one name: a diner could not tell them apart');
  const ids = event.ticketKinds.flatMap((kind) => (kind.id === undefined ? [] : [kind.id]));
  if (new Set(ids).size !== ids.length) problems.push('A ticket kind is listed twice');
  for (const kind of event.ticketKinds) {
    if (kind.salesStartAt !== null && kind.salesEndAt !== null && kind.salesEndAt <= kind.salesStartAt) problems.push(`${kind.name}: its sale ends before it starts`);
    if (kind.salesEndAt !== null && kind.salesEndAt > event.endsAt) problems.push(`${kind.name}: its sale ends after the event is over`);
    if (kind.salesStartAt !== null && kind.salesStartAt >= event.endsAt) problems.push(`${kind.name}: its sale starts after the event is over`);
    const hi = kind.translations.hi;
    if (hi && !hi.name && hi.description) problems.push(`${kind.name}: give its Hindi name with its Hindi description`);
  }
  const hi = event.translations.hi;
  if (hi && !hi.title !== !hi.description) problems.push(HINDI_BOTH);
  return problems;
}

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

export function dealProblems(deal: DealFields): string[] {
  const problems: string[] = [];
  if (deal.dealPrice <= 0) problems.push('A deal price must be more than ₹0');
  if (deal.dealPrice >= deal.usualPrice) problems.push(`The deal price (${rupeesText(deal.dealPrice)}) must be below the usual price (${rupeesText(deal.usualPrice)}): that is the deal`);
  const hi = deal.translations.hi;
  if (hi) {
    if (!hi.title !== !hi.description) problems.push(HINDI_BOTH);
    if (hi.terms.length > 0 && hi.terms.length !== deal.terms.length) problems.push(`Give one Hindi line for each of the ${deal.terms.length} lines of terms, or none`);
  }
  return problems;
}

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
