/**
 * The rules of head office's offers (issue 46) that look at more than one field: a cap below the discount, dates the
 * wrong way round, ticket kinds beyond the event's capacity, a deal price not below the usual one. Plain functions with
 * no zod, so the server's contract (api/contract/adminOffers.ts) and the console's forms run the very same checks and
 * say the very same words. Each returns its problems, [] when the record makes sense: whole sentences, each with the
 * field a form shows it under.
 */

/** What the coupon rules read of a coupon (the contract's CouponFields has it all). */
export interface CouponRuleFields {
  discountType: 'FLAT' | 'PERCENT';
  discountValue: number;
  maxDiscount: number | null;
  minOrderAmount: number;
  validFrom: number;
  validTo: number;
  maxUsesPerCustomer: number | null;
  maxUsesTotal: number | null;
  translations: { hi?: { title: string; description: string } | undefined };
}

/** What the event rules read of an event and its ticket kinds. */
export interface EventRuleFields {
  startsAt: number;
  endsAt: number;
  capacity: number;
  translations: { hi?: { title: string; description: string } | undefined };
  ticketKinds: Array<{
    id?: number | undefined;
    name: string;
    admits: number;
    seats: number;
    salesStartAt: number | null;
    salesEndAt: number | null;
    translations: { hi?: { name: string; description: string } | undefined };
  }>;
}

/** What the deal rules read of a deal. */
export interface DealRuleFields {
  usualPrice: number;
  dealPrice: number;
  terms: string[];
  translations: { hi?: { title: string; description: string; terms: string[] } | undefined };
}

/** A rule broken, in words, and the form field (react-hook-form's path) it belongs to. */
export interface Problem {
  field: string;
  message: string;
}

export const HINDI_BOTH = 'Give the Hindi title and description together, or neither';

export const rupeesText = (rupees: number) => `₹${rupees.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** What one field's check cannot see, as whole sentences; [] when the coupon makes sense. */
export function couponProblems(coupon: CouponRuleFields): Problem[] {
  const problems: Problem[] = [];
  const { discountType, discountValue, maxDiscount, minOrderAmount } = coupon;
  if (discountType === 'PERCENT') {
    if (!Number.isInteger(discountValue) || discountValue > 100) problems.push({ field: 'discountValue', message: 'A percent discount is a whole number from 1 to 100' });
    // The cap must leave the percent something to do: at the minimum order the discount is already this much.
    const atMinimum = Math.round(minOrderAmount * discountValue) / 100;
    if (maxDiscount !== null && maxDiscount <= 0) problems.push({ field: 'maxDiscount', message: 'A cap must be more than ₹0 (or no cap at all)' });
    else if (maxDiscount !== null && maxDiscount < atMinimum) {
      problems.push({ field: 'maxDiscount', message: `The cap (${rupeesText(maxDiscount)}) is below the discount itself: ${discountValue} % of the minimum order (${rupeesText(minOrderAmount)}) is already ${rupeesText(atMinimum)}` });
    }
  } else {
    if (maxDiscount !== null && maxDiscount < discountValue) problems.push({ field: 'maxDiscount', message: `The cap (${rupeesText(maxDiscount)}) is below the flat discount (${rupeesText(discountValue)})` });
    if (discountValue >= minOrderAmount) problems.push({ field: 'minOrderAmount', message: `A flat ${rupeesText(discountValue)} off needs a minimum order above ${rupeesText(discountValue)}, or an order would be free` });
  }
  if (coupon.validTo <= coupon.validFrom) problems.push({ field: 'validTo', message: 'The coupon ends before it starts: its last moment must come after its first' });
  if (coupon.maxUsesPerCustomer !== null && coupon.maxUsesTotal !== null && coupon.maxUsesPerCustomer > coupon.maxUsesTotal) {
    problems.push({ field: 'maxUsesPerCustomer', message: `A diner may use it ${coupon.maxUsesPerCustomer} times, but it has only ${coupon.maxUsesTotal} uses in all` });
  }
  const hi = coupon.translations.hi;
  if (hi && !hi.title !== !hi.description) problems.push({ field: 'translations.hi.description', message: HINDI_BOTH });
  return problems;
}

export function eventProblems(event: EventRuleFields): Problem[] {
  const problems: Problem[] = [];
  if (event.endsAt <= event.startsAt) problems.push({ field: 'endsAt', message: 'The event ends before it starts: its end must come after its start' });
  const people = event.ticketKinds.reduce((sum, kind) => sum + kind.seats * kind.admits, 0);
  if (people > event.capacity) problems.push({ field: 'capacity', message: `The ticket kinds let in ${people} people, but the event holds ${event.capacity}: lower their seats or raise the capacity` });
  const names = event.ticketKinds.map((kind) => kind.name.toLowerCase());
  if (new Set(names).size !== names.length) problems.push({ field: 'ticketKinds', message: 'Two ticket kinds have one name: a diner could not tell them apart' });
  const ids = event.ticketKinds.flatMap((kind) => (kind.id === undefined ? [] : [kind.id]));
  if (new Set(ids).size !== ids.length) problems.push({ field: 'ticketKinds', message: 'A ticket kind is listed twice' });
  for (const kind of event.ticketKinds) {
    if (kind.salesStartAt !== null && kind.salesEndAt !== null && kind.salesEndAt <= kind.salesStartAt) problems.push({ field: 'ticketKinds', message: `${kind.name}: its sale ends before it starts` });
    if (kind.salesEndAt !== null && kind.salesEndAt > event.endsAt) problems.push({ field: 'ticketKinds', message: `${kind.name}: its sale ends after the event is over` });
    if (kind.salesStartAt !== null && kind.salesStartAt >= event.endsAt) problems.push({ field: 'ticketKinds', message: `${kind.name}: its sale starts after the event is over` });
    const hi = kind.translations.hi;
    if (hi && !hi.name && hi.description) problems.push({ field: 'ticketKinds', message: `${kind.name}: give its Hindi name with its Hindi description` });
  }
  const hi = event.translations.hi;
  if (hi && !hi.title !== !hi.description) problems.push({ field: 'translations.hi.description', message: HINDI_BOTH });
  return problems;
}

export function dealProblems(deal: DealRuleFields): Problem[] {
  const problems: Problem[] = [];
  if (deal.dealPrice <= 0) problems.push({ field: 'dealPrice', message: 'A deal price must be more than ₹0' });
  if (deal.dealPrice >= deal.usualPrice) problems.push({ field: 'dealPrice', message: `The deal price (${rupeesText(deal.dealPrice)}) must be below the usual price (${rupeesText(deal.usualPrice)}): that is the deal` });
  const hi = deal.translations.hi;
  if (hi) {
    if (!hi.title !== !hi.description) problems.push({ field: 'translations.hi.description', message: HINDI_BOTH });
    if (hi.terms.length > 0 && hi.terms.length !== deal.terms.length) problems.push({ field: 'translations.hi.terms', message: `Give one Hindi line for each of the ${deal.terms.length} lines of terms, or none` });
  }
  return problems;
}

