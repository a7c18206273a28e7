/**
 * Issue 12, the offline outbox: feedback written offline or with the server stopped is kept on the device, the
 * screen says so, and it is sent once when the network is back: on the 'online' event, on the next start where
 * nothing else wakes it (Safari), or on the worker's Background Sync event. The database then holds exactly one
 * row for it. What the outbox keeps and how it replays (one Idempotency-Key, 4xx dropped, never another
 * customer's entry) is proven without a browser in test/unit/outbox.test.ts.
 */
import type { CDPSession, Page } from '@playwright/test';
import { count, inArray } from 'drizzle-orm';
import { feedback } from '../../server/db/schema';
import { expect, signInQuietly, test, waitForWorker, WITH_WORKER } from './fixtures';
import type { AppServer } from './appServer';

const SAVED = 'Saved — will be sent when you are back online';

const submitButton = (page: Page) => page.getByRole('button', { name: 'Submit feedback' });
const feedbackForm = (page: Page) => page.locator('form').filter({ has: submitButton(page) });
const saved = (page: Page) => feedbackForm(page).getByRole('status').filter({ hasText: SAVED });

/** On /feedback, every field filled: only Submit is left. */
async function fillFeedback(page: Page, mobile: string, suggestion: string) {
  const form = feedbackForm(page);
  await form.getByLabel('Name', { exact: true }).fill('Kiran Gill');
  await form.getByLabel('Mobile number').fill(mobile);
  const restaurant = form.getByLabel('Restaurant', { exact: true });
  await expect(restaurant.locator('option', { hasText: 'Mohali Phase 8' })).toHaveCount(1);
  await restaurant.selectOption({ label: 'Gold Leaf — Mohali Phase 8' });
  for (const [group, stars] of [['Quality of food', 5], ['Service quality', 4], ['Cleaning', 5], ['Staff behaviour', 4], ['Music', 3]] as const) {
    await form.getByRole('group', { name: group }).getByRole('radio', { name: `${stars} stars` }).check();
  }
  await form.getByLabel('Best part of the restaurant').fill('The rooftop seating');
  await form.getByLabel('Suggestion').fill(suggestion);
}

/** The app's service-worker registration, as CDP names it. */
async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Feedback rows with each suggestion, read from the server's own database (PGlite: with the server stopped). */
async function storedFeedback(server: AppServer, suggestions: string[]): Promise<number[]> {
  await server.stop();
  const database = await server.openDatabase();
  try {
    const rows = await database.db
      .select({ suggestion: feedback.suggestion, n: count() })
      .from(feedback)
      .where(inArray(feedback.suggestion, suggestions))
      .groupBy(feedback.suggestion);
    return suggestions.map((suggestion) => Number(rows.find((row) => row.suggestion === suggestion)?.n ?? 0));
  } finally {
    await database.close();
  }
}

/**
 * The three ways a kept entry goes out, one after another in one context with the worker installed: the server of
 * its own (two steps stop it), the context, the sign-in and the worker's install (about 2 s of CPU) are paid once,
 * not three times. Each step starts on a fresh page (the first load, then a reload), so the notice and the
 * 'Feedback sent' toast it sees are its own entry's; each suggestion is counted in the database at the end: exactly
 * one row each.
 */
test("feedback kept on the device is sent once: on the 'online' event, on the next start, and on the worker's sync event", { tag: WITH_WORKER }, async ({ page, context, server }) => {
  const mobile = await signInQuietly(page, server, undefined, { open: '/feedback' });
  await waitForWorker(page);
  const sent = page.getByText('Feedback sent');

  // 1. Written offline: kept, and sent by the 'online' event. The browser sends nothing while offline, so the
  // server may stay up.
  const offline = 'More vegan starters, please';
  await fillFeedback(page, mobile, offline);
  await context.setOffline(true);
  await submitButton(page).click();
  await expect(saved(page)).toBeVisible();
  await context.setOffline(false);
  await expect(sent).toBeVisible();

  // 2. No online event (server down, browser online): the request is tried, gets no answer, and is kept; the next
  // start sends it (Safari, where nothing else wakes it).
  const nextStart = 'Keep the kitchen open till midnight on Fridays';
  await page.reload();
  await fillFeedback(page, mobile, nextStart);
  await server.stop();
  await submitButton(page).click();
  await expect(saved(page)).toBeVisible();
  await server.start();
  await page.reload();
  await expect(sent).toBeVisible();
  // A second start finds nothing left to send.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();

  // 3. Background Sync: no 'online' event and no reload: only the browser's sync event (as Chromium fires it when
  // the network is back) reaches the worker, which asks this page to send.
  const synced = 'A kids menu with smaller portions';
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationIdOf(cdp, server.url);
  await fillFeedback(page, mobile, synced);
  await server.stop();
  await submitButton(page).click();
  await expect(saved(page)).toBeVisible();
  await server.start();
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: server.url, registrationId, tag: 'gold-leaf-outbox', lastChance: false });
  await expect(sent).toBeVisible();

  expect(await storedFeedback(server, [offline, nextStart, synced])).toEqual([1, 1, 1]);
});
