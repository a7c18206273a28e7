/**
 * Closures (issue 36): whole Kolkata days an outlet (or the whole chain) is closed, with a reason the diner reads.
 * One rule for the app's 'Closed for Diwali, back on 3 November', its order slots, and the server's refusals.
 * Days are 'YYYY-MM-DD' strings, which compare in calendar order.
 */
/** What a diner is told of an outlet's closure: the first one not yet over (back-to-back ones are one). */
export interface ClosureNotice {
  reason: string;
  /** 'YYYY-MM-DD', Kolkata: the first and the last day closed. */
  startsOn: string;
  endsOn: string;
}

const DAY_MS = 24 * 60 * 60_000;
const KOLKATA_OFFSET_MS = 330 * 60_000;

/** The Kolkata day holding `at`, 'YYYY-MM-DD'. */
export const kolkataDayOf = (at: number): string => new Date(at + KOLKATA_OFFSET_MS).toISOString().slice(0, 10);

/** Midnight in Kolkata that begins `day`, epoch ms. */
export const midnightOfDay = (day: string): number => Date.parse(`${day}T00:00:00Z`) - KOLKATA_OFFSET_MS;

/** Whether `value` is a day of the calendar, 'YYYY-MM-DD' ('2026-02-30', 'soon' and '' are not), never throwing. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const midnight = midnightOfDay(value);
  return Number.isFinite(midnight) && kolkataDayOf(midnight) === value;
}

export const dayAfter = (day: string): string => kolkataDayOf(midnightOfDay(day) + DAY_MS);

/** Days from `from` to `to` inclusive. */
export const daysIn = (from: string, to: string): number => Math.round((midnightOfDay(to) - midnightOfDay(from)) / DAY_MS) + 1;

/** The day the outlet opens again: the day after the last one closed. */
export const backOnDay = (closure: ClosureNotice): string => dayAfter(closure.endsOn);

/** Whether `at` falls on a day of the closure. */
export function closedOn(closure: ClosureNotice | null | undefined, at: number): boolean {
  if (!closure) return false;
  const day = kolkataDayOf(at);
  return closure.startsOn <= day && day <= closure.endsOn;
}

/** The closure in force at `at`, or null. */
export const closureAt = (closure: ClosureNotice | null | undefined, at: number): ClosureNotice | null => (closedOn(closure, at) ? (closure ?? null) : null);

/**
 * The first closure not over by `today`, with those that overlap it or follow it without a day between merged in
 * (a chain's Diwali and an outlet's repairs the day after are one absence to a diner); its reason is the first's.
 */
export function firstClosure(closures: readonly ClosureNotice[], today: string): ClosureNotice | null {
  const ahead = closures.filter((c) => c.endsOn >= today).sort((a, b) => a.startsOn.localeCompare(b.startsOn) || b.endsOn.localeCompare(a.endsOn));
  const [first, ...rest] = ahead;
  if (!first) return null;
  let endsOn = first.endsOn;
  for (const next of rest) {
    if (next.startsOn > dayAfter(endsOn)) break;
    if (next.endsOn > endsOn) endsOn = next.endsOn;
  }
  return { reason: first.reason, startsOn: first.startsOn, endsOn };
}
