import { t } from '../../i18n';
import { formatTime } from '../../lib/format';
import { isOpenAt, nextOpening } from '../../lib/openingHours';
import { m } from './messages';

/**
 * Why an order cannot be started at `now` ('Gold Leaf — Noida is closed now. It opens tomorrow at 11:00 am.'), or
 * null while the outlet is open: the menu's Add says it, and the server refuses an order with the same words.
 */
export function closedMessage(outlet: { title: string; openingTime: string; closingTime: string }, now = Date.now()): string | null {
  if (isOpenAt(outlet.openingTime, outlet.closingTime, now)) return null;
  const next = nextOpening(outlet.openingTime, now);
  return t(next.tomorrow ? m.closedUntilTomorrow : m.closedUntil, { outlet: outlet.title, time: formatTime(next.at) });
}
