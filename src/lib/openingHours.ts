/**
 * An outlet's hours ("HH:mm", Asia/Kolkata): one rule for the app's 'Open now' and the server's refusal of
 * orders and bookings outside them, so the two can never disagree.
 */
import { TIME_ZONE } from '../config/constants';

const kolkataClock = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Minutes since midnight in Kolkata at `at`. */
export function kolkataMinuteOf(at: number): number {
  const parts = kolkataClock.formatToParts(at);
  return Number(parts.find((p) => p.type === 'hour')?.value) * 60 + Number(parts.find((p) => p.type === 'minute')?.value);
}

/**
 * Whether an outlet open from `opening` to `closing` is open at `at`. The closing minute itself is outside (an
 * order or a table as the kitchen closes is none), hours past midnight (18:00 to 02:00) are handled, and equal
 * times or 00:00 to 24:00 mean open around the clock.
 */
export function isOpenAt(opening: string, closing: string, at: number = Date.now()): boolean {
  const minute = kolkataMinuteOf(at);
  const open = minutesOf(opening);
  const close = minutesOf(closing);
  if (open === close) return true;
  return open <= close ? minute >= open && minute < close : minute >= open || minute < close;
}

/** An outlet that never closes: equal times, or 00:00 to 24:00. */
export const isOpenAllDay = (opening: string, closing: string): boolean => opening === closing || (opening === '00:00' && closing >= '23:59');

const DAY_MINUTES = 24 * 60;

/** When a closed outlet next opens: later today, or tomorrow when today's opening has passed. */
export function nextOpening(opening: string, at: number): { at: number; tomorrow: boolean } {
  const minute = kolkataMinuteOf(at);
  const startOfMinute = at - (at % 60_000);
  const wait = (minutesOf(opening) - minute + DAY_MINUTES) % DAY_MINUTES;
  return { at: startOfMinute + wait * 60_000, tomorrow: minute + wait >= DAY_MINUTES };
}

/** Opening hours, and until when the kitchen paused its orders (epoch ms; absent or null: not paused). */
export type TakingHours = { openingTime: string; closingTime: string; pausedUntil?: number | null };

/**
 * When an outlet that takes no orders now takes them again (epoch ms, tomorrow?, paused by its kitchen rather than
 * closed by its hours), or null while it takes them: one rule for the menu's closed line and Add outside the menu.
 */
export function reopening(outlet: TakingHours, now: number): { at: number; tomorrow: boolean; paused: boolean } | null {
  const open = isOpenAt(outlet.openingTime, outlet.closingTime, now);
  const pausedUntil = outlet.pausedUntil ?? null;
  if (open && pausedUntil !== null && pausedUntil > now) return { at: pausedUntil, tomorrow: false, paused: true };
  if (open) return null;
  return { ...nextOpening(outlet.openingTime, now), paused: false };
}
