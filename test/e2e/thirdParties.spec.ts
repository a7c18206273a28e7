/**
 * The app built with its third parties configured (thirdParties.ts: one build per Playwright worker, so these
 * tests share one file and one build), each pointed at a local stand-in, so what is asserted is what the real
 * code delivered over HTTP.
 *
 * Issue 12, analytics: VITE_ANALYTICS_URL: page views, the SPEC's events, transport failures as error logs,
 * and the engagement id 5 s after start, and never a customer's mobile number.
 *
 * Issue 12, Chat With Us (SPEC 1: the live-chat widget is loaded on demand). Without VITE_LIVE_CHAT_SCRIPT_URL
 * the item opens /contact-us (appFrame.spec.ts); with it (a stand-in vendor script on another origin, allowed by
 * the build's Content-Security-Policy), the script is fetched only on the tap, with a spinner, and a failed or
 * hanging script ends in a message instead of a spinner forever. The item also fires its tracking event.
 */
import type { Page } from '@playwright/test';
import type { BeaconEntry } from '../../src/features/analytics/beaconSink';
import type { FakeThirdParties } from '../support/fakeThirdParties';
import { signIn } from './fixtures';
import { createDraftOrder, setPendingOrder } from './orderSetup';
import { expect, test } from './thirdParties';
import { expectAccessible } from './axe';
import { shot } from './shots';

// One server for all the tests here (sharedServer in fixtures.ts): the stand-ins are emptied for each test; the
// server only serves the build and each test's new customer.
test.use({ sharedServer: true });

const pageViews = (standIn: FakeThirdParties) => standIn.entries.flatMap((e) => (e.type === 'pageView' ? [e.path] : []));
const events = (standIn: FakeThirdParties) => standIn.entries.filter((e): e is Extract<BeaconEntry, { type: 'event' }> => e.type === 'event');
const eventNames = (standIn: FakeThirdParties) => events(standIn).map((e) => e.name);

/** A synthetic beforeinstallprompt, as Chromium fires it when the app is installable. */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve({ outcome: 'accepted' as const }),
    });
    window.dispatchEvent(event);
  });

test('page views, sign-in and an order placed reach the collector, and none carries the mobile number', async ({ page, server, thirdParties }) => {
  await page.goto('/');
  await expect.poll(() => pageViews(thirdParties)).toEqual(['/']);

  // A screen change inside the app is a page view of its own.
  await page.getByTestId('open-menu').first().click();
  await page.getByRole('link', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/restaurants$/);
  await expect.poll(() => pageViews(thirdParties)).toEqual(['/', '/restaurants']);

  await page.goto('/login');
  const mobile = await signIn(page, server);
  await expect.poll(() => eventNames(thirdParties)).toContain('sign_in');

  const order = await createDraftOrder(page);
  await setPendingOrder(page, order.orderRefId);
  await page.goto('/payment-methods');
  await page.getByRole('radio', { name: 'Wallet', exact: true }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect.poll(() => events(thirdParties).find((e) => e.name === 'order_placed')?.props).toEqual({
    orderType: 'HomeDelivery',
    paymentMode: 'WALLET',
    orderTotal: order.orderTotal,
  });
  // The page view of the tracking screen may travel in a later beacon than the order's event.
  await expect.poll(() => pageViews(thirdParties)).toEqual(expect.arrayContaining(['/login', '/payment-methods', '/track-order']));

  // The customer's number is in none of what left the device, however it was encoded.
  expect(thirdParties.rawBodies.length).toBeGreaterThan(1);
  for (const body of thirdParties.rawBodies) expect(body).not.toContain(mobile);

  // The first order also makes the install card due, on this first visit (install.spec.ts has the rest).
  await page.goto('/');
  await offerInstall(page);
  await expect(page.getByTestId('install-card')).toBeVisible();
});

test('the engagement id is recorded 5 s after start, not before', async ({ page, thirdParties }) => {
  // The page's clock, paused from the start: the 5 s are counted by the test, not waited for.
  // (The clock runs between install and pause; with no page open yet, where it stops does not matter.)
  await page.clock.install({ time: new Date('2026-11-23T08:00:00+05:30') });
  await page.clock.pauseAt(new Date('2026-11-23T08:00:10+05:30'));
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Delivery' })).toBeVisible();

  // The recorder loads once the page is idle; then its 2 s batch leaves: 4 s in, the page view has gone, the id not.
  const recorderLoaded = page.waitForResponse((response) => /\/assets\/recorder-[\w-]+\.js$/.test(response.url()));
  await page.clock.runFor(1000);
  await recorderLoaded;
  await page.clock.runFor(3000);
  await expect.poll(() => pageViews(thirdParties)).toEqual(['/']);
  expect(eventNames(thirdParties)).not.toContain('engagement_id');

  await page.clock.runFor(1000); // 5 s: recorded
  await page.clock.runFor(2000); // its batch leaves
  await expect.poll(() => eventNames(thirdParties)).toContain('engagement_id');
  const [engagement] = events(thirdParties).filter((e) => e.name === 'engagement_id');
  expect(engagement?.props.engagementId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

  // The id belongs to the device, not the visit: the next start records the same one.
  await page.reload();
  const engagementCount = () => events(thirdParties).filter((e) => e.name === 'engagement_id').length;
  await expect
    .poll(async () => {
      await page.clock.runFor(1000);
      return engagementCount();
    })
    .toBe(2);
  expect(events(thirdParties).filter((e) => e.name === 'engagement_id')[1]?.props.engagementId).toBe(engagement?.props.engagementId);
});

test.describe('transport failures', () => {
  // Without the worker (the tests' default, fixtures.ts), so the test's routes see the page's requests (a worker's
  // own fetches bypass them).

  test('are logged as error logs: no response, and an HTTP error with its status', async ({ page, thirdParties }) => {
    await page.route('**/v1/api/getAdBannerList/**', (route) => route.abort('internetdisconnected'));
    await page.route('**/v1/api/restaurantList', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errorCode: 503, message: 'Down for maintenance', responsePacket: null }) }),
    );
    await page.goto('/');
    await expect
      .poll(() => thirdParties.entries.filter((e) => e.type === 'error'))
      .toEqual(
        expect.arrayContaining([
          expect.objectContaining({ message: 'no response', props: { endpoint: 'getAdBannerList', status: 0 } }),
          expect.objectContaining({ message: 'response error', props: { endpoint: 'restaurantList', status: 503 } }),
        ]),
      );
  });
});

