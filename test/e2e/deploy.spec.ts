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
  for (const file of readdirSync(assets).filter((name) => /^_page-.*\.js$/.test(name))) rmSync(join(assets, file));
  let loads = 0;
  page.on('load', () => (loads += 1));
  // Marks (in sessionStorage, which outlives the reload) an error heading painted by the old document before it unloads.
  await page.evaluate(() => {
    new MutationObserver(() => {
      if (document.body.textContent?.includes('Unexpected Application Error!')) sessionStorage.setItem('error-before-reload', '1');
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });

  await page.getByTestId('open-menu').click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'CEO Speaks' }).click();
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect.poll(() => loads).toBe(1); // the reload's 'load' can come after the error view paints (late images)
  expect(await page.evaluate(() => sessionStorage.getItem('error-before-reload'))).toBeNull();
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('reload');
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page.getByRole('tablist')).toBeVisible();
  expect(loads).toBe(1); // no loop
});
