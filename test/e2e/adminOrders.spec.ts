/**
 * Orders in the console, on a laptop (1280 × 800): a diner (on a phone) pays for an order from the wallet; support,
 * invited by the owner, finds it by the diner's number, reads it, and gives ₹40 back with a reason; the diner's wallet
 * then shows the refund, the owner's audit trail says who gave it and why, and the takings take it off the day's sales.
 */
import type { Order } from '../../src/api/contract';
import { invite, joinAsOwner, laptopPage, ownerInvitation } from './console';
import { expect, signIn, test } from './fixtures';
import { api, createDraftOrder } from './orderSetup';
import { shot } from './shots';
import { rupees } from '../../src/admin/rupees';

test.use({ viewport: { width: 1280, height: 800 } });

test('support finds a diner’s order by their number and gives money back to their wallet; the diner sees it', async ({ page, server, browser }) => {
  test.setTimeout(150_000);
  // The diner, on a phone: an order paid from the wallet.
  const dinerContext = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 } });
  const diner = await dinerContext.newPage();
  await diner.goto('/login');
  const mobile = await signIn(diner, server);
  const draft = await createDraftOrder(diner);
  const order = await api<Order>(diner, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'WALLET' });

  await joinAsOwner(page, await ownerInvitation(server), 'Asha Owner');
  const supportLink = await invite(page, 'support@chain.in', /^Support/);
  const support = await laptopPage(browser, server);
  // Support signs in with an authenticator app as the owner does, and lands on the orders.
  await joinAsOwner(support, supportLink, 'Sunil Support');
  await expect(support.getByRole('heading', { name: 'Orders' })).toBeVisible();

  await support.getByPlaceholder('Order reference or 10-digit number').fill(mobile);
  const row = support.getByRole('row').filter({ hasText: order.orderRefId });
  await expect(row).toBeVisible();
  await expect(support.getByRole('row')).toHaveCount(2);
  await shot(support, 'admin-orders-list');
  await row.click();

  const money = support.getByRole('region', { name: 'Money' });
  await expect(money).toContainText('Given back so far: ₹0');
  await expect(support.getByRole('region', { name: 'Dishes' }).getByRole('row')).toHaveCount(order.itemList.length + 2);
  await money.getByRole('button', { name: 'Give money back' }).click();
  const dialog = support.getByRole('dialog', { name: `Give money back for ${order.orderRefId}` });
  // More than the order cost is stopped before it is sent.
  await dialog.getByLabel('Amount (₹)').fill(String(order.orderTotal + 1));
  await expect(dialog.getByText(/^Between ₹1 and ₹/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Give back' })).toBeDisabled();
  await dialog.getByLabel('Amount (₹)').fill('40');
  await dialog.getByLabel('Reason').fill('Arrived 40 minutes late');
  await shot(support, 'admin-orders-give-back');
  await dialog.getByRole('button', { name: 'Give ₹40' }).click();
  await expect(support.getByText("₹40 is in the customer's wallet")).toBeVisible();
  await expect(money).toContainText('Given back so far: ₹40');
  await expect(money.getByRole('list', { name: 'Credits' })).toContainText('₹40 · Arrived 40 minutes late · Sunil Support');
  await shot(support, 'admin-orders-detail');

  // The diner's wallet shows it as a refund for the order.
  await diner.goto('/wallet-money');
  await expect(diner.getByTestId('wallet-entry').first()).toContainText(`Refund for order ${order.orderRefId}`);
  await expect(diner.getByTestId('wallet-entry').first()).toContainText('₹40');

  // The owner's trail: who, in which role, why.
  await page.goto('/admin/audit');
  const trail = page.getByRole('row').filter({ hasText: 'Order money given back' });
  await expect(trail).toContainText('Sunil Support');
  await expect(trail).toContainText('support');
  await expect(trail).toContainText('Arrived 40 minutes late');

  // Takings: today's row of the outlet, and the week's totals, with what went back taken off.
  await page.goto('/admin/takings');
  const day = page.getByRole('row').filter({ hasText: order.restaurantName });
  await expect(day).toContainText(rupees(order.orderTotal));
  await expect(day).toContainText('₹40');
  await expect(page.getByTestId('total-Net')).toHaveText(rupees(Math.round((order.orderTotal - 40) * 100) / 100));
  await shot(page, 'admin-takings');
});
