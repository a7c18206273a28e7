import { atom } from 'jotai';
import type { Coordinates } from '../../rules/geo';
import { persistedAtom } from '../../lib/persistedAtom';
import type { LocationProblem } from './devicePosition';

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

export type LocationSource = 'device' | 'saved-address' | 'default';

export interface Position extends Coordinates {
  source: LocationSource;
  /** The place's name in English; placeLabel() names it in the app's language. */
  label: string;
  /** A saved address's type and first line, which placeLabel() names it by, and its area (its second line). */
  address?: { type: string; line: string; area?: string };
}

/** The selected delivery address, persisted on the device (SPEC 3). */
export const selectedAddressAtom = persistedAtom<Address | null>('selected-address', null);
/** Where the customer is taken to be; null until the device answers or the fallback kicks in. */
export const positionAtom = atom<Position | null>(null);
/** Set when the device could not give a position: why (shown once, beside the fallback's label). */
export const locationProblemAtom = atom<LocationProblem | null>(null);
/** The header's "which place are the outlets sorted from" picker is open. */
export const placePickerOpenAtom = atom(false);
/** The customer closed the location notice this session. */
export const locationNoticeDismissedAtom = atom(false);
