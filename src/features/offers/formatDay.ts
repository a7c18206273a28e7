import { LOCALE, TIME_ZONE } from '../../config/constants';

const day = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });

/** '31 Dec 2026', in Asia/Kolkata: expiry and reveal dates (the hour does not matter to a customer here). */
export const formatDay = (epochMs: number): string => day.format(epochMs);
