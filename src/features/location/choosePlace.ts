/** Where the food goes, as the header's sheet alone chooses it: a place found by search, or where the device is now. */
import type { Coordinates } from '../../rules/geo';
import type { AppStore } from '../../lib/store';
import { devicePlace } from './locate';
import { locatedAtom, locationProblemAtom, searchedPlaceAtom, selectedAddressAtom, type Place } from './locationAtoms';

/** Measures everything from a place found by search (kept on the device); checkout then asks for an address there. */
export function chooseSearchedPlace(store: AppStore, place: Place): void {
  // As chooseAddress.ts: the new place first, so the place never passes through none.
  store.set(searchedPlaceAtom, place);
  store.set(selectedAddressAtom, null);
}

/** Measures everything from where the device is now (a position just asked for). */
export function chooseDevicePosition(store: AppStore, point: Coordinates): void {
  store.set(locationProblemAtom, null);
  store.set(locatedAtom, devicePlace(point, true));
  store.set(selectedAddressAtom, null);
  store.set(searchedPlaceAtom, null);
}
