import { del } from 'idb-keyval';
import { authorizationOf } from '../api/client';
import { FAVOURITES_STORE_KEY, USER_CACHE_PREFIX } from '../config/cache';

/**
 * Drops every per-user cache of the service worker, and the app's own copies in IndexedDB (on sign-out and session
 * expiry). Whose credential went is noted on the device first, so an answer to a request sent with it just before
 * (still on its way) is not written back after this (sw/userCopies.ts).
 */
export async function clearUserCaches(credential: string | null): Promise<void> {
  await del(FAVOURITES_STORE_KEY).catch(() => undefined);
  if (!('caches' in globalThis)) return;
  if (credential) {
    // Loaded when needed: a sign-out is rare, and the first view's script stays lean.
    const { copyOwnerOf, noteSignedOut } = await import('./copyOwner');
    await noteSignedOut(await copyOwnerOf(authorizationOf(credential))).catch(() => undefined);
  }
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
