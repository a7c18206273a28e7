/**
 * Steal deals in Chromium against the built app and the real server: buy a deal and pay through the provider
 * page, redeem part of it at the outlet by scanning its deal QR code, and see what is left; gift a unit and
 * redeem the gift code as another customer. The camera is Chromium's fake capture device playing a video of
 * the outlet's QR code (made with uqr), so the app's real scanner (getUserMedia, then BarcodeDetector or jsQR)
 * reads it as a phone would read the printed code.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expectAccessible } from './axe';
import type { Page } from '@playwright/test';
import { encode } from 'uqr';
import type { DealItem, DealPayment, DealReservation } from '../../src/api/contract';
import { api } from './orderSetup';
import { expect, signIn, signInQuietly, test, waitForWorker, WITH_WORKER } from './fixtures';
import { shot } from './shots';
import { expectToastSeen, watchToasts } from './toasts';
import { heldWakeLocks, watchWakeLocks } from './wakeLock';

/** The outlet the test buys at (Ropar sells the Masala Chai Pass) and what its counter shows. */
const DEAL = 'Masala Chai Pass ×10';
const OUTLET_QR = 'GL-DEAL-ROP';

/**
 * A one-frame Y4M video (what Chromium's fake camera plays, in a loop) of a QR code: black modules on white,
 * with the quiet zone a scanner needs. Y4M is raw YUV 4:2:0: a luma plane, then two flat chroma planes.
 */
function qrVideo(text: string): string {
  const qr = encode(text, { border: 0 });
  const [width, height, scale] = [640, 480, 10];
  const luma = Buffer.alloc(width * height, 235);
  const left = Math.floor((width - qr.size * scale) / 2);
  const top = Math.floor((height - qr.size * scale) / 2);
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++) luma.fill(16, (top + y * scale + dy) * width + left + x * scale, (top + y * scale + dy) * width + left + (x + 1) * scale);
    }),
  );
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const file = join(tmpdir(), `deal-qr-${process.pid}.y4m`);
  writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\nFRAME\n`), luma, chroma, chroma]));
  return file;
}

// One server for the file but the last test, which stops it: the first test, which reads the seeded stock, runs first.
test.use({
  sharedServer: true,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${qrVideo(OUTLET_QR)}`,
    ],
  },
  permissions: ['geolocation', 'camera', 'clipboard-read', 'clipboard-write'],
});

/** From home, the Steal Deals tab. */
async function openDealsTab(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Steal Deals' }).click();
  await expect(page.getByRole('heading', { name: 'Steal Deals' })).toBeVisible();
}

/**
 * Buys one of a deal through the API, as the deal cart would (the checkout itself is the first test's, by card, and
 * the gift test's, by wallet): with the wallet, or by card approved on the test-mode provider page.
 */
async function buyThroughApi(page: Page, title: string, paymentMode: 'WALLET' | 'CARD'): Promise<void> {
  const deal = (await api<DealItem[]>(page, 'GET', '/stealDeal/itemList?mainCategory=All')).find((d) => d.title === title);
  if (!deal) throw new Error(`no ${title}`);
  const reserved = await api<DealReservation>(page, 'POST', '/stealDeal/reserve', { items: [{ dealItemId: deal.dealItemId, quantity: 1 }] });
  const paid = await api<DealPayment>(page, 'POST', '/stealDeal/order', { checkoutRef: reserved.checkoutRef, paymentMode, returnTo: '/my-deals' });
  expect(paid.status).toBe(paymentMode === 'WALLET' ? 'PAID' : 'REDIRECT');
  if (paid.status === 'PAID') return;
  const txn = paid.paymentRequest.paymentTransactionRefId;
  expect((await page.request.post(`/pay/${txn}/approve`, { maxRedirects: 0 })).status()).toBe(303);
  await api(page, 'POST', `/updatePaymentRequest/${txn}`, {});
}

const dealCard = (page: Page, title: string) => page.getByTestId('deal-card').filter({ hasText: title });
const myDeal = (page: Page, title: string) => page.getByTestId('my-deal').filter({ hasText: title });

