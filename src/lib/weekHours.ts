/**
 * A week of opening hours as the outlet's timing tab and the console list it (issue 36): the days' names, Monday
 * first, and whether any day differs. Out of the first view, which needs only src/lib/openingHours.ts.
 */
import { formatWeekday } from './format';
import type { OutletHours, Weekday } from './openingHours';

/** The order the week is read in India: Monday first. */
export const WEEK_FROM_MONDAY: readonly Weekday[] = [1, 2, 3, 4, 5, 6, 0];

/** A Sunday noon in Kolkata, from which a weekday's name is read. */
const A_SUNDAY = Date.UTC(2026, 10, 29, 6, 30);

/** A weekday's name (0 Sunday … 6 Saturday). */
export const weekdayName = (weekday: number, locale?: string): string => formatWeekday(A_SUNDAY + weekday * 86_400_000, locale);

/** Whether some weekday keeps other hours than the usual ones. */
export const hasWeekdayHours = (outlet: OutletHours): boolean => Object.keys(outlet.weekdayHours ?? {}).length > 0;
