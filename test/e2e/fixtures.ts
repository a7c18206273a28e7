import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { AppServer } from './appServer';

/**
 * What Chromium prints when the Content-Security-Policy or Permissions-Policy refuses something ("Refused to
 * load the script ... because it violates the following Content Security Policy directive") or cannot read a
 * policy (a directive a <meta> cannot carry, an unknown feature).
 */
export const isPolicyViolation = (text: string) => /Content Security Policy|Permissions-Policy/i.test(text);

export const test = base.extend<{ server: AppServer; noUncaughtErrors: void; noPolicyViolations: void }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  server: async ({}, use) => {
    const server = new AppServer();
    await server.start();
    await use(server);
    await server.dispose();
  },
  baseURL: async ({ server }, use) => use(server.url),
  // Every test also proves the app threw nothing it did not handle (exceptions and unhandled rejections).
  noUncaughtErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (webError) => errors.push(webError.error().stack ?? webError.error().message));
      await use();
      expect(errors, 'uncaught errors in the app').toEqual([]);
    },
    { auto: true },
  ],
  // ...and that the app runs under its own security policies: nothing it does is refused by them.
  noPolicyViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on('console', (message) => {
        if (isPolicyViolation(message.text())) violations.push(`${message.location().url}: ${message.text()}`);
      });
      await use();
      expect(violations, 'Content-Security-Policy or Permissions-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** A fresh random valid mobile number, so tests never share an account. */
export function randomMobile(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

/**
 * A number signing in for the first time has no name yet, so the app asks to complete the profile (SPEC 2):
 * tests about something else close that modal.
 */
export async function closeCompleteProfile(page: Page): Promise<void> {
  const completeProfile = page.getByRole('dialog', { name: 'Complete your profile' });
  await expect(completeProfile).toBeVisible();
  // Escape rather than a tap on ×: the pointer would stay at the top, over the 'Otp Sent' toast, which then
  // never goes (a hovered toast waits) and covers the header's buttons.
  await page.keyboard.press('Escape');
  await expect(completeProfile).toBeHidden();
}

/** Signs in through the open login form (modal or page) with the OTP the server printed. */
export async function signIn(page: Page, server: AppServer, mobile = randomMobile()): Promise<string> {
  const form = page.locator('form.login-form');
  await form.getByLabel('Mobile number').fill(mobile);
  await form.getByRole('button', { name: 'GET OTP' }).click();
  const otp = await server.otpFor(mobile);
  await form.getByLabel(/One-time code/).fill(otp);
  await form.getByRole('button', { name: 'Verify' }).click();
  await closeCompleteProfile(page);
  return mobile;
}

/** Waits until the service worker controls the page (it claims clients on activation). */
export async function waitForWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}
