import { useCallback, useEffect, useState } from 'react';

/** Whole seconds left of a countdown started with start(seconds), re-rendering once a second until 0. */
export function useCountdown(): { secondsLeft: number; start: (seconds: number) => void } {
  const [clock, setClock] = useState({ now: 0, until: 0 });
  useEffect(() => {
    if (clock.now >= clock.until) return undefined;
    const timer = setTimeout(() => setClock((c) => ({ ...c, now: Date.now() })), 1000);
    return () => clearTimeout(timer);
  }, [clock]);
  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ now, until: now + seconds * 1000 });
  }, []);
  return { secondsLeft: Math.max(0, Math.ceil((clock.until - clock.now) / 1000)), start };
}
