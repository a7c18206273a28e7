import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { shot } from './shots';

/**
 * What index.html paints before any script (issue 7): home's shell at /, a page's shell on a deep link. The app's
 * scripts are held back here, so what shows is the HTML and its inline CSS alone, as on a slow phone.
 */
// Read-only: the shell of a few paths, as a visitor.
test.use({ sharedServer: true });

test.beforeEach(async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
});

const shellTabs = (page: Page) => page.locator('.tabs__tab');
const backIcon = (page: Page) => page.locator('.header .shell-page').first();

test("home's HTML paints home's banner and tabs", async ({ page }) => {
  await page.goto('/');
  await expect(shellTabs(page).first()).toHaveText('Delivery');
  await expect(shellTabs(page)).toHaveCount(5);
  await expect(page.locator('.banner-slider')).toBeVisible();
  await expect(backIcon(page)).toBeHidden();
  await shot(page, 'shell-home');
});

test("a deep link's HTML paints a page's header over a neutral skeleton, never home's tabs", async ({ page }) => {
  for (const path of ['/checkout', '/track-order', '/restaurants/00000000-0000-4000-8000-000000000000']) {
    await page.goto(path);
    await expect(page.locator('.skeleton-title')).toBeVisible();
    await expect(page.getByText('Delivery', { exact: true })).toBeHidden();
    await expect(page.locator('.banner-slider')).toBeHidden();
    await expect(page.locator('footer')).toHaveCount(0); // an app's screen, not a website's page
    // Back, brand, menu and cart, as the app's header on a phone.
    await expect(backIcon(page)).toBeVisible();
    await expect(page.locator('.header .icon-button:visible')).toHaveCount(3);
  }
  await shot(page, 'shell-deep-link');
});

/** Where each part of an outlet's first screen is: the HTML's and the app's must be the same (nothing moves). */
const OUTLET_PARTS = ['.outlet-head__title', '.outlet-head__row', '.outlet-head__info', '.segmented', '.menu-bar__search', '.switch', '.menu-bar__categories', '.menu-view__section', '.menu-item', '.menu-item__description', '.stepper'];
const boxesOf = (page: Page) =>
  page.evaluate((parts) => parts.map((part) => document.querySelector(part)?.getBoundingClientRect().toJSON() as DOMRect | undefined), OUTLET_PARTS);

test("an outlet's HTML paints its first dishes, where the app then shows them", async ({ page }) => {
  const outlet = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
  await page.goto(outlet);
  await expect(page.getByRole('heading', { name: 'Gold Leaf — Mohali Phase 8' })).toBeVisible();
  await expect(page.locator('.menu-item__title').first()).toHaveText('Paneer Tikka');
  await expect(page.locator('.menu-item')).toHaveCount(6);
  await expect(page.locator('.skeleton-row:visible')).toHaveCount(0);
  await shot(page, 'shell-outlet');
  const painted = await boxesOf(page);
  expect(painted.every(Boolean)).toBe(true);

  await page.unroute('**/assets/*.js');
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto(outlet);
  // The app's own rows (a button, not the shell's span), with the whole menu.
  await expect(page.getByRole('button', { name: 'Add Paneer Tikka' }).first()).toBeVisible();
  await expect.poll(() => page.locator('.menu-item').count()).toBeGreaterThan(6);
  expect(await boxesOf(page)).toEqual(painted);
  // Each stylesheet once: the app does not add again what the HTML already made blocking.
  expect(stylesheets).toEqual([...new Set(stylesheets)]);
});

test('on a wide screen a deep link keeps the menu on the left, as the app does', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/checkout');
  await expect(backIcon(page)).toBeHidden();
  await expect(page.locator('.header .icon-button:visible')).toHaveCount(2);
});
