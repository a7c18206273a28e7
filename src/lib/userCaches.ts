import { USER_CACHE_PREFIX } from '../config/cache';

/** Drops every per-user cache of the service worker (on sign-out and session expiry). */
export async function clearUserCaches(): Promise<void> {
  if (!('caches' in globalThis)) return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => name.startsWith(USER_CACHE_PREFIX)).map((name) => caches.delete(name)));
}
