/**
 * Menus and outlet details are kept per address, whose query names the language (?lang=hi, issue 46), but read
 * offline without their query (a detail kept by an earlier version carries ?lat&lng), which matches the first copy
 * of the outlet in any language. Of the outlet's copies the one in the language asked wins; another language's still
 * beats none, and the app marks its words English (src/rules/contentLang.ts).
 */
import type { WorkboxPlugin } from 'workbox-core';

const langOf = (url: string) => new URL(url).searchParams.get('lang') ?? 'en';

export const sameLanguageFirst: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cacheName, request, cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const cache = await caches.open(cacheName);
    const wanted = langOf(request.url);
    const copy = (await cache.keys(request, { ignoreSearch: true })).find((key) => langOf(key.url) === wanted);
    return (copy && (await cache.match(copy))) ?? cachedResponse;
  },
};
