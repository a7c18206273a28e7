/**
 * An outlet's deep link paints the outlet's first screen from the HTML (server/http/outletShell.ts): its name,
 * open or closed, the order types it serves and its first dishes, escaped, in the reader's language, with the
 * stylesheets it needs inlined. test/e2e/shell.spec.ts checks that React renders it in the same places.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menuItems, restaurants } from '../../server/db/schema';
import { ROUTE_CHUNKS_FILE } from '../../server/http/routeChunks';
import type { Menu } from '../../src/api/contract';
import { dishFacts } from '../../src/rules/dishFacts';
import { formatRupees } from '../../src/lib/format';
import hindiMenu from '../../src/i18n/hi/menu';
import hindiCart from '../../src/i18n/hi/cart';
import hindiOutlets from '../../src/i18n/hi/restaurants';
import { startTestServer, type TestServer } from '../support/server';
import { get } from './http';

const OUTLET = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
/** The repository's index.html as the build leaves it: the app's stylesheet at the end of <body>. */
const INDEX = readFileSync('index.html', 'utf8').replace('</body>', '<link rel="stylesheet" crossorigin href="/assets/index-1.css">\n</body>');
const APP_CSS = '.app{min-height:100vh}';
const OUTLET_CSS = '.menu-item{display:flex}';
/** 14:00 in Kolkata on a weekday: most outlets are open; 03:00 the next night, only the all-day one is. */
const AFTERNOON = Date.parse('2026-11-23T08:30:00Z');

let dir: string;
let server: TestServer;
let now = AFTERNOON;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'outlet-shell-test-'));
  writeFileSync(join(dir, 'index.html'), INDEX);
  writeFileSync(join(dir, ROUTE_CHUNKS_FILE), JSON.stringify({ '/restaurants/$restaurantUuid': ['assets/outlet-1.js', 'assets/outlet-1.css'] }));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets/index-1.css'), APP_CSS);
  writeFileSync(join(dir, 'assets/outlet-1.css'), OUTLET_CSS);
  server = await startTestServer({ staticDir: dir, now: () => now });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const page = async (path: string, headers: Record<string, string> = {}) => (await fetch(server.url + path, { headers })).text();

