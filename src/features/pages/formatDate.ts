import { dateFormat } from '../../lib/format';

/** '23 November 2026': when a page was last changed (a day is precise enough for a policy), in the app's language. */
export const formatDate = (epochMs: number): string => dateFormat('longDate', { dateStyle: 'long' }).format(epochMs);
