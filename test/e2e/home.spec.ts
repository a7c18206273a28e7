import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot } from './shots';

// One server for all the tests here (sharedServer in fixtures.ts): they only read home and its links, as a visitor.
test.use({ sharedServer: true });

test('home shows banners, the order-type tabs and the nearest outlets; a banner acts on its sliderAction', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('button', { name: /\(1 of \d\)/ })).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'How would you like to order?' });
  for (const label of ['Delivery', 'TakeAway', 'Dine In', 'Steal Deals', 'Events']) {
    await expect(tabs.getByRole('tab', { name: label })).toBeVisible();
  }
  // Four km from the nearest outlet: the automatic choice is home delivery.
  await expect(tabs.getByRole('tab', { name: 'Delivery' })).toHaveAttribute('aria-selected', 'true');

  const outlets = page.getByRole('list', { name: 'Outlets' }).getByRole('listitem').filter({ has: page.getByRole('heading') });
  await expect(outlets.first()).toBeVisible();
  // Nearest first: the first outlet is the Mohali one, a few km away.
  await expect(outlets.first().getByRole('heading')).toContainText('Mohali');
  await expect(outlets.first().getByTestId('outlet-distance')).toHaveText(/^\d+(\.\d)? km$/);
  const deliveryCount = await outlets.count();

  await tabs.getByRole('tab', { name: 'Dine In' }).click();
  await expect(page.getByText('Please scan QR Code on your table to place an Order')).toBeVisible();
  // Each tab's cards say that tab's facts (issue 35): here, that the outlet has tables.
  await expect(outlets.first().getByTestId('outlet-facts')).toHaveText('Tables to dine in');
  for (const facts of await outlets.getByTestId('outlet-facts').all()) {
    await expect(facts).toHaveText('Tables to dine in');
  }
  expect(await outlets.count()).toBeGreaterThan(0);
  expect(await outlets.count()).not.toBe(0);

  await tabs.getByRole('tab', { name: 'Events' }).click();
  // Issue 11: the Events tab lists the upcoming events (test/e2e/events.spec.ts goes further).
  await expect(page.getByRole('list', { name: 'Upcoming events' }).getByTestId('event-card').first()).toBeVisible();
  expect(deliveryCount).toBeGreaterThan(3);

  // A banner acts on its sliderAction. 'TakeAway': stays on / with takeaway chosen.
  const offers = page.getByRole('region', { name: 'Offers' });
  await offers.getByRole('button', { name: 'Show offer 3' }).click();
  await offers.getByRole('button', { name: /Order & collect/ }).click();
  await expect(tabs.getByRole('tab', { name: 'TakeAway' })).toHaveAttribute('aria-selected', 'true');
  // 'Reservation': the outlet list.
  await offers.getByRole('button', { name: 'Show offer 2' }).click();
  await offers.getByRole('button', { name: /Book a table/ }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
});

test('the first banner is drawn without the carousel library, which loads on the first swipe and moves it', async ({ page }) => {
  // No autoplay (reduced motion): only the diner's swipe can load the carousel here.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const carouselScripts: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/BannerCarousel-/.test(new URL(request.url()).pathname)) carouselScripts.push(request.url());
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  const offers = page.getByRole('region', { name: 'Offers' });
  const first = offers.getByRole('button', { name: /\(1 of \d\)/ });
  await expect(first).toBeVisible();
  await expect(offers.getByRole('button', { name: 'Show offer 1' })).toHaveAttribute('aria-current', 'true');
  await page.waitForLoadState('networkidle');
  expect(carouselScripts).toEqual([]);

  // A swipe to the left, as a finger or a mouse drags it: the second slide comes in, and the banner is not opened.
  const box = await first.boundingBox();
  if (!box) throw new Error('the first banner has no box');
  const loaded = page.waitForRequest(/\/assets\/BannerCarousel-/);
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await loaded;
  await expect(offers.getByRole('button', { name: 'Show offer 2' })).toHaveAttribute('aria-current', 'true');
  await expect(offers.getByRole('button', { name: 'Show offer 1' })).toHaveAttribute('aria-current', 'false');
  await expect(page).toHaveURL(/\/$/);
});

test('the back arrow leaves for / when the app was opened on an inner page', async ({ page }) => {
  await page.goto('/restaurants');
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('tablist')).toBeVisible();
});

test("an unknown path shows 'Page Not Found' with a way home", async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a wide screen home ends in the footer: the pages, the app links, the copyright and the version label', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('© 2025');
  await expect(footer.getByTestId('version-label')).toHaveText('Version 0.0.');
  await expect(footer.getByRole('link', { name: 'CEO Speaks' })).toHaveAttribute('href', '/ceo');
  await expect(footer.getByRole('heading', { name: 'Download Our App' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Follow Us On' })).toBeVisible();
  await footer.scrollIntoViewIfNeeded();
  await shot(page, 'home-wide-footer');
});

/** Where each order-type tab is, from the first one's top left: the HTML's and the app's must be the same. */
const tabPlaces = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((tabs) => {
    const first = tabs[0]!.getBoundingClientRect();
    return tabs.map((tab) => {
      const box = tab.getBoundingClientRect();
      return { text: tab.textContent, x: box.left - first.left, y: box.top - first.top, width: box.width, height: box.height };
    });
  });

test('at 390 px the order types are one row that scrolls, each whole once scrolled to, where index.html painted it', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('.tabs__tab')).toHaveCount(5);
  const painted = await tabPlaces(page, '.tabs__tab');
  await page.unroute('**/assets/*.js');

  await page.goto('/');
  const strip = page.getByRole('tablist', { name: 'How would you like to order?' });
  const tabs = strip.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  // Issue 35: one row (an app's strip, not a wrapped second line) that scrolls sideways inside itself.
  const first = (await tabs.first().boundingBox())!;
  for (const tab of await tabs.all()) expect((await tab.boundingBox())!.y, `${await tab.textContent()} on the first row`).toBe(first.y);
  expect(await strip.evaluate((list) => list.scrollWidth - list.clientWidth)).toBeGreaterThan(0);
  await expect(tabs.first()).toBeInViewport({ ratio: 1 });
  expect(await tabPlaces(page, '[role="tab"]')).toEqual(painted);
  await tabs.last().scrollIntoViewIfNeeded();
  await expect(tabs.last()).toBeInViewport({ ratio: 1 });
  await shot(page, 'home-tabs');
});

test('outlet cards say which outlets are closed now, with hours as the outlet page gives them', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-23T21:30:00Z')); // 03:00 in Kolkata
  await page.goto('/');
  // TakeAway's cards keep the hours (issue 35: an open outlet's Delivery card says its free-delivery rule there).
  await page.getByRole('tab', { name: 'TakeAway' }).click();
  const cards = page.getByRole('list', { name: 'Outlets' }).getByRole('listitem').filter({ has: page.getByRole('heading') });
  const mohali = cards.filter({ hasText: 'Gold Leaf — Mohali Phase 8' });
  await expect(mohali).toContainText('Open 24 hours'); // not '00:00 – 24:00'
  await expect(mohali).not.toContainText('Closed now');
  const closed = cards.filter({ hasText: 'Closed now' }).first();
  await expect(closed).toBeVisible();
  await expect(closed.locator('.outlet-card__meta').nth(1)).toHaveText(/^Closed now · \d\d:\d\d–\d\d:\d\d$/);
});
