import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';

test('a route chunk lost to a deploy: one guarded reload, then the error view with a way home', async ({ browser, server }) => {
  // No worker: it would serve the precached chunk. This is the tab that was open before the deploy.
  const context = await browser.newContext({ baseURL: server.url, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('tablist')).toBeVisible();

  const assets = join(server.staticDir, 'assets');
  for (const file of readdirSync(assets).filter((name) => /^ceo-.*\.js$/.test(name))) rmSync(join(assets, file));
  let loads = 0;
  page.on('load', () => (loads += 1));

  await page.getByTestId('open-menu').click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'CEO Speaks' }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  // The error view can paint before the reloaded document's 'load' event (late images), so wait for it first.
  await page.waitForLoadState('load');
  expect(loads).toBe(1); // exactly one reload, no loop
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page.getByRole('tablist')).toBeVisible();
  await context.close();
});
