/**
 * The server fills in the HTML shell: home's first banner is painted into it (the largest thing on the first
 * screen needs no script), a deep link's HTML names the screen's code so it is fetched beside the app's own and
 * carries an outlet's data, and the shell's words are in the reader's language.
 */
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, menuItems, restaurants } from '../../server/db/schema';
import { FIRST_BANNER_SLOT } from '../../server/routes/banners';
import { pageShell } from '../../server/http/pageShell';
import { ROUTE_CHUNKS_FILE, filesFor, routePattern, type RouteChunks } from '../../server/http/routeChunks';
import { startTestServer, type TestServer } from '../support/server';
import type { Banner, Menu } from '../../src/api/contract';
import { WORKER_NAVIGATION_HEADER } from '../../src/config/cache';
import { get } from './http';

const SHELL = `<!doctype html><html lang="en-IN"><head><title>Gold Leaf</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/react-dom-1.js"></head><body><div class="banner-slider__skeleton">${FIRST_BANNER_SLOT}</div><span class="tabs__tab" data-shell-text="home.takeAway">TakeAway</span><span class="tabs__tab" data-shell-text="home.events">Events</span></body></html>`;
/** As the build writes it (vite.config.ts, routeChunkManifest). */
const ROUTE_CHUNKS: RouteChunks = {
  '/': ['assets/home-1.js', 'assets/home-1.css'],
  '/checkout': ['assets/checkout-1.js', 'assets/checkout-1.css', 'assets/react-dom-1.js', 'assets/shared-1.js'],
  '/restaurants': ['assets/restaurants-1.js'],
  '/restaurants/$restaurantUuid': ['assets/outlet-1.js'],
  '/order-details/$orderRefId': ['assets/_account-1.js', 'assets/order-details-1.js'],
};

