import { t } from '../i18n';
import { formatTime, formatWeekday } from '../lib/format';
import type { ClosureNotice } from '../lib/closures';
import { reopening, type TakingHours } from '../lib/reopening';
import { closureLine } from './closureWords';
import { m as outletWords } from './outletWords';
import { m } from './menuWords';

/** 'It opens at', 'tomorrow at', or 'on Monday at': the app's and the server's words for when a closed outlet opens. */
export const closedUntilWords = (inDays: number) => [m.closedUntil, m.closedUntilTomorrow][inDays] ?? m.closedUntilDay;

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
  // A week with no open day (the server refuses one): closed, with no time to give.
  if (next.at === null) return t(outletWords.closedNow);
  const words = next.paused ? m.pausedUntil : closedUntilWords(next.inDays);
  return t(words, { outlet: outlet.title, time: formatTime(next.at), day: formatWeekday(next.at) });
}

/** The line over a closed outlet's dishes ('Closed now. Opens tomorrow at 10:00 am.'), or null while it is open. */
export function closedLine(outlet: Hours, now = Date.now()): string | null {
  const closure = closureLine(outlet, now);
  if (closure) return closure;
  const next = reopening(outlet, now);
  if (!next) return null;
  if (next.at === null) return t(outletWords.closedNow);
  const words = next.paused ? m.pausedLine : [m.closedLine, m.closedLineTomorrow][next.inDays] ?? m.closedLineDay;
  return t(words, { time: formatTime(next.at), day: formatWeekday(next.at) });
}

