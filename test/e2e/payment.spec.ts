import { expect, signInQuietly, test } from './fixtures';
import type { Page } from '@playwright/test';
import type { AppServer } from './appServer';
import { api, createDraftOrder, orderDetail, setPendingOrder } from './orderSetup';
import type { PaymentRequest, WalletBalance } from '../../src/api/contract';
import { formatRupees } from '../../src/lib/format';

// One server for all the tests here (sharedServer in fixtures.ts): each test pays orders of a new customer of its
// own (6 sign-ins, under the OTP limit).
test.use({ sharedServer: true });

/** Signs in, saves a DRAFT order as the checkout would, and opens /payment-methods for it. */
async function openPaymentFor(page: Page, server: AppServer, minTotal: number) {
  await signInQuietly(page, server, undefined, { open: null });
  const order = await createDraftOrder(page, { minTotal });
  // The pending order is kept in the app's IndexedDB, which only a page of the app's origin can write: the
  // manifest is the smallest, and loads none of the app.
  await page.goto('/manifest.webmanifest');
  await setPendingOrder(page, order.orderRefId);
  await page.goto('/payment-methods');
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-total')).toContainText('₹');
  return order;
}

const method = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay ₹/ });

test('wallet pays an order the balance covers, then tracking shows it', async ({ page, server }) => {
  const order = await openPaymentFor(page, server, 1);
  // A first order: the chain's default for delivery is chosen, never nothing.
  await expect(method(page, 'UPI')).toBeChecked();
  await method(page, 'Wallet').check();
  await expect(page.getByText(/Balance ₹500/)).toBeVisible();
  // Loyalty Points shows its balance as the wallet does (a new customer has none).
  await expect(page.getByTestId('points-balance')).toHaveText('Balance 0 points (₹0) — not enough for this order');
  await payButton(page).click();

  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByTestId('order-status')).toHaveText(/Order Placed|Accepted|Preparing/);
  const placed = await orderDetail(page, order.orderRefId);
  expect(placed.paymentMode).toBe('WALLET');
  const wallet = await api<WalletBalance>(page, 'GET', '/getRewardPointAndWalletBalance');
  expect(wallet.walletBalance).toBeCloseTo(500 - order.orderTotal, 2);

  // The last mode is remembered: the next order starts with Wallet chosen.
  const next = await createDraftOrder(page);
  await setPendingOrder(page, next.orderRefId);
  await page.goto('/payment-methods');
  await expect(method(page, 'Wallet')).toBeChecked();
  // But never a wallet that cannot pay: an order above what is left starts with the default again.
  const dearer = await createDraftOrder(page, { minTotal: 600 });
  await setPendingOrder(page, dearer.orderRefId);
  await page.goto('/payment-methods');
  await expect(page.getByText(/— not enough for this order/).first()).toBeVisible();
  await expect(method(page, 'UPI')).toBeChecked();
  await expect(method(page, 'Wallet')).not.toBeChecked();
});

const upiApps = (page: Page) => page.getByRole('group', { name: 'Pay in one tap with your UPI app' });

