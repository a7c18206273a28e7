/** Names shared by the page and the service worker. */

/**
 * The app's shell as the worker opens it without signal: the build's copy of index.html under its own name
 * (vite.config.ts offlineShell), precached, so index.html itself is never kept by a cache.
 */
export const OFFLINE_SHELL = 'offline.html';
/**
 * Sent by the worker on the navigations it makes: the server then leaves a deep link's data out of the HTML
 * (server/http/routeData.ts), as the page will ask for it through the worker, which keeps its own copy.
 */
export const WORKER_NAVIGATION_HEADER = 'X-App-Worker';
/** Added by the worker to answers it keeps: when the answer was fetched (epoch ms). */
export const CACHED_AT_HEADER = 'X-Cached-At';
/** Worker caches holding one user's answers start with this; they are dropped on sign-out. */
export const USER_CACHE_PREFIX = 'user-';
/** The signed-in customer's favourites as the app keeps them in IndexedDB (features/favourites); dropped on sign-out. */
export const FAVOURITES_STORE_KEY = 'favourites';
/** The worker's cache of info pages and upcoming outlets (sw/pages.ts): the same for everyone, kept on sign-out. */
export const PAGES_CACHE = 'pages';
/** Events (issue 11): the public lists, details and tickets, the same for everyone (a shared link works offline once seen). */
export const EVENTS_CACHE = 'events';
/** The signed-in customer's paid event tickets (their QR codes work at the door without signal); dropped on sign-out. */
export const EVENT_TICKETS_CACHE = `${USER_CACHE_PREFIX}event-tickets`;
/** Steal deals (issue 11): the public categories and deals, the same for everyone. */
export const DEALS_CACHE = 'deals';
/** The signed-in customer's own deals and sent gift codes (My Deals opens at the outlet without signal); dropped on sign-out. */
export const MY_DEALS_CACHE = `${USER_CACHE_PREFIX}deals`;
/** Issue 19: the signed-in customer's orders (list and details), so My Orders opens without signal; dropped on sign-out. */
export const ORDERS_CACHE = `${USER_CACHE_PREFIX}orders`;
/** The customer's wallet and points balance and wallet history; dropped on sign-out. */
export const WALLET_CACHE = `${USER_CACHE_PREFIX}wallet`;
/** The customer's rewards: points history, scratch cards, coupons on offer to them, redeemed vouchers; dropped on sign-out. */
export const REWARDS_CACHE = `${USER_CACHE_PREFIX}rewards`;
