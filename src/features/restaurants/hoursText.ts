import { t } from '../../i18n';
import { isOpenAllDay } from '../../lib/openingHours';
import { m } from './messages';

/** "11:00–23:59", or "Open 24 hours" for an outlet that never closes. */
export const openingHoursText = (opening: string, closing: string): string => (isOpenAllDay(opening, closing) ? t(m.openAllDay) : `${opening}–${closing}`);
