/**
 * Issue 23: a diner cancels an order the outlet has not accepted yet, from the tracking screen; the money goes back
 * as they chose, the kitchen's board drops the order live, and a kitchen that accepted first wins, said in words.
 * The refund is told in calm colours, not red, over the ended order's summary, without the map.
 */
import type { Page } from '@playwright/test';
import type { Order, PaymentRequest } from '../../src/api/contract';
import { formatRupees } from '../../src/lib/format';
import { expectAccessible } from './axe';
import { expect, signInQuietly, test } from './fixtures';
import { moveOn, openBoard } from './kitchen';
import { api, createDraftOrder } from './orderSetup';
import { expectBottomSheet, expectEscapeReturnsTo } from './sheets';
import { shot } from './shots';
import { expectToastSeen, watchToasts } from './toasts';

// Mohali Phase 8 has a kitchen in every test here, which moves its orders (server.kitchenKey). One server for the
// file (sharedServer in fixtures.ts): each test signs in a new customer (its own ₹500 welcome credit) and finds its
// orders on the board by their numbers, whatever another test left there.
test.use({ withKitchen: true, sharedServer: true });

/** [red, green, blue] of a computed CSS colour ('rgb(…)' or 'rgba(…)'). */
const channels = (colour: string): number[] => (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);

const balance = async (page: Page) => (await api<{ walletBalance: number }>(page, 'GET', '/getRewardPointAndWalletBalance')).walletBalance;

/** Paid by UPI on the demo's test-mode page, as the payment screen would. */
async function payByUpi(page: Page, draft: Order): Promise<void> {
  const asked = await api<PaymentRequest>(page, 'POST', '/generatePaymentRequestWithOrder', { orderRefId: draft.orderRefId, paymentMode: 'UPI', upiId: 'diner@okaxis' });
  const decided = await page.request.post(`/pay/${asked.paymentTransactionRefId}/approve`, { maxRedirects: 0 });
  expect(decided.status()).toBe(303);
  await api(page, 'POST', `/updatePaymentRequest/${asked.paymentTransactionRefId}`, {});
}

test('a wallet-paid order is cancelled from the tracking screen: the kitchen’s board drops it, the wallet has the money back, told calmly over a summary without the map', async ({ page, server, browser }) => {
  const key = server.kitchenKey;
  await signInQuietly(page, server);
  const draft = await createDraftOrder(page);
  const order = await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'WALLET' });
  expect(await balance(page)).toBeCloseTo(500 - order.orderTotal, 2);
  const { board } = await openBoard(browser, server, key);
  const card = board.getByRole('article', { name: `Order ${order.orderRefId}` });
  await expect(card).toBeVisible();

  await page.goto('/track-order');
  await expect(page.getByTestId('order-status')).toHaveText('Order Placed');
  await watchToasts(page);
  const opener = page.getByRole('button', { name: 'Cancel order' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toContainText(`${formatRupees(order.orderTotal)} goes back to your wallet at once.`);
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  // Issue 35: on a phone a bottom sheet, still a modal dialog that Escape closes, back to the button.
  await expectBottomSheet(dialog);
  await expectAccessible(page);
  await shot(page, 'cancel-order-wallet');
  await expectEscapeReturnsTo(page, dialog, opener);
  await opener.click();
  // Keeping it changes nothing.
  await dialog.getByRole('button', { name: 'Keep order' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('Order Placed');

  await page.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expectToastSeen(page, 'Your order is cancelled');
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  const notice = page.getByTestId('cancelled-notice');
  await expect(notice.getByRole('paragraph')).toHaveText('You cancelled this order.');
  await expect(notice.getByRole('heading', { name: 'Refund' })).toBeVisible();
  await expect(notice.getByRole('listitem')).toHaveText([`${formatRupees(order.orderTotal)} is back in your wallet.`]);
  // The refund is told calmly: neither its panel nor its words are red (in each colour, red no stronger than green).
  const colours = await notice.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });
  for (const colour of [colours.background, colours.text]) {
    const [red = 0, green = 0] = channels(colour);
    expect(red, `${colour} is red`).toBeLessThanOrEqual(green);
  }
  // Ended: a summary replaces the map.
  await expect(page.getByTestId('tracking-summary')).toBeVisible();
  await expect(page.getByTestId('order-map')).toHaveCount(0);
  await expect(page.getByTestId('tracking-summary').getByTestId('order-ended')).toHaveText(/^Cancelled at \d{1,2}:\d{2} [ap]m$/);
  await expectAccessible(page);
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(card).toBeHidden();
  expect(await balance(page)).toBe(500);
  await shot(page, 'cancel-order-done');

  // Order Details tells the same story.
  await page.goto(`/order-details/${order.orderRefId}`);
  await expect(page.getByTestId('cancelled-notice').getByRole('paragraph')).toHaveText('You cancelled this order.');
});

test('a UPI payment goes back to the UPI when the diner chooses so, in Hindi too; a kitchen that accepts first wins and the diner is told', async ({
  page,
  server,
  browser,
}) => {
  const key = server.kitchenKey;
  await signInQuietly(page, server);
  const first = await createDraftOrder(page);
  await payByUpi(page, first);
  await page.evaluate(() => localStorage.setItem('locale', 'hi'));
  await page.goto(`/order-details/${first.orderRefId}`);
  await page.getByRole('button', { name: 'ऑर्डर रद्द करें' }).click();
  const hindiDialog = page.getByRole('dialog', { name: 'यह ऑर्डर रद्द करें?' });
  await expect(hindiDialog.getByRole('radio', { name: /आपके UPI में वापस/ })).toBeChecked();
  await expectAccessible(page);
  await shot(page, 'hi-cancel-order-choice');
  await hindiDialog.getByRole('button', { name: 'ऑर्डर रद्द करें' }).click();
  await expect(page.getByTestId('cancelled-notice').getByRole('listitem')).toHaveText([
    `${formatRupees(first.orderTotal)} आपके UPI में वापस भेज दिया गया है: बैंक इसे दिखाने में 5 से 7 कामकाजी दिन लेते हैं।`,
  ]);
  expect(await balance(page)).toBe(500);

  await page.evaluate(() => localStorage.setItem('locale', 'en'));
  const second = await createDraftOrder(page);
  await payByUpi(page, second);
  await page.goto('/track-order');
  await expect(page.getByTestId('order-status')).toHaveText('Order Placed');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await dialog.getByRole('radio', { name: /To your wallet/ }).check();
  // While the diner reads, the kitchen accepts: the dialog says so at once, and offers nothing to confirm.
  const { board } = await openBoard(browser, server, key);
  await moveOn(board, second.orderRefId, '30 min');
  await expect(dialog.getByRole('alert')).toHaveText('The outlet has just accepted this order, so it can no longer be cancelled. Please call the outlet if you need to change it.');
  await expect(dialog.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await shot(page, 'cancel-order-too-late');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('Accepted');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  // Paid by UPI, so the wallet never moved.
  expect(await balance(page)).toBe(500);
});
