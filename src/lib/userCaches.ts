import { del } from 'idb-keyval';
import { FAVOURITES_STORE_KEY, USER_CACHE_PREFIX } from '../config/cache';

/** Drops every per-user cache of the service worker, and the app's own copies in IndexedDB (on sign-out and session expiry). */
export async function clearUserCaches(): Promise<void> {
  await del(FAVOURITES_STORE_KEY).catch(() => undefined);
  if (!('caches' in globalThis)) return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
