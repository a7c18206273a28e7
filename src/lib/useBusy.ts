import { useCallback, useRef, useState } from 'react';

/**
 * One action at a time for a form or a button group: `busy` while it runs (buttons show it and are disabled),
 * and a call made while one is out (a double tap before React re-renders) is ignored and resolves to undefined.
 */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    try {
      return await task();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
