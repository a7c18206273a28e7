import { TIME_ZONE } from '../../config/constants';

const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Whether an outlet open from `opening` to `closing` ("HH:mm", Kolkata) is open at `at`; handles past-midnight. */
export function isOpenAt(opening: string, closing: string, at: number = Date.now()): boolean {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const now = Number(parts.find((p) => p.type === 'hour')?.value) * 60 + Number(parts.find((p) => p.type === 'minute')?.value);
  const open = minutesOf(opening);
  const close = minutesOf(closing);
  return open <= close ? now >= open && now < close : now >= open || now < close;
}

/** "11:00–23:59", or "Open 24 hours" for an outlet that never closes (00:00 to 24:00). */
export const openingHoursText = (opening: string, closing: string): string =>
  opening === closing || (opening === '00:00' && closing >= '23:59') ? 'Open 24 hours' : `${opening}–${closing}`;
