import { dateFormat } from '../../lib/format';

/** '21 Jan 2027', in Kolkata and the app's language: deals are valid to a day, not a minute. */
export const formatDay = (epochMs: number): string => dateFormat('dealDay', { dateStyle: 'medium' }).format(epochMs);
