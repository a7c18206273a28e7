/** WCAG 2.1 AA and best practice (axe), the one accessibility check every browser test uses. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
  // Only violations come back whole: every passing node's markup, sent back and forth, was most of a run's cost.
  resultTypes: ['violations'],
};

/**
 * No axe violations on the page, or inside `scope` (a CSS selector), in one run. The page is checked with
 * reduced motion, as a diner who asked for it sees it: toasts and shades then have no fade, so nothing is ever
 * caught half-transparent (a colour-contrast failure of a moment, not of the page), and a violation fails.
 *
 * axe runs in the page itself, put there once per document. @axe-core/playwright's AxeBuilder cost 8 s of CPU a run
 * on a menu: it evaluates axe's 580 KB again on each run, and again on a blank page it opens to merge the results
 * of every frame (the app has none), then sends every passing node back. This costs 1.1 s.
 */
export async function expectAccessible(page: Page, scope?: string): Promise<void> {
  const motion = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    const violations = await page.evaluate(
      async ({ scope, options }) => {
        const axe = (window as unknown as { axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> } }).axe;
        const { violations } = await axe.run(scope ? { include: [scope] } : document, options);
        return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      },
      { scope, options: OPTIONS },
    );
    expect(violations).toEqual([]);
  } finally {
    // The test goes on with the motion it had.
    if (!motion) await page.emulateMedia({ reducedMotion: 'no-preference' });
  }
}