const screenOf = (html: string) => /<article class="screen shell-page outlet">[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
const textsOf = (html: string, className: string) => [...html.matchAll(new RegExp(`class="${className}[ "][^>]*>([^<]*)<`, 'g'))].map((m) => m[1]);

/**
 * Changes a dish of OUTLET straight in the database, and waits until the server's menu answers with the dish's
 * title in `lang` as given: the server keeps a copy of the menu, dropped by the database's notice of a change,
 * which on PostgreSQL comes a moment after the commit. Only then is its page read.
 */
async function changeDish(id: number, change: Partial<typeof menuItems.$inferInsert>, lang: 'en' | 'hi', title: string): Promise<void> {
  await server.db.update(menuItems).set(change).where(eq(menuItems.id, id));
  const served = async () => (await get<Menu>(server, `/getItemListWithCatSubCat/${OUTLET}?lang=${lang}`)).body.responsePacket.itemList.find((item) => item.itemId === id)?.title;
  await expect.poll(served, { timeout: 5_000 }).toBe(title);
}

describe("an outlet's HTML", () => {
  it('paints its name, its order types and its first six dishes, in the menu\'s order, as the app shows them', async () => {
    const screen = screenOf(await page(`/restaurants/${OUTLET}`));
    const menu = (await get<Menu>(server, `/getItemListWithCatSubCat/${OUTLET}`)).body.responsePacket;
    const first = menu.itemList.slice(0, 6);
    expect(textsOf(screen, 'outlet-head__title')).toEqual(['Gold Leaf — Mohali Phase 8']);
    expect(screen).toContain('Open 24 hours');
    expect(textsOf(screen, 'segmented__option')).toEqual(['Delivery', 'TakeAway', 'Dine In']);
    // The rating's star drawn, as the app's header draws it (src/ui/StarIcon.tsx): a typed ★ needs a fallback font.
    expect(screen).toContain('<span class="outlet-head__rating"><svg class="outlet-head__star" aria-hidden="true" viewBox="0 0 24 24"');
    expect(screen).not.toContain('★');
    const dietary = ['Egg-free', 'Jain', ...['gluten', 'crustaceans', 'milk', 'fish', 'peanuts', 'tree nuts', 'soy', 'sulphites'].map((allergen) => `No ${allergen}`)];
    // The categories in the sticky bar, then the dietary chips under it, which scroll away with the dishes (issue 35).
    expect(textsOf(screen, 'tabs__tab')).toEqual(['All', ...menu.categoryList.map((category) => category.title.replaceAll('&', '&#38;')), ...dietary]);
    // Each dish's kcal and allergens, as its row says them in the app (issue 23).
    expect(textsOf(screen, 'menu-item__facts')).toEqual(first.map((item) => dishFacts(item)));
    expect(textsOf(screen, 'menu-item__facts')[0]).toBe('420 kcal · Contains milk');
    expect(textsOf(screen, 'menu-item__open')).toEqual(first.map((item) => item.title));
    expect(textsOf(screen, 'menu-item__price')).toEqual(first.map((item) => formatRupees(item.price)));
    expect(textsOf(screen, 'stepper stepper--add')).toHaveLength(6);
    // The skeleton is gone; the controls cannot be used before the app can act on them.
    expect(screen).not.toContain('<button');
    expect(screenOf(await page(`/restaurants/${OUTLET}`))).not.toContain('skeleton-row');
  });

  it("reads the outlet and its menu from the process's copies, once for both the painted screen and the inlined data", async () => {
    // Each statement the server's database runs, by the table it reads from (a spy: every query still runs).
    const client = (server.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const query = client.query.bind(client);
    const tables: string[] = [];
    client.query = (...args: unknown[]) => {
      const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string }).text);
      tables.push(...[...text.matchAll(/from "(\w+)"/g)].map((m) => m[1] ?? ''));
      return query(...args);
    };
    try {
      const warm = await page(`/restaurants/${OUTLET}`);
      tables.length = 0;
      const html = await page(`/restaurants/${OUTLET}`);
      // As warm as a second diner's visit: the same page, from the copies, with no outlet or menu read again.
      expect(html).toBe(warm);
      expect(tables.filter((table) => /^(restaurants|restaurant_closures|menu_\w+)$/.test(table))).toEqual([]);
      // The detail's reviews, read once (count and newest), not once per filler.
      expect(tables.filter((table) => table === 'reviews')).toEqual(['reviews', 'reviews']);
    } finally {
      client.query = query;
    }
  });

  it('paints no dietary chips and no kcal line for a menu whose dishes declare nothing (issue 23)', async () => {
    const noida = '7ddacd16-2db5-40c2-bbfa-98841a012eb5';
    const outlet = server.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.uuid, noida));
    expect(screenOf(await page(`/restaurants/${noida}`))).toContain('menu-view__diets');
    await server.db.update(menuItems).set({ allergens: null }).where(inArray(menuItems.restaurantId, outlet));
    const screen = screenOf(await page(`/restaurants/${noida}`));
    expect(screen).toContain('menu-bar__categories');
    expect(screen).not.toContain('menu-view__diets');
    expect(screen).not.toContain('menu-item__facts');
    const menu = (await get<Menu>(server, `/getItemListWithCatSubCat/${noida}`)).body.responsePacket;
    expect(menu.itemList.every((item) => item.dietary === null)).toBe(true);
  });

  it('inlines its stylesheets in <head>, so nothing holds its first paint back, and asks for neither file again', async () => {
    const html = await page(`/restaurants/${OUTLET}`);
    const head = html.slice(0, html.indexOf('</head>'));
    // Named, so the app's stylesheet helper never links them again over it (src/app/screenStylesheets.ts).
    expect(head).toContain(`<style data-stylesheets="/assets/index-1.css /assets/outlet-1.css">${APP_CSS}\n${OUTLET_CSS}</style>`);
    // No stylesheet link left to wait for, and no preload of one the app will never link (nothing would use it).
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).not.toContain('as="style"');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/outlet-1.js">');
    // Home inlines the app's stylesheet too (server/http/inlineStylesheets.ts): linked, it held the first paint back.
    const home = await page('/');
    expect(home.slice(0, home.indexOf('</head>'))).toContain(`<style data-stylesheets="/assets/index-1.css">${APP_CSS}</style>`);
    expect(home).not.toContain('rel="stylesheet"');
    // Other pages keep the stylesheet after the shell, which paints without it.
    const checkout = await page('/checkout');
    expect(checkout).not.toContain(APP_CSS);
    expect(checkout.indexOf('index-1.css')).toBeGreaterThan(checkout.indexOf('<body'));
  });

  it('links its stylesheets blocking when one cannot be read', async () => {
    const chunks = join(dir, ROUTE_CHUNKS_FILE);
    const built = readFileSync(chunks, 'utf8');
    // A deploy whose screen stylesheet is not on disk (yet): the page waits for the links, as before inlining.
    writeFileSync(chunks, built.replace('outlet-1.css', 'outlet-2.css'));
    utimesSync(chunks, new Date(), new Date(Date.now() + 5000));
    try {
      const html = await page(`/restaurants/${OUTLET}`);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css"><link rel="stylesheet" crossorigin href="/assets/outlet-2.css">');
      expect(html).not.toContain(APP_CSS);
    } finally {
      writeFileSync(chunks, built);
      utimesSync(chunks, new Date(), new Date(Date.now() + 10_000));
    }
    expect(await page(`/restaurants/${OUTLET}`)).toContain(`${APP_CSS}\n${OUTLET_CSS}</style>`);
  });

  it('escapes what the outlet and its dishes are called', async () => {
    const [first] = (await get<Menu>(server, `/getItemListWithCatSubCat/${OUTLET}`)).body.responsePacket.itemList;
    if (!first) throw new Error('the seeded outlet has no dishes');
    await changeDish(first.itemId, { title: '<img src=x onerror=alert(1)>' }, 'en', '<img src=x onerror=alert(1)>');
    try {
      const screen = screenOf(await page(`/restaurants/${OUTLET}`));
      expect(screen).toContain('&#60;img src=x onerror=alert(1)&#62;');
      expect(screen).not.toContain('<img src=x');
    } finally {
      await changeDish(first.itemId, { title: first.title }, 'en', first.title);
    }
  });

  it('is in Hindi for a Hindi reader', async () => {
    const screen = screenOf(await page(`/restaurants/${OUTLET}`, { 'Accept-Language': 'hi-IN,hi;q=0.9' }));
    expect(screen).toContain(`>${hindiOutlets.openNow}<`);
    expect(screen).toContain(`>${hindiMenu.info}<`);
    expect(screen).toContain(`>${hindiMenu.vegOnly}<`);
    expect(screen).toContain(`>${hindiCart.add}<`);
    expect(screen).not.toContain('>Open now<');
  });

  it("paints a Hindi reader the dishes' Hindi names where the chain wrote them, and marks English the rest", async () => {
    const menu = (await get<Menu>(server, `/getItemListWithCatSubCat/${OUTLET}`)).body.responsePacket;
    const [first, second] = menu.itemList;
    await changeDish(first!.itemId, { translations: { hi: { title: 'पनीर टिक्का' } } }, 'hi', 'पनीर टिक्का');
    try {
      const hindi = screenOf(await page(`/restaurants/${OUTLET}`, { 'Accept-Language': 'hi-IN,hi;q=0.9' }));
      expect(hindi).toContain('<span class="menu-item__open title-button">पनीर टिक्का</span>');
      expect(hindi).toContain(`<p class="menu-item__description" lang="en">${first!.description}</p>`);
      expect(hindi).toContain(`<span class="menu-item__open title-button" lang="en">${second!.title}</span>`);
      const english = screenOf(await page(`/restaurants/${OUTLET}`));
      expect(english).not.toContain('पनीर टिक्का');
      expect(textsOf(english, 'menu-item__open')[0]).toBe(first!.title);
    } finally {
      await changeDish(first!.itemId, { translations: {} }, 'hi', first!.title);
    }
  });

  it('says an outlet is closed when it is, by the server\'s clock', async () => {
    now = Date.parse('2026-11-23T21:30:00Z'); // 03:00 in Kolkata
    try {
      // The first by id: without an order, PostgreSQL and PGlite may each return another.
      const [closedOutlet] = await server.db.select().from(restaurants).where(eq(restaurants.openingTime, '11:00')).orderBy(restaurants.id).limit(1);
      if (!closedOutlet) throw new Error('no seeded outlet opens at 11:00');
      const closedScreen = screenOf(await page(`/restaurants/${closedOutlet.uuid}`));
      expect(closedScreen).toContain('class="status-closed" data-shell-text="restaurants.closedNow">Closed now<');
      // As MenuView shows it: the line over the dishes says until when, and every Add looks unavailable.
      expect(closedScreen).toMatch(/<p class="menu-bar__closed" id="menu-closed"><svg[^]*?<\/svg><span>Closed now\. Opens at 11:00 am\.<\/span><\/p>/);
      const adds = closedScreen.match(/class="stepper stepper--add"/g) ?? [];
      expect(adds.length).toBeGreaterThan(0);
      expect(closedScreen.match(/class="stepper stepper--add" aria-disabled="true"/g)).toHaveLength(adds.length);
      const openScreen = screenOf(await page(`/restaurants/${OUTLET}`));
      expect(openScreen).toContain('>Open now<');
      expect(openScreen).not.toContain('menu-bar__closed');
      expect(openScreen).not.toContain('aria-disabled');
    } finally {
      now = AFTERNOON;
    }
  });

  it.each(['/restaurants/00000000-0000-4000-8000-000000000000', '/restaurants/not-an-outlet', '/checkout'])('keeps the skeleton at %s', async (path) => {
    const html = await page(path);
    expect(screenOf(html)).toBe('');
    expect(html).toContain('<div class="skeleton-row"></div>');
  });
});
