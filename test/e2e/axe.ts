/** WCAG 2.1 AA and best practice (axe), the one accessibility check every browser test uses. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * No axe violations on the page, or inside `scope` (a CSS selector), in one run. The page is checked with
 * reduced motion, as a diner who asked for it sees it: toasts and shades then have no fade, so nothing is ever
 * caught half-transparent (a colour-contrast failure of a moment, not of the page), and a violation fails.
 */
export async function expectAccessible(page: Page, scope?: string): Promise<void> {
  const motion = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
    const { violations } = await (scope ? builder.include(scope) : builder).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  } finally {
    // The test goes on with the motion it had.
    if (!motion) await page.emulateMedia({ reducedMotion: 'no-preference' });
  }
}
