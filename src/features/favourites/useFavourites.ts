/**
 * Keeping the favourites true on every device (issue 23): the stored copy is read once per page load, then the
 * server's list replaces it once per customer per page load (a heart set on another phone shows here on the next
 * start). A tap changes the heart at once and asks the server; its answer (the whole list) replaces the copy, and
 * a refusal or no answer puts that heart back and says why. Reads and taps go one at a time, in order, so an older
 * answer never overwrites a newer one.
 */
import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import type { FavouriteDish, FavouriteOutlet, Favourites } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { hydrate } from '../../lib/persistedAtom';
import type { AppStore } from '../../lib/store';
import { notify } from '../../lib/toast';
import { userAtom } from '../auth/sessionAtoms';
import { fetchFavourites, sendFavourite } from './api';
import { favouritesAtom, myFavouritesAtom, type StoredFavourites } from './favouritesAtoms';

export type FavouriteTarget = { kind: 'OUTLET'; entry: FavouriteOutlet } | { kind: 'DISH'; entry: FavouriteDish };

/** How the server's read went: failed with the words to show. */
export type SyncState = { state: 'reading' | 'ready' } | { state: 'failed'; message: string };

let hydrated: Promise<void> | null = null;
let readFor: number | null = null;
const READY: SyncState = { state: 'ready' };
let sync: Promise<SyncState> = Promise.resolve(READY);
let queue: Promise<unknown> = Promise.resolve();
/** Taps not answered yet: while another waits, an answer would undo its heart for a moment, so the last one is kept. */
let pending = 0;

/** Runs `step` after every read and tap before it. */
function inTurn<T>(step: () => Promise<T>): Promise<T> {
  const next = queue.then(step, step);
  queue = next.catch(() => undefined);
  return next;
}

/** An answer that comes after its customer signed out is not kept: the copy on this device was just deleted. */
const isStill = (store: AppStore, userId: number) => store.get(userAtom)?.recordId === userId;

const stored = (favourites: Favourites, userId: number): StoredFavourites => ({ userId, outlets: favourites.outlets, dishes: favourites.dishes });

/** Reads the server's list for the signed-in customer, once per page load (again with `force`: the list's retry). */
export function readFavourites(store: AppStore, force = false): Promise<SyncState> {
  const user = store.get(userAtom);
  if (!user) return Promise.resolve(READY);
  if (readFor === user.recordId && !force) return sync;
  readFor = user.recordId;
  sync = inTurn(async () => {
    try {
      const answer = await fetchFavourites();
      if (isStill(store, user.recordId)) store.set(favouritesAtom, stored(answer, user.recordId));
      return READY;
    } catch (error) {
      return { state: 'failed', message: messageOf(error) } satisfies SyncState;
    }
  });
  return sync;
}

/** The stored copy read, then the server asked (once per customer per page load, or again with `force`). */
export function ensureFavourites(store: AppStore, force = false): Promise<SyncState> {
  hydrated ??= hydrate(store, [favouritesAtom]);
  return hydrated.then(() => readFavourites(store, force));
}

/** For the list: the favourites and how the server's read went, with a retry. */
export function useFavourites(): { favourites: StoredFavourites | null; state: SyncState; retry: () => void } {
  const store = useStore();
  const favourites = useAtomValue(myFavouritesAtom);
  const userId = useAtomValue(userAtom)?.recordId;
  const [state, setState] = useState<SyncState>({ state: 'reading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void ensureFavourites(store, attempt > 0).then((done) => live && setState(done));
    return () => {
      live = false;
    };
  }, [store, userId, attempt]);
  return { favourites, state, retry: () => setAttempt((n) => n + 1) };
}

const idOf = (target: FavouriteTarget): number => (target.kind === 'OUTLET' ? target.entry.recordId : target.entry.itemId);

/** The list with `target` hearted (first, as the newest) or not. */
function withChange(list: StoredFavourites, target: FavouriteTarget, favourite: boolean): StoredFavourites {
  const id = idOf(target);
  if (target.kind === 'OUTLET') {
    const others = list.outlets.filter((outlet) => outlet.recordId !== id);
    return { ...list, outlets: favourite ? [target.entry, ...others] : others };
  }
  const others = list.dishes.filter((dish) => dish.itemId !== id);
  return { ...list, dishes: favourite ? [target.entry, ...others] : others };
}

export async function setFavourite(store: AppStore, target: FavouriteTarget, favourite: boolean): Promise<void> {
  const user = store.get(userAtom);
  if (!user) return;
  const mine = () => store.get(myFavouritesAtom) ?? { userId: user.recordId, outlets: [], dishes: [] };
  store.set(favouritesAtom, withChange(mine(), target, favourite));
  pending += 1;
  await inTurn(async () => {
    try {
      const answer = await sendFavourite({ kind: target.kind, id: idOf(target), favourite });
      if (pending === 1 && isStill(store, user.recordId)) store.set(favouritesAtom, stored(answer, user.recordId));
    } catch (error) {
      if (isStill(store, user.recordId)) store.set(favouritesAtom, withChange(mine(), target, !favourite));
      notify.error(messageOf(error));
    } finally {
      pending -= 1;
    }
  });
}
