import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react';
import type { ReactNode } from 'react';
import type { Read } from '../api/client';
import type { MessageRef } from '../i18n';
import type { Loaded } from '../lib/useLoaded';
import { SavedCopyNote } from './SavedCopyNote';

/** When the worker's copy a load shows was fetched; null while loading, on failure, or when fresh. */
export const copyTime = (loaded: Loaded<Read<unknown>>): number | null => (loaded.state === 'ready' ? loaded.value.cachedAt : null);

const ReportCopy = createContext<(part: string, cachedAt: number | null) => void>(() => undefined);

/**
 * One note for a screen whose parts load on their own (Offers & Rewards: points, scratch cards, coupons,
 * vouchers, gift codes): each part reports the time of the copy it shows (useSavedCopy), the screen its own
 * (`cachedAt`), and the note above them gives the oldest, once. Outside one, a part's report goes nowhere.
 */
export function SavedCopies({
  offline,
  cachedAt = [],
  children,
}: {
  offline: MessageRef;
  cachedAt?: Array<number | null>;
  children: ReactNode;
}) {
  const [parts, setParts] = useState<ReadonlyMap<string, number>>(new Map());
  const report = useCallback((part: string, at: number | null) => {
    setParts((current) => {
      if ((current.get(part) ?? null) === at) return current;
      const next = new Map(current);
      if (at === null) next.delete(part);
      else next.set(part, at);
      return next;
    });
  }, []);
  const times = [...parts.values(), ...cachedAt.filter((at) => at !== null)];
  return (
    <ReportCopy.Provider value={report}>
      <SavedCopyNote cachedAt={times.length > 0 ? Math.min(...times) : null} offline={offline} />
      {children}
    </ReportCopy.Provider>
  );
}

/** A part of a SavedCopies screen tells it when the copy it shows was fetched (null: fresh, or nothing shown). */
export function useSavedCopy(cachedAt: number | null): void {
  const report = useContext(ReportCopy);
  const part = useId();
  useEffect(() => {
    report(part, cachedAt);
    return () => report(part, null);
  }, [report, part, cachedAt]);
}
