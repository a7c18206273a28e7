/**
 * Issue 19, an app, not a website: on a phone no screen ends in a website's footer; its links, the copyright and
 * the version live at the foot of the side menu (home's footer on a wide screen: home.spec.ts). The default build
 * (no VITE_FACEBOOK_APP_ID, no VITE_LIVE_CHAT_SCRIPT_URL) has no Facebook button, code or host in its policy, and
 * its Chat With Us opens the contact page (the configured ones: facebook.spec.ts, thirdParties.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expect, signInQuietly, test } from './fixtures';
import { tapInSideMenu } from './sideMenu';
import { createDraftOrder, setPendingOrder } from './orderSetup';
import { shot } from './shots';

// One server for all the tests here (sharedServer in fixtures.ts): one sign-in, of a new customer.
test.use({ sharedServer: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';

/**
 * Once a screen's heading shows (or, for /login on a phone, the sign-in sheet over home), RootLayout has rendered
 * whatever it puts under the screen.
 */
async function expectNoFooter(page: Page, heading: string | RegExp | { dialog: string }) {
  const shown = typeof heading === 'object' && 'dialog' in heading ? page.getByRole('dialog', { name: heading.dialog }) : page.getByRole('heading', { name: heading, level: 1 });
  await expect(shown).toBeVisible();
  await expect(page.locator('footer')).toHaveCount(0);
  for (const text of ['Download Our App', 'Follow Us On', '© 2025']) await expect(page.getByText(text)).toHaveCount(0);
  await expect(page.getByTestId('version-label')).toHaveCount(0);
}

test('at 390 px no screen ends in a footer: login, an outlet, checkout, payment, tracking, My Orders; the default build has no Facebook button, loads none of its code, and its policy allows no Facebook host', async ({
  page,
  server,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/login');
  await expectNoFooter(page, { dialog: 'Login' });
  // The shared server serves the default build (DIST_DIR), made without VITE_FACEBOOK_APP_ID.
  await expect(page.locator('form.login-form').getByRole('button', { name: 'GET OTP' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).not.toContain('facebook');
  expect(scripts.filter((url) => /facebook/i.test(url))).toEqual([]);
  await signInQuietly(page, server, undefined, { open: MOHALI });

  await expectNoFooter(page, 'Gold Leaf — Mohali Phase 8');
  await page.getByRole('button', { name: 'Add Paneer Tikka' }).first().click();
  await page.getByTestId('view-cart').click();
  await expectNoFooter(page, 'Review Order');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await shot(page, 'checkout-bottom');

  await setPendingOrder(page, (await createDraftOrder(page)).orderRefId);
  await page.goto('/payment-methods');
  await expectNoFooter(page, 'Payment');

  await page.goto('/track-order');
  await expectNoFooter(page, 'Order Tracking');

  // Tracking has no tab bar (its own bottom action): My Orders from the side menu.
  await tapInSideMenu(page, 'My Orders');
  await expectNoFooter(page, 'My Orders');
});

test("at 390 px the side menu's foot carries the chain's pages, its apps and social pages, the copyright and the version; without a chat service Chat With Us opens the contact page", async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('open-menu').click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await shot(page, 'side-menu');
  const pages = {
    'CEO Speaks': '/ceo',
    'Contact Us': '/contact-us',
    'Apply For Job': '/job-and-career',
    'Get Franchisee': '/franchise',
    'Privacy Policy': '/privacy-policy',
    'Terms & Conditions': '/terms-and-conditions',
    // Only home's footer on a wide screen had these: a phone reaches them here.
    'Nutrition Information': '/nutrition-information',
    'Upcoming Outlets': '/upcoming-outlets',
    'ATM Bar': '/atm-bar',
    'MRP Night': '/mrp-night',
  };
  for (const [name, href] of Object.entries(pages)) await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);

  await expect(menu.getByRole('heading', { name: 'Download Our App' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'App Store' })).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
  await expect(menu.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
  await expect(menu.getByRole('heading', { name: 'Follow Us On' })).toBeVisible();
  for (const name of ['Instagram', 'Facebook', 'YouTube']) await expect(menu.getByRole('link', { name })).toBeVisible();
  await expect(menu.getByText('© 2025 Gold Leaf. All rights reserved.')).toBeVisible();
  const version = menu.getByTestId('version-label');
  await expect(version).toHaveText('Version 0.0.');
  await version.scrollIntoViewIfNeeded();
  await expect(version).toBeInViewport();
  await shot(page, 'side-menu-foot');

  // Without a chat service (the default build), Chat With Us opens the contact page.
  await menu.getByRole('button', { name: 'Chat With Us' }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(menu).toBeHidden();
});
