import type { AppStore } from '../../lib/store';
import type { Coordinates } from '../../rules/geo';
import { messageOf } from '../../api/errors';
import { RESTAURANT_LIST_RETRY_CAP } from '../../config/constants';
import { orderTypeAtom } from '../cart/cartAtoms';
import { placeAtom } from '../location/locationAtoms';
import { chooseOrderType } from './chooseOrderType';
import { fetchRestaurantList } from './api';
import { restaurantListAtom, selectedRestaurantAtom, toSelection } from './restaurantAtoms';

/** SPEC 4: automatic attempts are capped at 3 for the whole session, however often loading is triggered. */
let automaticAttempts = 0;
let inFlight: Promise<void> | null = null;

/** Test seam: a new session starts with a fresh counter. */
export function resetRestaurantAttempts(): void {
  automaticAttempts = 0;
}

/**
 * Loads the outlets once a position is known and only if not loaded yet (SPEC 4). `refresh` reloads a list that
 * is already shown, quietly (used when the service worker first takes control, so that it caches the list).
 * A failed automatic load tries again with a growing pause until the session's cap is spent.
 */
export function loadRestaurants(store: AppStore, options: { refresh?: boolean; userAsked?: boolean } = {}): Promise<void> {
  const position = store.get(placeAtom);
  const current = store.get(restaurantListAtom);
  if (!position || inFlight) return inFlight ?? Promise.resolve();
  if (current.status === 'ready' && !options.refresh) return Promise.resolve();
  if (!options.userAsked && !options.refresh && automaticAttempts >= RESTAURANT_LIST_RETRY_CAP) return Promise.resolve();
  if (!options.userAsked && !options.refresh) automaticAttempts += 1;
  if (current.status !== 'ready') store.set(restaurantListAtom, { status: 'loading' });

  inFlight = fetchRestaurantList(position)
    .then(({ data, cachedAt }) => {
      store.set(restaurantListAtom, { status: 'ready', restaurants: data, cachedAt });
      if (store.get(orderTypeAtom) === null) {
        const choice = chooseOrderType(data);
        store.set(orderTypeAtom, choice.orderType);
        if (choice.restaurant) store.set(selectedRestaurantAtom, toSelection(choice.restaurant));
      }
    })
    .catch((error: unknown) => {
      if (current.status === 'ready') return; // a quiet refresh failed: keep what is shown
      store.set(restaurantListAtom, { status: 'error', message: messageOf(error) });
      if (automaticAttempts < RESTAURANT_LIST_RETRY_CAP) {
        setTimeout(() => void loadRestaurants(store), 1500 * automaticAttempts);
      }
    })
    .finally(() => {
      inFlight = null;
      // The place changed while this list was on its way: the list of the place chosen since (its own load waited).
      if (!samePoint(store.get(placeAtom), position)) void loadRestaurants(store, { refresh: true, userAsked: true });
    });
  return inFlight;
}

const samePoint = (a: Coordinates | null, b: Coordinates) => a !== null && a.latitude === b.latitude && a.longitude === b.longitude;

/**
 * The outlets follow where the food goes: loaded once the first place is known, and measured again (the shown list
 * staying until the new one arrives) whenever the diner chooses another, wherever that is done.
 */
export function loadRestaurantsForPlace(store: AppStore): void {
  let measuredFrom = store.get(placeAtom);
  if (measuredFrom) void loadRestaurants(store);
  store.sub(placeAtom, () => {
    const place = store.get(placeAtom);
    if (!place || (measuredFrom && samePoint(measuredFrom, place))) return;
    const first = measuredFrom === null;
    measuredFrom = place;
    void loadRestaurants(store, first ? {} : { refresh: true, userAsked: true });
  });
}
