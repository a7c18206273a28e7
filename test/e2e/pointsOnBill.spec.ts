/**
 * Issue 23: loyalty points offer themselves at checkout when they cover part of the bill. One switch puts them
 * towards it, and takes them off again; the bill shows them, the rest is paid as the diner likes, and the points are
 * spent with the order. The points the order earns arrive when it is handed over; the wallet says they are on their
 * way (issue 34).
 */
import type { Page } from '@playwright/test';
import type { WalletBalance } from '../../src/api/contract';
import { expectAccessible } from './axe';
import { expect, signInQuietly, test } from './fixtures';
import { api } from './orderSetup';
import { shot } from './shots';

// One server for the file (sharedServer in fixtures.ts): each test signs in a new customer, who redeems POINTS150 once.
test.use({ sharedServer: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const bill = (page: Page, name = 'Bill Details') => page.getByRole('region', { name });

/** A signed-in diner holding the POINTS150 voucher's 150 points, with one Paneer Tikka to take away at checkout. */
async function atCheckoutWith150Points(page: Page, server: Parameters<typeof signInQuietly>[1], takeAway = 'TakeAway', add = 'Add Paneer Tikka') {
  await signInQuietly(page, server, undefined, { open: null });
  await api(page, 'POST', '/redeemVoucher', { voucherCode: 'POINTS150' });
  return async () => {
    await page.goto(MOHALI);
    await page.getByRole('radio', { name: takeAway }).click();
    const dish = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: 'Paneer Tikka', exact: true }) });
    await dish.getByRole('button', { name: add }).click();
    await page.getByTestId('view-cart').click();
  };
}

test('points that cover part of the bill offer themselves; switched off again they leave it and stay with the diner; switched on, they pay part and the wallet the rest', async ({ page, server }) => {
  await (await atCheckoutWith150Points(page, server))();
  // ₹329 less WELCOME50's ₹50 (the best offer), ₹10 packing and GST: ₹303.45, more than the 150 points.
  await expect(bill(page).getByTestId('bill-grandTotal')).toHaveText(/₹303.45$/);
  const points = page.getByRole('switch', { name: 'Use your 150 loyalty points' });
  await expect(points).not.toBeChecked();
  await expect(page.getByText('Pays ₹150 of this bill. 1 point = ₹1.')).toBeVisible();

  await points.check();
  await expect(bill(page).getByTestId('bill-loyaltyPoints')).toHaveText('Loyalty Points (150 points)- ₹150');
  await expect(bill(page).getByTestId('bill-grandTotal')).toHaveText(/₹153.45$/);
  await expect(page.getByText('Paying ₹150 of this bill. Pay the rest as you like.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Proceed to pay ₹153.45' })).toBeVisible();
  // Switched off again, the points leave the bill and stay with the diner; then on again for the rest.
  await points.uncheck();
  await expect(bill(page).getByTestId('bill-loyaltyPoints')).toHaveCount(0);
  await expect(bill(page).getByTestId('bill-grandTotal')).toHaveText(/₹303.45$/);
  await expect(page.getByRole('button', { name: 'Proceed to pay ₹303.45' })).toBeVisible();
  expect((await api<WalletBalance>(page, 'GET', '/getRewardPointAndWalletBalance')).rewardPoints).toBe(150);
  await points.check();
  await expect(bill(page).getByTestId('bill-loyaltyPoints')).toHaveText('Loyalty Points (150 points)- ₹150');
  await expect(page.getByRole('button', { name: 'Proceed to pay ₹153.45' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'checkout-points', { focus: page.locator('.points-offer') });

  // The choice lives on the draft: a reload keeps it.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Use your 150 loyalty points' })).toBeChecked();
  await page.getByRole('button', { name: 'Proceed to pay ₹153.45' }).click();
  // The points on the bill are its points: the rest is paid another way, not with points the diner no longer has.
  await expect(page.getByRole('radio', { name: 'Wallet', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Loyalty Points/ })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Wallet', exact: true }).check();
  await page.getByRole('button', { name: 'Pay ₹153.45' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(bill(page).getByTestId('bill-loyaltyPoints')).toHaveText('Loyalty Points (150 points)- ₹150');
  // 150 points spent; ₹500 welcome credit less ₹153.45. The 15 points earned on the money are on their way until the
  // food is handed over (issue 34), and the wallet says so.
  expect(await api<WalletBalance>(page, 'GET', '/getRewardPointAndWalletBalance')).toEqual({ walletBalance: 346.55, rewardPoints: 0 });
  await page.goto('/wallet-money');
  await expect(page.getByTestId('points-on-the-way')).toHaveText(/^15 points arrive once order GL-[\w-]+ reaches you$/);
});

test.describe('in Hindi', () => {
  test('the points offer and its bill line are in Hindi', async ({ page, server }) => {
    const toCheckout = await atCheckoutWith150Points(page, server, 'टेकअवे', 'Paneer Tikka जोड़ें');
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await toCheckout();
    const points = page.getByRole('switch', { name: 'अपने 150 लॉयल्टी पॉइंट्स इस्तेमाल करें' });
    await expect(page.getByText('इस बिल में से ₹150 चुकाएँ। 1 पॉइंट = ₹1।')).toBeVisible();
    await points.check();
    await expect(page.getByTestId('bill-loyaltyPoints')).toHaveText('लॉयल्टी पॉइंट्स (150 पॉइंट्स)- ₹150');
    await expectAccessible(page);
    await shot(page, 'checkout-points-hi', { focus: page.locator('.points-offer') });
  });
});
