import { atom } from 'jotai';
import type { Restaurant } from '../../api/contract';

export type RestaurantListState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; restaurants: Restaurant[]; cachedAt: number | null }
  | { status: 'error'; message: string };

export const restaurantListAtom = atom<RestaurantListState>({ status: 'idle' });

/** SPEC 3, selectedHeaderRestaurant: the outlet the customer is ordering from. */
export interface RestaurantSelection {
  value: string;
  label: string;
  recordId: number;
}
export const selectedRestaurantAtom = atom<RestaurantSelection | null>(null);

export const toSelection = (r: Restaurant): RestaurantSelection => ({ value: r.restaurantUuid, label: r.title, recordId: r.recordId });
