/** When an event is, as the lists and the detail say it: always Asia/Kolkata, whatever the phone's zone. */
import { LOCALE, TIME_ZONE } from '../../config/constants';

const day = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short' });
const dayWithYear = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const time = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, hour: 'numeric', minute: '2-digit' });
const year = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, year: 'numeric' });

/** 'Sat, 28 Nov' (with the year when it is not this year's). */
export function eventDay(epochMs: number, now = Date.now()): string {
  return year.format(epochMs) === year.format(now) ? day.format(epochMs) : dayWithYear.format(epochMs);
}

/** '8:00 pm' */
export const eventStart = (startsAt: number): string => time.format(startsAt);

/** '8:00 pm – 11:30 pm' (an evening that runs past midnight still reads as one evening). */
export const eventHours = (startsAt: number, endsAt: number): string => `${time.format(startsAt)} – ${time.format(endsAt)}`;

/** 'Sat, 28 Nov · 8:00 pm – 11:30 pm' */
export const eventWhen = (startsAt: number, endsAt: number, now = Date.now()): string =>
  `${eventDay(startsAt, now)} · ${eventHours(startsAt, endsAt)}`;
