/**
 * Every date and time the console shows, in India's time (Asia/Kolkata) whatever the laptop's zone: head office in
 * London reads an order placed at 05:13 in Mohali as 5:13 am, not 11:43 pm the day before. Days are Kolkata days.
 * The console's one way to show a moment or a day (src/lib/format.ts sets the zone); eslint.config.js keeps the
 * browser's own date formatting and react-admin's DateField out of src/admin.
 */
import { dateFormat, formatDateTime, formatDay, formatTime } from '../lib/format';
import { kolkataDayOf, midnightOfDay } from '../lib/closures';

/** The console is in English, with India's ways (day before month). */
const CONSOLE_LOCALE = 'en-IN';

/** '27 Nov 2026, 5:13 am'. */
export const dateTimeText = (at: number): string => formatDateTime(at, CONSOLE_LOCALE);

/** '5:13 am', where the day goes without saying (an outlet paused until later today). */
export const timeText = (at: number): string => formatTime(at, CONSOLE_LOCALE);

/** A Kolkata day, 'YYYY-MM-DD' (a closure's, a takings row's), as '3 Nov 2026'. */
export const dayText = (day: string): string => formatDay(midnightOfDay(day), CONSOLE_LOCALE);

/** '2026-11-27 05:13': a moment in an exported CSV, which a spreadsheet reads as a date and time and sorts. */
export const sheetTimeText = (at: number): string =>
  dateFormat('sheetTime', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }, 'sv-SE').format(at);

/**
 * A date input's value as the Kolkata day it names, 'YYYY-MM-DD' (DayInput.tsx): a day stays as it is, a moment (epoch
 * ms or a Date) is the Kolkata day holding it, not the laptop's (react-admin's DateInput reads it in the laptop's zone).
 */
export function dayValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const at = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(String(value));
  return Number.isFinite(at) ? kolkataDayOf(at) : null;
}
