import { useState, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser believes it has a network. It can be wrong one way only (online with a dead server), so
 * it may switch network-only actions off, never on: those still handle a missing answer themselves.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/**
 * A number that grows each time the signal comes back: a read that failed without it, keyed on this number, is
 * tried again without a tap.
 */
export function useReconnects(): number {
  const online = useOnline();
  const [seen, setSeen] = useState({ online, reconnects: 0 });
  // React's 'adjust state while rendering': the count follows the flag without an effect's extra paint.
  if (seen.online !== online) setSeen({ online, reconnects: seen.reconnects + (online ? 1 : 0) });
  return seen.reconnects;
}