// Chat With Us
async function openMenu(page: Page) {
  await page.getByTestId('open-menu').first().click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
}
const chatItem = (page: Page) => page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Chat With Us' });
const widget = (page: Page) => page.getByRole('dialog', { name: 'Live chat with Gold Leaf' });

test('the widget script loads only on the tap, then the widget shows; the tap is tracked', async ({ page, thirdParties }) => {
  const scriptRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(thirdParties.chatScriptUrl)) scriptRequests.push(request.url());
  });
  await page.goto('/');
  await openMenu(page);
  // Home is loaded and the menu open: still no chat script asked for, by the page or anything else.
  expect(scriptRequests).toEqual([]);
  expect(thirdParties.chatScriptRequests).toBe(0);

  await chatItem(page).click();
  await expect(widget(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  expect(scriptRequests).toEqual([thirdParties.chatScriptUrl]);
  await expect.poll(() => thirdParties.entries.some((e) => e.type === 'event' && e.name === 'contact_us_click')).toBe(true);

  // Already loaded: a second tap fetches nothing again.
  await openMenu(page);
  await chatItem(page).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  expect(thirdParties.chatScriptRequests).toBe(1);
});

test('a script that fails to load says so, and the next tap tries again', async ({ page, thirdParties }) => {
  thirdParties.chat = 'missing';
  await page.goto('/');
  await openMenu(page);
  await chatItem(page).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('alert')).toHaveText('The chat could not be opened. Check your connection and try again, or call or write to us.');
  await expect(chatItem(page)).toBeEnabled();
  await expect(widget(page)).toHaveCount(0);

  thirdParties.chat = 'ok';
  await chatItem(page).click();
  await expect(widget(page)).toBeVisible();
  expect(thirdParties.chatScriptRequests).toBe(2);
});

test('a script that never answers stops the spinner after 15 s with the message', async ({ page, thirdParties }) => {
  thirdParties.chat = 'hang';
  await page.clock.install();
  await page.goto('/');
  await openMenu(page);
  // Paused, so the 15 s are the page's own, counted by the test (screenshots take real time).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await chatItem(page).click();
  await expect(chatItem(page)).toHaveAttribute('aria-busy', 'true');
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('status')).toHaveText('Opening the chat…');
  await shot(page, 'install-chat-loading');

  await page.clock.runFor(14_000);
  await expect(chatItem(page)).toHaveAttribute('aria-busy', 'true');
  await page.clock.runFor(1_000);
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('alert')).toContainText('The chat could not be opened.');
  await expect(chatItem(page)).toHaveAttribute('aria-busy', 'false');
  await shot(page, 'install-chat-failed');
  await page.clock.resume(); // axe waits on timers of its own
  await expectAccessible(page, 'dialog[open]');
});
