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
  for (const path of ['/checkout', '/track-order', '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f']) {
    await page.goto(path);
    await expect(page.locator('.skeleton-title')).toBeVisible();
    await expect(page.getByText('Delivery', { exact: true })).toBeHidden();
    await expect(page.locator('.banner-slider')).toBeHidden();
    // Back, brand, menu and cart, as the app's header on a phone.
    await expect(backIcon(page)).toBeVisible();
    await expect(page.locator('.header .icon-button:visible')).toHaveCount(3);
  }
  await shot(page, 'shell-deep-link');
});

test('on a wide screen a deep link keeps the menu on the left, as the app does', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/checkout');
  await expect(backIcon(page)).toBeHidden();
  await expect(page.locator('.header .icon-button:visible')).toHaveCount(2);
});
