/**
 * Issue 23, the best offer: checkout applies by itself the coupon that leaves the lowest bill and says so; the
 * diner can choose another or none, and a coupon taken off stays off, after a reload too.
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, signInQuietly, test } from './fixtures';
import { shot } from './shots';

// One server for the file (sharedServer in fixtures.ts): each test signs in a new customer (WELCOME50 is once per customer).
test.use({ sharedServer: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const bill = (page: Page) => page.getByRole('region', { name: 'Bill Details' });
const offers = (page: Page) => page.getByRole('region', { name: 'Offers' });

test('the coupon that saves most applies itself at checkout; another or none can be chosen, and none sticks', async ({ page, server }) => {
  await signInQuietly(page, server, undefined, { open: MOHALI });
  await page.getByRole('radio', { name: 'TakeAway' }).click();
  const dish = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: 'Paneer Tikka', exact: true }) });
  await dish.getByRole('button', { name: 'Add Paneer Tikka' }).click();
  await page.getByTestId('view-cart').click();
  // ₹329: WELCOME50's ₹50 beats TAKEAWAY10's ₹32.90; GOLD20 needs ₹499.
  await expect(offers(page).getByText('Best offer applied: WELCOME50 saves ₹50.')).toBeVisible();
  // ₹1,316: the app's own choice gives way to a better one: GOLD20's 20 % stops at ₹150, more than TAKEAWAY10's ₹131.60.
  for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Add one more Paneer Tikka' }).click();
  await expect(bill(page).getByTestId('bill-restaurantBill')).toHaveText(/₹1,316$/);
  await expect(offers(page).getByText('Best offer applied: GOLD20 saves ₹150.')).toBeVisible();
  await expect(bill(page).getByTestId('bill-couponDiscount')).toHaveText(/- ₹150$/);
  await expectAccessible(page);
  await shot(page, 'checkout-best-offer', { focus: offers(page) });

  // Another coupon instead: the diner's choice stays, whatever the cart does next.
  await page.getByRole('button', { name: 'Remove coupon GOLD20' }).click();
  await expect(bill(page).getByTestId('bill-couponDiscount')).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply TAKEAWAY10' }).click();
  await expect(offers(page).getByText('TAKEAWAY10 applied: you save ₹131.60.')).toBeVisible();
  await page.getByRole('button', { name: 'Add one more Paneer Tikka' }).click();
  await expect(bill(page).getByTestId('bill-restaurantBill')).toHaveText(/₹1,645$/);
  await expect(offers(page).getByText('TAKEAWAY10 applied: you save ₹164.50.')).toBeVisible();

  // None: taken off, it stays off, after a reload too.
  await page.getByRole('button', { name: 'Remove coupon TAKEAWAY10' }).click();
  await expect(bill(page).getByTestId('bill-couponDiscount')).toHaveCount(0);
  await page.reload();
  await expect(bill(page).getByTestId('bill-restaurantBill')).toHaveText(/₹1,645$/);
  await expect(offers(page).getByRole('button', { name: 'Apply GOLD20' })).toBeVisible();
  await expect(bill(page).getByTestId('bill-couponDiscount')).toHaveCount(0);
});

test('a tap on Proceed while the best offer is still being applied goes on to pay the bill it gives', async ({ page, server }) => {
  // The menu opens below, once the best offer's answer is held until the diner has tapped Proceed.
  await signInQuietly(page, server, undefined, { open: null });
  let release = () => {};
  const tapped = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/v1/api/applyBestCoupon', async (route) => {
    await tapped;
    await route.continue();
  });
  await page.goto(MOHALI);
  await page.getByRole('radio', { name: 'TakeAway' }).click();
  const dish = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: 'Paneer Tikka', exact: true }) });
  await dish.getByRole('button', { name: 'Add Paneer Tikka' }).click();
  await page.getByTestId('view-cart').click();
  const proceed = page.getByRole('button', { name: /^Proceed to pay ₹/ });
  await expect(proceed).toHaveAttribute('aria-busy', 'true');
  await proceed.click();
  release();
  // The payment screen asks for the bill after the offer: ₹329 less WELCOME50's ₹50, with taxes and ₹10 packing
  // (without the offer it would be ₹355.45).
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay ₹/ })).toHaveText('Pay ₹303.45');
});
