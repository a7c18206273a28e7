import { useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { hydrate, type PersistedAtom } from './persistedAtom';

const reads = new Map<string, Promise<void>>();

/**
 * True once a persisted atom that is not read before the first paint (main.tsx) has been read from storage into the
 * store: once per page load, however many screens ask. For state only some screens need (a deal cart, the table a
 * diner joined), kept out of home's first view.
 */
export function useHydrated(atom: Pick<PersistedAtom<unknown>, 'storageKey' | 'hydrateInto'>): boolean {
  const store = useStore();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    let read = reads.get(atom.storageKey);
    if (!read) {
      read = hydrate(store, [atom]);
      reads.set(atom.storageKey, read);
    }
    void read.then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [store, atom]);
  return ready;
}
