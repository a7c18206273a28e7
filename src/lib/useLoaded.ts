import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../api/errors';

export type Loaded<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; value: T };

/**
 * Loads with `load` on mount and whenever `load` changes; `reload` refreshes in place (the screen keeps what it
 * shows while a refresh is out, and a failed refresh keeps the last good value rather than blanking the screen).
 */
export function useLoaded<T>(load: () => Promise<T>): { result: Loaded<T>; reload: () => Promise<void>; set: (value: T) => void } {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });

  const reload = useCallback(async () => {
    try {
      const value = await load();
      setResult({ state: 'ready', value });
    } catch (error) {
      setResult((previous) => (previous.state === 'ready' ? previous : { state: 'error', message: messageOf(error) }));
    }
  }, [load]);

  useEffect(() => {
    setResult({ state: 'loading' });
    void reload();
  }, [reload]);

  const set = useCallback((value: T) => setResult({ state: 'ready', value }), []);
  return { result, reload, set };
}

