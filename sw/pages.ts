/// <reference lib="webworker" />
/**
 * Info pages and upcoming outlets (issue 12): they change rarely, so the worker answers from its copy at once
 * and refreshes that copy in the background (stale-while-revalidate); a page read once opens offline, stamped
 * with when it was fetched for the 'as of' line. Their own cache, so menus or images never push them out.
 */
import { registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { PAGES_CACHE } from '../src/config/cache';
import { stampCachedAt } from './stampCachedAt';

declare const self: ServiceWorkerGlobalScope;

const DAY_S = 24 * 60 * 60;
const PAGE_PATHS = /^\/v1\/api\/(?:staticPage\/[^/]+|upcomingOutlets)$/;

export function cacheInfoPages(): void {
  registerRoute(
    ({ url, request }) => request.method === 'GET' && url.origin === self.location.origin && PAGE_PATHS.test(url.pathname),
    new StaleWhileRevalidate({
      cacheName: PAGES_CACHE,
      plugins: [
        // Stamped, and only when the answer is a page (2xx): a 404 'Page not found' or a 5xx never replaces a good copy.
        stampCachedAt,
        new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 30 * DAY_S }),
      ],
    }),
  );
}
