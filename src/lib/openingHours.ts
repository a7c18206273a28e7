/**
 * An outlet's hours ("HH:mm", Asia/Kolkata): one rule for the app's 'Open now' and the server's refusal of
 * orders and bookings outside them, so the two can never disagree.
 *
 * The usual hours (openingTime to closingTime) hold every day but the weekdays head office set apart (issue 36):
 * other hours that day, or closed all day. Hours past midnight (18:00 to 02:00) run into the next morning, whatever
 * that next day's own hours are.
 */

/** One day's hours. Equal times, or 00:00 to 24:00, mean open around the clock. */
export interface DayHours {
  opens: string;
  closes: string;
}

/** Sunday (0) to Saturday (6), Kolkata's. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** The weekdays whose hours are not the usual ones: other hours, or null for closed all day. */
export type WeekdayHours = Partial<Record<Weekday, DayHours | null>>;

export interface OutletHours {
  openingTime: string;
  closingTime: string;
  /** Absent (copies saved before) or empty: the usual hours every day. */
  weekdayHours?: WeekdayHours | null;
}

export const minutesOf = (hhmm: string): number => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

export const DAY_MINUTES = 24 * 60;

/** Kolkata keeps UTC+5:30 all year (no summer time since 1945): its clock is UTC's, moved on. */
const KOLKATA_OFFSET_MINUTES = 330;

export function kolkataParts(at: number): { weekday: Weekday; minute: number } {
  const local = Math.floor(at / 60_000) + KOLKATA_OFFSET_MINUTES;
  const day = Math.floor(local / DAY_MINUTES);
  // 1 January 1970 was a Thursday (4).
  return { weekday: ((day + 4) % 7) as Weekday, minute: local - day * DAY_MINUTES };
}

/** Minutes since midnight in Kolkata at `at`. */
export const kolkataMinuteOf = (at: number): number => kolkataParts(at).minute;

/** The weekday in Kolkata at `at`. */
export const kolkataWeekdayOf = (at: number): Weekday => kolkataParts(at).weekday;

const dayBefore = (weekday: Weekday): Weekday => ((weekday + 6) % 7) as Weekday;

/** The hours of one weekday, or null when the outlet is closed all that day. */
export function hoursOn(outlet: OutletHours, weekday: Weekday): DayHours | null {
  const own = outlet.weekdayHours?.[weekday];
  return own === undefined ? { opens: outlet.openingTime, closes: outlet.closingTime } : own;
}

const aroundTheClock = (day: DayHours) => day.opens === day.closes;
const pastMidnight = (day: DayHours) => minutesOf(day.opens) > minutesOf(day.closes);

/** Whether a day's own hours (not the night before's) cover `minute` of it. The closing minute is outside. */
function coversMinute(day: DayHours, minute: number): boolean {
  if (aroundTheClock(day)) return true;
  const open = minutesOf(day.opens);
  return pastMidnight(day) ? minute >= open : minute >= open && minute < minutesOf(day.closes);
}

/**
 * The hours in force at `at`, and whether they cover it: the night before's when they run past midnight into this
 * minute, else that day's own (null on a day the outlet keeps closed).
 */
function inForce(outlet: OutletHours, at: number): { day: DayHours | null; open: boolean } {
  const { weekday, minute } = kolkataParts(at);
  const night = hoursOn(outlet, dayBefore(weekday));
  if (night && pastMidnight(night) && minute < minutesOf(night.closes)) return { day: night, open: true };
  const day = hoursOn(outlet, weekday);
  return { day, open: day !== null && coversMinute(day, minute) };
}

/** The hours the outlet keeps at `at` (the night before's past midnight), or null on a day it is closed. */
export const hoursAt = (outlet: OutletHours, at: number): DayHours | null => inForce(outlet, at).day;

/** Whether the outlet is open at `at`. An order or a table as the kitchen closes is none: the closing minute is outside. */
export const isOpenAt = (outlet: OutletHours, at: number = Date.now()): boolean => inForce(outlet, at).open;

/** A day open around the clock: equal times, or 00:00 to 24:00. */
export const isOpenAllDay = (day: DayHours): boolean => aroundTheClock(day) || (day.opens === '00:00' && day.closes >= '23:59');

