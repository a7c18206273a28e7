import type { AppStore } from '../../lib/store';
import type { Address, Position } from '../location';
import { addressPosition, positionAtom, selectedAddressAtom } from '../location';
import { loadRestaurants } from '../restaurants/loadRestaurants';

/**
 * Measures the outlets from another place: the header names it, and the list is loaded again for it (the
 * shown list stays until the new one arrives). A load already under way for the old place finishes first.
 */
export async function sortOutletsFrom(store: AppStore, position: Position): Promise<void> {
  store.set(positionAtom, position);
  await loadRestaurants(store);
  await loadRestaurants(store, { refresh: true, userAsked: true });
}

/** Delivers to this address from now on (persisted), and lists the outlets from it. */
export function chooseAddress(store: AppStore, address: Address): Promise<void> {
  store.set(selectedAddressAtom, address);
  return sortOutletsFrom(store, addressPosition(address));
}