let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'home-shell-test-'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  writeFileSync(join(dir, 'offline.html'), SHELL);
  writeFileSync(join(dir, ROUTE_CHUNKS_FILE), JSON.stringify(ROUTE_CHUNKS));
  server = await startTestServer({ staticDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = async (path: string) => (await fetch(server.url + path)).text();

describe("home's HTML", () => {
  it('carries the first top banner of the banner list, in the picture the app renders', async () => {
    const first = (await get<Banner[]>(server, '/getAdBannerList/DashboardTop?lat=30.7374&lng=76.6762')).body.responsePacket[0];
    expect(first).toBeDefined();
    const page = await html('/');
    expect(page).not.toContain(FIRST_BANNER_SLOT);
    expect(page).toContain(`<source media="(min-width: 700px)" srcset="${first?.webImageUrlLarge}">`);
    expect(page).toContain(`<img src="${first?.adImageUrlLarge}" alt="" width="1200" height="500" fetchpriority="high"`);
    // Preloaded ahead of the scripts (the demo's banners have one picture for every screen).
    expect(first?.webImageUrlLarge).toBe(first?.adImageUrlLarge);
    expect(page).toContain(`<link rel="preload" as="image" fetchpriority="high" href="${first?.adImageUrlLarge}"><script type="module"`);
  });

  it("paints a Hindi reader's first banner in Hindi, the picture the app then asks for", async () => {
    const first = (await get<Banner[]>(server, '/getAdBannerList/DashboardTop?lat=30.7374&lng=76.6762&lang=hi')).body.responsePacket[0];
    expect(first?.adImageUrlLarge).toBe('/media/banner-1.hi.svg');
    const page = await (await fetch(server.url + '/', { headers: { Cookie: 'lang=hi' } })).text();
    expect(page).toContain(`<img src="${first?.adImageUrlLarge}" alt="" width="1200" height="500" fetchpriority="high"`);
  });

  it.each(['/index.html', '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f', '/checkout'])(
    'keeps the empty slot on %s (the worker keeps that copy; other screens have no banner)',
    async (path) => {
      const page = await html(path);
      expect(page).toContain(FIRST_BANNER_SLOT);
      expect(page).not.toContain('<img');
    },
  );

  it('follows a changed banner, escaped, with an ETag of its own', async () => {
    const before = await fetch(server.url + '/');
    const [top] = await server.db.select().from(banners).where(eq(banners.bannerType, 'DashboardTop')).orderBy(banners.sortOrder, banners.id).limit(1);
    if (!top) throw new Error('no seeded top banner');
    await server.db.update(banners).set({ adImageUrl: '/media/new"><script>alert(1)</script>.svg' }).where(eq(banners.id, top.id));
    const after = await fetch(server.url + '/');
    const page = await after.text();
    expect(page).toContain('<img src="/media/new&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;.svg"');
    expect(page).not.toContain('<script>');
    // Phone and wide pictures now differ: each is preloaded for the screens its <source> serves.
    expect(page).toContain(
      '<link rel="preload" as="image" fetchpriority="high" href="/media/new&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;.svg" media="(max-width: 699px)">' +
        `<link rel="preload" as="image" fetchpriority="high" href="${top.webImageUrl}" media="(min-width: 700px)"><script type="module"`,
    );
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const revalidated = await fetch(server.url + '/', { headers: { 'If-None-Match': after.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(304);
  });
});

describe("the shell's words", () => {
  const tabs = (page: string) => [...page.matchAll(/data-shell-text="[\w.]+">([^<]*)</g)].map((m) => m[1]);
  const get = (path: string, headers: Record<string, string>) => fetch(server.url + path, { headers });

  it("are Hindi for a browser that prefers Hindi, English for one that does not, and each language has its ETag", async () => {
    const hindi = await get('/', { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    const hindiPage = await hindi.text();
    expect(tabs(hindiPage)).toEqual(['टेकअवे', 'इवेंट्स']);
    expect(hindiPage).toContain('<html lang="hi-IN">');
    expect(hindi.headers.get('vary')).toContain('Cookie, Accept-Language');
    const english = await get('/checkout', { 'Accept-Language': 'pa-IN,en-GB;q=0.8,hi;q=0.5' });
    const englishPage = await english.text();
    expect(tabs(englishPage)).toEqual(['TakeAway', 'Events']);
    expect(englishPage).toContain('<html lang="en-IN">');
    const hindiCheckout = await get('/checkout', { 'Accept-Language': 'hi' });
    expect(hindiCheckout.headers.get('etag')).not.toBe(english.headers.get('etag'));
  });

  it("follow the device's choice (the app's cookie) over the browser's language", async () => {
    expect(tabs(await (await get('/', { 'Accept-Language': 'hi-IN', Cookie: 'session-until=1; lang=en' })).text())).toEqual(['TakeAway', 'Events']);
    expect(tabs(await (await get('/', { 'Accept-Language': 'en-US', Cookie: 'lang=hi' })).text())).toEqual(['टेकअवे', 'इवेंट्स']);
  });

  it.each(['/index.html', '/offline.html'])("stay as built in %s, the same for every reader (offline.html is the copy the worker keeps)", async (path) => {
    const workerCopy = await get(path, { Cookie: 'lang=hi' });
    const html = await workerCopy.text();
    expect(tabs(html)).toEqual(['TakeAway', 'Events']);
    // Home's shell, not a page's: the worker opens every screen from it.
    expect(html).not.toContain('data-shell="page"');
    // No Vary on it: the worker's Cache API would not match it for a request without those headers.
    expect(workerCopy.headers.get('vary') ?? '').not.toContain('Cookie');
  });
});

/** The answers a page carries in its data block (server/http/routeData.ts), or null when it carries none. */
function inlined(page: string): Record<string, unknown> | null {
  const block = /<script type="application\/json" id="route-data">([^<]*)<\/script>/.exec(page)?.[1];
  return block === undefined ? null : (JSON.parse(block) as Record<string, unknown>);
}

const preloads = (page: string) => [...page.matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

describe("a deep link's HTML", () => {
  it.each([
    ['/checkout', ['modulepreload /assets/react-dom-1.js', 'modulepreload /assets/checkout-1.js', 'preload /assets/checkout-1.css', 'modulepreload /assets/shared-1.js']],
    [
      '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f',
      ['modulepreload /assets/react-dom-1.js', 'modulepreload /assets/outlet-1.js'],
    ],
    ['/restaurants', ['modulepreload /assets/react-dom-1.js', 'modulepreload /assets/restaurants-1.js']],
    ['/order-details/ORD-1', ['modulepreload /assets/react-dom-1.js', 'modulepreload /assets/_account-1.js', 'modulepreload /assets/order-details-1.js']],
    ['/no-such-page', ['modulepreload /assets/react-dom-1.js']],
  ])('names the code of the screen at %s, once', async (path, expected) => {
    expect(preloads(await html(path))).toEqual(expected);
  });

  it("carries an outlet's detail and menu, under the paths the app asks them by, as the API answers them", async () => {
    const page = await html('/restaurants/96DCDCC6-59d1-40d3-b244-d273d2c3e76f');
    const answers = inlined(page);
    expect(Object.keys(answers ?? {})).toEqual([
      '/getRestaurantDetail/96dcdcc6-59d1-40d3-b244-d273d2c3e76f',
      '/getItemListWithCatSubCat/96dcdcc6-59d1-40d3-b244-d273d2c3e76f',
    ]);
    for (const [path, answer] of Object.entries(answers ?? {})) expect(answer).toEqual(await (await fetch(`${server.url}/v1/api${path}`)).json());
    // After what is painted, never before it; and no preload of them any more (the client takes them from here).
    expect(page.indexOf('id="route-data"')).toBeGreaterThan(page.indexOf('class="banner-slider__skeleton"'));
    expect(page).not.toContain('as="fetch"');
    // Nothing for a screen whose data is per user or not known from its address, nor for an outlet that is not there.
    expect(inlined(await html('/checkout'))).toBeNull();
    expect(inlined(await html('/restaurants/not-an-outlet'))).toBeNull();
    expect(inlined(await html('/restaurants/00000000-0000-4000-8000-000000000000'))).toBeNull();
  });

  it("leaves the data out of a navigation the app's worker makes (the page then asks through the worker), each with its ETag", async () => {
    const path = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
    const [browser, worker] = await Promise.all([fetch(server.url + path), fetch(server.url + path, { headers: { [WORKER_NAVIGATION_HEADER]: '1' } })]);
    expect(inlined(await browser.text())).not.toBeNull();
    expect(inlined(await worker.text())).toBeNull();
    expect(worker.headers.get('etag')).not.toBe(browser.headers.get('etag'));
    expect(browser.headers.get('vary')).toContain(`Cookie, Accept-Language, ${WORKER_NAVIGATION_HEADER}`);
  });

  it('keeps a dish named to close the block inside it, read back as named', async () => {
    // Patiala: an outlet whose menu no test here has read yet, so the server has not kept a copy of it.
    const uuid = 'a72c598e-cdaf-4e2b-ac7f-6ee79221e8c4';
    const title = '</script><script>alert(1)</script><!--';
    const [dish] = await server.db
      .select({ id: menuItems.id })
      .from(menuItems)
      .innerJoin(restaurants, eq(restaurants.id, menuItems.restaurantId))
      .where(eq(restaurants.uuid, uuid))
      .orderBy(menuItems.id)
      .limit(1);
    if (!dish) throw new Error('no seeded dish at Patiala');
    await server.db.update(menuItems).set({ title }).where(eq(menuItems.id, dish.id));
    const page = await html(`/restaurants/${uuid}`);
    const block = page.slice(page.indexOf('<script type="application/json" id="route-data">'));
    // The block's own end tag is the first one in it: nothing in the data closes it early.
    expect(block.indexOf('</script>')).toBe(block.length - '</script></body></html>'.length);
    expect(block).not.toContain('<!--');
    const menu = inlined(page)?.[`/getItemListWithCatSubCat/${uuid}`] as { responsePacket: Menu } | undefined;
    expect(menu?.responsePacket.itemList.find((item) => item.itemId === dish.id)?.title).toBe(title);
  });

  it('follows a deploy that replaces the list', async () => {
    writeFileSync(join(dir, ROUTE_CHUNKS_FILE), JSON.stringify({ ...ROUTE_CHUNKS, '/checkout': ['assets/checkout-2.js'] }));
    // A new modification time, even on a file system with a coarse clock.
    utimesSync(join(dir, ROUTE_CHUNKS_FILE), new Date(), new Date(Date.now() + 5000));
    expect(preloads(await html('/checkout'))).toEqual(['modulepreload /assets/react-dom-1.js', 'modulepreload /assets/checkout-2.js']);
  });
});

describe("a page's shell", () => {
  const indexHtml = readFileSync('index.html', 'utf8');
  const request = new Request('http://localhost/');

  it("is asked for on every path but home's (index.html's own root element carries it)", async () => {
    expect(await pageShell('/checkout', indexHtml, request)).toContain('<div class="app" aria-busy="true" data-shell="page">');
    expect(await pageShell('/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f', indexHtml, request)).toContain('data-shell="page"');
    expect(await pageShell('/', indexHtml, request)).toBe(indexHtml);
    // The worker's copy stays home's: it answers every path offline.
    expect(await pageShell('/index.html', indexHtml, request)).toBe(indexHtml);
  });
});

describe('route patterns', () => {
  it.each([
    ['index.tsx', '/'],
    ['checkout.tsx', '/checkout'],
    ['restaurants/index.tsx', '/restaurants'],
    ['restaurants/$restaurantUuid.tsx', '/restaurants/$restaurantUuid'],
    ['_account/my-orders.tsx', '/my-orders'],
    ['_account/order-details.$orderRefId.tsx', '/order-details/$orderRefId'],
    ['event-detail/$eventId.tsx', '/event-detail/$eventId'],
  ])('reads %s as TanStack Router does: %s', (file, pattern) => {
    expect(routePattern(file)).toBe(pattern);
  });

  it('prefers a fixed path to a pattern, and matches a parameter to one segment only', () => {
    const chunks: RouteChunks = { '/a/$id': ['x.js'], '/a/new': ['y.js'] };
    expect(filesFor(chunks, '/a/new')).toEqual(['y.js']);
    expect(filesFor(chunks, '/a/7')).toEqual(['x.js']);
    expect(filesFor(chunks, '/a/7/')).toEqual(['x.js']);
    expect(filesFor(chunks, '/a/7/b')).toEqual([]);
  });
});
