/**
 * Conditional requests from the worker's own copies. Menus and outlet lists carry an ETag; the worker sends it
 * back as If-None-Match, and on 304 Not Modified answers the page from its copy: an unchanged menu costs a few
 * hundred bytes on a weak signal instead of the whole menu.
 *
 * The browser's HTTP cache would do the same only while it still holds the answer, and it cannot for a POST
 * (restaurantList); the worker's copy is the one kept for a week, so the worker revalidates itself. A request
 * with its own If-None-Match bypasses the HTTP cache (Fetch: cache mode "no-store"), so the 304 reaches here.
 */
import type { WorkboxPlugin } from 'workbox-core';
import { CACHED_AT_HEADER } from '../src/config/cache';

/** The request, asking "changed since this copy?" when the copy has an ETag. `body`: a POST's body, read already. */
export function withValidator(request: Request, copy: Response | undefined, body?: string): Request {
  const etag = copy?.headers.get('ETag');
  if (!etag) return request;
  const headers = new Headers(request.headers);
  headers.set('If-None-Match', etag);
  return new Request(request, body === undefined ? { headers } : { headers, body });
}

/** The kept copy as the page gets it when the server confirmed it: current, so without an as-of stamp. */
export async function confirmedCopy(copy: Response): Promise<Response> {
  const headers = new Headers(copy.headers);
  headers.delete(CACHED_AT_HEADER);
  return new Response(await copy.blob(), { status: 200, statusText: 'OK', headers });
}

/**
 * Workbox plugin for a GET route whose copies live in `cacheName`: adds If-None-Match from the copy, and turns
 * a 304 into that copy (which stampCachedAt then stores again with a new fetch time).
 */
export function revalidateWithEtag(cacheName: string): WorkboxPlugin {
  const copyOf = async (request: Request) => (await caches.open(cacheName)).match(request);
  return {
    requestWillFetch: async ({ request }) => withValidator(request, await copyOf(request)),
    fetchDidSucceed: async ({ request, response }) => {
      if (response.status !== 304) return response;
      const copy = await copyOf(request);
      if (copy) return confirmedCopy(copy);
      // The copy went (evicted meanwhile): ask again, unconditionally.
      const headers = new Headers(request.headers);
      headers.delete('If-None-Match');
      return fetch(new Request(request, { headers }));
    },
  };
}
