/**
 * SHOTS_DIR=<folder> saves the screens as a new customer sees them (390 × 844, and 320 × 640 where a walk asks), for
 * the designer's review; the tests never depend on it, and without it nothing is written.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

export async function shot(page: Page, name: string, options: { fullPage?: boolean; focus?: Locator } = {}): Promise<void> {
  const folder = process.env.SHOTS_DIR;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  await options.focus?.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // Animations run to their end first: a sheet caught while it rises looks cut at the screen's edge.
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage: options.fullPage ?? false, animations: 'disabled' });
}
