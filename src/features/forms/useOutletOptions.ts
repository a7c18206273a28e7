import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { store } from '../../lib/store';
import { loadRestaurants, restaurantListAtom } from '../restaurants';

export interface OutletOption {
  recordId: number;
  title: string;
}

/** The outlets feedback can be about: the app's outlet list (cached by the worker, so it works offline too). */
export function useOutletOptions(): { outlets: OutletOption[]; loading: boolean; error: string | null } {
  const list = useAtomValue(restaurantListAtom);
  useEffect(() => {
    if (list.status === 'idle' || list.status === 'error') void loadRestaurants(store, { userAsked: true });
  }, [list.status]);
  const outlets = useMemo(
    () => (list.status === 'ready' ? list.restaurants.map((r) => ({ recordId: r.recordId, title: r.title })) : []),
    [list],
  );
  return { outlets, loading: list.status === 'loading' || list.status === 'idle', error: list.status === 'error' ? list.message : null };
}