test('on a phone, UPI offers the UPI apps in one tap: the demo plays each app, and a provider’s upi:// intent opens the app by its package while the screen follows the payment', async ({ page, server }) => {
  const order = await openPaymentFor(page, server, 1);
  const apps = upiApps(page).getByRole('button');
  await expect(apps).toHaveText(['GPay', 'PhonePe', 'Paytm', 'BHIM', 'Other UPI app']);
  for (const app of await apps.all()) {
    const box = await app.boundingBox();
    expect(box && Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }
  // The apps' block says how UPI pays; the method's own line does not say it again above it.
  await expect(page.getByText('Pay from any UPI app with your UPI id')).toHaveCount(0);
  // The UPI id stays the way for a UPI app this phone does not have.
  await expect(page.getByLabel('Or pay with your UPI id')).toBeVisible();
  // One tap, no UPI id asked: the test-mode page's stand-in for GPay opens.
  await upiApps(page).getByRole('button', { name: 'GPay' }).click();
  await expect(page).toHaveURL(/\/pay\/[\w-]{22}\/app\/gpay$/);
  await expect(page.getByRole('heading', { name: 'GPay' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay with UPI PIN' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  expect((await orderDetail(page, order.orderRefId)).paymentMode).toBe('UPI');

  // A provider's intent (Razorpay's S2S answer, made by its stand-in in test/server/upiIntent.test.ts): the server's
  // answer carries a upi://pay link for the phone, and no page to go to.
  const next = await createDraftOrder(page, { minTotal: 1 });
  await setPendingOrder(page, next.orderRefId);
  // This browser has no UPI app: what the page hands the phone to open one is kept instead of followed.
  await page.addInitScript(() => {
    const handed: string[] = [];
    Object.assign(window, { handedToPhone: handed });
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (/^(intent|upi):/.test(this.href)) handed.push(this.href);
      else click.call(this);
    };
  });
  await page.goto('/payment-methods');
  const txns: string[] = [];
  // The context's route: it also sees a request the service worker passes on.
  await page.context().route('**/v1/api/generatePaymentRequestWithOrder', async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { responsePacket: PaymentRequest };
    const txn = envelope.responsePacket.paymentTransactionRefId;
    txns.push(txn);
    envelope.responsePacket.upiIntentUrl = `upi://pay?pa=goldleaf.rzp@icici&pn=Gold%20Leaf&tr=${txn}&am=${next.orderTotal.toFixed(2)}&cu=INR&mc=5812`;
    await route.fulfill({ response, json: envelope });
  });
  await upiApps(page).getByRole('button', { name: 'PhonePe' }).click();
  await expect(page).toHaveURL(/\/payment-methods\?txn=[\w-]{22}$/);
  const pending = page.getByTestId('payment-pending');
  await expect(pending).toContainText('Finish paying in PhonePe, then come back here');
  // One tap opened PhonePe by its package, with the provider's payment as it made it; the page offers it again.
  const phonePe = new RegExp(`^intent://pay\\?pa=goldleaf\\.rzp@icici&pn=Gold%20Leaf&tr=${txns[0]}&.*#Intent;scheme=upi;package=com\\.phonepe\\.app;S\\.browser_fallback_url=.+;end$`);
  expect(await page.evaluate(() => (window as unknown as { handedToPhone: string[] }).handedToPhone)).toEqual([expect.stringMatching(phonePe)]);
  await expect(pending.getByRole('link', { name: 'Open PhonePe again' })).toHaveAttribute('href', phonePe);

  // PhonePe did not open, say: another way to pay, and the order is still there to pay.
  await pending.getByRole('button', { name: 'Choose another way to pay' }).click();
  await expect(page).toHaveURL(/\/payment-methods$/);
  await upiApps(page).getByRole('button', { name: 'GPay' }).click();
  await expect(pending).toContainText('Finish paying in GPay, then come back here');
  // Paid in the app (the test-mode page takes the decision here): the screen finds out by itself, with no tap.
  const approved = await page.request.post(`/pay/${txns[1]}/approve`, { maxRedirects: 0 });
  expect(approved.status()).toBe(303);
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  expect((await orderDetail(page, next.orderRefId)).paymentMode).toBe('UPI');
});

test('the Pay bar never covers the last method; UPI checks the id, comes back from a decline with the id still typed, then an approved provider payment shows Order Placed', async ({
  page,
  server,
}) => {
  const order = await openPaymentFor(page, server, 1);
  const last = page.locator('.pay-method').last();
  await last.scrollIntoViewIfNeeded();
  const box = await last.boundingBox();
  const bar = await page.locator('.pay-bar').boundingBox();
  if (!box || !bar) throw new Error('no layout');
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  // At the bottom of the page too: nothing of the list lies under the bar.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const [lastBox, barBox] = [await last.boundingBox(), await page.locator('.pay-bar').boundingBox()];
  if (!lastBox || !barBox) throw new Error('no layout');
  expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(barBox.y);

  await method(page, 'UPI').check();
  await page.getByLabel('UPI id').fill('not-an-id');
  await payButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('*Please enter a valid UPI id');

  await page.getByLabel('UPI id').fill('customer@okbank');
  await payButton(page).click();
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await expect(page.getByTestId('payment-failed')).toContainText('Transaction Failed');
  await expect(method(page, 'UPI')).toBeChecked(); // the last mode
  await expect(page.getByLabel('UPI id')).toHaveValue('customer@okbank');

  await payButton(page).click();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  await expect(page).toHaveURL(/\/payment-methods$/); // ?txn is dropped
  expect((await orderDetail(page, order.orderRefId)).status).not.toBe('DRAFT');
  await page.getByRole('link', { name: 'Track order' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByText(`#${order.orderRefId}`)).toBeVisible();
});

test('a wallet short of the total says Low Balance and places nothing; a split whose wallet part was spent meanwhile says the card’s money is back in the wallet, never Order Placed', async ({
  page,
  server,
}) => {
  const order = await openPaymentFor(page, server, 700);
  await method(page, 'Wallet').check();
  await expect(page.getByText('Balance ₹500 — not enough for this order')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Low Balance: Your wallet balance is low. Please add money in your wallet.');
  // Its ways out (Add money, Split) stand in for Pay; another method brings Pay back.
  await expect(payButton(page)).toHaveCount(0);
  await method(page, 'Cash on Delivery').check();
  await expect(payButton(page)).toBeVisible();
  expect((await orderDetail(page, order.orderRefId)).status).toBe('DRAFT');

  await method(page, 'Wallet').check();
  await page.getByRole('button', { name: /^Split: ₹500 from wallet \+/ }).click();
  await method(page, 'Credit/Debit/ATM cards').check();
  await page.getByRole('button', { name: /^Pay ₹500 from wallet \+ .* by card$/ }).click();
  await expect(page).toHaveURL(/\/pay\//);
  // Meanwhile the wallet pays another order (another phone of the same diner): the split can no longer be taken.
  const other = await createDraftOrder(page);
  await api(page, 'POST', `/placeOrder/${other.orderRefId}`, { paymentMode: 'WALLET' });
  await page.getByRole('button', { name: 'Approve payment' }).click();

  const cardPart = Math.round((order.orderTotal - 500) * 100) / 100;
  const told = page.getByTestId('payment-unused');
  await expect(told).toHaveText(
    `The order could not be placed with this payment (it changed while you paid), so ${formatRupees(cardPart)} is back in your wallet. Look at it again and pay.`,
  );
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toHaveCount(0);
  // The order is still there to pay, and the wallet holds the card's money.
  await expect(payButton(page)).toBeVisible();
  expect((await orderDetail(page, order.orderRefId)).status).toBe('DRAFT');
  const wallet = await api<WalletBalance>(page, 'GET', '/getRewardPointAndWalletBalance');
  expect(wallet.walletBalance).toBeCloseTo(500 - other.orderTotal + cardPart, 2);
});

test('Pay shows progress while it works, and an error shows beside it, in view', async ({ page, server }) => {
  const order = await openPaymentFor(page, server, 1);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/api/placeOrder/**', async (route) => {
    await held;
    await route.fulfill({ json: { errorCode: 500, message: 'Sever is not responding', responsePacket: null } });
  });
  await method(page, 'Cash on Delivery').check();
  const pay = page.locator('.pay-bar__submit');
  await pay.click();
  await expect(pay).toHaveAttribute('aria-busy', 'true');
  await expect(pay).toHaveText('Paying…');
  await expect(pay).toBeDisabled();
  release();

  const error = page.getByTestId('pay-error');
  await expect(error).toHaveText('Sever is not responding');
  await expect(error).toBeInViewport({ ratio: 1 });
  await expect(payButton(page)).toBeInViewport({ ratio: 1 });
  await expect(payButton(page)).toHaveAttribute('aria-busy', 'false');
  // The error sits right above the button.
  const [errorBox, payBox] = [await error.boundingBox(), await payButton(page).boundingBox()];
  expect(errorBox && payBox && payBox.y - (errorBox.y + errorBox.height)).toBeLessThan(24);
  expect((await orderDetail(page, order.orderRefId)).placedAt).toBeNull();
});

test('a payment redirect to another host is refused with an error beside Pay; a declined provider payment says Transaction Failed and offers the methods again', async ({
  page,
  server,
}) => {
  const order = await openPaymentFor(page, server, 1);
  // The answer is tampered with on its way (or the server is misconfigured): it points off the app's origin.
  const paymentRequest = '**/v1/api/generatePaymentRequestWithOrder';
  await page.route(paymentRequest, async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { responsePacket: { redirectUrl: string } };
    envelope.responsePacket.redirectUrl = 'https://evil.example/pay';
    await route.fulfill({ response, json: envelope });
  });
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname === 'evil.example') offSite.push(request.url());
  });
  await method(page, 'Online Payments').check();
  await payButton(page).click();
  await expect(page.getByTestId('pay-error')).toHaveText('Something went wrong');
  await expect(page).toHaveURL(/\/payment-methods$/);
  await expect(payButton(page)).toBeEnabled();
  expect(offSite).toEqual([]);
  expect((await orderDetail(page, order.orderRefId)).placedAt).toBeNull();

  // The customer stayed with the order to pay: an untampered answer takes them to the provider's page.
  await page.unroute(paymentRequest);
  await payButton(page).click();
  await expect(page).toHaveURL(/\/pay\//);
  await page.getByRole('button', { name: 'Decline payment' }).click();

  const failed = page.getByTestId('payment-failed');
  await expect(failed).toContainText('Transaction Failed');
  await expect(failed).toContainText('Please Choose Payment Method again');
  await expect(page).toHaveURL(/\/payment-methods$/);
  await expect(method(page, 'Wallet')).toBeVisible();
  expect((await orderDetail(page, order.orderRefId)).placedAt).toBeNull();

  // Choosing again works: the wallet places the same order.
  await method(page, 'Wallet').check();
  await payButton(page).click();
  await expect(page).toHaveURL(/\/track-order$/);
});
