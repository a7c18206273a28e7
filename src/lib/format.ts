import { CURRENCY, LOCALE, TIME_ZONE } from '../config/constants';

const rupees = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeRupees = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, minimumFractionDigits: 0, maximumFractionDigits: 0 });
const dateTime = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/**
 * Money is always shown in Indian rupees with en-IN grouping, with paise only when there are some:
 * ₹1,30,000 and ₹82.95 (₹82.50, never ₹82.5). The server's messages use it too ('Add ₹102 more for free delivery').
 */
export const formatRupees = (amount: number): string =>
  Math.round(amount * 100) % 100 === 0 ? wholeRupees.format(Math.round(amount)) : rupees.format(amount);
/** Dates and times are always shown in Asia/Kolkata, whatever the phone's zone. */
export const formatDateTime = (epochMs: number): string => dateTime.format(epochMs);
export const formatTime = (epochMs: number): string => time.format(epochMs);

/** '1 item', '3 items': English plurals for the few counted nouns the app shows. */
export const formatCount = (count: number, noun: string): string => `${count} ${count === 1 ? noun : `${noun}s`}`;

export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)} m`;
  return `${(meters / 1000).toFixed(meters < 10_000 ? 1 : 0)} km`;
}
