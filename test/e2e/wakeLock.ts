/**
 * The screen wake locks a page holds (issue 23): the browser's own navigator.wakeLock, each lock it grants noted
 * as it is handed over, so a test can count the ones not yet released. Call before the page's first navigation.
 * Phones grant a visible page the lock without asking; a Playwright context refuses it unless granted here.
 */
import type { Page } from '@playwright/test';

type Noted = Window & { notedWakeLocks?: WakeLockSentinel[] };

export async function watchWakeLocks(page: Page): Promise<void> {
  await page.context().grantPermissions(['screen-wake-lock']);
  await page.addInitScript(() => {
    const wakeLock = navigator.wakeLock;
    const request = wakeLock.request.bind(wakeLock);
    const noted: WakeLockSentinel[] = [];
    (window as Noted).notedWakeLocks = noted;
    wakeLock.request = async (type) => {
      const granted = await request(type);
      noted.push(granted);
      return granted;
    };
  });
}

export const heldWakeLocks = (page: Page): Promise<number> =>
  page.evaluate(() => ((window as Noted).notedWakeLocks ?? []).filter((lock) => !lock.released).length);
