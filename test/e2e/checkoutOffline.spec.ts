/**
 * Issue 35: a checkout without signal keeps the cart on the phone in sight and says what it waits for ('Connect to
 * pay', off); once the signal is back, the bill is worked out again without a tap.
 */
import type { Page } from '@playwright/test';
import { expect, signInQuietly, test, WITH_WORKER } from './fixtures';
import { shot } from './shots';

test.use({ sharedServer: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const dish = (page: Page, title: string) => page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('offline, checkout shows the cart kept on the phone with Connect to pay; back online, it is priced again by itself', { tag: WITH_WORKER }, async ({ page, context, server }) => {
  await signInQuietly(page, server, undefined, { open: MOHALI });
  // A takeaway: nothing to load before pricing (a delivery waits for the address list), so only the signal is missing.
  await page.getByRole('radio', { name: 'TakeAway' }).click();
  await dish(page, 'Masala Chai').getByRole('button', { name: 'Add Masala Chai' }).click();
  const proceed = page.getByRole('button', { name: /^Proceed to pay ₹/ });
  const connect = page.getByRole('button', { name: 'Connect to pay' });

  // A first checkout without signal: the cart was never priced, and is shown as the phone keeps it.
  await context.setOffline(true);
  await page.getByTestId('view-cart').click();
  await expect(page.getByTestId('cart-lines')).toContainText('Masala Chai');
  await expect(connect).toBeDisabled();
  await context.setOffline(false);
  await expect(proceed).toBeEnabled();

  // The signal drops on the checkout: the priced bill stays, and its button says what it waits for.
  await context.setOffline(true);
  await expect(connect).toBeDisabled();
  await expect(page.getByTestId('offline-payment')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bill Details' })).toBeVisible();

  // Checkout opened again without signal: whether that draft was paid meanwhile cannot be asked, so nothing is
  // priced, and the cart is still there to see and change.
  await page.goBack();
  await page.getByTestId('view-cart').click();
  await expect(page.getByTestId('cart-lines')).toContainText('Masala Chai');
  await expect(connect).toBeDisabled();
  await expect(connect).toBeInViewport();
  await shot(page, 'checkout-offline', { focus: page.getByTestId('cart-lines') });

  // The signal is back: the bill is worked out again and Proceed is on, without a tap.
  await context.setOffline(false);
  await expect(proceed).toBeEnabled();
  await expect(page.getByTestId('cart-lines')).toHaveCount(0);
});
