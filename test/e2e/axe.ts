/** WCAG 2.1 AA and best practice (axe), the one accessibility check every browser test uses. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No axe violations on the page, or inside `scope` (a CSS selector). A toast that starts fading in while axe
 * runs (a live scanner can redeem mid-check) fails colour contrast only because it was caught half-transparent,
 * so the check is repeated for a few seconds: a real violation is still there on every try and still fails.
 */
export async function expectAccessible(page: Page, scope?: string): Promise<void> {
  await expect(async () => {
    await page.waitForFunction(() => [...document.querySelectorAll('[data-sonner-toast]')].every((toast) => getComputedStyle(toast).opacity === '1'));
    const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
    const { violations } = await (scope ? builder.include(scope) : builder).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }).toPass({ timeout: 8_000, intervals: [500, 1_000] });
}