test('a new customer buys a deal through the provider, redeems part of it by scanning the outlet QR and sees what is left', async ({ page, server }) => {
  await page.goto('/');
  await openDealsTab(page);
  // Categories as chips, the deal price beside the usual one, what is left, and SOLD OUT.
  await expect(page.getByRole('button', { name: 'All', pressed: true })).toBeVisible();
  await expect(dealCard(page, 'Sizzling Brownie Duo')).toContainText('SOLD OUT');
  const card = dealCard(page, DEAL);
  await expect(card).toContainText('₹399');
  await expect(card).toContainText('₹600');
  await expect(card).toContainText('80 left');
  await shot(page, 'deals-tab');
  await expectAccessible(page);

  await card.getByRole('button', { name: `${DEAL}, details` }).click();
  const sheet = page.getByRole('dialog', { name: DEAL });
  await expect(sheet).toContainText('Redeem at Gold Leaf — Ropar');
  await sheet.getByRole('button', { name: `Add ${DEAL}` }).click();
  await sheet.getByRole('button', { name: `Add one more ${DEAL}` }).click();
  await shot(page, 'deals-detail');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('deal-cart-bar')).toContainText('2 deals · ₹798');

  // The deal cart survives a reload (IndexedDB, the deal-cart key) and is not the food cart.
  await page.reload();
  await page.getByRole('tab', { name: 'Steal Deals' }).click();
  // The list in place first, with the kept two on the deal's card: the sticky bar rides below the list, and a tap
  // while it still lays out can land on whatever moves under the finger (fresh-clone CI: the tap went nowhere once).
  await expect(card.getByRole('group', { name: `${DEAL} quantity` })).toContainText('2');
  await page.getByTestId('deal-cart-bar').click();
  await expect(page).toHaveURL(/\/steal-deal-cart$/);
  await expect(page.getByTestId('deal-grand-total')).toHaveText('₹837.90');
  await expect(page.getByText('Please login for further process')).toBeVisible();
  await shot(page, 'deals-cart-signed-out');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Login' }).click();
  await signIn(page, server);
  await expect(page).toHaveURL(/\/steal-deal-cart$/);
  await expect(page.getByRole('radio', { name: 'Wallet', exact: true })).toBeVisible();
  await expect(page.getByText('Balance ₹500 — not enough for this order')).toBeVisible();
  await page.getByRole('radio', { name: 'Credit/Debit/ATM cards', exact: true }).check();
  await shot(page, 'deals-checkout');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pay ₹837.90' }).click();

  // The test-mode provider page, then back to the app, which lands on My Deals.
  await expect(page.getByText('₹837.90')).toBeVisible();
  await page.getByRole('button', { name: /Approve/ }).click();
  await expect(page).toHaveURL(/\/my-deals$/);
  const bought = myDeal(page, DEAL);
  // Two passes of ten cups: twenty units to redeem.
  await expect(bought.getByTestId('deal-left')).toHaveText('20 of 20 left');
  await expect(bought).toContainText('Paid ₹837.90');
  await shot(page, 'deals-my-deals');
  await expectAccessible(page);

  // Redeem one (the default quantity) by scanning the outlet's QR code with the camera.
  await bought.getByRole('button', { name: 'Redeem at outlet' }).click();
  const scanner = page.getByRole('dialog', { name: `Redeem ${DEAL}` });
  await expect(scanner.getByText('How many now? (20 left)')).toBeVisible();
  await expect(scanner.getByRole('group', { name: `${DEAL} quantity` })).toContainText('1');
  await shot(page, 'deals-scanner');
  await expectAccessible(page);
  await expect(scanner).toBeHidden({ timeout: 30_000 });
  await expect(bought.getByTestId('deal-left')).toHaveText('19 of 20 left');
  await expect(bought).toContainText('1 redeemed');

  // What the server keeps of it (two passes are twenty units, one consumed by default) is test/server/stealDeals.test.ts's.
  await bought.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await expect(bought.getByText('Your rating')).toBeVisible();
  await shot(page, 'deals-redeemed');
  await page.goto('/');
  await page.getByRole('tab', { name: 'Steal Deals' }).click();
  await expect(dealCard(page, DEAL)).toContainText('78 left');
  // The cart that was bought is gone.
  await expect(page.getByTestId('deal-cart-bar')).toHaveCount(0);
});

test('a pass of five coffees is five units in My Deals, and redeeming one leaves four', async ({ page, server }) => {
  const COFFEE = 'Coffee Pass ×5';
  await watchWakeLocks(page);
  await signInQuietly(page, server, undefined, { open: null });
  // ₹681.45 is more than a new customer's ₹500: by card.
  await buyThroughApi(page, COFFEE, 'CARD');
  await page.goto('/my-deals');

  const pass = myDeal(page, COFFEE);
  await expect(pass.getByTestId('deal-left')).toHaveText('5 of 5 left');
  await expect(pass).toContainText('5 units');
  await shot(page, 'deals-coffee-pass');

  // At Mohali Phase 8: the camera sees Ropar's code (refused), so the counter's code is typed in.
  await pass.getByRole('button', { name: 'Redeem at outlet' }).click();
  const scanner = page.getByRole('dialog', { name: `Redeem ${COFFEE}` });
  await expect(scanner.getByText('How many now? (5 left)')).toBeVisible();
  // The screen stays on while the camera looks for the counter's code (issue 23).
  await expect.poll(() => heldWakeLocks(page)).toBe(1);
  await expect(scanner.getByRole('alert')).toHaveText(/redeemed at another outlet/, { timeout: 30_000 });
  await scanner.getByLabel('Or type the code printed under the QR code').fill('GL-DEAL-MOH8');
  await scanner.getByRole('button', { name: 'Redeem 1' }).click();
  await expect(scanner).toBeHidden();
  await expect.poll(() => heldWakeLocks(page)).toBe(0);
  await expect(pass.getByTestId('deal-left')).toHaveText('4 of 5 left');
  await expect(pass).toContainText('1 redeemed');
  await shot(page, 'deals-coffee-pass-redeemed');
});

