/// <reference lib="webworker" />
/**
 * The app's one service worker: the precached shell and route chunks, the SPA navigation fallback, runtime
 * caches for outlets, menus, banners, images and the customer's own answers, the update hand-shake, and push
 * (Firebase) in the same worker.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { listenForNotificationClicks, startPush } from './push';
import { cacheQueryPost } from './queryPostCache';
import { sameLanguageOnly } from './sameLanguage';
import { stampCachedAt } from './stampCachedAt';
import { fetchWithin } from './fetchWithin';
import { revalidateWithEtag } from './revalidate';
import { cacheInfoPages } from './pages';
import { listenForOutboxSync } from './outbox';
import { DEALS_CACHE, EVENTS_CACHE, OFFLINE_SHELL, USER_CACHE_PREFIX, WORKER_NAVIGATION_HEADER } from '../src/config/cache';
import { cacheUserCopies } from './userCopies';
import { forgetExpirationRecords } from './forgetExpirationRecords';

declare const self: ServiceWorkerGlobalScope;

const NETWORK_TIMEOUT_S = 3;
const DAY_S = 24 * 60 * 60;

// Our own click handler first: Firebase's stops propagation for notifications it showed itself.
listenForNotificationClicks(self);
startPush(self);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// Issue 12: forms written offline are sent when the network is back (the page sends them; see outbox.ts).
listenForOutboxSync(self);
// Take control of the first visit at once, so what it loads is cached for the next visit without signal; and forget
// what Workbox noted of the customers' own copies (sw/forgetExpirationRecords.ts).
self.addEventListener('activate', (event) => event.waitUntil(Promise.all([self.clients.claim(), forgetExpirationRecords(USER_CACHE_PREFIX)])));

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations: the network first, so a deploy shows at once; without it, the precached shell (offline.html, the
// build's copy of index.html: index.html itself is never kept). The API, media and
// the payment provider's pages and returns (the test-mode /pay/…, Razorpay's /payments/razorpay/return) and the
// kitchen board (/outlet), the riders' page (/rider, issue 37) and the head office console (/admin) are the server's own, never the app's shell: a slow return must reach the server, not an offline copy of the app.
registerRoute(
  new NavigationRoute(
    async ({ request }) => {
      try {
        // Marked as the worker's: the server leaves a deep link's data out of the HTML (server/http/routeData.ts), and
        // the page asks for it through this worker, which keeps a copy for a visit without signal.
        const headers = new Headers(request.headers);
        headers.set(WORKER_NAVIGATION_HEADER, '1');
        return await fetchWithin(new Request(request, { headers }), NETWORK_TIMEOUT_S * 1000);
      } catch {
        return (await matchPrecache(OFFLINE_SHELL)) ?? Response.error();
      }
    },
    { denylist: [/^\/v1\//, /^\/media\//, /^\/pay\//, /^\/payments\//, /^\/outlet(\/|$)/, /^\/rider(\/|$)/, /^\/admin(\/|$)/] },
  ),
);

// Outlets: a read-only POST, cached under a key made from its body (the Cache API cannot key a POST).
registerRoute(
  ({ url, request }) => url.pathname === '/v1/api/restaurantList' && request.method === 'POST',
  cacheQueryPost({ cacheName: 'restaurants', networkTimeoutMs: NETWORK_TIMEOUT_S * 1000, maxAgeMs: 7 * DAY_S * 1000 }),
  'POST',
);

// Banners: prices and offers change, so the network first; the last ones when it does not answer.
registerRoute(
  ({ url }) => url.pathname.startsWith('/v1/api/getAdBannerList/'),
  new NetworkFirst({
    cacheName: 'banners',
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [stampCachedAt, new ExpirationPlugin({ maxEntries: 10, maxAgeSeconds: 7 * DAY_S })],
  }),
);

// Menus and outlet details: prices change, so the network first; a diner with poor signal gets the last
// menu, stamped with when it was fetched (the page says so).
registerRoute(
  ({ url }) => url.pathname.startsWith('/v1/api/getItemListWithCatSubCat/') || url.pathname.startsWith('/v1/api/getRestaurantDetail/'),
  new NetworkFirst({
    cacheName: 'menus',
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    // The app asks for a detail without ?lat&lng (the device works out the distance); copies kept by earlier
    // versions carry them, and offline a copy of the outlet in the language asked beats none.
    matchOptions: { ignoreSearch: true },
    // Menus carry an ETag: the worker revalidates its copy, so an unchanged menu costs a 304 (revalidate.ts). Each
    // language is its own copy, and only the one asked for is given (sameLanguage.ts).
    plugins: [sameLanguageOnly, revalidateWithEtag('menus'), stampCachedAt, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY_S })],
  }),
);

// The signed-in customer's own answers (orders, wallet, rewards, notifications, deals, tickets): per-user copies,
// given back to the same customer only (sw/userCopies.ts).
cacheUserCopies(NETWORK_TIMEOUT_S);

// Events (issue 11): public lists, details and tickets; seats sell, so the network first (revalidated by ETag);
// offline, the last copy, so a shared event link seen once still opens.
const EVENT_PATHS = ['/v1/api/getEventList/', '/v1/api/getEventDetail/', '/v1/api/getEventTicketList/'];
registerRoute(
  ({ url }) => EVENT_PATHS.some((path) => url.pathname.startsWith(path)),
  new NetworkFirst({
    cacheName: EVENTS_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [revalidateWithEtag(EVENTS_CACHE), stampCachedAt, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY_S })],
  }),
);

// Steal deals (issue 11): what is left changes, so the network first; offline, the last list.
registerRoute(
  ({ url }) => url.pathname === '/v1/api/stealDeal/categoryList' || url.pathname === '/v1/api/stealDeal/itemList' || url.pathname.startsWith('/v1/api/stealDeal/itemDetail/'),
  new NetworkFirst({
    cacheName: DEALS_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_S,
    plugins: [stampCachedAt, new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY_S })],
  }),
);

// Info pages and upcoming outlets: stale-while-revalidate in their own cache (sw/pages.ts).
cacheInfoPages();

// Images never change under the same URL.
registerRoute(
  ({ url, request }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY_S })] }),
);
