/** Names shared by the page and the service worker. */

/** Added by the worker to answers it keeps: when the answer was fetched (epoch ms). */
export const CACHED_AT_HEADER = 'X-Cached-At';
/** Worker caches holding one user's answers start with this; they are dropped on sign-out. */
export const USER_CACHE_PREFIX = 'user-';
