/** When an event is, as the lists and the detail say it: always Asia/Kolkata, whatever the phone's zone, in the app's language. */
import { dateFormat, formatTime } from '../../lib/format';

const day = () => dateFormat('eventDay', { weekday: 'short', day: 'numeric', month: 'short' });
const dayWithYear = () => dateFormat('eventDayWithYear', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const year = () => dateFormat('eventYear', { year: 'numeric' });

/** 'Sat, 28 Nov' (with the year when it is not this year's). */
export function eventDay(epochMs: number, now = Date.now()): string {
  return year().format(epochMs) === year().format(now) ? day().format(epochMs) : dayWithYear().format(epochMs);
}

/** '8:00 pm' */
export const eventStart = (startsAt: number): string => formatTime(startsAt);

/** '8:00 pm – 11:30 pm' (an evening that runs past midnight still reads as one evening). */
export const eventHours = (startsAt: number, endsAt: number): string => `${formatTime(startsAt)} – ${formatTime(endsAt)}`;

/** 'Sat, 28 Nov · 8:00 pm – 11:30 pm' */
export const eventWhen = (startsAt: number, endsAt: number, now = Date.now()): string =>
  `${eventDay(startsAt, now)} · ${eventHours(startsAt, endsAt)}`;
