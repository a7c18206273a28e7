import { CURRENCY, LOCALE, TIME_ZONE } from '../config/constants';

const rupees = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, maximumFractionDigits: 2 });
const dateTime = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' });

/** Money is always shown in Indian rupees with en-IN grouping: ₹1,30,000.00 */
export const formatRupees = (amount: number): string => rupees.format(amount);
/** Dates and times are always shown in Asia/Kolkata, whatever the phone's zone. */
export const formatDateTime = (epochMs: number): string => dateTime.format(epochMs);
export const formatTime = (epochMs: number): string => time.format(epochMs);

/** '1 item', '3 items': English plurals for the few counted nouns the app shows. */
export const formatCount = (count: number, noun: string): string => `${count} ${count === 1 ? noun : `${noun}s`}`;

export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)} m`;
  return `${(meters / 1000).toFixed(meters < 10_000 ? 1 : 0)} km`;
}
