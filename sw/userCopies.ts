/// <reference lib="webworker" />
/**
 * The signed-in customer's own answers (issue 19: orders, wallet, rewards, notifications, deals, tickets), so
 * their screens open without signal, marked 'as of' their fetch time. The network first; a copy only when it
 * does not answer in time. Each kind in its own per-user cache ('user-' prefix: sign-out drops them all, see
 * src/lib/userCaches.ts), keyed by the URL alone (the Authorization header never goes into a key), and marked with
 * whose it is: a copy is only given back to a request signed with the same credential, so a second customer on
 * the phone never sees the first one's, even one written while the sign-out was clearing the caches.
 * A request sent with Cache-Control: no-cache (a payment deciding on an order or a balance) never gets a copy. (A
 * fetch with cache 'no-store' was not enough: under DevTools' request interception, as in the tests, the worker
 * saw another mode.)
 */
import type { WorkboxPlugin } from 'workbox-core';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { CACHED_AT_HEADER, EVENT_TICKETS_CACHE, MY_DEALS_CACHE, ORDERS_CACHE, REWARDS_CACHE, WALLET_CACHE } from '../src/config/cache';
import { NOTIFICATIONS_CACHE } from './pushList';
import { copyOwnerOf, signedOutHere } from '../src/lib/copyOwner';
import { stampCachedAt } from './stampCachedAt';

const API = '/v1/api';
const DAY_MS = 24 * 60 * 60 * 1000;
/** On a copy: a hash of the credential it was fetched with (never the credential itself). */
export const CACHED_FOR_HEADER = 'X-Cached-For';

const ownerOf = async (request: Request): Promise<string | null> => {
  const authorization = request.headers.get('Authorization');
  return authorization ? copyOwnerOf(authorization) : null;
};

/** Keys a copy by its URL, marks it with its owner, and gives it back to its owner only. */
export const ownCopies: WorkboxPlugin = {
  // Reading: the key is looked up before the copy is checked, so whose the request is is noted here.
  cacheKeyWillBeUsed: async ({ request, state }) => {
    if (state) state.owner = await ownerOf(request);
    return request.url;
  },
  cacheWillUpdate: async ({ request, response }) => {
    const owner = await ownerOf(request);
    // An answer to a request sent just before its customer signed out (the home's running order) is not kept.
    if (!owner || !response.ok || (await signedOutHere(owner))) return null;
    const headers = new Headers(response.headers);
    headers.set(CACHED_FOR_HEADER, owner);
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
  cachedResponseWillBeUsed: async ({ cachedResponse, state }) => {
    const owner = state?.owner as string | null | undefined;
    return owner && cachedResponse?.headers.get(CACHED_FOR_HEADER) === owner ? cachedResponse : null;
  },
};

/**
 * A write already under way when the sign-out came lands after the caches were dropped: it goes with its cache.
 * Last of a route's plugins: keepCopies opens the cache after a write, and so would make it anew. Whose it is comes
 * from the copy's own mark: Workbox hands this callback the cache's key (a URL, without the credential), not the
 * request that fetched it.
 */
export const dropSignedOutWrites: WorkboxPlugin = {
  cacheDidUpdate: async ({ cacheName, newResponse }) => {
    const owner = newResponse.headers.get(CACHED_FOR_HEADER);
    if (owner && (await signedOutHere(owner))) await caches.delete(cacheName);
  },
};

/**
 * Keeps a user cache to its newest `maxEntries` copies, and gives none older than `maxAgeDays` (by its fetch time,
 * stampCachedAt). Not Workbox's ExpirationPlugin: its bookkeeping opens the cache again after a write, at times
 * without waiting (a rerun), and so brought an emptied cache back after a sign-out had dropped it; its IndexedDB also
 * kept each copy's address (an order's reference) past the sign-out. Here each step is awaited inside the write,
 * before dropSignedOutWrites looks.
 */
export function keepCopies({ maxEntries, maxAgeDays }: { maxEntries: number; maxAgeDays: number }): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await caches.open(cacheName);
      // A cache lists its entries oldest written first (a put replaces an entry and adds it at the end).
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - maxEntries)).map((key) => cache.delete(key)));
    },
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      const fetchedAt = Number(cachedResponse?.headers.get(CACHED_AT_HEADER));
      return cachedResponse && Date.now() - fetchedAt <= maxAgeDays * DAY_MS ? cachedResponse : null;
    },
  };
}

interface UserRoute {
  cacheName: string;
  /** The GET paths under /v1/api whose answers this cache keeps. */
  paths: RegExp;
  maxEntries: number;
  maxAgeDays: number;
}

const USER_ROUTES: UserRoute[] = [
  // My Orders and each order's details.
  { cacheName: ORDERS_CACHE, paths: /^\/(?:getOrderList|orderDetail\/[^/]+)$/, maxEntries: 40, maxAgeDays: 30 },
  // Wallet Money (and the balance on Offers & Rewards): the balance and the wallet history's pages.
  { cacheName: WALLET_CACHE, paths: /^\/(?:getRewardPointAndWalletBalance|getWalletTransactionListData)$/, maxEntries: 10, maxAgeDays: 30 },
  // Offers & Rewards: points history, scratch cards, every coupon on offer, redeemed vouchers.
  {
    cacheName: REWARDS_CACHE,
    paths: /^\/(?:getRewardTransactionListData|getAllScratchCard|couponList\/ALL\/ALL|getRedeemedVoucherList)$/,
    maxEntries: 10,
    maxAgeDays: 30,
  },
  // Notifications (issue 9; sw/pushList.ts adds pushes to the first page's copy).
  { cacheName: NOTIFICATIONS_CACHE, paths: /^\/getNotificationList$/, maxEntries: 20, maxAgeDays: 7 },
  // My Deals and the gift codes sent (issue 11): redeemed at the outlet, often without signal.
  { cacheName: MY_DEALS_CACHE, paths: /^\/stealDeal\/(?:myDeals|giftCodes)$/, maxEntries: 4, maxAgeDays: 30 },
  // Paid event tickets (issue 11): the QR code shows at the door without signal.
  { cacheName: EVENT_TICKETS_CACHE, paths: /^\/getMyEventTickets$/, maxEntries: 2, maxAgeDays: 60 },
];

export function cacheUserCopies(networkTimeoutSeconds: number): void {
  for (const route of USER_ROUTES) {
    registerRoute(
      ({ url, request }) =>
        request.method === 'GET' &&
        !request.headers.get('Cache-Control')?.includes('no-cache') &&
        url.pathname.startsWith(`${API}/`) &&
        route.paths.test(url.pathname.slice(API.length)),
      new NetworkFirst({
        cacheName: route.cacheName,
        networkTimeoutSeconds,
        plugins: [ownCopies, stampCachedAt, keepCopies(route), dropSignedOutWrites],
      }),
    );
  }
}
