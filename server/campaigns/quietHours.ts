/**
 * Quiet hours (issue 46): from 22:00 to 08:00 in India a campaign's push is held and goes out at 08:00 (as Braze
 * does), never dropped, unless the owner marked the campaign urgent. India keeps one offset all year (UTC+05:30).
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
export const QUIET_FROM_HOUR = 22;
export const QUIET_UNTIL_HOUR = 8;

const msIntoIndianDay = (at: number): number => (((at + IST_OFFSET_MS) % DAY_MS) + DAY_MS) % DAY_MS;

export function inQuietHours(at: number): boolean {
  const ms = msIntoIndianDay(at);
  return ms >= QUIET_FROM_HOUR * HOUR_MS || ms < QUIET_UNTIL_HOUR * HOUR_MS;
}

/** When a push due at `at` goes out: then, or at the 08:00 that ends the quiet hours it falls in. */
export function deliveryTime(at: number, urgent: boolean): number {
  if (urgent || !inQuietHours(at)) return at;
  const ms = msIntoIndianDay(at);
  const untilMorning = ms < QUIET_UNTIL_HOUR * HOUR_MS ? QUIET_UNTIL_HOUR * HOUR_MS - ms : DAY_MS - ms + QUIET_UNTIL_HOUR * HOUR_MS;
  return at + untilMorning;
}
