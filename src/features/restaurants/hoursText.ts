import { t } from '../../i18n';
import { hoursAt, isOpenAllDay, type OutletHours } from '../../lib/openingHours';
import { m } from '../../rules/outletWords';

/**
 * The hours kept now: "11:00–23:59", or "Open 24 hours"; null on a weekday the outlet keeps closed, where 'Closed
 * now' and the line of when it opens say it all.
 */
export function openingHoursText(outlet: OutletHours, now = Date.now()): string | null {
  const day = hoursAt(outlet, now);
  if (day === null) return null;
  return isOpenAllDay(day) ? t(m.openAllDay) : `${day.opens}–${day.closes}`;
}
