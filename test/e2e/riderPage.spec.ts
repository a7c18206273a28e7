/**
 * Issue 37: the rider page as a rider reads it on their phone (390 × 844), with a cash-on-delivery order out for
 * delivery, a note and their position shared: no accessibility violation (axe) in English or in Hindi, every target
 * at least 44 px, nothing wider than the screen. A position queued by the page before it kept its queue in IndexedDB
 * is taken over and sent; one the server refuses (Lahore) is said and holds nothing up. The whole journey is
 * riders.spec.ts.
 */
import type { Page } from '@playwright/test';
import type { Order } from '../../src/api/contract';
import type { OutletRider } from '../../src/api/contract/riders';
import { expectAccessible } from './axe';
import { expect, signInQuietly, test } from './fixtures';
import { outletMove } from './kitchen';
import { api, createDraftOrder } from './orderSetup';
import { shot } from './shots';
import { auditScreen } from './tapTargets';

test.use({ withKitchen: true });

const PHONE = { width: 390, height: 844 };

/**
 * Each element of an order's card that reaches past the card's sides (a long status, an order's reference). Found
 * and measured in one evaluation: the page draws its cards anew on every live update, and a card looked up in one
 * step and measured in the next may be gone by then (its detached parts measure 0 × 0).
 */
const stickingOut = (rider: Page) =>
  rider.evaluate(() =>
    [...document.querySelectorAll('article')].flatMap((card) => {
      const edge = card.getBoundingClientRect();
      return [...card.querySelectorAll('*')]
        .filter((inner) => inner.getBoundingClientRect().right > edge.right + 0.5 || inner.getBoundingClientRect().left < edge.left - 0.5)
        .map((inner) => `${inner.tagName} "${inner.textContent ?? ''}"`);
    }),
  );

test('the rider page with an order out for delivery passes axe at 390 × 844 in English and Hindi, with 44 px targets and no sideways scroll', async ({ page, server, browser }) => {
  await signInQuietly(page, server, undefined, { open: null });
  const draft = await createDraftOrder(page);
  await api<Order>(page, 'POST', '/updateOrderCookingInstruction', { orderRefId: draft.orderRefId, cookingInstruction: 'Ring the bell twice; the lift is on the left of the gate' });
  const ref = (await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'CASH_ON_DELIVERY' })).orderRefId;
  const key = server.kitchenKey;
  await outletMove(page, key, ref, 'accept', { minutes: 20 });
  await outletMove(page, key, ref, 'ready');
  const phone = '9812345671';
  const added = await page.request.post('/v1/outlet-api/riders', { headers: { Authorization: `Bearer ${key}` }, data: { name: 'Gurpreet Singh', phone } });
  const riderId = ((await added.json()) as { responsePacket: OutletRider[] }).responsePacket.find((one) => one.phone === phone)?.riderId;
  await outletMove(page, key, ref, 'out-for-delivery', { riderId });
  const link = new RegExp(`\\[demo\\] Rider link for ${phone}: (\\S+/rider/#rdr_[\\w-]{43})`).exec(server.log)?.[1] ?? '';

  const context = await browser.newContext({ baseURL: server.url, viewport: PHONE, locale: 'en-IN', geolocation: { latitude: 30.7046, longitude: 76.7179 }, permissions: ['geolocation'] });
  const rider = await context.newPage();
  // The phone queued a position before the page kept its queue in IndexedDB: the page takes it over and sends it.
  const older = { ref, latitude: 30.7051, longitude: 76.7183, at: Date.now() - 60_000 };
  await rider.addInitScript((queued) => localStorage.setItem('rider-positions', JSON.stringify([queued])), older);
  const takenOver = rider.waitForRequest((request) => request.url().endsWith(`/v1/rider/orders/${ref}/position`) && (request.postDataJSON() as { latitude: number }).latitude === older.latitude, { timeout: 10_000 });
  await rider.goto(link);
  expect((await takenOver).postDataJSON()).toEqual({ latitude: older.latitude, longitude: older.longitude, at: older.at });
  await expect.poll(() => rider.evaluate(() => localStorage.getItem('rider-positions'))).toBeNull();
  const card = rider.getByRole('article');
  await expect(card.getByTestId('status')).toHaveText('Out for delivery');
  await expect(card).toContainText('Note: Ring the bell twice');
  await expect(rider.getByTestId('sharing')).toBeVisible();
  for (const [language, status, deliver, codeNeeded, toOther] of [
    ['en', 'Out for delivery', 'Delivered', 'Enter the 4 digits the customer shows you.', 'Language: हिन्दी'],
    ['hi', 'डिलीवरी के लिए निकला', 'डिलीवर किया', 'ग्राहक के दिखाए 4 अंक लिखें।', 'भाषा: English'],
  ] as const) {
    await expect(card.getByTestId('status')).toHaveText(status);
    await expect(rider.locator('html')).toHaveAttribute('lang', language);
    // Checked with the form's error showing: the words in red beside the button are read too.
    await card.getByRole('button', { name: deliver }).click();
    await expect(card.getByRole('alert')).toHaveText(codeNeeded);
    await expectAccessible(rider);
    expect(await auditScreen(rider, language), 'targets under 44 px or a sideways scroll').toEqual([]);
    expect(await stickingOut(rider), `${language}: out of the card`).toEqual([]);
    await shot(rider, `rider-order-${language}`, { fullPage: true });
    await rider.getByRole('button', { name: toOther }).click();
  }

  // Issue 44: the phone says it is in Lahore: the server refuses it in words, said on the page, and the next fix (back
  // in Mohali) still goes and is taken; nothing waits behind the refused one.
  const positionPath = `/v1/rider/orders/${ref}/position`;
  const refused = rider.waitForResponse((res) => res.url().endsWith(positionPath) && res.status() === 400, { timeout: 15_000 });
  await context.setGeolocation({ latitude: 31.55, longitude: 74.34 });
  await refused;
  await expect(rider.getByTestId('position-refused')).toHaveText('This position is outside India: check that the phone’s location is on and that no app sets it');
  await shot(rider, 'rider-position-refused');
  const back = { latitude: 30.705, longitude: 76.7179 };
  const taken = rider.waitForResponse((res) => res.url().endsWith(positionPath) && res.status() === 200 && (res.request().postDataJSON() as { latitude: number }).latitude === back.latitude, { timeout: 15_000 });
  await context.setGeolocation(back);
  await taken;
  await expect(rider.getByTestId('position-refused')).toHaveCount(0);
  await expect(rider.getByText(/waiting for signal/)).toHaveCount(0);
});
