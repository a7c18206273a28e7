/**
 * Issue 23, Order again: home shows a signed-in customer's last orders that reached them; one tap refills the
 * cart at today's menu and opens checkout, naming a dish the outlet no longer has.
 */
import type { Menu, Order } from '../../src/api/contract';
import { expectAccessible } from './axe';
import { expect, signInQuietly, test } from './fixtures';
import { outletMove } from './kitchen';
import { api, createDraftOrder } from './orderSetup';
import { shot } from './shots';
import { expectToastSeen, watchToasts } from './toasts';
import { storedOnDevice } from './deviceStore';

// Mohali Phase 8 has a kitchen in every test here, which moves its orders (server.kitchenKey).
test.use({ withKitchen: true });

test('home’s Order again refills the cart from the last order, leaving out and naming the dish now out of stock', async ({ page, server }) => {
  const key = server.kitchenKey;
  await signInQuietly(page, server, undefined, { open: null });
  const first = await createDraftOrder(page);
  const menu = await api<Menu>(page, 'GET', `/getItemListWithCatSubCat/${first.restaurantUuid}`);
  const [cheapest, next] = menu.itemList.filter((dish) => dish.isAvailable).sort((a, b) => a.price - b.price);
  if (!cheapest || !next) throw new Error('the menu needs two dishes');
  const second = await api<Order>(page, 'POST', '/saveOrder', {
    restaurantUuid: first.restaurantUuid,
    orderType: 'TakeAway',
    items: [
      { itemId: cheapest.itemId, quantity: 2 },
      { itemId: next.itemId, quantity: 1 },
    ],
  });
  // Both placed, and handed over by the kitchen.
  for (const draft of [first, second]) {
    await api(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'WALLET' });
    await outletMove(page, key, draft.orderRefId, 'accept', { minutes: 15 });
    await outletMove(page, key, draft.orderRefId, 'preparing');
    await outletMove(page, key, draft.orderRefId, 'ready');
    if (draft.orderType === 'HomeDelivery') await outletMove(page, key, draft.orderRefId, 'out-for-delivery', { riderName: 'Gurpreet', riderPhone: '9876543210' });
    await outletMove(page, key, draft.orderRefId, 'delivered');
  }
  // The kitchen has run out of the second dish since.
  const stock = await page.request.post(`/v1/outlet-api/menu/${next.itemId}/stock`, { headers: { Authorization: `Bearer ${key}` }, data: { inStock: false } });
  expect(stock.status()).toBe(200);

  await page.goto('/');
  const row = page.getByRole('region', { name: 'Order again' });
  await expect(row.getByRole('listitem')).toHaveCount(2);
  // Newest first: the takeaway with both dishes.
  await expect(row.getByRole('listitem').first()).toContainText(`${cheapest.title}, ${next.title}`);
  await expectAccessible(page);
  await shot(page, 'home-order-again', { focus: row });

  await watchToasts(page);
  await row.getByRole('listitem').first().getByRole('button', { name: `Order again from ${first.restaurantName}` }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectToastSeen(page, `${next.title} is not available now, so it was left out.`);
  const cart = await storedOnDevice<{ orderType: string; items: Array<{ itemId: number; quantity: number }> }>(page, 'cart');
  expect({ orderType: cart?.orderType, items: cart?.items.map((item) => [item.itemId, item.quantity]) }).toEqual({ orderType: 'TakeAway', items: [[cheapest.itemId, 2]] });
});
