/**
 * The customer's favourites (issue 23), as the server last gave them, kept in IndexedDB so the Favourites list
 * and the hearts show without signal. Tagged with the customer they belong to: a copy of another account's
 * favourites is never shown, and signing out deletes the stored copy (lib/userCaches.ts).
 */
import { atom } from 'jotai';
import type { Favourites } from '../../api/contract';
import { FAVOURITES_STORE_KEY } from '../../config/cache';
import { persistedAtom } from '../../lib/persistedAtom';
import { userAtom } from '../auth/sessionAtoms';

export interface StoredFavourites extends Favourites {
  userId: number;
}

export const favouritesAtom = persistedAtom<StoredFavourites | null>(FAVOURITES_STORE_KEY, null);

/** The signed-in customer's favourites, or null when there are none known for them (signed out, not read yet). */
export const myFavouritesAtom = atom((get) => {
  const stored = get(favouritesAtom);
  const user = get(userAtom);
  return stored && user && stored.userId === user.recordId ? stored : null;
});

/** What the hearts read: the ids kept, by kind. */
export const favouriteIdsAtom = atom((get) => {
  const mine = get(myFavouritesAtom);
  return {
    OUTLET: new Set(mine?.outlets.map((outlet) => outlet.recordId)),
    DISH: new Set(mine?.dishes.map((dish) => dish.itemId)),
  };
});
