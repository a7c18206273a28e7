/** WCAG 2.1 AA and best practice (axe), the one accessibility check every browser test uses. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const TRIES = 3;

/**
 * No axe violations on the page, or inside `scope` (a CSS selector). Toasts are waited for until none is fading
 * in or out, and a failed check is tried again after a moment: a toast that starts fading in while axe runs (a
 * live scanner can redeem mid-check) fails colour contrast only because it was caught half-transparent. A real
 * violation is there on every try, and the last try's violations are what the test reports.
 */
export async function expectAccessible(page: Page, scope?: string): Promise<void> {
  let found: string[] = [];
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    await page
      .waitForFunction(() => [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => getComputedStyle(toast).opacity === '1'), undefined, { timeout: 5_000 })
      .catch(() => undefined); // a toast still moving is judged as it is
    const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
    const { violations } = await (scope ? builder.include(scope) : builder).analyze();
    found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    if (found.length === 0) return;
    if (attempt < TRIES) await page.waitForTimeout(1_000);
  }
  expect(found).toEqual([]);
}
