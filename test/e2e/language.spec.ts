/**
 * Issue 12, Hindi: the language follows the browser on first run and the customer's choice after it; the
 * Hindi catalogue is fetched only by those who read Hindi; and a screen in Hindi shows none of the app's English
 * texts (the server's data, dish and outlet names, stays as the server sends it). Every other screen in Hindi is
 * walked by hindiWalk.spec.ts, with a stricter check: no Latin word but the allowed names.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expectCartKept } from './deviceStore';
import { expect, signInQuietly, test } from './fixtures';
import { shot } from './shots';

// One server for all the tests here (sharedServer in fixtures.ts): the language is the browser's or a cookie in the
// test's own context; the customer is new.
test.use({ sharedServer: true });

const SRC = join(import.meta.dirname, '../../src');
const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
type Ref = { area: string; key: string; en: unknown };

function messageModules(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // The kitchen board (src/outlet) and the rider page (src/rider) are pages of their own with their own Hindi
    // (kitchenBoardVoice.spec and riders.spec walk them).
    if (entry.isDirectory()) return ['i18n', 'outlet', 'rider'].includes(entry.name) ? [] : messageModules(path);
    return ['messages.ts', 'routeTitles.ts'].includes(entry.name) ? [path] : [];
  });
}

/** The app's English texts that read differently in Hindi: none of them may be on a Hindi screen. */
async function englishTexts(): Promise<string[]> {
  const texts = new Set<string>();
  for (const file of messageModules()) {
    const refs = Object.values(await import(file)).flatMap((value) => Object.values(value as object)) as Ref[];
    for (const ref of refs.filter((r) => typeof r?.en === 'string' && /[A-Za-z]{3}/.test(r.en as string) && !(r.en as string).includes('{'))) {
      const hindi = ((await import(join(SRC, 'i18n/hi', `${ref.area}.ts`))) as { default: Record<string, unknown> }).default;
      if (hindi[ref.key] !== ref.en) texts.add(ref.en as string);
    }
  }
  expect(texts.size, `English texts found in ${messageModules().map((f) => relative(SRC, f)).length} modules`).toBeGreaterThan(300);
  return [...texts];
}

/** Visible text nodes and read attributes that are, whole, one of the app's English texts. */
async function expectNoEnglish(page: Page, english: string[]): Promise<void> {
  const found = await page.evaluate((texts) => {
    const set = new Set(texts);
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (set.has(text) && node.parentElement?.checkVisibility()) hits.push(text);
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], [alt]')) {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim();
        if (value && set.has(value)) hits.push(`${name}="${value}"`);
      }
    }
    return hits;
  }, english);
  expect(found, `English left on ${page.url()}`).toEqual([]);
}

test("a first visit follows the browser's language; English readers never fetch the Hindi catalogue", async ({ page, browser, server }) => {
  // The test's own page is an en-IN browser's first visit (playwright.config.ts: locale; no cookies yet).
  const hindiRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/hi-[\w-]+\.js$/.test(request.url())) hindiRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('tablist', { name: 'How would you like to order?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(hindiRequests).toEqual([]);

  const hindi = await browser.newContext({ baseURL: server.url, locale: 'hi-IN', viewport: { width: 390, height: 844 } });
  const hindiPage = await hindi.newPage();
  // The HTML itself already paints home's tabs in Hindi, before any script (server/http/shellLanguage.ts).
  const first = await hindiPage.goto('/');
  expect(await first?.text()).toContain('data-shell-text="home.delivery">डिलीवरी<');
  await expect(hindiPage.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(hindiPage.getByTestId('outlet-distance').first()).toBeVisible();
  await expectNoEnglish(hindiPage, await englishTexts());
  await expectAccessible(hindiPage);
  await shot(hindiPage, 'hi-first-run-home');
});

test('a customer switches to हिन्दी in Settings: Settings reads in Hindi, the choice and the cart outlive a reload, and English comes back from the side menu', async ({ page, server }) => {
  const english = await englishTexts();
  await signInQuietly(page, server, undefined, { open: MOHALI });
  const chai = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: 'Masala Chai', exact: true }) });
  await chai.getByRole('button', { name: 'Add Masala Chai' }).click();
  // In the cart, as the diner sees it, before they move on (a menu's first tap loads its code: menu/firstTap.ts).
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expectCartKept(page, 1); // before the load below
  await shot(page, 'en-menu');

  await page.goto('/settings');
  await shot(page, 'en-settings');
  await page.getByRole('radio', { name: 'हिन्दी' }).click();
  await expect(page.getByRole('heading', { name: 'सेटिंग्स', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page).toHaveTitle(/^सेटिंग्स · /);
  // The choice reaches the server too (a cookie): an en-IN browser now gets the HTML shell in Hindi.
  const reloaded = await page.reload();
  expect(await reloaded?.text()).toContain('<html lang="hi-IN"');
  await expect(page.getByRole('heading', { name: 'सेटिंग्स', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'हिन्दी' })).toBeChecked();
  await expectNoEnglish(page, english);
  await shot(page, 'hi-settings');

  // The dish chosen in English is still in the cart, kept through the loads, now on a Hindi menu.
  await expectCartKept(page, 1);
  await page.goto(MOHALI);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');
  await expect(chai.getByRole('group').locator('.stepper__count')).toHaveText('1');
  await expectAccessible(page);

  // And back to English from home's side menu.
  await page.goto('/');
  await page.getByTestId('open-menu').click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('tablist', { name: 'How would you like to order?' })).toBeVisible();
});
