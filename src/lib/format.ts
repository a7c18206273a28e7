import { CURRENCY, TIME_ZONE } from '../config/constants';
import { intlLocale } from '../i18n';

/** Intl formatters are costly to build: one per option set and language, built when first used. */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function numberFormat(name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${intlLocale()} ${name}`;
  let format = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.NumberFormat(intlLocale(), options)));
  return format;
}
/**
 * Dates and times are always shown in Asia/Kolkata, whatever the phone's zone, in the app's language (or, on the
 * server, the reader's: `locale`, an Intl locale).
 */
export function dateFormat(name: string, options: Intl.DateTimeFormatOptions, locale = intlLocale()): Intl.DateTimeFormat {
  const key = `${locale} ${name}`;
  let format = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, ...options })));
  return format;
}

/**
 * Money is always shown in Indian rupees with Indian grouping, with paise only when there are some:
 * ₹1,30,000 and ₹82.95 (₹82.50, never ₹82.5). The server's messages use it too ('Add ₹102 more for free delivery').
 */
export function formatRupees(amount: number): string {
  const whole = Math.round(amount * 100) % 100 === 0;
  const digits = whole ? 0 : 2;
  return numberFormat(`rupees${digits}`, { style: 'currency', currency: CURRENCY, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    whole ? Math.round(amount) : amount,
  );
}
export const formatNumber = (value: number): string => numberFormat('number', {}).format(value);
export const formatDateTime = (epochMs: number, locale?: string): string =>
  dateFormat('dateTime', { dateStyle: 'medium', timeStyle: 'short' }, locale).format(epochMs);
export const formatTime = (epochMs: number, locale?: string): string => dateFormat('time', { hour: 'numeric', minute: '2-digit' }, locale).format(epochMs);
/** '21 Jan 2027': where the day is what matters (expiry, validity, a review), not the minute. */
export const formatDay = (epochMs: number, locale?: string): string => dateFormat('day', { dateStyle: 'medium' }, locale).format(epochMs);
/** '3 November': the day a closed outlet is back on (issue 36), near enough that the year goes without saying. */
export const formatDayMonth = (epochMs: number, locale?: string): string => dateFormat('dayMonth', { day: 'numeric', month: 'long' }, locale).format(epochMs);
/** 'Monday': the next day an outlet opens, when a weekday it keeps closed lies between (issue 36). */
export const formatWeekday = (epochMs: number, locale?: string): string => dateFormat('weekday', { weekday: 'long' }, locale).format(epochMs);

/** '1 item', '3 items': English plurals, for the server's messages (the app's own come from the catalogue). */
export const formatCount = (count: number, noun: string): string => `${count} ${count === 1 ? noun : `${noun}s`}`;

/** '450 m', '1.8 km', '12 km', in the app's language. */
export function formatDistance(meters: number): string {
  if (meters < 1000) return numberFormat('m', { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(meters);
  const km = meters / 1000;
  return numberFormat(km < 10 ? 'km1' : 'km0', { style: 'unit', unit: 'kilometer', minimumFractionDigits: km < 10 ? 1 : 0, maximumFractionDigits: km < 10 ? 1 : 0 }).format(km);
}
