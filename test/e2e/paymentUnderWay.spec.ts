/**
 * Issue 20: while a payment for an order is under way (another tab sits on the provider's page), its bill cannot
 * change. A checkout still open on that order says why when the diner changes it, in the server's words.
 */
import { expect, signInQuietly, test } from './fixtures';
import { api } from './orderSetup';
import { expectToastSeen, watchToasts } from './toasts';
import type { Order } from '../../src/api/contract';

test.use({ sharedServer: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const DISH = 'Cold Coffee';
const UNDER_WAY = 'A payment for this order is under way. Finish or cancel it first.';

test('a checkout whose order is being paid elsewhere says so when a quantity or tip changes, and the bill stays', async ({ page, server }) => {
  await signInQuietly(page, server, undefined, { open: MOHALI });
  await page.getByRole('radio', { name: 'TakeAway' }).click();
  const dish = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: DISH, exact: true }) });
  await dish.getByRole('button', { name: `Add ${DISH}` }).click();
  const saved = page.waitForResponse((response) => response.url().endsWith('/v1/api/saveOrder') && response.ok());
  await page.getByTestId('view-cart').click();
  const draft = ((await (await saved).json()) as { responsePacket: Order }).responsePacket;
  const total = page.getByTestId('bill-grandTotal');
  await expect(total).toHaveText(new RegExp(`₹${draft.orderTotal.toFixed(2)}$`));

  // Another tab asks to pay for this order by card and opens the provider's page.
  await api(page, 'POST', '/generatePaymentRequestWithOrder', { orderRefId: draft.orderRefId, paymentMode: 'CARD' });

  await watchToasts(page);
  await page.getByRole('button', { name: `Add one more ${DISH}` }).click();
  await expectToastSeen(page, UNDER_WAY);
  await expect(page.getByRole('group', { name: new RegExp(DISH) })).toContainText('1');

  await page.getByRole('radio', { name: '₹20', exact: true }).click();
  // Said under the tip itself (the quantity's toast may still be on screen: the refusal of an earlier tap).
  await expect(page.getByRole('region', { name: 'Tip the staff' }).getByText(UNDER_WAY, { exact: true })).toBeVisible();
  await expect(total).toHaveText(new RegExp(`₹${draft.orderTotal.toFixed(2)}$`));
});
