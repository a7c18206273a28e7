import { atom } from 'jotai';
import type { Coordinates } from '../../rules/geo';
import { persistedAtom } from '../../lib/persistedAtom';

/** SPEC 3, address: what the customer delivers to. */
export interface Address {
  recordId: number;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  addressType: string;
  latitude: number;
  longitude: number;
}

export type PlaceSource = 'device' | 'saved-address' | 'searched' | 'default';

/** Where the food goes, with what names it. */
export interface Place extends Coordinates {
  source: PlaceSource;
  /** The place's name in English (a saved address's first line); placeLabel() names it in the app's language. */
  label: string;
  /**
   * A saved address's type and first line, its area (its second line) and its locality ('Sector 70, Mohali': the
   * area's last part and the city), which the header names it by.
   */
  address?: { type: string; line: string; area?: string; locality?: string };
  /** A searched place's name and area ('Sector 17', 'Chandigarh'). */
  searched?: { name: string; area: string };
  /**
   * Chosen in the header's sheet though no saved address (a place found by search, or 'Use my current location'),
   * not SPEC 4's start-up guess: checkout then starts only from a saved address at it.
   */
  chosen?: boolean;
}

/** The selected delivery address, persisted on the device (SPEC 3). */
export const selectedAddressAtom = persistedAtom<Address | null>('selected-address', null);
/** A place the diner searched for and chose instead of a saved address (source 'searched'), persisted on the device. */
export const searchedPlaceAtom = persistedAtom<Place | null>('searched-place', null);
/** SPEC 4's place until the diner chooses one: the device's position within 3 s, else the default address. */
export const locatedAtom = atom<Place | null>(null);

/** A saved address as a place, named as the header shows it. */
export const addressPlace = (address: Address): Place => ({
  latitude: address.latitude,
  longitude: address.longitude,
  source: 'saved-address',
  label: address.addressLine1,
  address: { type: address.addressType, line: address.addressLine1, area: address.addressLine2, locality: localityOf(address) },
});

/** Where a saved address is, as a diner says it ('Sector 70, Mohali'): its area's last part and its city. */
function localityOf(address: Pick<Address, 'addressLine2' | 'addressLine3'>): string {
  const last = (line: string) => line.split(',').map((part) => part.trim()).filter(Boolean).at(-1) ?? '';
  const first = (line: string) => line.split(',')[0]?.trim() ?? '';
  // The city line reads 'Mohali, Punjab 160071' (AddressForm's cityLine): its first part is the city.
  const parts = [last(address.addressLine2), first(address.addressLine3)].filter(Boolean);
  return [...new Set(parts)].join(', ');
}

/**
 * Where the food goes, the one place every figure that depends on it reads (the outlets' distance, reach, fee and
 * time, the menu's header, the search, checkout's address): the place the diner chose (a saved address, a place
 * searched for) once there is one, else SPEC 4's rule (the device within 3 s, else the default address). Null until
 * one is known.
 */
export const placeAtom = atom<Place | null>((get) => {
  const address = get(selectedAddressAtom);
  if (address) return addressPlace(address);
  return get(searchedPlaceAtom) ?? get(locatedAtom);
});
/** Why the device gave no position (SPEC 8): no Geolocation API, permission refused, or no fix in time. */
export type LocationProblem = 'unsupported' | 'disabled' | 'unavailable';

/** The reason for a failed position request (with the start-up rule; devicePosition.ts, for a tap, loads later). */
export function locationProblemOf(error: Pick<GeolocationPositionError, 'code' | 'PERMISSION_DENIED'>): LocationProblem {
  return error.code === error.PERMISSION_DENIED ? 'disabled' : 'unavailable';
}

/** Set when the device could not give a position: why (shown once, beside the fallback's label). */
export const locationProblemAtom = atom<LocationProblem | null>(null);
/** The header's sheet of where the food goes is open. */
export const placePickerOpenAtom = atom(false);
/** The customer closed the location notice this session. */
export const locationNoticeDismissedAtom = atom(false);
