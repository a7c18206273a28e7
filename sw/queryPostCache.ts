import type { RouteHandlerCallback } from 'workbox-core';
import { withCachedAt } from './stampCachedAt';
import { fetchWithin } from './fetchWithin';
import { sha256 } from '../src/lib/sha256';
import { confirmedCopy, withValidator } from './revalidate';
import { CACHED_AT_HEADER } from '../src/config/cache';

interface Options {
  cacheName: string;
  networkTimeoutMs: number;
  maxAgeMs: number;
}

/** The latest answer of any body is kept too: outlets from yesterday's spot beat no outlets at all. */
const LATEST_KEY = '/__latest';

/**
 * NetworkFirst for a read-only query sent as POST. The Cache API keys only GETs, so the answer is stored under a
 * GET key derived from the body. Without the network (or past the time-out) the stored answer for the same
 * body is served, else the latest one; never anything for a POST that changes state (only routed queries).
 * The copy's ETag goes along as If-None-Match, so an unchanged list comes back as a bodiless 304.
 */
export function cacheQueryPost({ cacheName, networkTimeoutMs, maxAgeMs }: Options): RouteHandlerCallback {
  return async ({ request }) => {
    const body = await request.clone().text();
    const key = `${new URL(request.url).pathname}?body=${await sha256(body)}`;
    const cache = await caches.open(cacheName);
    const copy = await cache.match(key);
    try {
      const response = await fetchWithin(withValidator(request, copy, body), networkTimeoutMs);
      // 304: the copy for this body is still the answer (see revalidate.ts); kept again with a new fetch time.
      const current = response.status === 304 && copy ? await confirmedCopy(copy) : response;
      if (current.ok) {
        const stamped = await withCachedAt(current.clone());
        await Promise.all([cache.put(key, stamped.clone()), cache.put(LATEST_KEY, stamped)]);
      }
      return current;
    } catch (error) {
      const cached = copy ?? (await cache.match(LATEST_KEY));
      const at = Number(cached?.headers.get(CACHED_AT_HEADER));
      if (cached && Date.now() - at < maxAgeMs) return cached;
      throw error;
    }
  };
}
