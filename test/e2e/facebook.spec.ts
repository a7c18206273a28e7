/**
 * 'Continue with Facebook' in a build made with VITE_FACEBOOK_APP_ID, against the real server configured with
 * the same app and a local Graph stand-in (test/support/fakeFacebook.ts). Facebook's SDK script is answered by
 * a stand-in SDK (the browser asks connect.facebook.net as it would; Playwright serves the answer), which hands
 * back a token the stand-in Graph knows. FACEBOOK_DIST_DIR names such a build; without it one is built here.
 */
import { expectAccessible } from './axe';
import type { BrowserContext, Page } from '@playwright/test';
import { FACEBOOK_SDK_URL } from '../../src/config/csp';
import { startFakeFacebook, type FakeFacebook, type FakeFacebookUser } from '../support/fakeFacebook';
import { buildApp } from './buildApp';
import { test as base, expect, randomMobile } from './fixtures';

const APP_ID = '1234567890123';

interface StandInSdk {
  /** What FB.login answers next (a token from the stand-in Graph, or a cancelled dialog). */
  next: { status: string; authResponse: { accessToken: string; userID: string } | null };
  /** How often the browser asked for the SDK script. */
  loads: number;
}

/** Answers connect.facebook.net's sdk.js with a script that behaves as FB.init / FB.login do. */
async function serveStandInSdk(context: BrowserContext, sdk: StandInSdk): Promise<void> {
  await context.route(FACEBOOK_SDK_URL, async (route) => {
    sdk.loads += 1;
    const body = `window.FB = {
      init: function (options) { window.__fbInitOptions = options; },
      login: function (callback) { setTimeout(function () { callback(${JSON.stringify(sdk.next)}); }, 50); }
    };
    if (window.fbAsyncInit) window.fbAsyncInit();`;
    await route.fulfill({ status: 200, contentType: 'application/javascript', headers: { 'Access-Control-Allow-Origin': '*' }, body });
  });
}

const test = base.extend<{ sdk: StandInSdk }, { facebookDist: string; facebook: FakeFacebook }>({
  /** The build with VITE_FACEBOOK_APP_ID: FACEBOOK_DIST_DIR, or made once per worker here. */
  facebookDist: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const given = process.env.FACEBOOK_DIST_DIR;
      if (given) return use(given);
      const build = buildApp('fb', { VITE_FACEBOOK_APP_ID: APP_ID });
      await use(build.dir);
      build.remove();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  /** One stand-in Graph per worker, so the file's tests can share one server set up with its address. */
  facebook: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const facebook = await startFakeFacebook({ appId: APP_ID });
      await use(facebook);
      await facebook.close();
    },
    { scope: 'worker' },
  ],
  serverDist: async ({ facebookDist }, use) => use(facebookDist),
  serverEnv: async ({ facebook }, use) =>
    use({ FACEBOOK_APP_ID: facebook.appId, FACEBOOK_APP_SECRET: facebook.appSecret, FACEBOOK_GRAPH_URL: facebook.graphUrl }),
  sdk: async ({ context }, use) => {
    const sdk: StandInSdk = { next: { status: 'unknown', authResponse: null }, loads: 0 };
    await serveStandInSdk(context, sdk);
    await use(sdk);
  },
});

// One server for the file's tests (sharedServer in fixtures.ts): each test has a Facebook user and a mobile of its own.
test.use({ sharedServer: true });

// Without the worker (the tests' default, fixtures.ts): it would fetch sdk.js itself, out of the reach of the route above.

let userCounter = 0;
function facebookUser(): FakeFacebookUser {
  userCounter += 1;
  return { id: `77${Date.now()}${userCounter}`, name: 'Simran Kaur', email: `simran${userCounter}@example.com` };
}

async function openMenuCard(page: Page) {
  await page.getByTestId('open-menu').click();
  return page.getByRole('dialog', { name: 'Menu' }).getByTestId('profile-card');
}

test('first Facebook sign-in links the mobile by OTP; the next one needs Facebook alone', async ({ page, server, facebook, sdk }) => {
  const user = facebookUser();
  sdk.next = { status: 'connected', authResponse: { accessToken: facebook.validToken(user), userID: user.id } };

  await page.goto('/login');
  const form = page.locator('form.login-form');
  const button = form.getByRole('button', { name: 'Continue with Facebook' });
  await expect(button).toBeVisible();
  // Nobody pays for the SDK until they tap.
  expect(sdk.loads).toBe(0);
  await expectAccessible(page);

  await button.click();
  await expect(form.getByRole('status')).toContainText('verify your mobile number');
  expect(sdk.loads).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { __fbInitOptions?: { appId: string } }).__fbInitOptions?.appId)).toBe(APP_ID);
  await expect(button).toBeHidden();
  await expectAccessible(page);

  const mobile = randomMobile();
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByRole('button', { name: 'GET OTP' }).click();
  const otp = await server.otpFor(mobile);
  const wrong = otp === '0000' ? '1111' : '0000';
  await form.getByLabel(/One-time code/).fill(wrong);
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByRole('alert')).toHaveText('*Invalid OTP provided');
  await form.getByLabel(/One-time code/).fill(otp);
  await form.getByRole('button', { name: 'Verify' }).click();

  // Signed in as usual: home, and the menu shows the customer under the name Facebook gave.
  await expect(page).toHaveURL(/\/$/);
  const card = await openMenuCard(page);
  await expect(card).toContainText('Simran Kaur');
  await expect(card).toContainText(`+91 ${mobile}`);

  // Log out, then Facebook alone signs in again (a fresh token from a new SDK session).
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  sdk.next = { status: 'connected', authResponse: { accessToken: facebook.validToken(user), userID: user.id } };
  await page.goto('/login');
  await form.getByRole('button', { name: 'Continue with Facebook' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(await openMenuCard(page)).toContainText(`+91 ${mobile}`);
  expect(server.log).toMatch(/POST \/v1\/api\/loginUserByFacebook 200/);
});

test('an expired Facebook session and a closed dialog', async ({ page, facebook, sdk }) => {
  const user = facebookUser();
  await page.goto('/login');
  const form = page.locator('form.login-form');
  const button = form.getByRole('button', { name: 'Continue with Facebook' });

  sdk.next = { status: 'connected', authResponse: { accessToken: facebook.expiredToken(user), userID: user.id } };
  await button.click();
  await expect(form.getByRole('alert')).toHaveText('Your Facebook session has expired. Please continue with Facebook again');
  await expect(button).toHaveAccessibleDescription('Your Facebook session has expired. Please continue with Facebook again');

  // The SDK is loaded once per page; FB.login answers differently each time.
  await page.reload();
  sdk.next = { status: 'unknown', authResponse: null };
  await button.click();
  // Closing Facebook's dialog is the customer's choice: no error, the form is as it was.
  await expect(button).toBeEnabled();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('Mobile number')).toBeVisible();
});
