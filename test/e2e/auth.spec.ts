import type { Page } from '@playwright/test';
import { closeCompleteProfile, expect, randomMobile, signIn, signInQuietly, test, waitForWorker, WITH_WORKER } from './fixtures';
import { api } from './orderSetup';
import { expectBottomSheet } from './sheets';
import { shot } from './shots';

/** The worker's caches of one customer's own answers (src/config/cache.ts USER_CACHE_PREFIX). */
const userCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('user-')));

// One server for all the tests here (sharedServer in fixtures.ts): each test signs in a new random number; logging
// out or a wrong OTP touches only that customer.
test.use({ sharedServer: true });

test('sign in with the OTP from the console, see the profile card, log out', async ({ page, server }) => {
  await page.goto('/');
  await page.getByTestId('open-menu').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
  await menu.getByRole('button', { name: 'Login' }).click();

  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Mobile number').fill('3123456789');
  await login.getByRole('button', { name: 'GET OTP' }).click();
  await expect(login.getByRole('alert')).toHaveText('*Please enter a valid mobile number');

  const mobile = randomMobile();
  await login.getByLabel('Mobile number').fill(mobile);
  await login.getByRole('button', { name: 'GET OTP' }).click();
  await expect(page.getByText('Otp Sent', { exact: true })).toBeVisible();
  // The server sends a number one code per 30 s: the form counts it down instead of offering a refused resend.
  await expect(login.getByRole('button', { name: /^Resend OTP in \d+ s$/ })).toBeDisabled();
  await login.getByLabel(/One-time code/).fill('12');
  await login.getByRole('button', { name: 'Verify' }).click();
  await expect(login.getByRole('alert')).toHaveText('*Please enter OTP properly');

  const otp = await server.otpFor(mobile);
  const wrong = otp === '0000' ? '1111' : '0000';
  await login.getByLabel(/One-time code/).fill(wrong);
  await login.getByRole('button', { name: 'Verify' }).click();
  await expect(login.getByRole('alert')).toHaveText('*Invalid OTP provided');

  await login.getByLabel(/One-time code/).fill(otp);
  await login.getByRole('button', { name: 'Verify' }).click();
  await expect(login).toBeHidden();
  await closeCompleteProfile(page);

  await page.getByTestId('open-menu').click();
  const card = menu.getByTestId('profile-card');
  await expect(card).toContainText(`+91 ${mobile}`);
  await expect(card.locator('img')).toHaveAttribute('src', /default-user/);
  await expect(menu.getByRole('link', { name: 'My Orders' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Wallet Money' })).toBeVisible();

  // The credential survives a reload (cookie, 30 days).
  await page.reload();
  await page.getByTestId('open-menu').click();
  await expect(menu.getByTestId('profile-card')).toContainText(mobile);

  await menu.getByRole('button', { name: 'Logout' }).click();
  const confirm = page.getByRole('dialog', { name: 'Logout' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(menu.getByTestId('profile-card')).toBeVisible();
  const credential = (await page.context().cookies()).find((c) => c.name === 'session')?.value ?? '';
  const profileWith = async (basic: string) => {
    const response = await page.request.get('/v1/api/profileDetail', { headers: { Authorization: `Basic ${decodeURIComponent(basic)}` } });
    return ((await response.json()) as { errorCode: number }).errorCode;
  };
  expect(await profileWith(credential)).toBe(0);
  await menu.getByRole('button', { name: 'Logout' }).click();
  const told = page.waitForResponse((response) => new URL(response.url()).pathname === '/v1/api/logout');
  await confirm.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  // The server heard it (the app does not wait for it): this device's credential no longer works (errorCode 409).
  expect((await told).status()).toBe(200);
  expect(await profileWith(credential)).toBe(409);
  await page.getByTestId('open-menu').click();
  await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(menu.getByTestId('profile-card')).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'session')).toBeUndefined();
});

test('a credential revoked while the app is open signs it out at its next call, back to /, its copies gone', { tag: WITH_WORKER }, async ({ page, server }) => {
  await signInQuietly(page, server);
  await waitForWorker(page);
  await page.getByTestId('open-menu').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'My Orders' }).click();
  await expect(page).toHaveURL(/\/my-orders$/);
  await expect(page.getByText('You have not ordered yet.')).toBeVisible();
  // The worker keeps the customer's own answers for offline (sw/userCopies.ts).
  await expect.poll(() => userCaches(page)).toContain('user-orders');

  // Revoked elsewhere (another device logged this one out, or support did): the app is not told.
  await api(page, 'POST', '/logout', {});

  await page.getByTestId('open-menu').click();
  await menu.getByRole('link', { name: 'Wallet Money' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByTestId('open-menu').click();
  await expect(menu.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect(menu.getByTestId('profile-card')).toHaveCount(0);
  expect((await page.context().cookies()).find((c) => c.name === 'session')).toBeUndefined();
  // Signed out by the server's refusal as by Logout: no copy of the customer's answers is left on the phone.
  await expect.poll(() => userCaches(page)).toEqual([]);
});

test('/login on a phone is the sign-in sheet over home, as Login in the menu opens it; closing it leaves home, signing in goes home', async ({ page, server }) => {
  // What a link or a bookmark to /login opens: the same sheet and form as the menu's Login, home behind it.
  await page.goto('/login');
  const login = page.getByRole('dialog', { name: 'Login' });
  await expectBottomSheet(login);
  await expect(login.locator('form.login-form')).toBeVisible();
  await expect(page.getByRole('tablist', { name: 'How would you like to order?' })).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toHaveCount(0);
  await shot(page, 'login-link-sheet');
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/login');
  await signIn(page, server);
  await expect(page).toHaveURL(/\/$/);
  await expect(login).toBeHidden();
  // Signed in, the link goes straight home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(login).toHaveCount(0);
});

test('a visitor never sees an account page: login first, then back to it', async ({ page, server }) => {
  await page.goto('/wallet-money');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Please login for further process')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Wallet Money' })).toHaveCount(0);
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await signIn(page, server);
  await expect(page).toHaveURL(/\/wallet-money$/);
  await expect(page.getByRole('heading', { name: 'Wallet Money' })).toBeVisible();
});

test('the side menu follows the width rules of the spec; /login on a wide screen opens the login modal over /', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('open-menu').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  for (const name of ['Locations', 'CEO Speaks', 'Contact Us', 'Apply For Job', 'Get Franchisee', 'Privacy Policy', 'Terms & Conditions']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('button', { name: 'Settings' })).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu.getByRole('link', { name: 'Locations' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'CEO Speaks' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0);

  // /login on a wide screen goes to / and opens the login modal.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});
