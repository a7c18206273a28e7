import { useEffect, useState } from 'react';
import { closedLine } from './closedMessage';

const CHECK_MS = 60_000;

/**
 * closedLine for the outlet, kept current while the menu is open: checked each minute, so the outlet opening
 * (or midnight turning 'tomorrow' into today) shows without a reload. Same text, same state: no re-render.
 */
export function useClosedLine(outlet: { openingTime: string; closingTime: string; pausedUntil?: number | null }): string | null {
  const { openingTime, closingTime } = outlet;
  const pausedUntil = outlet.pausedUntil ?? null;
  const [line, setLine] = useState(() => closedLine({ openingTime, closingTime, pausedUntil }));
  useEffect(() => {
    const check = () => setLine(closedLine({ openingTime, closingTime, pausedUntil }));
    check();
    const timer = setInterval(check, CHECK_MS);
    return () => clearInterval(timer);
  }, [openingTime, closingTime, pausedUntil]);
  return line;
}
