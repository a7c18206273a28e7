/** /settings: the session's expiry, the notifications shortcut, the version, and deleting the account (from the side menu too). */
import { expectAccessible } from './axe';
import type { Locator, Page } from '@playwright/test';
import { expect, signInQuietly, test } from './fixtures';
import { shot } from './shots';

// One server for all the tests here (sharedServer in fixtures.ts): each test signs in (and may delete) a new
// customer of its own; the access-log check reads this test's log only.
test.use({ sharedServer: true });

const DAY_MS = 86_400_000;

/** Toasts sit over the header for a few seconds (and a pointer resting on one keeps it): wait them out. */
async function openMenu(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  await page.getByTestId('open-menu').click();
}

/** `inMenu`: what the test does in the side menu's Settings group before it opens Account & App. */
async function signInAndOpenSettings(page: Page, server: Parameters<typeof signInQuietly>[1], inMenu?: (menu: Locator) => Promise<void>): Promise<string> {
  const mobile = await signInQuietly(page, server);
  await openMenu(page);
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Settings' }).click();
  await inMenu?.(menu);
  await menu.getByRole('link', { name: 'Account & App' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  return mobile;
}

test('shows who is signed in and until when (Asia/Kolkata), the version, and opens notification settings by keyboard', async ({ page, server }) => {
  const signedInAt = Date.now();
  const mobile = await signInAndOpenSettings(page, server);

  await expect(page.getByText(`+91 ${mobile}`)).toBeVisible();
  const cookies = await page.context().cookies();
  const until = Number(cookies.find((cookie) => cookie.name === 'session-until')?.value);
  // 30 days from signing in (SPEC 9), as the cookie that holds the credential.
  expect(until).toBeGreaterThanOrEqual(signedInAt + 30 * DAY_MS - 60_000);
  expect(until).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS);
  const session = cookies.find((cookie) => cookie.name === 'session');
  expect(Math.abs((session?.expires ?? 0) * 1000 - until)).toBeLessThan(5_000);
  const expected = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(until);
  await expect(page.getByTestId('signed-in-until')).toHaveText(`Signed in until ${expected}`);

  // One version label, the one the side menu shows (SPEC 9); the build stamp apart, for support, with no number
  // of its own that reads as a second version.
  await expect(page.getByTestId('settings-version')).toHaveText('Version 0.0.');
  await expect(page.getByText(/^Build \w+$/)).toBeVisible();
  await expect(page.getByRole('main').getByText(/Version/)).toHaveCount(1);
  await shot(page, 'settings', { focus: page.getByTestId('settings-version') });

  await expectAccessible(page);

  // Keyboard: Tab reaches the shortcut, Enter follows it.
  const shortcut = page.getByRole('link', { name: /Notification Settings/ });
  for (let i = 0; i < 30 && !(await shortcut.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(shortcut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/notifications-setting$/);

  // This build has no push configuration (the tests' build sets none): the screen says that, not that Chromium
  // cannot show notifications, and points to where the in-app ones arrive.
  const pushState = page.getByTestId('push-state');
  await expect(pushState).toHaveText(
    'Push notificationsPush notifications are not set up for this app yet. Your in-app notifications still arrive under Notifications.',
  );
  await expect(page.getByText(/cannot show notifications/)).toHaveCount(0);
  await shot(page, 'notification-settings-push-off');
  await pushState.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
});

test('deleting the account asks first, from the side menu as from Settings, then signs out and forgets the customer', async ({ page, server }) => {
  // The side menu opens the same confirmation; Cancel leaves the customer signed in.
  await signInAndOpenSettings(page, server, async (menu) => {
    await menu.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Account' });
    await expect(confirm).toContainText('Your profile, addresses and history will be deleted. This cannot be undone.');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(menu.getByTestId('profile-card')).toBeVisible();
  });
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'session');
  const credential = `Basic ${decodeURIComponent(session?.value ?? '')}`;
  const remove = page.getByRole('button', { name: /Delete Account/ });

  // Escape cancels, and focus comes back to the button that opened the dialog.
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(confirm).toBeVisible();
  await expect(confirm).toContainText('This cannot be undone.');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page).toHaveURL(/\/settings$/);

  await remove.click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.context().cookies()).filter((cookie) => cookie.name === 'session' || cookie.name === 'session-until')).toEqual([]);
  expect(server.log).toMatch(/GET \/v1\/api\/deleteAccount 200/);

  // Signed out: the menu offers Login, and /settings is for signed-in customers only.
  await openMenu(page);
  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();

  // The server forgot the customer: the old credential no longer signs anything.
  const gone = await page.request.get('/v1/api/profileDetail', { headers: { Authorization: credential } });
  expect(gone.status()).toBe(401);
});
