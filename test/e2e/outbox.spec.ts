/**
 * Issue 12, the offline outbox: feedback written with the server stopped is kept on the device, the screen
 * says so, and it is sent once when the server is back: on the 'online' event, or on the next start where
 * nothing else wakes it (Safari). The database then holds exactly one row for it.
 */
import type { CDPSession, Page } from '@playwright/test';
import { count, eq } from 'drizzle-orm';
import { feedback } from '../../server/db/schema';
import { expect, signInQuietly, test, waitForWorker, WITH_WORKER } from './fixtures';
import type { AppServer } from './appServer';

const SAVED = 'Saved — will be sent when you are back online';

/** Signed in, on /feedback, every field filled: only Submit is left. */
async function fillFeedback(page: Page, server: AppServer, suggestion: string) {
  await signInQuietly(page, server);
  await waitForWorker(page);
  await page.goto('/feedback');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Submit feedback' }) });
  await form.getByLabel('Name', { exact: true }).fill('Kiran Gill');
  const restaurant = form.getByLabel('Restaurant', { exact: true });
  await expect(restaurant.locator('option', { hasText: 'Mohali Phase 8' })).toHaveCount(1);
  await restaurant.selectOption({ label: 'Gold Leaf — Mohali Phase 8' });
  for (const [group, stars] of [['Quality of food', 5], ['Service quality', 4], ['Cleaning', 5], ['Staff behaviour', 4], ['Music', 3]] as const) {
    await form.getByRole('group', { name: group }).getByRole('radio', { name: `${stars} stars` }).check();
  }
  await form.getByLabel('Best part of the restaurant').fill('The rooftop seating');
  await form.getByLabel('Suggestion').fill(suggestion);
  return form;
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

/** Feedback rows with this suggestion, read from the server's own database (PGlite: with the server stopped). */
async function storedFeedback(server: AppServer, suggestion: string): Promise<number> {
  await server.stop();
  const database = await server.openDatabase();
  try {
    const [row] = await database.db.select({ n: count() }).from(feedback).where(eq(feedback.suggestion, suggestion));
    return Number(row?.n ?? 0);
  } finally {
    await database.close();
  }
}

test('feedback written offline with the server stopped is sent once when back online', { tag: WITH_WORKER }, async ({ page, context, server }) => {
  const suggestion = 'More vegan starters, please';
  const form = await fillFeedback(page, server, suggestion);

  await server.stop();
  await context.setOffline(true);
  await form.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(form.getByRole('status').filter({ hasText: SAVED })).toBeVisible();

  await server.start();
  await context.setOffline(false);
  await expect(page.getByText('Feedback sent')).toBeVisible();
  expect(await storedFeedback(server, suggestion)).toBe(1);
});

test('with no online event (server down, browser online), the next start sends it, once', { tag: WITH_WORKER }, async ({ page, server }) => {
  const suggestion = 'Keep the kitchen open till midnight on Fridays';
  const form = await fillFeedback(page, server, suggestion);

  // The browser believes it is online: the request is tried, gets no answer, and is kept.
  await server.stop();
  await form.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(form.getByRole('status').filter({ hasText: SAVED })).toBeVisible();

  await server.start();
  await page.reload();
  await expect(page.getByText('Feedback sent')).toBeVisible();
  // A second start finds nothing left to send.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
  expect(await storedFeedback(server, suggestion)).toBe(1);
});

test("Background Sync: the worker's sync event has the open page send it, once", { tag: WITH_WORKER }, async ({ page, context, server }) => {
  const suggestion = 'A kids menu with smaller portions';
  const form = await fillFeedback(page, server, suggestion);
  const cdp = await context.newCDPSession(page);
  const registrationId = await registrationIdOf(cdp, server.url);

  await server.stop();
  await form.getByRole('button', { name: 'Submit feedback' }).click();
  await expect(form.getByRole('status').filter({ hasText: SAVED })).toBeVisible();

  // No 'online' event and no reload: only the browser's sync event (as Chromium fires it when the network is
  // back) reaches the worker, which asks this page to send.
  await server.start();
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: server.url, registrationId, tag: 'gold-leaf-outbox', lastChance: false });
  await expect(page.getByText('Feedback sent')).toBeVisible();
  expect(await storedFeedback(server, suggestion)).toBe(1);
});
