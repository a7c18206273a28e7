/**
 * The wallet (issue 10) in Chromium against the built app and the real server: adding money through the
 * provider page (credited once, whatever the back button and reloads do), promo codes, and the Low Balance
 * loop at payment (add what is missing and come back to the same order, or split it with the provider).
 */
import type { Page } from '@playwright/test';
import { expect, signInQuietly, test } from './fixtures';
import { tapInSideMenu } from './sideMenu';
import type { AppServer } from './appServer';
import { api, createDraftOrder, orderDetail, setPendingOrder } from './orderSetup';
import type { Order, WalletBalance, WalletEntryPage } from '../../src/api/contract';
import { shot } from './shots';

// One server for all the tests here (sharedServer in fixtures.ts): each test tops up and pays as a new customer of
// its own (GOLD100 is once per customer).
test.use({ sharedServer: true });

const LOW_BALANCE = 'Low Balance: Your wallet balance is low. Please add money in your wallet.';


const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: amount % 1 ? 2 : 0 })}`;
const method = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const balance = async (page: Page) => (await api<WalletBalance>(page, 'GET', '/getRewardPointAndWalletBalance')).walletBalance;
const history = (page: Page) => api<WalletEntryPage>(page, 'GET', '/getWalletTransactionListData?page=1&size=50');

async function openWallet(page: Page, server: AppServer): Promise<void> {
  await signInQuietly(page, server, undefined, { open: '/wallet-money' });
  await expect(page.getByRole('heading', { name: 'Wallet Money', level: 1 })).toBeVisible();
}

/** Signs in, saves a DRAFT order of at least `minTotal` as the checkout would, and opens its payment. */
async function openPaymentFor(page: Page, server: AppServer, minTotal: number): Promise<Order> {
  await signInQuietly(page, server);
  const order = await createDraftOrder(page, { minTotal });
  await setPendingOrder(page, order.orderRefId);
  await page.goto('/payment-methods');
  await expect(page.getByTestId('order-total')).toHaveText(rupees(order.orderTotal));
  return order;
}

/** On the provider's test page: its transaction id (from the address), after checking the amount it asks. */
async function onProviderPage(page: Page, amount: number): Promise<string> {
  await expect(page.getByRole('heading', { name: 'Pay Gold Leaf' })).toBeVisible();
  await expect(page.locator('.amount')).toHaveText(rupees(amount));
  const txn = /\/pay\/([\w-]+)$/.exec(new URL(page.url()).pathname)?.[1];
  if (!txn) throw new Error(`not the provider page: ${page.url()}`);
  return txn;
}

test('adds ₹2,000 with the chips through the provider page, once, whatever back and reload do', async ({ page, server }) => {
  await openWallet(page, server);
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹500');
  await expect(page.getByTestId('wallet-entry')).toHaveCount(1);
  await expect(page.getByTestId('wallet-entry').first()).toContainText('Welcome credit');

  const amount = page.getByLabel('Amount to add in rupees');
  const addMoney = page.getByRole('button', { name: 'Add Money' });
  await addMoney.click();
  await expect(page.getByRole('alert')).toHaveText('Please select amount to be added');
  await amount.fill('12.50');
  await addMoney.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter valid amount');
  // The chips add to what is typed.
  await amount.fill('');
  await page.getByRole('button', { name: '+₹2,000' }).click();
  await page.getByRole('button', { name: '+₹5,000' }).click();
  await expect(amount).toHaveValue('7000');
  await page.getByRole('button', { name: '+₹10,000' }).click();
  await expect(amount).toHaveValue('17000');
  await amount.fill('');
  await page.getByRole('button', { name: '+₹2,000' }).click();
  await expect(amount).toHaveValue('2000');
  await shot(page, 'wallet-screen');
  await addMoney.click();

  // The payment screen's top-up branch: the amount, and only the provider's methods.
  await expect(page.getByRole('heading', { name: 'Add Money', level: 1 })).toBeVisible();
  await expect(page.getByTestId('top-up-amount')).toHaveText('₹2,000');
  await expect(page.getByRole('radio')).toHaveCount(4);
  for (const name of ['UPI', 'Online Payments', 'Credit/Debit/ATM cards', 'Wallet app']) await expect(method(page, name)).toBeVisible();
  const add = page.getByRole('button', { name: 'Add ₹2,000' });
  // Nothing to pick first: UPI, the chain's default, is chosen for a diner who has not paid before.
  await expect(method(page, 'UPI')).toBeChecked();
  await page.getByLabel('UPI id').fill('asha');
  await add.click();
  await expect(page.getByRole('alert')).toHaveText('*Please enter a valid UPI id');
  await page.getByLabel('UPI id').fill('asha.sharma@okhdfc');
  await shot(page, 'wallet-top-up');
  await add.click();

  const txn = await onProviderPage(page, 2000);
  await page.getByRole('button', { name: 'Approve payment' }).click();

  // Back on the wallet: the toast, the new balance and the top-up row, read from the server.
  await expect(page).toHaveURL(/\/wallet-money$/);
  await expect(page.getByText('Money added to your wallet')).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹2,500');
  const newest = page.getByTestId('wallet-entry').first();
  await expect(newest).toContainText('Added through UPI');
  await expect(newest).toContainText('+₹2,000');
  await shot(page, 'wallet-after-top-up', { fullPage: true });

  // Approve again, come back through the provider's return address again (back button), reload: still once.
  const again = await page.request.post(`/pay/${txn}/approve`, { maxRedirects: 0 });
  expect(again.status()).toBe(303);
  await page.goBack();
  await page.goto(`/payment-methods?txn=${txn}`);
  await expect(page).toHaveURL(/\/wallet-money$/);
  await page.reload();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹2,500');
  await expect(page.getByTestId('wallet-entry')).toHaveCount(2);
  expect(await balance(page)).toBe(2500);
  expect((await history(page)).items.filter((entry) => entry.kind === 'TOP_UP').map((entry) => entry.amount)).toEqual([2000]);
});

test('redeems a promo code: the server says why not, then the success dialog with its tick goes to /offers', async ({ page, server }) => {
  await openWallet(page, server);
  const code = page.getByLabel('Promo or voucher code');
  const redeem = page.getByRole('button', { name: 'Redeem' });
  await redeem.click();
  await expect(page.getByRole('alert')).toHaveText('Please enter promo code');
  for (const [typed, reason] of [
    ['SUMMER99', 'Invalid promo code'],
    ['NEWYEAR25', 'This promo code has expired'],
  ] as const) {
    await code.fill(typed);
    await redeem.click();
    await expect(page.getByRole('alert')).toHaveText(reason);
  }

  await code.fill('gold100');
  await redeem.click();
  const dialog = page.getByRole('dialog', { name: 'Success' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('success-tick')).toBeVisible();
  await expect(dialog).toContainText('₹100 added to your wallet');
  await expect(dialog).toContainText('Gold Leaf ₹100 wallet credit · code GOLD100');
  // Behind the dialog the balance and history already show the credit.
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹600');
  await shot(page, 'wallet-voucher-dialog');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/offers$/);

  // Back from the side menu: the wallet reads its balance and history afresh as it opens (WalletScreen.tsx).
  await tapInSideMenu(page, 'Wallet Money');
  await expect(page.getByRole('heading', { name: 'Wallet Money', level: 1 })).toBeVisible();
  await expect(page.getByTestId('wallet-entry').first()).toContainText('Voucher GOLD100');
  await code.fill('GOLD100');
  await redeem.click();
  await expect(page.getByRole('alert')).toHaveText('You have already used this promo code');
  expect(await balance(page)).toBe(600);
});

test('Low Balance → Add money → back to the same payment → Order Placed with the wallet', async ({ page, server }) => {
  const order = await openPaymentFor(page, server, 700);
  const missing = Math.ceil(order.orderTotal - 500);
  await method(page, 'Wallet').check();
  await expect(page.getByRole('alert')).toHaveText(LOW_BALANCE);
  await shot(page, 'wallet-low-balance');
  await page.getByRole('button', { name: `Add money · ${rupees(missing)}` }).click();

  await expect(page.getByRole('heading', { name: 'Add Money', level: 1 })).toBeVisible();
  await expect(page.getByTestId('top-up-amount')).toHaveText(rupees(missing));
  await method(page, 'Credit/Debit/ATM cards').check();
  await page.getByRole('button', { name: `Add ${rupees(missing)}` }).click();
  await onProviderPage(page, missing);
  await page.getByRole('button', { name: 'Approve payment' }).click();

  // The same order's payment again (the pending order survived the provider page), with the fresh balance.
  await expect(page.getByText('Money added to your wallet')).toBeVisible();
  await expect(page).toHaveURL(/\/payment-methods$/);
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText(rupees(order.orderTotal));
  await expect(page.getByText(`Balance ${rupees(500 + missing)}`, { exact: true })).toBeVisible();
  await method(page, 'Wallet').check();
  await expect(page.getByText(LOW_BALANCE)).toHaveCount(0);
  await page.getByRole('button', { name: `Pay ${rupees(order.orderTotal)}` }).click();

  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByTestId('order-status')).toHaveText(/Order Placed|Accepted|Preparing/);
  const placed = await orderDetail(page, order.orderRefId);
  expect(placed.paymentMode).toBe('WALLET');
  expect(placed.paymentStatus).toBe('PAID');
  expect(await balance(page)).toBeCloseTo(500 + missing - order.orderTotal, 2);
});

test('split payment: the wallet pays what it has, the card the rest, and the order is placed', async ({ page, server }) => {
  const order = await openPaymentFor(page, server, 700);
  const rest = Math.round((order.orderTotal - 500) * 100) / 100;
  await method(page, 'Wallet').check();
  await page.getByRole('button', { name: `Split: ₹500 from wallet + ${rupees(rest)} online` }).click();

  await expect(page.getByTestId('split-summary')).toContainText(`₹500 from your wallet + ${rupees(rest)}`);
  // Only the provider can pay the rest.
  await expect(method(page, 'Wallet')).toHaveCount(0);
  await expect(method(page, 'Cash on Delivery')).toHaveCount(0);
  await method(page, 'Credit/Debit/ATM cards').check();
  const pay = page.getByRole('button', { name: `Pay ₹500 from wallet + ${rupees(rest)} by card` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'wallet-split');
  await pay.click();

  await onProviderPage(page, rest);
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed' })).toBeVisible();
  const placed = await orderDetail(page, order.orderRefId);
  expect(placed.paymentStatus).toBe('PAID');
  expect(await balance(page)).toBe(0);
  const rows = (await history(page)).items;
  expect(rows[0]).toMatchObject({ amount: -500, kind: 'ORDER_PAYMENT', orderRefId: order.orderRefId });
});
