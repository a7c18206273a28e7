/**
 * Issue 35: checkout asks one cooking instruction for the whole order, and a dish's own note only behind a tap.
 * The diner writes both, the order is placed, and the kitchen's board and the diner's order details show both
 * (that the draft keeps them through a re-pricing and a reload: checkoutChoices.spec.ts).
 */
import type { Page } from '@playwright/test';
import { expect, signInQuietly, test } from './fixtures';
import { openBoard } from './kitchen';
import { api } from './orderSetup';
import { shot } from './shots';
import type { OrderSummary } from '../../src/api/contract';

// Mohali Phase 8 has a kitchen: its board shows the order as the cook reads it.
test.use({ withKitchen: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const dish = (page: Page, title: string) => page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const saved = (page: Page, path: string) => page.waitForResponse((response) => response.url().endsWith(path) && response.ok());

test("the diner writes the order's cooking instruction and one dish's note; the kitchen board shows both", async ({ page, server, browser }) => {
  await signInQuietly(page, server, undefined, { open: null });
  await api(page, 'POST', '/saveAddress', { addressLine1: 'House 12', addressLine2: 'Sector 70', addressLine3: '', addressType: 'Home', latitude: 30.7046, longitude: 76.7179 });
  await page.goto(MOHALI);
  for (const title of ['Masala Chai', 'Butter Naan']) await dish(page, title).getByRole('button', { name: `Add ${title}` }).click();
  await page.getByTestId('view-cart').click();
  const bill = page.getByRole('region', { name: 'Bill Details' });
  await expect(bill.getByTestId('bill-restaurantBill')).toHaveText(/₹148$/);

  // One box for the order; each dish offers its note behind a tap, and no box of its own.
  const items = page.getByRole('list', { name: 'Items' });
  await expect(items.getByRole('textbox')).toHaveCount(0);
  const instruction = page.getByRole('textbox', { name: 'Add cooking instructions (optional)' });
  await expect(instruction).toHaveAttribute('placeholder', 'Less spicy, no onions…');
  await expect(items.getByRole('button', { name: /^Add a note for / })).toHaveText(['Add a note', 'Add a note']);
  await shot(page, 'checkout-one-instruction', { focus: instruction });

  const orderSaved = saved(page, '/updateOrderCookingInstruction');
  await instruction.fill('Less spicy, no onions');
  await instruction.blur();
  await orderSaved;
  const noteSaved = saved(page, '/updateInstructionOnOrderItem');
  await items.getByRole('button', { name: 'Add a note for Masala Chai' }).click();
  await expect(page.getByLabel('Note for Masala Chai')).toBeFocused();
  await page.getByLabel('Note for Masala Chai').fill('Less sugar');
  await page.getByLabel('Note for Masala Chai').blur();
  await noteSaved;
  await expect(items.getByRole('button', { name: 'Note: Less sugar, for Masala Chai' })).toHaveText('Note: Less sugar');
  await expect(items.getByRole('button', { name: 'Add a note for Butter Naan' })).toBeVisible();
  await shot(page, 'checkout-note-written', { focus: items });

  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'Wallet', exact: true }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  const [order] = await api<OrderSummary[]>(page, 'GET', '/getOrderList');
  if (!order) throw new Error('the order is not in My Orders');

  // The kitchen reads the order's instruction under its dishes, and the tea's note on the tea.
  const { board, tablet } = await openBoard(browser, server, server.kitchenKey);
  const card = board.getByRole('article', { name: `Order ${order.orderRefId}` });
  await expect(card.locator('.order-card__instruction')).toHaveText('Cooking: Less spicy, no onions');
  await expect(card.getByRole('listitem').filter({ hasText: 'Masala Chai' }).locator('.order-card__note')).toHaveText('Less sugar');
  await expect(card.getByRole('listitem').filter({ hasText: 'Butter Naan' }).locator('.order-card__note')).toHaveCount(0);
  await shot(board, 'kitchen-board-cooking-instruction');
  await tablet.close();

  // And the diner's order details say what was asked.
  await page.goto(`/order-details/${order.orderRefId}`);
  const asked = page.getByTestId('order-cooking-instruction');
  await expect(asked.locator('strong')).toHaveText('Cooking instructions');
  await expect(asked.locator('span')).toHaveText('Less spicy, no onions');
  await expect(page.getByRole('listitem').filter({ hasText: 'Masala Chai' })).toContainText('Less sugar');
});
