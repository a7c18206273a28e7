/**
 * Issue 12, the install card in Chromium: the browser's offer (a synthetic beforeinstallprompt whose prompt()
 * resolves, as Chromium's does) is kept from the first visit but shown only from the second (or after an order:
 * analytics.spec.ts), dismissal keeps it away for 30 days, and iPhone Safari gets the Add to Home Screen steps.
 * A "visit" is a browser session: a new tab of the same browser is the next visit.
 */
import { expectAccessible } from './axe';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shot } from './shots';

// One server for all the tests here (sharedServer in fixtures.ts): the install card's state lives in the test's own
// browser context; the server only serves the app.
test.use({ sharedServer: true });

const DAY = 24 * 60 * 60 * 1000;

/** Dispatches Chromium's event as the browser would; returns whether the app took it (preventDefault). */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const w = window as Window & { installPrompts?: number };
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => {
        w.installPrompts = (w.installPrompts ?? 0) + 1;
        return Promise.resolve({ outcome: 'accepted' as const });
      },
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** A new visit: a new tab, home loaded; records whether the install card's code was ever asked for. */
async function visit(context: BrowserContext): Promise<{ page: Page; cardCodeLoaded: () => boolean }> {
  const page = await context.newPage();
  let loaded = false;
  page.on('request', (request) => {
    if (/\/assets\/InstallCard-[\w-]+\.js$/.test(request.url())) loaded = true;
  });
  await page.goto('/');
  await expect(page.getByRole('tab', { name: 'Delivery' })).toBeVisible();
  return { page, cardCodeLoaded: () => loaded };
}

const card = (page: Page) => page.getByTestId('install-card');

/**
 * Home decided against the card. The slot marks its decision in the same render that would show the card, so
 * once the mark says 'none' with the browser's offer in hand, a card can no longer come late.
 */
async function expectNoCard(page: Page, cardCodeLoaded: () => boolean) {
  await expect(page.locator('[data-install-offer="none"]')).toHaveAttribute('data-prompt-ready', 'true');
  await expect(card(page)).toHaveCount(0);
  expect(cardCodeLoaded(), 'the install card code was loaded though it was not going to show').toBe(false);
}

test('the card waits for the second visit, installs through the browser, and stays away 30 days after Not now', async ({ context }) => {
  // Visit 1: the offer is kept (the browser's own mini-bar suppressed), but nothing shows and nothing loads.
  const first = await visit(context);
  expect(await offerInstall(first.page)).toBe(true);
  await expectNoCard(first.page, first.cardCodeLoaded);
  await first.page.close();

  // Visit 2: the card, and Install hands over to the browser's prompt.
  const second = await visit(context);
  await offerInstall(second.page);
  await expect(card(second.page)).toBeVisible();
  await expect(card(second.page).getByRole('heading')).toHaveText('Install the Gold Leaf app');
  await shot(second.page, 'install-card-prompt');
  await expectAccessible(second.page);
  await card(second.page).getByRole('button', { name: 'Install' }).click();
  await expect(card(second.page)).toHaveCount(0);
  expect(await second.page.evaluate(() => (window as Window & { installPrompts?: number }).installPrompts)).toBe(1);
  await second.page.close();

  // Visit 3: offered again (it was not installed after all); the customer says Not now.
  const third = await visit(context);
  await offerInstall(third.page);
  await card(third.page).getByRole('button', { name: 'Not now' }).click();
  await expect(card(third.page)).toHaveCount(0);
  await third.page.close();

  // Visit 4: dismissed, so neither the card nor its code.
  const fourth = await visit(context);
  await offerInstall(fourth.page);
  await expectNoCard(fourth.page, fourth.cardCodeLoaded);
  await fourth.page.close();

  // 31 days later, it may ask again.
  await context.clock.install({ time: Date.now() + 31 * DAY });
  const later = await visit(context);
  await offerInstall(later.page);
  await expect(card(later.page)).toBeVisible();
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  });

  /** Safari's navigator.standalone: false in a tab, true when opened from the home screen. Chromium has none. */
  const asSafari = (page: Page, standalone: boolean) =>
    page.addInitScript((value) => Object.defineProperty(Navigator.prototype, 'standalone', { configurable: true, get: () => value }), standalone);

  test("Safari shows the Add to Home Screen steps from the second visit, and nothing once it runs from the home screen", async ({ context }) => {
    const firstPage = await context.newPage();
    await asSafari(firstPage, false);
    await firstPage.goto('/');
    await expect(firstPage.getByRole('tab', { name: 'Delivery' })).toBeVisible();
    await expect(firstPage.locator('[data-install-offer="none"]')).toHaveCount(1);
    await expect(card(firstPage)).toHaveCount(0);
    await firstPage.close();

    const page = await context.newPage();
    await asSafari(page, false);
    await page.goto('/');
    await expect(card(page)).toBeVisible();
    await expect(card(page).getByRole('heading')).toHaveText('Add Gold Leaf to your Home Screen');
    await shot(page, 'install-ios-card');
    await card(page).getByRole('button', { name: 'Show me how' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('listitem')).toHaveText([/Tap Share in Safari’s toolbar/, /tap Add to Home Screen/, /Tap Add\./]);
    await expect(sheet.getByTestId('share-icon')).toBeVisible();
    await shot(page, 'install-ios-sheet');
    await expectAccessible(page);
    await sheet.getByRole('button', { name: 'Got it' }).click();
    await expect(sheet).toBeHidden();
    await page.close();

    // Opened from the home screen (standalone): due as it is, the card has nothing to offer.
    const installed = await context.newPage();
    await asSafari(installed, true);
    await installed.goto('/');
    await expect(installed.getByRole('tab', { name: 'Delivery' })).toBeVisible();
    await expect(installed.locator('[data-install-offer="none"]')).toHaveCount(1);
    await expect(card(installed)).toHaveCount(0);
  });
});
