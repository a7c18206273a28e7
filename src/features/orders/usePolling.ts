import { useEffect, useRef } from 'react';

/**
 * Calls `tick` every `intervalMs` while `enabled` and the page is visible (a hidden tab polls nothing: it
 * saves the phone's battery and data), once on enabling when `immediate`, and once when the page becomes visible again.
 */
export function usePolling(
  tick: () => void | Promise<void>,
  intervalMs: number,
  enabled: boolean,
  { immediate = false }: { immediate?: boolean } = {},
): void {
  const latest = useRef(tick);
  useEffect(() => {
    latest.current = tick;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setInterval> | null = null;
    const start = () => {
      if (timer === null) timer = setInterval(() => void latest.current(), intervalMs);
    };
    const stop = () => {
      if (timer !== null) clearInterval(timer);
      timer = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') {
        void latest.current();
        start();
      } else {
        stop();
      }
    };
    if (immediate) void latest.current();
    if (document.visibilityState === 'visible') start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, intervalMs, immediate]);
}
