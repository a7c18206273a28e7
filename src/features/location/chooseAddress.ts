/**
 * The diner says where the food goes; everything that depends on it follows placeAtom (the outlets are measured
 * again from it: src/features/restaurants/loadRestaurants.ts). One choice at a time: a saved address (here: checkout,
 * the address screen and the header's sheet choose one), a place found by search, or where the device is now
 * (choosePlace.ts: the sheet's alone).
 */
import type { AppStore } from '../../lib/store';
import { searchedPlaceAtom, selectedAddressAtom, type Address } from './locationAtoms';

/** Delivers to this saved address from now on (kept on the device). */
export function chooseAddress(store: AppStore, address: Address): void {
  // The new place first, then the old one cleared: the place never passes through none (which asks the device).
  store.set(selectedAddressAtom, address);
  store.set(searchedPlaceAtom, null);
}
