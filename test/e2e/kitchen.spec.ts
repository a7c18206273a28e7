/**
 * Issue 22: an outlet's kitchen moves an order from its board at /outlet, and the customer's tracking screen shows
 * each move within 2 s, without a reload (the live stream; the screen's own polling is every 5 s).
 */
import { expect, signInQuietly, test } from './fixtures';
import { moveOn, openBoard, trackWithPollStopped } from './kitchen';
import { api, createDraftOrder } from './orderSetup';
import type { Order } from '../../src/api/contract';
import { shot } from './shots';
import { formatRupees } from '../../src/lib/format';
import { expectAccessible } from './axe';

// Mohali Phase 8 has a kitchen in every test here, which moves its orders (server.kitchenKey). One server for the
// file: each test's diner and order are its own, and the board is read by order, never counted whole; the pause and
// the dish taken off come last, as the other tests order from Mohali Phase 8.
test.use({ withKitchen: true, sharedServer: true });

test('an order placed in the app is accepted, prepared, handed to a rider and delivered from the kitchen board, each move on the tracking screen by the live stream (the page’s poll stopped)', async ({
  page,
  server,
  browser,
}) => {
  const key = server.kitchenKey;
  expect(key).toMatch(/^glk_[\w-]{43}$/);
  await signInQuietly(page, server, undefined, { open: null });
  const draft = await createDraftOrder(page);
  expect(draft.restaurantName).toContain('Mohali Phase 8');
  const order = await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'CASH_ON_DELIVERY' });
  const ref = order.orderRefId;
  await trackWithPollStopped(page, 'Order Placed');
  const status = page.getByTestId('order-status');

  // The kitchen's tablet.
  const tablet = await browser.newContext({ baseURL: server.url, viewport: { width: 1024, height: 768 } });
  const board = await tablet.newPage();
  await board.goto('/outlet');
  await expect(board).toHaveURL(/\/outlet\/$/);
  await board.getByLabel('Outlet key').fill('glk_wrong');
  await board.getByRole('button', { name: 'Open the board' }).click();
  await expect(board.getByRole('alert')).toHaveText('This outlet key is not valid. Ask for a new one.');
  await board.getByLabel('Outlet key').fill(key);
  await board.getByRole('button', { name: 'Open the board' }).click();
  await expect(board.getByRole('heading', { name: 'Gold Leaf — Mohali Phase 8' })).toBeVisible();
  await expect(board.getByText('Live', { exact: true })).toBeVisible();
  const card = board.getByRole('article', { name: `Order ${ref}` });
  await expect(board.getByRole('region', { name: 'New' }).getByRole('article', { name: `Order ${ref}` })).toBeVisible();
  await expect(card).toContainText('cash on delivery');
  await expectAccessible(board);
  await shot(board, 'kitchen-board-new-order');

  await moveOn(board, ref, '30 min');
  await expect(status).toHaveText('Accepted');
  await expect(board.getByRole('region', { name: 'Preparing' }).getByRole('article', { name: `Order ${ref}` })).toBeVisible();
  await moveOn(board, ref, 'Start preparing');
  await expect(status).toHaveText('Preparing');
  await moveOn(board, ref, 'Ready');
  await expect(board.getByRole('region', { name: 'Ready' }).getByRole('article', { name: `Order ${ref}` })).toBeVisible();

  await moveOn(board, ref, 'Hand to rider');
  const dialog = board.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Out for delivery' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Give the rider's name.");
  await dialog.getByLabel("Rider's name").fill('Gurpreet');
  await dialog.getByLabel("Rider's mobile number").fill('9876543210');
  await dialog.getByRole('button', { name: 'Out for delivery' }).click();
  await expect(status).toHaveText('Out for delivery');
  await expect(page.getByText('Gurpreet is bringing your order')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Call Gurpreet, your rider' })).toHaveAttribute('href', 'tel:+919876543210');
  await shot(page, 'tracking-rider-from-kitchen');

  await moveOn(board, ref, 'Delivered');
  await expect(status).toHaveText('Delivered');
  // Cash collected at the door: paid.
  await expect(page.getByTestId('order-payment')).toHaveText(/^Paid/);
  await expect(board.getByRole('article', { name: `Order ${ref}` })).toHaveCount(0);
});

