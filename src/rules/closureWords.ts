import { defineMessages, t } from '../i18n';
import { backOnDay, closureAt, midnightOfDay, type ClosureNotice } from '../lib/closures';
import { formatDayMonth } from '../lib/format';

/**
 * A closure's words (issue 36), in an area of their own: the server says them too when it refuses an order or a
 * booking inside one (server/http/say.ts), so they must not drag a screen's catalogue into the server.
 */
export const m = defineMessages('closures', {
  closedFor: 'Closed for {reason}, back on {date}',
  /**
   * The outlet card's two lines: each ends in an ellipsis when long (the list keeps one height per card), so the
   * sentence is split, the day it is back on a line of its own where the delivery time would be (none while closed).
   */
  cardClosedFor: 'Closed for {reason}',
  cardBackOn: 'Back on {date}',
});

/** 'Closed for Diwali, back on 3 November' while the outlet is inside its closure at `now`, else null. */
export function closureLine(outlet: { closure?: ClosureNotice | null }, now = Date.now()): string | null {
  const closure = closureAt(outlet.closure, now);
  if (!closure) return null;
  return t(m.closedFor, { reason: closure.reason, date: formatDayMonth(midnightOfDay(backOnDay(closure))) });
}

/** The card's two lines ('Closed for Diwali', 'Back on 3 November') while the outlet is inside its closure at `now`, else null. */
export function closureCardLines(outlet: { closure?: ClosureNotice | null }, now = Date.now()): { closedFor: string; backOn: string } | null {
  const closure = closureAt(outlet.closure, now);
  if (!closure) return null;
  return { closedFor: t(m.cardClosedFor, { reason: closure.reason }), backOn: t(m.cardBackOn, { date: formatDayMonth(midnightOfDay(backOnDay(closure))) }) };
}
