import { t } from '../../i18n';
import { formatTime } from '../../lib/format';
import { isOpenAt, nextOpening } from '../../lib/openingHours';
import { m } from './messages';

/** Opening hours, and until when the kitchen paused its orders (epoch ms; absent or null: not paused). */
type Hours = { openingTime: string; closingTime: string; pausedUntil?: number | null };

interface Reopening {
  time: string;
  tomorrow: boolean;
  /** Paused by its kitchen, not closed by its hours. */
  paused: boolean;
}

/** When an outlet that takes no orders now takes them again ('10:00 am', tomorrow?), or null while it takes them. */
function reopening(outlet: Hours, now: number): Reopening | null {
  const open = isOpenAt(outlet.openingTime, outlet.closingTime, now);
  const pausedUntil = outlet.pausedUntil ?? null;
  if (open && pausedUntil !== null && pausedUntil > now) return { time: formatTime(pausedUntil), tomorrow: false, paused: true };
  if (open) return null;
  const next = nextOpening(outlet.openingTime, now);
  return { time: formatTime(next.at), tomorrow: next.tomorrow, paused: false };
}

/**
 * Why an order cannot be started at `now` ('Gold Leaf — Noida is closed now. It opens tomorrow at 11:00 am.'), or
 * null while the outlet takes orders: a tap on the menu's unavailable Add says it, and the server refuses an order
 * with the same words.
 */
export function closedMessage(outlet: Hours & { title: string }, now = Date.now()): string | null {
  const next = reopening(outlet, now);
  if (!next) return null;
  const words = next.paused ? m.pausedUntil : next.tomorrow ? m.closedUntilTomorrow : m.closedUntil;
  return t(words, { outlet: outlet.title, time: next.time });
}

/** The line over a closed outlet's dishes ('Closed now. Opens tomorrow at 10:00 am.'), or null while it is open. */
export function closedLine(outlet: Hours, now = Date.now()): string | null {
  const next = reopening(outlet, now);
  if (!next) return null;
  return t(next.paused ? m.pausedLine : next.tomorrow ? m.closedLineTomorrow : m.closedLine, { time: next.time });
}

