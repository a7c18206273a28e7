/**
 * Weak signal: a repeat visit asks the server "changed?" with the ETag of the worker's copy, and an unchanged
 * outlet list and menu come back as bodiless 304s (counted in the server's access log), shown as current.
 */
import type { Page } from '@playwright/test';
import { expect, test, waitForWorker, WITH_WORKER } from './fixtures';
import { copiesIn } from './workerCopies';
import type { AppServer } from './appServer';

const MOHALI_UUID = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const LIST = 'POST /v1/api/restaurantList';
const MENU = `GET /v1/api/getItemListWithCatSubCat/${MOHALI_UUID}`;

/** How many times the server answered `request` with `status` since `from` (an offset in its log). */
const answered = (server: AppServer, from: number, request: string, status: number) =>
  server.log.slice(from).split('\n').filter((line) => line.startsWith(`${request} ${status} `)).length;

const outletsOf = (page: Page) => page.getByRole('list', { name: 'Outlets' }).getByRole('listitem').filter({ has: page.getByRole('heading') });
const keptIn = (page: Page, cacheName: string, part: string) =>
  expect.poll(async () => (await copiesIn(page, cacheName)).some((copy) => copy.url.includes(part)), `a copy of ${part} in ${cacheName}`).toBe(true);

test('a repeat visit revalidates the outlet list and the menu: 304s from the server, current on screen', { tag: WITH_WORKER }, async ({ page, server }) => {
  await page.goto('/');
  await waitForWorker(page);
  await keptIn(page, 'restaurants', '/v1/api/restaurantList');
  await page.goto(`/restaurants/${MOHALI_UUID}`);
  await expect(page.getByRole('heading', { name: 'Butter Chicken', exact: true })).toBeVisible();
  await keptIn(page, 'menus', `/getItemListWithCatSubCat/${MOHALI_UUID}`);

  // Without the browser's HTTP cache (evicted, as on a phone short of space) only the worker's copies can
  // make the server answer 304.
  await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  const before = server.log.length;
  await page.goto('/');
  await expect(outletsOf(page).first()).toBeVisible();
  await expect.poll(() => answered(server, before, LIST, 304)).toBeGreaterThan(0);
  await page.goto(`/restaurants/${MOHALI_UUID}`);
  await expect(page.getByRole('heading', { name: 'Butter Chicken', exact: true })).toBeVisible();
  await expect.poll(() => answered(server, before, MENU, 304)).toBeGreaterThan(0);

  // Nothing was sent in full again, and the confirmed copies are shown as current, not as an offline copy.
  expect(answered(server, before, LIST, 200)).toBe(0);
  expect(answered(server, before, MENU, 200)).toBe(0);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  await page.goto('/');
  await expect(outletsOf(page).first()).toBeVisible();
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
});
