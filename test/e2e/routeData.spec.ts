/**
 * A deep link's first data comes in its HTML (server/http/routeData.ts, src/api/inlined.ts): the first visit asks
 * the server for none of it. Under the worker the page asks once, through the worker, which keeps the copy that
 * opens the menu without signal. Counted in the server's access log ("METHOD path status ms").
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForWorker, WITH_WORKER } from './fixtures';
import { copiesIn } from './workerCopies';

test.use({ sharedServer: true });

const MOHALI_UUID = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const API = ['getRestaurantDetail', 'getItemListWithCatSubCat'].map((name) => `GET /v1/api/${name}/${MOHALI_UUID}`);

/** How many times the server answered each of the outlet's two calls in this part of its log. */
const asked = (log: string) => API.map((request) => log.split('\n').filter((line) => line.startsWith(`${request} `)).length);

/** The app's own menu (a button, where the HTML's painted dishes have an inert span). */
const appMenuShown = (page: Page) =>
  expect(page.getByTestId('menu-item').filter({ hasText: 'Masala Chai' }).getByRole('button', { name: 'Add Masala Chai' })).toBeVisible();

test("a deep link's detail and menu come in its HTML: the first visit asks for neither, a visit under the worker once each", { tag: WITH_WORKER }, async ({ page, server }) => {
  const from = server.log.length;
  await page.goto(`/restaurants/${MOHALI_UUID}`);
  await appMenuShown(page);
  await waitForWorker(page);

  // Under the worker the HTML comes without them, and the page asks through the worker, which keeps its copies.
  await page.reload();
  await appMenuShown(page);
  await expect.poll(async () => (await copiesIn(page, 'menus')).length).toBe(2);
  // The log is in the order the server answered: the first visit's part ends where the reload's HTML was asked for.
  const log = () => server.log.slice(from);
  const reload = () => log().indexOf(`GET /restaurants/${MOHALI_UUID} `, log().indexOf(`GET /restaurants/${MOHALI_UUID} `) + 1);
  await expect.poll(() => asked(log().slice(reload()))).toEqual([1, 1]);
  expect(asked(log().slice(0, reload()))).toEqual([0, 0]);
});

test("a deep link's stylesheets come down once: the app's link uses the HTML's preload of it", async ({ page }) => {
  // With no cart, checkout says so: its screen and stylesheet all the same.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  // The screen's stylesheet, preloaded by the HTML, is applied (the app linked it) before the fetches are counted.
  await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/checkout-parts-')));
  // Each fetch the page made, from the network or a cache: a link that could not use the preload is a second one.
  const stylesheets = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith('.css')),
  );
  expect(stylesheets).toContainEqual(expect.stringMatching(/^\/assets\/checkout-parts-/));
  expect(stylesheets.filter((path, i) => stylesheets.indexOf(path) !== i), 'stylesheets fetched twice').toEqual([]);
});
