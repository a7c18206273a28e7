/**
 * Issue 35, tracking map first: while a delivery runs, the map on top and the card over it with the status, the
 * expected time, the steps and the dishes; the rider's marker only once the outlet has handed the order to a rider;
 * once delivered, a summary and no map (a cancelled order's: cancelOrder.spec.ts).
 */
import type { Page } from '@playwright/test';
import type { Menu, Order } from '../../src/api/contract';
import { formatRupees } from '../../src/lib/format';
import { expectAccessible } from './axe';
import { expect, signInQuietly, test } from './fixtures';
import { outletMove } from './kitchen';
import { api, outletsNearMohali, saveAddressNear } from './orderSetup';
import { shot } from './shots';

// Mohali Phase 8 has a kitchen, which moves its orders through the outlet API (server.kitchenKey).
test.use({ withKitchen: true });

const MOHALI = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';

/** A delivery from Mohali Phase 8 of two dishes (2 Masala Chai, 1 Butter Naan), to an address near the outlet, paid from the wallet. */
async function placedDelivery(page: Page): Promise<Order> {
  const outlet = (await outletsNearMohali(page)).find((o) => o.restaurantUuid === MOHALI);
  if (!outlet) throw new Error('no Mohali Phase 8 in the seed data');
  const menu = await api<Menu>(page, 'GET', `/getItemListWithCatSubCat/${MOHALI}`);
  const dish = (title: string) => {
    const found = menu.itemList.find((item) => item.title === title);
    if (!found) throw new Error(`no ${title} at Mohali Phase 8`);
    return found.itemId;
  };
  const address = await saveAddressNear(page, outlet);
  const draft = await api<Order>(page, 'POST', '/saveOrder', {
    restaurantUuid: MOHALI,
    orderType: 'HomeDelivery',
    items: [
      { itemId: dish('Masala Chai'), quantity: 2 },
      { itemId: dish('Butter Naan'), quantity: 1 },
    ],
    deliveryAddressId: address.recordId,
  });
  return api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'WALLET' });
}

/** 'Masala Chai × 2' for each line, as the card lists them (with the line's price after). */
const dishLines = (order: Order) => order.itemList.map((line) => new RegExp(`^${line.title} × ${line.quantity}${formatRupees(line.lineTotal)}$`));

test('the rider’s marker shows only once the outlet hands the order to a rider; the card lists the dishes; delivered, a summary replaces the map', async ({
  page,
  server,
}) => {
  const key = server.kitchenKey;
  await signInQuietly(page, server, undefined, { open: null });
  const order = await placedDelivery(page);
  const ref = order.orderRefId;
  await outletMove(page, key, ref, 'accept', { minutes: 20 });
  await outletMove(page, key, ref, 'preparing');
  await page.goto('/track-order');
  await expect(page.getByTestId('order-status')).toHaveText('Preparing');

  // The map on top, the card over its lower edge.
  const map = page.getByTestId('order-map');
  await expect(map.locator('.map-marker--outlet')).toHaveCount(1);
  await expect(map.locator('.map-marker--destination')).toHaveCount(1);
  const card = page.getByRole('region', { name: 'Preparing' });
  const mapBox = await map.boundingBox();
  const cardBox = await card.boundingBox();
  if (!mapBox || !cardBox) throw new Error('the map or the card has no box');
  expect(mapBox.y).toBeLessThan(cardBox.y);
  expect(cardBox.y).toBeLessThan(mapBox.y + mapBox.height); // over the map's lower edge

  // The rider's answer has come (its minutes are on the card), and nobody rides yet: no rider on the map.
  await expect(page.getByTestId('order-eta')).toHaveText(/^ \(about \d+ min\)$/);
  await expect(map.locator('.map-marker--rider')).toHaveCount(0);

  // The dishes and the bill, on the card.
  await expect(card.getByTestId('tracking-dishes').getByRole('listitem')).toHaveText(dishLines(order));
  await expect(card.getByTestId('bill-grandTotal')).toHaveText(`Grand Total${formatRupees(order.orderTotal)}`);
  await expectAccessible(page);
  await shot(page, 'tracking-preparing');

  await outletMove(page, key, ref, 'ready');
  await outletMove(page, key, ref, 'out-for-delivery', { riderName: 'Gurpreet', riderPhone: '9876543210', latitude: order.restaurantLatitude + 0.0015, longitude: order.restaurantLongitude + 0.001 });
  await expect(page.getByTestId('order-status')).toHaveText('Out for delivery');
  await expect(map.locator('.map-marker--rider')).toHaveCount(1);
  await expect(page.getByText('Gurpreet is bringing your order')).toBeVisible();
  await shot(page, 'tracking-out-for-delivery');

  await outletMove(page, key, ref, 'delivered');
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  const summary = page.getByTestId('tracking-summary');
  await expect(summary).toBeVisible();
  await expect(page.getByTestId('order-map')).toHaveCount(0);
  await expect(page.locator('.leaflet-container')).toHaveCount(0);
  await expect(summary.getByTestId('order-ended')).toHaveText(/^Delivered at \d{1,2}:\d{2} [ap]m$/);
  await expect(summary.getByTestId('tracking-dishes').getByRole('listitem')).toHaveText(dishLines(order));
  await expect(summary.getByTestId('bill-grandTotal')).toHaveText(`Grand Total${formatRupees(order.orderTotal)}`);
  await expect(summary.getByRole('form', { name: 'Rate your order' })).toBeVisible();
  await expect(summary.getByRole('button', { name: 'Order again' })).toBeVisible();
  await shot(page, 'tracking-delivered');
});
