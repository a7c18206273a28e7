/**
 * Issue 46's screens for the note, not a test of rules (those are adminContent, adminOffers, push and the cluster
 * walk): the console's editors at 1280 × 800 as an owner sees them (banners, an info page with its phone preview,
 * coupons, events with ticket kinds, steal deals, upcoming outlets, a campaign's editor, its reach and its figures),
 * and what a diner reading Hindi sees at 390 × 844 (home with a Hindi banner, a Hindi info page, an event, the offers
 * page, a campaign's notification and the screen its tap opens). Tagged @shots: left out of the default run
 * (playwright.config.ts), run with SHOTS_DIR=<folder> npx playwright test test/e2e/contentShots.spec.ts.
 */
import type { Page } from '@playwright/test';
import type { AdminEvent, Envelope } from '../../src/api/contract';
import { pngOf } from '../support/pngFile';
import { joinAsOwner, ownerInvitation } from './console';
import { expect, signIn, test } from './fixtures';
import { api } from './orderSetup';
import { shot } from './shots';

const read = async <T,>(page: Page, path: string): Promise<T> => ((await (await page.request.get(path)).json()) as Envelope<T>).responsePacket;

test('issue 46: the console’s content editors and what a Hindi diner sees', { tag: '@shots' }, async ({ page, server, browser }) => {
  test.setTimeout(300_000);
  const ownerLink = ownerInvitation(server);
  // The diner signs in first: the campaign below goes to their phone's number.
  await page.goto('/login');
  const mobile = await signIn(page, server);
  // ...and reads the app in Hindi, so the campaign reaches them in Hindi.
  await page.goto('/settings');
  await page.getByRole('radio', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  // A campaign reads a diner's language from the device they linked last (server/campaigns/segments.ts): this phone's,
  // linked in the language the app now asks in (its lang cookie).
  await api(page, 'POST', '/updateDeviceDetail', { deviceType: 'WEB', fcmDeviceToken: 'shots-phone-token', deviceId: 'shots-phone' });
  // A laptop's screen at one device pixel per CSS pixel: the shots are 1280 × 800 as saved.
  const owner = await (await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false })).newPage();
  await joinAsOwner(owner, ownerLink, 'Asha Owner');

  // Banners: a Hindi festival banner, shown at once, first.
  await owner.goto('/admin/banners/create');
  await owner.getByLabel('Title (English)').fill('Festival night');
  await owner.getByLabel('English picture').setInputFiles({ name: 'festival.png', mimeType: 'image/png', buffer: pngOf(1200, 500) });
  await expect(owner.getByRole('img', { name: 'English picture' })).toHaveAttribute('src', /^\/uploads\//);
  await owner.getByLabel('Title (Hindi)').fill('त्योहार की रात');
  await owner.getByLabel('Hindi picture').setInputFiles({ name: 'festival-hi.png', mimeType: 'image/png', buffer: pngOf(1200, 500, (x) => [120, 40 + Math.round((100 * x) / 1200), 160]) });
  await expect(owner.getByRole('img', { name: 'Hindi picture' })).toHaveAttribute('src', /^\/uploads\//);
  await owner.getByLabel('Order').fill('0');
  await shot(owner, 'console-banner-form');
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByRole('row').filter({ hasText: 'Festival night' })).toBeVisible();
  await shot(owner, 'console-banner-list');

  // An info page's Hindi, in the rich-text input, beside its phone preview.
  await owner.goto('/admin/pages/terms-and-conditions');
  await owner.getByRole('tab', { name: 'Hindi · हिन्दी' }).click();
  await owner.getByLabel('Title (Hindi)').fill('नियम और शर्तें');
  await owner.locator('[lang="hi"] .ProseMirror').fill('इस ऐप का उपयोग करके आप इन शर्तों से सहमत हैं। ऑर्डर देने से पहले कीमतें और उपलब्धता आउटलेट के अनुसार बदल सकती हैं।');
  await expect(owner.getByRole('figure', { name: 'Phone preview (Hindi)' })).toContainText('इस ऐप का उपयोग');
  await shot(owner, 'console-page-editor-hindi');
  await owner.getByRole('button', { name: 'Save' }).click();
  await expect(owner.getByText('Saved. Diners read it now.')).toBeVisible();
  await owner.goto('/admin/pages/atm-bar');
  await expect(owner.getByRole('figure', { name: 'Phone preview (English)' })).toBeVisible();
  await shot(owner, 'console-page-editor-source');

  // Coupons, events with their ticket kinds, steal deals, upcoming outlets.
  await owner.goto('/admin/coupons');
  await expect(owner.getByRole('row').filter({ hasText: 'GOLD20' })).toBeVisible();
  await shot(owner, 'console-coupon-list');
  await owner.getByRole('row').filter({ hasText: 'GOLD20' }).click();
  await expect(owner.locator('form').getByRole('textbox', { name: 'Title (English)' })).toBeVisible();
  await shot(owner, 'console-coupon-edit');
  await owner.goto('/admin/events');
  await expect(owner.getByRole('row').filter({ hasText: 'Sufi Night with Rooh-e-Punjab' })).toBeVisible();
  await shot(owner, 'console-event-list');
  await owner.getByRole('row').filter({ hasText: 'Sufi Night with Rooh-e-Punjab' }).click();
  await expect(owner.locator('form').getByRole('spinbutton', { name: 'Capacity (people)' })).toBeVisible();
  await shot(owner, 'console-event-edit');
  await shot(owner, 'console-event-edit-full', { fullPage: true });
  await owner.goto('/admin/deals');
  await expect(owner.getByRole('columnheader', { name: 'Left' })).toBeVisible();
  await shot(owner, 'console-deal-list');
  await owner.getByRole('row').nth(1).click();
  await expect(owner.locator('form').getByRole('spinbutton', { name: 'Add to stock' })).toBeVisible();
  await shot(owner, 'console-deal-edit');
  await owner.goto('/admin/upcoming-outlets');
  await expect(owner.getByRole('columnheader', { name: 'Opens' })).toBeVisible();
  await shot(owner, 'console-upcoming-list');
  await owner.goto('/admin/upcoming-outlets/create');
  await expect(owner.getByLabel('Name (Hindi)')).toBeVisible();
  await shot(owner, 'console-upcoming-form');

  // A campaign: written in both languages, its reach counted, sent (urgent: quiet hours may have begun), its figures.
  await owner.goto('/admin/campaigns/create');
  await owner.getByLabel(/^Kind/).click();
  await owner.getByRole('option', { name: 'Offer' }).click();
  await owner.getByLabel('Title', { exact: true }).fill('MRP night tonight');
  await owner.getByLabel('Text', { exact: true }).fill('Every drink at MRP from 8 pm.');
  await owner.getByLabel('Title (Hindi)').fill('आज रात एमआरपी नाइट');
  await owner.getByLabel('Text (Hindi)').fill('रात 8 बजे से हर ड्रिंक एमआरपी पर।');
  await owner.getByLabel('Screen its click opens').fill('/offers');
  await owner.getByLabel('Who gets it').click();
  await owner.getByRole('option', { name: /One test device/ }).click();
  await owner.getByLabel("The diner's mobile number").fill(mobile);
  await owner.getByLabel(/^Urgent/).check();
  await shot(owner, 'console-campaign-form');
  await owner.getByRole('button', { name: /^Save/ }).click();
  await expect(owner).toHaveURL(/\/admin\/campaigns\/\d+$/);
  await owner.getByRole('button', { name: 'Count who it reaches' }).click();
  await expect(owner.getByRole('status').filter({ hasText: /diners? on/ })).toBeVisible();
  await shot(owner, 'console-campaign-reach');
  await owner.getByRole('button', { name: 'Send now' }).click();
  await owner.goto('/admin/campaigns');
  await expect
    .poll(async () => {
      await owner.reload();
      return owner.getByRole('row').filter({ hasText: 'MRP night tonight' }).textContent();
    }, { timeout: 60_000 })
    .toMatch(/Sent/);
  await shot(owner, 'console-campaign-figures');

  // The diner, reading Hindi.
  await page.goto('/');
  await expect(page.locator('.banner-slider__slide').first()).toHaveAccessibleName(/त्योहार की रात/);
  await shot(page, 'diner-home-hindi-banner');
  await page.goto('/terms-and-conditions');
  await expect(page.getByTestId('page-content')).toContainText('इस ऐप का उपयोग');
  await shot(page, 'diner-page-hindi');
  const sufi = (await read<AdminEvent[]>(owner, '/v1/admin/events')).find((event) => event.title.startsWith('Sufi Night'))!;
  await page.goto(`/event-detail/${sufi.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, 'diner-event-hindi');
  await page.goto('/offers');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shot(page, 'diner-offers');
  await page.goto('/notifications');
  const notice = page.getByText('आज रात एमआरपी नाइट');
  await expect(notice).toBeVisible();
  await shot(page, 'diner-campaign-notification');
  await notice.click();
  await expect(page).toHaveURL(/\/offers$/);
  await shot(page, 'diner-campaign-landing');
});
