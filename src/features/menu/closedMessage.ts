import { t } from '../../i18n';
import { formatTime } from '../../lib/format';
import type { ClosureNotice } from '../../lib/closures';
import { reopening, type TakingHours } from '../../lib/openingHours';
import { closureLine } from '../restaurants/closureWords';
import { m } from './messages';

/** The hours, the pause, and the closure (issue 36), which says why and until when whatever the hours say. */
type Hours = TakingHours & { closure?: ClosureNotice | null };

/**
 * Why an order cannot be started at `now` ('Gold Leaf — Noida is closed now. It opens tomorrow at 11:00 am.'), or
 * null while the outlet takes orders: a tap on the menu's unavailable Add says it, and the server refuses an order
 * with the same words.
 */
export function closedMessage(outlet: Hours & { title: string }, now = Date.now()): string | null {
  const closure = closureLine(outlet, now);
  if (closure) return closure;
  const next = reopening(outlet, now);
  if (!next) return null;
  const words = next.paused ? m.pausedUntil : next.tomorrow ? m.closedUntilTomorrow : m.closedUntil;
  return t(words, { outlet: outlet.title, time: formatTime(next.at) });
}

/** The line over a closed outlet's dishes ('Closed now. Opens tomorrow at 10:00 am.'), or null while it is open. */
export function closedLine(outlet: Hours, now = Date.now()): string | null {
  const closure = closureLine(outlet, now);
  if (closure) return closure;
  const next = reopening(outlet, now);
  if (!next) return null;
  return t(next.paused ? m.pausedLine : next.tomorrow ? m.closedLineTomorrow : m.closedLine, { time: formatTime(next.at) });
}

