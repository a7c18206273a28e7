/**
 * Repeat visit with the server stopped (GUIDE budget: outlets and the last menu on screen in under 300 ms).
 * Visits / and an outlet online once, stops the server, reloads each, and reports the time from navigation
 * start until the outlets / the menu are on screen, as the page's own clock sees it. Median of 5 reloads.
 *   npm run build && npm run measure:offline
 */
import { chromium } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AppServer } from '../test/e2e/appServer';

const OUTLET = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const RUNS = 5;

async function timeToVisible(page: Page, selector: string): Promise<number> {
  await page.reload({ waitUntil: 'commit' });
  const handle = await page.waitForFunction((css) => (document.querySelector(css) ? performance.now() : null), selector, { polling: 'raf' });
  return Math.round((await handle.jsonValue()) as number);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const server = new AppServer();
await server.start();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, geolocation: { latitude: 30.7374, longitude: 76.6762 }, permissions: ['geolocation'] });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(async () => (await (await caches.open('restaurants')).keys()).length > 0);
  const outletPage = await context.newPage();
  await outletPage.goto(`${server.url}${OUTLET}`);
  await outletPage.waitForSelector('[data-testid="menu-item"]');
  await outletPage.waitForFunction(async () => (await (await caches.open('menus')).keys()).length >= 2);
  await server.stop();

  const outlets: number[] = [];
  const menus: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    outlets.push(await timeToVisible(page, '.outlet-card'));
    menus.push(await timeToVisible(outletPage, '[data-testid="menu-item"]'));
  }
  console.log(`Server stopped, repeat visit (median of ${RUNS}):`);
  console.log(`  outlets on /: ${median(outlets)} ms  (${outlets.join(', ')})`);
  console.log(`  menu of an outlet: ${median(menus)} ms  (${menus.join(', ')})`);
} finally {
  await browser.close();
  await server.dispose();
}
