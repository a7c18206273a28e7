/**
 * The line over a closed outlet's dishes, which its menu's first view draws (and the server paints in its HTML). Apart
 * from what a tap on an unavailable Add says (closedMessage.ts), which loads on the tap.
 */
import { t } from '../i18n';
import { formatTime, formatWeekday } from '../lib/format';
import type { ClosureNotice } from '../lib/closures';
import { reopening, type TakingHours } from '../lib/reopening';
import { closureLine } from './closureWords';
import { m as outletWords } from './outletWords';
import { m } from './menuWords';

/** The hours, the pause, and the closure (issue 36), which says why and until when whatever the hours say. */
type Hours = TakingHours & { closure?: ClosureNotice | null };

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

