import type { Coordinates } from '../../rules/geo';
import type { AppStore } from '../../lib/store';
import { DEFAULT_ADDRESS, LOCATION_FALLBACK_AFTER_MS, LOCATION_TIMEOUT_MS } from '../../config/constants';
import { effectiveOrderTypeAtom } from '../cart/cartAtoms';
import { t } from '../../i18n';
import { m } from './messages';
import { locatedAtom, locationProblemAtom, locationProblemOf, placeAtom } from './locationAtoms';
import type { Place } from './locationAtoms';

/** Where the device is, as the outlets are measured from it; `chosen` when the diner asked for it. */
export const devicePlace = ({ latitude, longitude }: Coordinates, chosen = false): Place => ({
  latitude,
  longitude,
  source: 'device',
  label: t(m.currentLocation),
  chosen,
});

/** SPEC 9's default address: where the customer is taken to be without a GPS fix or a place of their own. */
export const defaultPlace = (): Place => ({ latitude: DEFAULT_ADDRESS.latitude, longitude: DEFAULT_ADDRESS.longitude, source: 'default', label: DEFAULT_ADDRESS.label });

/**
 * SPEC 4, location: ask the device with a 5 s time-out. If it has not answered within 3 s and the customer is
 * not dining in, go on with the default address, so outlets appear without waiting on a slow GPS (a saved address
 * the diner chose needs no rule: it is the place, see placeAtom). The first place known wins.
 */
export function locate(store: AppStore, geolocation: Geolocation | undefined = navigator.geolocation): void {
  const settle = (place: Place) => {
    if (!store.get(locatedAtom)) store.set(locatedAtom, place);
  };
  if (!geolocation) {
    store.set(locationProblemAtom, 'unsupported');
    settle(defaultPlace());
    return;
  }
  const fallbackTimer = setTimeout(() => {
    if (store.get(effectiveOrderTypeAtom) !== 'DineIn') settle(defaultPlace());
  }, LOCATION_FALLBACK_AFTER_MS);
  geolocation.getCurrentPosition(
    ({ coords }) => {
      clearTimeout(fallbackTimer);
      settle(devicePlace(coords));
    },
    (error) => {
      clearTimeout(fallbackTimer);
      store.set(locationProblemAtom, locationProblemOf(error));
      settle(defaultPlace());
    },
    { timeout: LOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000, enableHighAccuracy: false },
  );
}

/**
 * Where the food goes from start-up on: a place the diner chose stands, and the device is not asked for it; without
 * one (the first visit, or once it is gone: signed out, its address deleted) SPEC 4's rule finds one.
 */
export function followPlace(store: AppStore, geolocation?: Geolocation): void {
  const locateWithoutPlace = () => {
    if (!store.get(placeAtom)) locate(store, geolocation);
  };
  locateWithoutPlace();
  store.sub(placeAtom, locateWithoutPlace);
}