test('a customer gifts a unit with a gift code, and another customer redeems it once', async ({ page, server, browser }) => {
  // Signed in first: signing in from the deal cart is the first test's.
  await signInQuietly(page, server);
  await openDealsTab(page);
  await dealCard(page, DEAL).getByRole('button', { name: `Add ${DEAL}` }).click();
  await page.getByTestId('deal-cart-bar').click();
  await page.getByRole('radio', { name: 'Wallet', exact: true }).check();
  await page.getByRole('button', { name: 'Pay ₹418.95' }).click();
  await expect(page).toHaveURL(/\/my-deals$/);
  const mine = myDeal(page, DEAL);
  await expect(mine.getByTestId('deal-left')).toHaveText('10 of 10 left');
  await expect(mine).toContainText('Paid ₹418.95');

  await mine.getByRole('button', { name: 'Gift to someone' }).click();
  const gift = page.getByRole('dialog', { name: 'Gift to someone' });
  await gift.getByRole('button', { name: 'Create gift code' }).click();
  const code = (await gift.getByTestId('gift-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^GIFT-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await shot(page, 'deals-gift-code');
  await expectAccessible(page);
  // No Web Share API in desktop Chromium: the code is copied instead.
  await watchToasts(page);
  await gift.getByRole('button', { name: 'Share gift code' }).click();
  await expectToastSeen(page, 'Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await page.keyboard.press('Escape');
  // One cup of the pass's ten was given.
  await expect(mine).toContainText('1 gifted');
  await expect(mine.getByTestId('deal-left')).toHaveText('9 of 10 left');
  await expect(page.getByTestId('sent-gift-code')).toContainText('Not used yet');

  // Another customer, in a browser of their own, applies the code.
  const friend = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const friendPage = await friend.newPage();
  await signInQuietly(friendPage, server, undefined, { open: '/my-deals' });
  await expect(friendPage.getByText('You have no deals yet.')).toBeVisible();
  await friendPage.getByLabel('Received a gift code?').fill(code.toLowerCase());
  await friendPage.getByRole('button', { name: 'Apply' }).click();
  await expect(friendPage.getByRole('status')).toHaveText(`One unit of ${DEAL} added to your deals`);
  const received = myDeal(friendPage, DEAL);
  await expect(received.getByTestId('deal-left')).toHaveText('1 of 1 left');
  await expect(received).toContainText('Received as a gift');
  await shot(friendPage, 'deals-gift-received');
  await expectAccessible(friendPage);
  // Single use: a second apply is refused with the reason.
  await friendPage.getByLabel('Received a gift code?').fill(code);
  await friendPage.getByRole('button', { name: 'Apply' }).click();
  await expect(friendPage.getByRole('alert')).toHaveText('This gift code has already been used');
  await friend.close();

  await page.reload();
  await expect(page.getByTestId('sent-gift-code')).toContainText('Redeemed');
});

test('the dine-in table scanner reads the camera through the same shared code', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Dine In' }).click();
  // The camera shows the outlet's deal code; the table scanner reads it from the camera and, as a code without a
  // table's secret (issue 34), refuses it on the phone, saying what to type instead.
  await page.getByRole('button', { name: 'Scan table QR code' }).click();
  const scanner = page.getByRole('dialog', { name: "Scan the table's QR code" });
  await expect(scanner.getByRole('alert')).toHaveText('Type the whole code printed under the QR code: the table’s code and the letters after it.');
});

test.describe('on a server of its own, stopped to go offline', () => {
  test.use({ sharedServer: false });

  test('My Deals opens without signal once seen, at the outlet with poor network', { tag: WITH_WORKER }, async ({ page, server }) => {
    await signInQuietly(page, server);
    await waitForWorker(page);
    await buyThroughApi(page, DEAL, 'WALLET');
    await page.goto('/my-deals');
    await expect(myDeal(page, DEAL).getByTestId('deal-left')).toHaveText('10 of 10 left');

    await server.stop();
    await page.reload();
    await expect(myDeal(page, DEAL).getByTestId('deal-left')).toHaveText('10 of 10 left');
  });
});
