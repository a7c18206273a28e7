import { useEffect, useState } from 'react';
import type { ClosureNotice } from '../../lib/closures';
import type { OutletHours, WeekdayHours } from '../../lib/openingHours';
import { closedLine } from '../../rules/closedLine';

const CHECK_MS = 60_000;

/**
 * closedLine for the outlet, kept current while the menu is open: checked each minute, so the outlet opening
 * (or midnight turning 'tomorrow' into today) shows without a reload. Same text, same state: no re-render.
 */
export function useClosedLine(outlet: OutletHours & { pausedUntil?: number | null; closure?: ClosureNotice | null }): string | null {
  const { openingTime, closingTime } = outlet;
  const pausedUntil = outlet.pausedUntil ?? null;
  // By value: a refetched outlet brings an equal closure or week in a new object, which need not restart the timer.
  const closureKey = outlet.closure ? JSON.stringify(outlet.closure) : '';
  const weekKey = outlet.weekdayHours ? JSON.stringify(outlet.weekdayHours) : '';
  const [line, setLine] = useState(() => closedLine(outlet));
  useEffect(() => {
    const closure = closureKey ? (JSON.parse(closureKey) as ClosureNotice) : null;
    const weekdayHours = weekKey ? (JSON.parse(weekKey) as WeekdayHours) : null;
    const check = () => setLine(closedLine({ openingTime, closingTime, weekdayHours, pausedUntil, closure }));
    check();
    const timer = setInterval(check, CHECK_MS);
    return () => clearInterval(timer);
  }, [openingTime, closingTime, weekKey, pausedUntil, closureKey]);
  return line;
}
