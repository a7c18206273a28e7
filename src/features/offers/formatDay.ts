import { dateFormat } from '../../lib/format';

/** '31 Dec 2026', in Asia/Kolkata and the app's language: expiry and reveal dates (the hour does not matter here). */
export const formatDay = (epochMs: number): string => dateFormat('offersDay', { day: 'numeric', month: 'short', year: 'numeric' }).format(epochMs);
