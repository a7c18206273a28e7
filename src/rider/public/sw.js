/**
 * The rider page's own worker (issue 37), scoped to /rider/ and apart from the customer app's (which never answers
 * /rider): the page and its hashed assets are kept as they load, so a reload with no signal still opens the page,
 * which shows the orders it last loaded (kept on the phone) and queues positions until the signal returns. The page
 * from the network first (a deploy shows at once), its copy without signal; hashed assets from the copy. The rider
 * API (/v1/rider) is never kept here.
 */
const CACHE = 'rider-page-v1';

/** The page and the assets it names, kept at install: the page that registered the worker loaded them before it. */
async function keepPage() {
  const cache = await caches.open(CACHE);
  const page = await fetch('/rider/', { cache: 'no-store' });
  if (!page.ok) return;
  const html = await page.clone().text();
  await cache.put('/rider/', page);
  const assets = [...html.matchAll(/(?:src|href)="(\/rider\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await cache.addAll(assets);
}

self.addEventListener('install', (event) => event.waitUntil(keepPage().then(() => self.skipWaiting())));
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || !url.pathname.startsWith('/rider/') || url.pathname === '/rider/sw.js') return;
  if (url.pathname.startsWith('/rider/assets/')) {
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const kept = await cache.match(request);
        if (kept) return kept;
        const fresh = await fetch(request);
        if (fresh.ok) await cache.put(request, fresh.clone());
        return fresh;
      }),
    );
    return;
  }
  if (request.mode !== 'navigate') return;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      try {
        const fresh = await fetch(request);
        if (fresh.ok) await cache.put('/rider/', fresh.clone());
        return fresh;
      } catch (error) {
        const kept = await cache.match('/rider/');
        if (kept) return kept;
        throw error;
      }
    }),
  );
});
