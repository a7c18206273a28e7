import type { Page } from '@playwright/test';

/** A copy the service worker keeps: the URL it is kept under and its body. */
export interface WorkerCopy {
  url: string;
  text: string;
}

/**
 * What the worker's cache `cacheName` holds now (nothing if there is no such cache); wait on it with expect.poll.
 * Not page.waitForFunction: it takes the Promise an async predicate returns for a truthy answer and returns at once,
 * so a wait for a copy written that way never waited (the events walk went offline before its tickets were kept).
 */
export function copiesIn(page: Page, cacheName: string): Promise<WorkerCopy[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const cache = await caches.open(name);
    const requests = await cache.keys();
    return Promise.all(requests.map(async (request) => ({ url: request.url, text: (await (await cache.match(request))?.text()) ?? '' })));
  }, cacheName);
}
