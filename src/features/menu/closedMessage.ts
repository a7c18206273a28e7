import { t } from '../../i18n';
import { formatTime } from '../../lib/format';
import { isOpenAt, nextOpening } from '../../lib/openingHours';
import { m } from './messages';

type Hours = { openingTime: string; closingTime: string };

/** When a closed outlet opens next ('10:00 am', and whether that is tomorrow), or null while it is open. */
function reopening(outlet: Hours, now: number): { time: string; tomorrow: boolean } | null {
  if (isOpenAt(outlet.openingTime, outlet.closingTime, now)) return null;
  const next = nextOpening(outlet.openingTime, now);
  return { time: formatTime(next.at), tomorrow: next.tomorrow };
}

/**
 * Why an order cannot be started at `now` ('Gold Leaf — Noida is closed now. It opens tomorrow at 11:00 am.'), or
 * null while the outlet is open: a tap on the menu's unavailable Add says it, and the server refuses an order with
 * the same words.
 */
export function closedMessage(outlet: Hours & { title: string }, now = Date.now()): string | null {
  const next = reopening(outlet, now);
  return next && t(next.tomorrow ? m.closedUntilTomorrow : m.closedUntil, { outlet: outlet.title, time: next.time });
}

/** The line over a closed outlet's dishes ('Closed now. Opens tomorrow at 10:00 am.'), or null while it is open. */
export function closedLine(outlet: Hours, now = Date.now()): string | null {
  const next = reopening(outlet, now);
  return next && t(next.tomorrow ? m.closedLineTomorrow : m.closedLine, { time: next.time });
}
