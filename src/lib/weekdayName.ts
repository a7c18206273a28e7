/** A weekday's name (0 Sunday … 6 Saturday), for a week of opening hours: its own module, out of the first view. */
import { formatWeekday } from './format';

/** A Sunday noon in Kolkata, from which a weekday's name is read. */
const A_SUNDAY = Date.UTC(2026, 10, 29, 6, 30);

export const weekdayName = (weekday: number, locale?: string): string => formatWeekday(A_SUNDAY + weekday * 86_400_000, locale);
