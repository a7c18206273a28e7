import type { Coordinates } from '../../rules/geo';
import type { AppStore } from '../../lib/store';
import { DEFAULT_ADDRESS, LOCATION_FALLBACK_AFTER_MS, LOCATION_TIMEOUT_MS } from '../../config/constants';
import { effectiveOrderTypeAtom } from '../cart/cartAtoms';
import { t } from '../../i18n';
import { locationProblemOf } from './devicePosition';
import { m } from './messages';
import { locationProblemAtom, positionAtom, selectedAddressAtom } from './locationAtoms';
import type { Address, Position } from './locationAtoms';

/** A saved address as the place the outlet list is measured from, named as the header shows it. */
export const addressPosition = (address: Address): Position => ({
  latitude: address.latitude,
  longitude: address.longitude,
  source: 'saved-address',
  label: [address.addressType, address.addressLine1].filter(Boolean).join(' · '),
  address: { type: address.addressType, line: address.addressLine1, area: address.addressLine2 },
});

/** Where the device is, as the outlet list is measured from it. */
export const devicePlace = ({ latitude, longitude }: Coordinates): Position => ({ latitude, longitude, source: 'device', label: t(m.currentLocation) });

/** The saved address, else the default one (SPEC 4): where the customer is taken to be without a GPS fix. */
export function fallbackPosition(store: AppStore): Position {
  const address = store.get(selectedAddressAtom);
  if (address) return addressPosition(address);
  return { latitude: DEFAULT_ADDRESS.latitude, longitude: DEFAULT_ADDRESS.longitude, source: 'default', label: DEFAULT_ADDRESS.label };
}

/**
 * SPEC 4, location: ask the device with a 5 s time-out. If it has not answered within 3 s and the customer is
 * not dining in, go on with the saved or default address, so outlets appear without waiting on a slow GPS.
 * The first position known wins: the outlet list is loaded once for it.
 */
export function locate(store: AppStore, geolocation: Geolocation | undefined = navigator.geolocation): void {
  const settle = (position: Position) => {
    if (!store.get(positionAtom)) store.set(positionAtom, position);
  };
  if (!geolocation) {
    store.set(locationProblemAtom, 'unsupported');
    settle(fallbackPosition(store));
    return;
  }
  const fallbackTimer = setTimeout(() => {
    if (store.get(effectiveOrderTypeAtom) !== 'DineIn') settle(fallbackPosition(store));
  }, LOCATION_FALLBACK_AFTER_MS);
  geolocation.getCurrentPosition(
    ({ coords }) => {
      clearTimeout(fallbackTimer);
      settle(devicePlace(coords));
    },
    (error) => {
      clearTimeout(fallbackTimer);
      store.set(locationProblemAtom, locationProblemOf(error));
      settle(fallbackPosition(store));
    },
    { timeout: LOCATION_TIMEOUT_MS, maximumAge: 5 * 60_000, enableHighAccuracy: false },
  );
}
