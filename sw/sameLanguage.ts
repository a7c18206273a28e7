/**
 * Menus and outlet details are kept per address, whose query names the language (?lang=hi), but read without their
 * query (a detail kept by an earlier version carries ?lat&lng), which matches the first copy of the outlet in any
 * language. Only a copy in the language asked is given: an English reader is never shown a Hindi menu kept from an
 * earlier visit (on a slow answer the worker then waits for the network; offline the app says it has no copy).
 */
import type { WorkboxPlugin } from 'workbox-core';

const langOf = (url: string) => new URL(url).searchParams.get('lang') ?? 'en';

export const sameLanguageOnly: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const cache = await caches.open(cacheName);
    const wanted = langOf(request.url);
    const copy = (await cache.keys(request, { ignoreSearch: true })).find((key) => langOf(key.url) === wanted);
    return copy ? ((await cache.match(copy)) ?? null) : null;
  },
};