test('the kitchen refuses an order: the customer reads why, and the wallet has the money back', async ({ page, server, browser }) => {
  const key = server.kitchenKey;
  await signInQuietly(page, server, undefined, { open: null });
  const draft = await createDraftOrder(page);
  const order = await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'WALLET' });
  await trackWithPollStopped(page, 'Order Placed');

  const { board } = await openBoard(browser, server, key);
  await moveOn(board, order.orderRefId, 'Reject');
  const dialog = board.getByRole('dialog');
  await dialog.getByRole('button', { name: 'The kitchen is too busy' }).click();
  await dialog.getByRole('button', { name: 'Reject order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  const notice = page.getByTestId('cancelled-notice');
  await expect(notice.getByRole('paragraph')).toHaveText('Gold Leaf — Mohali Phase 8 could not take this order: The kitchen is too busy.');
  await expect(notice.getByRole('listitem')).toHaveText([`${formatRupees(order.orderTotal)} is back in your wallet.`]);
  const wallet = await api<{ walletBalance: number }>(page, 'GET', '/getRewardPointAndWalletBalance');
  expect(wallet.walletBalance).toBe(500);
});

test('a diner at the table calls a waiter and asks for the bill; the board shows the table calling, and Done reaches the diner by the live stream', async ({
  page,
  server,
  browser,
}) => {
  const key = server.kitchenKey;
  await signInQuietly(page, server, undefined, { open: null });
  const menu = await api<{ itemList: Array<{ itemId: number; isAvailable: boolean }> }>(page, 'GET', '/getItemListWithCatSubCat/96dcdcc6-59d1-40d3-b244-d273d2c3e76f');
  const dish = menu.itemList.find((item) => item.isAvailable);
  const draft = await api<Order>(page, 'POST', '/saveOrder', {
    restaurantUuid: '96dcdcc6-59d1-40d3-b244-d273d2c3e76f',
    orderType: 'DineIn',
    tableCode: 'GL-MOH8-T1',
    tableKey: server.tableKey('GL-MOH8-T1'),
    items: [{ itemId: dish?.itemId, quantity: 1 }],
  });
  await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'CASH' });
  await trackWithPollStopped(page, 'Order Placed');

  const { board } = await openBoard(browser, server, key);
  await expect(board.getByRole('article', { name: `Order ${draft.orderRefId}` })).toBeVisible();

  await page.getByRole('button', { name: 'Call waiter' }).click();
  await page.getByRole('button', { name: 'Request bill' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Waiter called at' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Bill requested at' })).toBeVisible();
  const calling = board.getByRole('region', { name: 'Tables calling' });
  await expect(calling).toContainText('Table T1');
  await expect(calling.getByRole('button', { name: 'Done' })).toHaveCount(2);
  await shot(board, 'kitchen-board-table-calling');
  await shot(page, 'tracking-table-calls');

  await calling.getByRole('button', { name: 'Done' }).first().click();
  await expect(page.getByRole('button', { name: 'Call waiter' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Bill requested at' })).toBeVisible();
});

test('the kitchen pauses orders and takes a dish off: the diner’s menu says until when and shows the dish unavailable', async ({ page, server, browser }) => {
  const key = server.kitchenKey;
  const { board } = await openBoard(browser, server, key);
  await board.getByLabel('Pause orders').selectOption('30');
  const paused = board.getByRole('status').filter({ hasText: 'Not taking orders until' });
  await expect(paused).toBeVisible();
  const until = (await paused.textContent())?.replace('Not taking orders until ', '') ?? '';
  await board.getByRole('button', { name: 'Menu' }).click();
  await board.getByRole('listitem').filter({ hasText: 'Butter Naan' }).getByRole('button', { name: 'Mark out of stock' }).click();
  await expect(board.getByRole('listitem').filter({ hasText: 'Butter Naan' }).getByRole('button', { name: 'Back in stock' })).toBeVisible();
  await expectAccessible(board);
  await shot(board, 'kitchen-board-menu-paused');

  await page.goto('/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f');
  await expect(page.getByText(`Not accepting orders right now. Back at ${until}.`)).toBeVisible();
  await expect(page.getByText('Not taking orders', { exact: true })).toBeVisible();
  const naan = page.getByRole('listitem').filter({ hasText: 'Butter Naan' });
  await expect(naan.getByText('Not available')).toBeVisible();
  await shot(page, 'menu-paused-outlet');

  await board.getByRole('button', { name: 'Resume orders' }).click();
  await expect(paused).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Not accepting orders right now', { exact: false })).toHaveCount(0);
});
