/**
 * A success toast lasts 2 s (SPEC 4). On a loaded machine a test polling the screen can miss one that came and
 * went, so the page itself records every toast's title as it appears, and the test asks the page.
 */
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    toastsSeen?: string[];
  }
}

/** Starts recording in the page as it is now (call again after a navigation). */
export async function watchToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    if (window.toastsSeen) return;
    const seen: string[] = (window.toastsSeen = []);
    new MutationObserver(() => {
      for (const title of document.querySelectorAll('[data-sonner-toast] [data-title]')) {
        const text = title.textContent?.trim() ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** A toast with exactly this title appeared since watchToasts. */
export async function expectToastSeen(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => window.toastsSeen ?? []), { message: `a toast '${title}'` }).toContain(title);
}
