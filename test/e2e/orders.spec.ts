import { expect, signInQuietly, test } from './fixtures';
import type { Page } from '@playwright/test';
import type { AppServer } from './appServer';
import { api, createDraftOrder } from './orderSetup';
import type { Menu, Order, UserProfile } from '../../src/api/contract';
import { shot } from './shots';
import { expectAccessible } from './axe';
import { storeOnDevice } from './deviceStore';

const MOHALI = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
/** A published GSTIN (its check character adds up), as a business customer would give theirs. */
const CUSTOMER_GSTIN = '27AAPFU0939F1ZV';

// Demo orders here go from placed to delivered in 12 s, so tracking can be watched to the end. One server for
// the file: each test places and follows an order of a new customer of its own.
test.use({ serverEnv: { DEMO_ORDER_SECONDS: '12' }, sharedServer: true });

async function placedOrder(page: Page, server: AppServer): Promise<Order> {
  await signInQuietly(page, server, undefined, { open: null });
  const draft = await createDraftOrder(page);
  return api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'WALLET' });
}

test('tracking shows the map with its markers and follows the order to Delivered, then rating and tip', async ({ page, server }) => {
  const order = await placedOrder(page, server);
  await page.goto('/track-order');
  await expect(page.getByText(`#${order.orderRefId}`)).toBeVisible();
  await expect(page.getByTestId('order-payment')).toHaveText('Paid · Wallet');

  // The map renders without tiles (no network here): container and the outlet's and the address's markers, drawn
  // without images (the rider's joins them once the order goes out: tracking.spec.ts, where a kitchen moves it).
  const map = page.getByTestId('order-map');
  await expect(map).toBeVisible();
  await expect(map.locator('.leaflet-container')).toBeVisible();
  await expect(map.locator('.map-marker--outlet')).toHaveCount(1);
  await expect(map.locator('.map-marker--destination')).toHaveCount(1);
  // Drawn in SVG, not emoji (an emoji needs a font the phone may lack): each marker an SVG, no text in any.
  const markers = await map.locator('.map-marker').evaluateAll((all) => all.map((marker) => ({ svg: marker.querySelectorAll('svg').length, text: marker.textContent })));
  expect(markers.length).toBeGreaterThanOrEqual(2);
  expect(markers.every((marker) => marker.svg === 1 && marker.text === '')).toBe(true);
  await expect(map.getByText('OpenStreetMap')).toBeVisible();
  await expect(map.getByRole('status')).toHaveText('Unable to load Map'); // blank for a reason, said so

  const timeline = page.getByRole('list', { name: 'Order status' });
  await expect(timeline.getByRole('listitem')).toHaveText([/Order Placed/, /Accepted/, /Preparing/, /Out for delivery/, /Delivered/]);
  await expect(page.getByTestId('order-status')).toHaveText('Delivered', { timeout: 30_000 });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Delivered');
  await expect(page.getByTestId('bill-grandTotal')).toContainText('Grand Total');
  // Delivered, there is no one left to follow: the summary, no map.
  await expect(page.getByTestId('order-map')).toHaveCount(0);

  // Rating: stars and a comment.
  const rate = page.getByRole('form', { name: 'Rate your order' });
  await rate.getByRole('button', { name: 'Submit rating' }).click();
  await expect(rate.getByRole('alert')).toHaveText('Please select a rating');
  await rate.getByRole('radio', { name: '4 stars' }).check();
  await rate.getByLabel('Comment (optional)').fill('Hot and on time');
  await rate.getByRole('button', { name: 'Submit rating' }).click();
  // Issue 12: a given rating shows as given (stars and comment).
  await expect(page.getByRole('region', { name: 'Your rating' }).getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  expect((await api<Order>(page, 'GET', `/orderDetail/${order.orderRefId}`)).rating).toBe(4);

  // Tip: nothing chosen is refused; ₹20 is paid.
  const tip = page.getByRole('form', { name: 'Tip your rider' });
  await tip.getByRole('button', { name: 'Pay tip' }).click();
  await expect(tip.getByRole('alert')).toHaveText('Please select Tip Amount');
  await tip.getByRole('radio', { name: '₹20' }).check();
  await tip.getByRole('button', { name: 'Pay tip' }).click();
  await expect(tip.getByText(/You tipped ₹20/)).toBeVisible();
});

test('my orders lists the order; its details order it again into the cart after the clear-cart question', async ({ page, server }) => {
  const order = await placedOrder(page, server);
  await page.goto('/my-orders');
  const card = page.getByTestId('order-card').first();
  await expect(card).toContainText(order.restaurantName);
  // Told apart at a glance: what was ordered, how, and how it was paid.
  await expect(card.getByTestId('order-card-dishes')).toHaveText(order.itemList.map((line) => line.title).slice(0, 2).join(', '));
  await expect(card).toContainText('Delivery');
  await expect(card.getByTestId('order-card-payment')).toHaveText('Paid · Wallet');
  await card.click();

  await expect(page.getByRole('heading', { name: 'Order Details' })).toBeVisible();
  await expect(page.getByText(`#${order.orderRefId}`)).toBeVisible();
  await expect(page.getByTestId('order-payment')).toHaveText('Paid · Wallet');
  const first = order.itemList[0];
  if (!first) throw new Error('order without items');
  await expect(page.getByText(`${first.title} × ${first.quantity}`)).toBeVisible();
  await expect(page.getByTestId('bill-grandTotal')).toBeVisible();

  // Put another outlet's item in the cart: ordering again must ask before clearing it.
  await storeOnDevice(page, 'cart', {
    restaurantUuid: '00000000-0000-4000-8000-000000000000',
    restaurantName: 'Elsewhere',
    orderType: 'HomeDelivery',
    items: [{ itemId: 999, title: 'Other', finalPrice: 10, quantity: 1, vegNonVeg: 'VEG' }],
  });
  await page.reload();
  await page.getByRole('button', { name: 'Order again' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear Cart Confirmation' });
  await expect(confirm).toContainText('Elsewhere');
  await confirm.getByRole('button', { name: 'Clear cart' }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  const count = order.itemList.reduce((sum, item) => sum + item.quantity, 0);
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName(`Cart, ${count} ${count === 1 ? 'item' : 'items'}`);
});

test('a dine-in order ends served, then paid once the bill is settled: never Delivered', async ({ page, server }) => {
  await signInQuietly(page, server, undefined, { open: null });
  const menu = await api<Menu>(page, 'GET', `/getItemListWithCatSubCat/${MOHALI}`);
  const chai = menu.itemList.find((item) => item.title === 'Masala Chai');
  if (!chai) throw new Error('no Masala Chai at Mohali Phase 8');
  const draft = await api<Order>(page, 'POST', '/saveOrder', {
    restaurantUuid: MOHALI,
    orderType: 'DineIn',
    items: [{ itemId: chai.itemId, quantity: 1 }],
    tableCode: 'GL-MOH8-T1',
    tableKey: server.tableKey('GL-MOH8-T1'),
  });
  await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'CASH' });

  await page.goto('/track-order');
  await expect(page.getByTestId('order-payment')).toHaveText('Bill open · Cash');
  const timeline = page.getByRole('list', { name: 'Order status' });
  await expect(timeline.getByRole('listitem')).toHaveText([/Order Placed/, /Accepted/, /Preparing/, /Served/, /Bill paid/]);
  await expect(page.getByTestId('order-status')).toHaveText('Served', { timeout: 30_000 });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Served');
  await expect(timeline).not.toContainText('Delivered');
  await shot(page, 'dine-in-served', { fullPage: true });

  // The bill is settled from the wallet: the last step is done.
  await page.getByRole('button', { name: /^Pay bill ₹/ }).click();
  await page.getByRole('radio', { name: 'Wallet', exact: true }).check();
  await page.getByRole('button', { name: /^Pay with Wallet ₹/ }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByTestId('order-payment')).toHaveText('Paid · Wallet');
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Bill paid');
  await expect(timeline).not.toContainText('Delivered');
  await shot(page, 'dine-in-bill-paid', { fullPage: true });
});

test('a paid order has its GST invoice: the outlet’s GSTIN, CGST and SGST, the customer’s GSTIN, the total of the bill, ready to print', async ({ page, server }) => {
  await signInQuietly(page, server, undefined, { open: null });
  // A business customer's GSTIN on the profile (the Edit Profile form: account.spec.ts) goes on the invoice.
  const me = await api<UserProfile>(page, 'GET', '/profileDetail');
  await api(page, 'POST', '/updateProfile', { fullName: 'Asha Verma', mobile: me.mobile, email: 'asha@example.com', dateOfBirth: Date.parse('1990-05-20'), gender: 'FEMALE', gstin: CUSTOMER_GSTIN });
  const draft = await createDraftOrder(page);
  const order = await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'WALLET' });
  await page.goto(`/order-details/${order.orderRefId}`);
  await page.getByRole('link', { name: 'GST invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/invoice/${order.orderRefId}$`));
  const invoice = page.getByRole('article', { name: /^Invoice No\. [A-Z0-9]+\/\d{4}\/\d{5}$/ });
  await expect(invoice).toContainText('GSTIN: 03AAGCG4821K1ZQ');
  await expect(invoice.locator('.invoice__to')).toContainText(`Billed to Asha Verma · ${me.mobile}GSTIN: ${CUSTOMER_GSTIN}`);
  await expect(invoice).toContainText('Restaurant service, SAC 996331');
  await expect(invoice.getByRole('row', { name: /CGST @ 2.5%/ })).toBeVisible();
  await expect(invoice.getByRole('row', { name: /SGST @ 2.5%/ })).toBeVisible();
  const digits = Number.isInteger(order.orderTotal) ? 0 : 2;
  const total = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: digits, maximumFractionDigits: digits });
  await expect(invoice.getByRole('row', { name: /^Total/ })).toContainText(total.format(order.orderTotal));
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'invoice', { fullPage: true });
});
