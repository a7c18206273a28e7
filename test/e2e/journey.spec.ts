/** The whole ordering journey in the browser, for each order type: outlet, menu, cart, checkout, payment, tracking. */
import type { Page } from '@playwright/test';
import { expect, signIn, signInQuietly, test, WITH_WORKER } from './fixtures';
import { api } from './orderSetup';

// One server for all the tests here (sharedServer in fixtures.ts): each test orders as a new customer (WELCOME50 is
// once per customer; the dine-in test settles its table's bill).
test.use({ sharedServer: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const PATIALA = '/restaurants/a72c598e-cdaf-4e2b-ac7f-6ee79221e8c4';

const dish = (page: Page, title: string) => page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const add = (page: Page, title: string) => dish(page, title).getByRole('button', { name: `Add ${title}` }).click();

/** Pays with `method` and measures the tap on Pay until the order shows as placed. */
async function payWith(page: Page, method: string, onPaymentScreen?: () => Promise<void>) {
  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await onPaymentScreen?.();
  await page.getByRole('radio', { name: method, exact: true }).check();
  const started = Date.now();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  // The demo's clock may have moved it on by now; what must hold is that the timeline's first step is done.
  const placed = page.getByRole('list', { name: 'Order status' }).getByRole('listitem').first();
  await expect(placed).toContainText('Order Placed');
  await expect(placed).toHaveClass(/timeline__step--done/);
  const ms = Date.now() - started;
  console.log(`[timing] ${method}: Place Order to 'Order Placed' in ${ms} ms`);
  test.info().annotations.push({ type: 'place-order-ms', description: String(ms) });
}

test('delivery: address, coupon reasons, tip, wallet payment, tracking', { tag: WITH_WORKER }, async ({ page, server }) => {
  await signInQuietly(page, server);
  await page.getByRole('link', { name: /Gold Leaf — Mohali Phase 8/ }).click();
  await expect(page.getByRole('radio', { name: 'Delivery' })).toHaveAttribute('aria-checked', 'true');
  await add(page, 'Masala Chai');
  await page.getByTestId('view-cart').click();

  await expect(page.getByRole('heading', { name: 'Review Order' })).toBeVisible();
  await expect(page.getByText('Choose where to deliver.')).toBeVisible();
  await page.getByRole('button', { name: '+ Add a new address' }).click();
  const form = page.getByRole('form', { name: 'Add Delivery Address' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select location first.');
  // The address is a place on the map (test/e2e/addresses.spec.ts covers the pin): found here by search.
  await form.getByLabel('Search for your area').fill('Sector 70 Mohali');
  await form.getByLabel('Search for your area').press('Enter');
  await form.getByRole('list', { name: 'Search results' }).getByRole('button').first().click();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please enter details properly');
  await form.getByLabel('House / flat / floor').fill('House 12, Sector 70');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select address type');
  await form.getByText('Home', { exact: true }).click();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /House 12, Sector 70/ })).toBeChecked();

  const bill = page.getByRole('region', { name: 'Bill Details' });
  await expect(bill.getByTestId('bill-restaurantBill')).toHaveText(/₹79$/);
  await expect(bill).toContainText('Delivery Fee');
  await expect(bill).toContainText('Grand Total');

  // A coupon that does not apply says why.
  await page.getByRole('button', { name: 'Apply WELCOME50' }).click();
  await expect(page.getByRole('alert')).toHaveText('Add items worth ₹220 more to use WELCOME50');
  await page.getByLabel('Coupon code').fill('oldnewyear');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('Coupon OLDNEWYEAR has expired');

  // More in the basket, on the checkout itself: one line raised, the server re-prices.
  await page.getByRole('button', { name: 'Add one more Masala Chai' }).click();
  await page.getByRole('button', { name: 'Add one more Masala Chai' }).click();
  await page.getByRole('button', { name: 'Add one more Masala Chai' }).click();
  await expect(bill.getByTestId('bill-restaurantBill')).toHaveText(/₹316$/);
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 4 items');
  // The best offer applies itself; taken off, it stays off until the diner chooses a coupon.
  await expect(page.getByText('Best offer applied: WELCOME50 saves ₹50.')).toBeVisible();
  await expect(bill.getByTestId('bill-couponDiscount')).toHaveText(/- ₹50$/);
  await page.getByRole('button', { name: 'Remove coupon WELCOME50' }).click();
  await expect(bill.getByTestId('bill-couponDiscount')).toHaveCount(0);
  await page.getByRole('radio', { name: '₹20', exact: true }).click();
  await expect(bill.getByTestId('bill-tip')).toHaveText(/₹20$/);
  await expect(bill.getByTestId('bill-couponDiscount')).toHaveCount(0);
  await page.getByRole('button', { name: 'Apply WELCOME50' }).click();
  await expect(page.getByText('WELCOME50 applied: you save ₹50.')).toBeVisible();
  await expect(bill.getByTestId('bill-couponDiscount')).toHaveText(/- ₹50$/);

  await page.getByRole('button', { name: 'Add a note for Masala Chai' }).click();
  await page.getByLabel('Note for Masala Chai').fill('Less sugar');
  await page.getByRole('radio', { name: '₹20', exact: true }).click();
  await expect(bill.getByTestId('bill-tip')).toHaveText(/₹20$/);

  await payWith(page, 'Wallet');
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 0 items');
  await expect(page.locator('.leaflet-container')).toBeVisible();
});

// Both about a screen whose code or data is still on its way, on one load of the menu and one checkout.
test("dishes tapped while the menu's tap code loads reach the cart in the order tapped; the cart's lines stay where they are while the delivery times load (a tap on + lands on +); before an address is chosen, checkout changes the cart", async ({ page, server }) => {
  // A new customer: no saved address. The menu opens below, once its tap code is held.
  await signInQuietly(page, server, undefined, { open: null });
  // The menu's tap code (menu/firstTap.ts) is held back, as on a slow network, while the diner taps two dishes.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/firstTap-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(MOHALI);
  await add(page, 'Masala Chai');
  await add(page, 'Butter Naan');
  release();
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 2 items');

  // The outlet's hours, which the time picker needs, are held back until the lines have been measured.
  let releaseHours!: () => void;
  const hoursHeld = new Promise<void>((resolve) => (releaseHours = resolve));
  await page.route('**/getRestaurantDetail/**', async (route) => {
    await hoursHeld;
    await route.continue();
  });
  await page.getByTestId('view-cart').click();
  const lines = page.getByTestId('cart-lines');
  const plus = lines.getByRole('button', { name: 'Add one more Masala Chai' });
  await expect(plus).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Deliver', exact: true })).toHaveCount(0);
  const before = await plus.boundingBox();
  releaseHours();
  await expect(page.getByRole('radiogroup', { name: 'Deliver', exact: true }).getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
  expect(await plus.boundingBox()).toEqual(before);

  await expect(page.getByText('Choose where to deliver.')).toBeVisible();
  await expect(lines.getByRole('listitem')).toHaveText([/Masala Chai.*₹79$/, /Butter Naan.*₹69$/]);
  await plus.click();
  await expect(lines.getByRole('listitem').first()).toHaveText(/Masala Chai.*2.*₹158$/);
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 3 items');
  await lines.getByRole('button', { name: 'Remove one Butter Naan' }).click();
  await expect(lines.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 2 items');
});

test('delivery to an address outside the outlet radius is refused with the spec message', async ({ page, server }) => {
  // The phone is in Patiala, 2 km from the outlet, so its menu takes a delivery (issue 35 refuses one beyond the radius from where the
  // outlets are measured); the address the diner then picks at checkout is not, and the server refuses it.
  await page.context().setGeolocation({ latitude: 30.36, longitude: 76.3869 });
  await signInQuietly(page, server, undefined, { open: null });
  // The customer's one address, in Mohali: 52 km from the Patiala outlet.
  await api(page, 'POST', '/saveAddress', {
    addressLine1: 'House 12',
    addressLine2: 'Sector 115',
    addressLine3: '',
    addressType: 'Home',
    latitude: 30.7374,
    longitude: 76.6762,
  });
  // Patiala keeps hours (11:00 to 23:30): the app lets a diner fill a cart only while it is open. Noon in Kolkata.
  await page.clock.setFixedTime(new Date('2026-11-23T06:30:00Z'));
  await page.goto(PATIALA);
  await add(page, 'Masala Chai');
  await page.getByTestId('view-cart').click();
  await expect(page.getByRole('radio', { name: /House 12, Sector 115/ })).toBeChecked();
  await expect(page.getByRole('alert')).toHaveText('Sorry! this restaurant is not delivering in your area');
  await expect(page.getByRole('button', { name: /^Proceed to pay/ })).toHaveCount(0);
});

test('takeaway: a visitor signs in at checkout, comes back, pays at the store', async ({ page, server }) => {
  await page.goto(MOHALI);
  await page.getByRole('radio', { name: 'TakeAway' }).click();
  await add(page, 'Cold Coffee');
  await page.getByTestId('view-cart').click();
  await expect(page.getByText('Please login for further process')).toBeVisible();
  await page.getByRole('button', { name: 'Login to continue' }).click();
  await signIn(page, server);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Bill Details' }).getByTestId('bill-packingCharges')).toHaveText(/₹10$/);
  await payWith(page, 'Pay at Store');
});

// Without the service worker (WITH_WORKER in fixtures.ts): the delivery walk above orders, pays and tracks under it,
// through the same routes of the worker a table's order takes; installing it again here cost about 2 s of CPU.
test("dine-in: the table's QR URL, then the order goes to the table", async ({ page, server }) => {
  await signInQuietly(page, server, undefined, { open: null });
  await page.goto(server.tableLink('GL-MOH8-T1'));
  await expect(page).toHaveURL(new RegExp(`${MOHALI}$`));
  await add(page, 'Masala Chai');
  await add(page, 'Butter Naan');
  await page.getByTestId('view-cart').click();
  await expect(page.getByText('Dine In')).toBeVisible();
  await expect(page.getByTestId('dine-in-table')).toHaveText('Table T1');
  const bill = page.getByRole('region', { name: 'Bill Details' });
  await expect(bill.getByTestId('bill-restaurantBill')).toHaveText(/₹148$/);
  await expect(bill.getByTestId('bill-deliveryFee')).toHaveCount(0);
  // ...and on the payment screen.
  await payWith(page, 'Cash', () => expect(page.getByTestId('dine-in-table')).toHaveText('Table T1'));
  // Tracking names the table and draws no map (the map, or its loading box, renders with the status card).
  await expect(page.getByTestId('order-status')).toBeVisible();
  await expect(page.getByText(/ · Table T1$/)).toBeVisible();
  await expect(page.locator('.order-map')).toHaveCount(0);

  // The bill stays open while the diner eats; at the end it is paid from the wallet.
  await page.getByRole('button', { name: /^Pay bill ₹/ }).click();
  await expect(page.getByText('Your bill')).toBeVisible();
  await page.getByRole('radio', { name: 'Wallet', exact: true }).check();
  await page.getByRole('button', { name: /^Pay with Wallet ₹/ }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByTestId('order-status')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay bill/ })).toHaveCount(0);
});
