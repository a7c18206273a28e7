import { LOCALE, TIME_ZONE } from '../../config/constants';

const date = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'long' });

/** '23 November 2026': when a page was last changed (a day is precise enough for a policy). */
export const formatDate = (epochMs: number): string => date.format(epochMs);
