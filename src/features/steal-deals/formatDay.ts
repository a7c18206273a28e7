import { LOCALE, TIME_ZONE } from '../../config/constants';

const day = new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, dateStyle: 'medium' });
/** '21 Jan 2027', in Kolkata: deals are valid to a day, not a minute. */
export const formatDay = (epochMs: number): string => day.format(epochMs);
