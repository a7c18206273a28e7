import { get, set } from 'idb-keyval';
import type { SavedAddress } from '../../api/contract';
import { SAME_PLACE_M } from '../../config/constants';
import { distanceInMeters, type Coordinates } from '../../rules/geo';

/**
 * The saved address the customer last sent a delivery to. Kept apart from the selected address (which logout
 * clears) so signing in again still starts from it; record ids are unique across customers, so another
 * customer's list can never match it.
 */
const LAST_ADDRESS_KEY = 'last-delivery-address-id';

export const readLastAddressId = (): Promise<number | null> =>
  get<unknown>(LAST_ADDRESS_KEY).then(
    (value) => (typeof value === 'number' ? value : null),
    () => null,
  );

export const rememberLastAddressId = (recordId: number): void => {
  set(LAST_ADDRESS_KEY, recordId).catch((error: unknown) => console.warn('Last address not saved', error));
};

/**
 * The address to start from: the one already chosen while it is still saved (null: nothing to change). When the
 * diner chose a place that is not a saved address (`chosenPlace`: one searched for, or 'Use my current location'),
 * the saved address at that place, else none, so the food does not silently go elsewhere (issue 45). Without a
 * chosen place, the last one used, else the only one. With several and no history the customer chooses.
 */
export function addressToPreselect<A extends Pick<SavedAddress, 'recordId'> & Coordinates>(
  saved: readonly A[],
  selectedId: number | null,
  lastUsedId: number | null,
  chosenPlace: Coordinates | null = null,
): A | null {
  if (selectedId !== null && saved.some((address) => address.recordId === selectedId)) return null;
  if (chosenPlace) {
    const metres = (address: A) => distanceInMeters(address, chosenPlace);
    return saved.filter((address) => metres(address) <= SAME_PLACE_M).sort((a, b) => metres(a) - metres(b))[0] ?? null;
  }
  return saved.find((address) => address.recordId === lastUsedId) ?? (saved.length === 1 ? (saved[0] ?? null) : null);
}
