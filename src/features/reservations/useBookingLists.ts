import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { messageOf } from '../../api/errors';
import { store } from '../../lib/store';
import { loadRestaurants, restaurantListAtom } from '../restaurants';
import { fetchOccasions } from './api';
import type { BookTableRestaurant } from './reservationAtoms';

/**
 * SPEC 4: the restaurant list and the occasion list load separately. Tables are booked only at outlets that
 * serve dine-in; the preselected outlet is offered even before the list has loaded (or when it cannot load).
 */
export function useBookableRestaurants(preselected: BookTableRestaurant | null): BookTableRestaurant[] {
  const list = useAtomValue(restaurantListAtom);
  useEffect(() => {
    if (list.status === 'idle' || list.status === 'error') void loadRestaurants(store, { userAsked: true });
  }, [list.status]);
  return useMemo(() => {
    const bookable: BookTableRestaurant[] =
      list.status === 'ready'
        ? list.restaurants.filter((r) => r.availableInDineIn).map((r) => ({ recordId: r.recordId, title: r.title, closure: r.closure ?? null }))
        : [];
    if (preselected && !bookable.some((r) => r.recordId === preselected.recordId)) bookable.unshift(preselected);
    return bookable;
  }, [list, preselected]);
}

export type OccasionsState =
  | { status: 'loading'; names: string[] }
  | { status: 'ready'; names: string[] }
  | { status: 'error'; names: string[]; message: string; retry: () => void };

export function useOccasions(): OccasionsState {
  const [state, setState] = useState<{ names: string[]; error: string | null }>({ names: [], error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    fetchOccasions().then(
      (names) => current && setState({ names, error: null }),
      (error: unknown) => current && setState({ names: [], error: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setState({ names: [], error: null });
    setAttempt((n) => n + 1);
  }, []);
  if (state.error !== null) return { status: 'error', names: [], message: state.error, retry };
  return { status: state.names.length > 0 ? 'ready' : 'loading', names: state.names };
}
