/**
 * Issue 23, help with an order: once the kitchen has accepted, the diner calls the outlet or the rider; once it
 * has reached them, they report a missing dish, the kitchen's board shows the report at once, and its answer (with
 * the dish's price back in the wallet) reaches the diner's screen without a reload.
 */
import type { Order } from '../../src/api/contract';
import { formatRupees } from '../../src/lib/format';
import { rupees } from '../../src/outlet/board/dom';
import { expectAccessible } from './axe';
import { expect, signInQuietly, test } from './fixtures';
import { openBoard, outletMove, stopPageClock, trackWithPollStopped } from './kitchen';
import { api, createDraftOrder } from './orderSetup';
import { expectBottomSheet, expectEscapeReturnsTo } from './sheets';
import { shot } from './shots';
import { expectToastSeen, watchToasts } from './toasts';

// Mohali Phase 8 has a kitchen in every test here, which moves its orders (server.kitchenKey).
test.use({ withKitchen: true });

test('a diner calls the outlet and the rider, reports a missing dish, and reads the kitchen’s answer with the money back', async ({ page, server, browser }) => {
  const key = server.kitchenKey;
  await signInQuietly(page, server, undefined, { open: null });
  const draft = await createDraftOrder(page, { minTotal: 100 });
  const order = await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'WALLET' });
  const ref = order.orderRefId;
  const dish = order.itemList[0];
  if (!dish) throw new Error('no dish on the order');
  await trackWithPollStopped(page, 'Order Placed');
  const help = page.getByRole('region', { name: 'Help with this order' });
  // While it can still be cancelled, cancelling is the help on offer.
  await expect(help).toHaveCount(0);

  await outletMove(page, key, ref, 'accept', { minutes: 20 });
  await expect(help).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(help.getByRole('link', { name: 'Call the outlet' })).toHaveAttribute('href', 'tel:+911724660808');
  await expect(help.getByRole('button', { name: 'Report a missing or wrong dish' })).toHaveCount(0);

  await outletMove(page, key, ref, 'preparing');
  await outletMove(page, key, ref, 'ready');
  await outletMove(page, key, ref, 'out-for-delivery', { riderName: 'Gurpreet', riderPhone: '9876543210' });
  await expect(help.getByRole('link', { name: 'Call Gurpreet, your rider' })).toHaveAttribute('href', 'tel:+919876543210');
  await shot(page, 'order-help-riding', { focus: help });

  await outletMove(page, key, ref, 'delivered');
  const reportButton = help.getByRole('button', { name: 'Report a missing or wrong dish' });
  await expect(reportButton).toBeVisible();
  await expect(help.getByRole('link', { name: /Call Gurpreet/ })).toHaveCount(0);
  await reportButton.click();
  const dialog = page.getByRole('dialog', { name: 'What went wrong?' });
  // Issue 35: on a phone a bottom sheet, still a modal dialog that Escape closes, back to the button.
  await expectBottomSheet(dialog);
  await expectEscapeReturnsTo(page, dialog, reportButton);
  await reportButton.click();
  await dialog.getByRole('button', { name: 'Send to the outlet' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose the dishes that were missing or wrong');
  await dialog.getByRole('checkbox', { name: `${dish.title} × ${dish.quantity}` }).check();
  await dialog.getByLabel('Anything the outlet should know (optional)').fill('The bag had only half of it');
  // axe runs on the page's timers: the clock runs while it checks, and stops again before the kitchen answers.
  await page.clock.resume();
  await expectAccessible(page);
  await shot(page, 'order-help-report');
  await watchToasts(page);
  await dialog.getByRole('button', { name: 'Send to the outlet' }).click();
  await expectToastSeen(page, 'The outlet has your report');
  const status = page.getByTestId('order-report');
  await expect(status).toContainText(`You reported missing: ${dish.title}.`);
  await expect(status).toContainText('The outlet has it and will answer here.');
  await expect(reportButton).toHaveCount(0);

  await stopPageClock(page);
  const { board } = await openBoard(browser, server, key);
  const report = board.getByRole('region', { name: 'Customers reporting a problem' }).getByRole('article', { name: `Report on ${ref}` });
  await expect(report).toContainText(`${dish.quantity} × ${dish.title}`);
  await expect(report).toContainText('“The bag had only half of it”');
  await expectAccessible(board);
  await shot(board, 'kitchen-board-report');
  await report.getByRole('button', { name: 'Answer' }).click();
  const answer = board.getByRole('dialog');
  await answer.getByRole('button', { name: 'Sorry! The money for it is back in your wallet' }).click();
  await expect(answer.getByRole('checkbox', { name: `Put ${rupees(dish.lineTotal)} back in the customer's wallet` })).toBeChecked();
  await answer.getByRole('button', { name: 'Send answer' }).click();
  await expect(report).toHaveCount(0);

  await expect(status).toContainText('Gold Leaf — Mohali Phase 8 answered: “Sorry! The money for it is back in your wallet”');
  await expect(status).toContainText(`${formatRupees(dish.lineTotal)} is back in your wallet.`);
  const wallet = await api<{ walletBalance: number }>(page, 'GET', '/getRewardPointAndWalletBalance');
  expect(wallet.walletBalance).toBeCloseTo(500 - order.orderTotal + dish.lineTotal, 2);
  await shot(page, 'order-help-answered', { focus: status });
});
