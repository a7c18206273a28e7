import type { WorkboxPlugin } from 'workbox-core';
import { CACHED_AT_HEADER } from '../src/config/cache';

/** Copies a response with the time it was fetched, so the page can say "offline, as of …". */
export async function withCachedAt(response: Response, at = Date.now()): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(CACHED_AT_HEADER, String(at));
  return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
}

/** Workbox plugin: what goes into the cache carries its fetch time; what goes to the page is untouched. */
export const stampCachedAt: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.ok ? withCachedAt(response) : null),
};
