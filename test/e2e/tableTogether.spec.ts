/**
 * Issue 23, one table, many phones: two diners scan one table's QR code, tap Order together and build one cart,
 * live on both phones, each dish marked with who added it; one sends it as one round, and both see it go. The round is
 * one dine-in order of everyone's dishes, and a diner who scans again rejoins the same session, while a table paid in
 * full opens a new one at the next scan: test/server/tableSession.test.ts. The kitchen board's ticket of a table's
 * round, with the table's bill on it: kitchenTables.spec.ts. Issue 34: the QR code's link carries the table's secret;
 * the second phone waits, seeing nothing of the table, until the first lets it in; a link with a wrong secret is told
 * to scan the code on the table.
 */
import type { Browser, Page } from '@playwright/test';
import type { AppServer } from './appServer';
import { expectAccessible } from './axe';
import { expect, signInQuietly, test } from './fixtures';
import { api } from './orderSetup';
import { shot } from './shots';
import { watchToasts } from './toasts';
import type { TableEntry, TableSession } from '../../src/api/contract';

// One server for the file (sharedServer in fixtures.ts), with Mohali Phase 8's kitchen so that the rounds the diners
// pay stay as sent instead of moving on by the demo's clock: each test signs in new customers of its own and sits at a
// table no test before it left open, since a table's session outlives its test until its bill is paid. Mohali Phase 8
// has three tables (server/db/seed-menu.ts), the only ones whose links the server prints: the two bill tests come
// first and pay theirs in full (T3, then T2), which frees those tables; the tests after sit at T1, T2 and T3 (a test
// that fails takes the server with it: the worker starts again, with a new one); the wrong-secret test joins no table
// (opening a table's link opens no session: only 'Join the table' does).
test.use({ sharedServer: true, withKitchen: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const MORINDA = '/restaurants/0f508f5f-f551-425a-aabd-a230a9e81896';

/** A second phone: its own browser, its own diner (closed with the test: closeOwnContexts in fixtures.ts). */
async function secondPhone(browser: Browser, server: AppServer): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, locale: 'en-IN' });
  return context.newPage();
}

/** A table's number as its diners read it: 'T3' of 'GL-MOH8-T3'. */
const numberOf = (table: string) => table.slice(table.lastIndexOf('-') + 1);

/** Scans the table's QR code (its link, secret and all) and asks to join its session from the menu, by name. */
async function askToJoin(page: Page, server: AppServer, table: string, name: string): Promise<void> {
  await page.goto(server.tableLink(table));
  // The secret never stays in the address bar.
  await expect(page).not.toHaveURL(/#k=/);
  const invitation = page.getByRole('region', { name: 'Ordering with friends?' });
  await expect(invitation).toContainText(`Everyone who scans table ${numberOf(table)} shares one cart and sends it to the kitchen.`);
  await shot(page, 'table-invitation', { focus: invitation });
  await invitation.getByRole('button', { name: 'Order together' }).click();
  const sheet = page.getByRole('dialog', { name: `Join table ${numberOf(table)}` });
  await sheet.getByRole('textbox', { name: 'Your name at the table' }).fill(name);
  await shot(page, 'table-join-sheet');
  await sheet.getByRole('button', { name: 'Join the table' }).click();
}

/** Signs in, scans the table and joins its session from the menu: the first phone at the table is in at once. */
async function sitAtTable(page: Page, server: AppServer, table: string, name = 'Asha'): Promise<void> {
  await signInQuietly(page, server, undefined, { open: null });
  await askToJoin(page, server, table, name);
  await expect(page.getByTestId('view-table')).toBeVisible();
}

const addDish = (page: Page, title: string) =>
  page
    .getByTestId('menu-item')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    .getByRole('button', { name: `Add ${title}` })
    .click();

const cartLine = (page: Page, title: string) => page.getByTestId('table-cart').getByTestId('table-line').filter({ hasText: title });

// The two bill tests come first: they pay their tables in full (see above).
test('two phones at one table build one cart live, send it as one round, and split the bill by dishes', async ({ page, server, browser }) => {
  await sitAtTable(page, server, 'GL-MOH8-T3');
  await expectAccessible(page);
  await addDish(page, 'Butter Naan');
  await expect(page.getByTestId('view-table')).toContainText('Table T3 · 1 dish');
  // The menu's rows count this diner's own dishes on the table's cart, and change them there.
  await page.getByRole('button', { name: 'Add one more Butter Naan' }).click();
  await expect(page.getByTestId('view-table')).toContainText('Table T3 · 2 dishes');
  await page.getByRole('button', { name: 'Remove one Butter Naan' }).click();
  await expect(page.getByTestId('view-table')).toContainText('Table T3 · 1 dish');
  await shot(page, 'table-menu-bar');

  // Ravi's phone scans the same code: it waits, seeing nothing of the table, until Asha lets it in.
  const ravi = await secondPhone(browser, server);
  await signInQuietly(ravi, server, undefined, { open: null });
  await askToJoin(ravi, server, 'GL-MOH8-T3', 'Ravi');
  const waiting = ravi.getByRole('dialog', { name: 'Waiting to be let in' });
  await expect(waiting.getByRole('status')).toHaveText('Waiting to be let in…');
  await expect(waiting).not.toContainText('Butter Naan');
  await expect(waiting).not.toContainText('Asha');
  await expectAccessible(ravi);
  await shot(ravi, 'table-join-waiting');
  const request = page.getByTestId('join-requests').getByRole('listitem').filter({ hasText: 'Ravi wants to join' });
  await expect(request).toBeVisible();
  await shot(page, 'table-join-request');
  await request.getByRole('button', { name: 'Admit Ravi' }).click();
  await expect(waiting).toHaveCount(0);
  await expect(ravi.getByTestId('view-table')).toContainText('Table T3 · 1 dish');
  await expect(page.getByTestId('join-requests')).toHaveCount(0);

  await addDish(ravi, 'Dal Makhani');
  await ravi.getByTestId('view-table').click();
  await expect(ravi.getByRole('heading', { name: 'Table T3', level: 1 })).toBeVisible();
  await expect(ravi.getByTestId('table-members')).toHaveText('2 at the table: Asha, You');
  await expect(cartLine(ravi, 'Butter Naan')).toContainText('Added by Asha');
  await expect(cartLine(ravi, 'Dal Makhani')).toContainText('Added by you');
  // Only its adder changes a dish: Ravi's own line has − and +, Asha's shows its count.
  await expect(cartLine(ravi, 'Dal Makhani').getByRole('button', { name: 'Add one more Dal Makhani' })).toBeVisible();
  await expect(cartLine(ravi, 'Butter Naan').getByRole('button')).toHaveCount(0);

  // Asha's phone shows Ravi's dish without a reload.
  await page.getByTestId('view-table').click();
  await expect(cartLine(page, 'Dal Makhani')).toContainText('Added by Ravi');
  await cartLine(page, 'Butter Naan').getByRole('button', { name: 'Add one more Butter Naan' }).click();
  await expect(cartLine(ravi, 'Butter Naan')).toContainText('× 2');
  await expectAccessible(page);
  await shot(page, 'table-cart');

  const send = page.getByRole('button', { name: /^Send to kitchen · ₹/ });
  await send.click();
  const round = page.getByTestId('table-round');
  await expect(round).toHaveCount(1);
  await expect(round).toContainText('Round 1');
  await expect(round).toContainText('Sent by you at');
  await expect(send).toHaveCount(0);
  // Sent, the cart is empty and no news: the bill comes first, above the round, with its pay buttons in view;
  // 'Add dishes' waits under the rounds.
  await expect(page.getByRole('heading', { name: 'Not sent yet' })).toHaveCount(0);
  const billTop = (await page.getByTestId('table-bill').boundingBox())!.y;
  expect(billTop).toBeLessThan((await round.boundingBox())!.y);
  expect(billTop).toBeLessThan((await page.getByRole('link', { name: 'Add dishes' }).boundingBox())!.y);
  // Ravi's phone sees the round go, sent by Asha.
  await expect(ravi.getByTestId('table-round')).toContainText('Sent by Asha at');
  await expect(ravi.getByTestId('table-cart')).toHaveCount(0);
  await shot(ravi, 'table-round-sent');

  // The bill, split by dishes: Asha pays her two Butter Naan from the wallet, Ravi his Dal Makhani online.
  const bill = page.getByTestId('table-bill');
  await expect(bill.getByTestId('table-bill-due')).toHaveText('₹458.85');
  // Nothing paid yet is no line of its own (issue 35: never 'Paid ₹0').
  await expect(bill.getByTestId('table-bill-paid')).toHaveCount(0);
  await expect(bill.getByRole('radio', { name: /Your dishes/ })).toBeChecked();
  await expectAccessible(page);
  await shot(page, 'table-bill', { focus: bill });
  await bill.getByRole('button', { name: 'Pay ₹144.90 from wallet' }).click();
  await expect(bill.getByTestId('table-bill-due')).toHaveText('₹313.95');
  await expect(bill.getByTestId('table-bill-paid')).toHaveText('Paid so far₹144.90');
  await expect(bill).toContainText('You paid ₹144.90 · your dishes');
  const ravisBill = ravi.getByTestId('table-bill');
  await expect(ravisBill).toContainText('Asha paid ₹144.90 · their dishes');
  // What Asha paid for cannot be Ravi's part: his dishes are ₹313.95, all that is left.
  await ravisBill.getByRole('button', { name: 'Pay ₹313.95 online' }).click();
  await ravi.getByRole('button', { name: 'Approve payment' }).click();
  await expect(ravi).toHaveURL(/\/table$/);
  await expect(ravi.getByTestId('table-bill')).toContainText('The bill is paid in full. Thank you!');
  await expect(bill).toContainText('The bill is paid in full. Thank you!');
  // Paid in full: the notice says so, and no 'Left to pay ₹0' line under it.
  await expect(bill.getByTestId('table-bill-due')).toHaveCount(0);
  await expect(bill.getByTestId('table-bill-paid')).toHaveText('Paid so far₹458.85');
  await expect(page.getByRole('heading', { name: 'Not sent yet' })).toHaveCount(0);
  await shot(page, 'table-bill-paid', { focus: bill });
});

test('a bill split by an equal share and own dishes: each diner sees the exact figure they pay, and once their part is paid, what is left for the table and no Pay ₹0', async ({ page, server, browser }) => {
  await sitAtTable(page, server, 'GL-MOH8-T2');
  await addDish(page, 'Butter Naan');
  await page.getByRole('button', { name: 'Add one more Butter Naan' }).click();
  const ravi = await secondPhone(browser, server);
  await signInQuietly(ravi, server, undefined, { open: null });
  await askToJoin(ravi, server, 'GL-MOH8-T2', 'Ravi');
  await page.getByTestId('join-requests').getByRole('button', { name: 'Admit Ravi' }).click();
  await expect(ravi.getByTestId('view-table')).toBeVisible();
  await addDish(ravi, 'Dal Makhani');
  await page.getByTestId('view-table').click();
  await expect(cartLine(page, 'Dal Makhani')).toContainText('Added by Ravi');
  await page.getByRole('button', { name: /^Send to kitchen · ₹/ }).click();
  await expect(page.getByTestId('table-round')).toHaveCount(1);

  // Ravi pays an equal share of ₹458.85: the figure beside the choice is the figure on the button and the one taken.
  await ravi.getByTestId('view-table').click();
  const ravisBill = ravi.getByTestId('table-bill');
  await expect(ravisBill.getByRole('radio', { name: /^An equal share\s*₹229\.43$/ })).toBeVisible();
  await ravisBill.getByRole('radio', { name: /^An equal share\s*₹229\.43$/ }).check();
  await watchToasts(ravi);
  await ravisBill.getByRole('button', { name: 'Pay ₹229.43 from wallet' }).click();
  // His part is paid: he is told so, with what is left for the table, and asked for no ₹0.
  const settled = ravisBill.getByTestId('table-part-paid');
  await expect(settled).toHaveText('Your part is paid₹229.42 is left for the table.');
  await expect(ravisBill).toContainText('You paid ₹229.43 · an equal share');
  await expect(ravisBill.getByRole('radio')).toHaveCount(0);
  await expect(ravisBill.getByRole('button', { name: /₹0(\.00)?\b/ })).toHaveCount(0);
  await expectAccessible(ravi);
  await shot(ravi, 'table-bill-part-paid', { focus: ravisBill });
  // Picking up the rest reads as paying the table's bill for the others, with its figure, said again before the
  // buttons; 'Not now' puts it away.
  await ravisBill.getByRole('button', { name: 'Pay for the others · ₹229.42' }).click();
  await expect(ravisBill).toContainText('You pay the rest of the table’s bill, ₹229.42, for the others.');
  await expect(ravisBill.getByRole('button', { name: 'Pay ₹229.42 from wallet' })).toBeVisible();
  await shot(ravi, 'table-bill-pay-the-rest', { focus: ravisBill });
  await ravisBill.getByRole('button', { name: 'Not now' }).click();
  await expect(ravisBill.getByRole('button', { name: 'Pay ₹229.42 from wallet' })).toHaveCount(0);

  // Asha's dishes (₹144.90) and Ravi's share leave ₹229.42: as the last to pay, her part is all that is left, one
  // figure with nothing to choose, and paying it leaves nothing.
  const bill = page.getByTestId('table-bill');
  await expect(bill.getByTestId('table-bill-due')).toHaveText('₹229.42');
  await expect(bill).toContainText('Your part: all that is left₹229.42');
  await expect(bill.getByRole('radio')).toHaveCount(0);
  await shot(page, 'table-bill-last-part', { focus: bill });
  await bill.getByRole('button', { name: 'Pay ₹229.42 from wallet' }).click();
  await expect(bill).toContainText('The bill is paid in full. Thank you!');
  await expect(bill).toContainText('You paid ₹229.42 · what was left');
  await expect(ravisBill).toContainText('The bill is paid in full. Thank you!');
  // 'Your part is paid' was said once, by the bill itself: no toast said it again over the header's buttons.
  expect(await ravi.evaluate(() => window.toastsSeen ?? [])).not.toContain('Your part is paid');
});

test('a diner who only scanned the table, or waits to be let in, leaves it: the order type and the delivery cart from before come back', async ({ page, server, browser }) => {
  // Asha sits at table T1 through the API: the subject is Ravi's phone, and what hers shows of a request is the first
  // test's (the list of requests, emptied as a request goes).
  const asha = await (await browser.newContext({ baseURL: server.url })).newPage();
  await signInQuietly(asha, server, undefined, { open: null });
  const table = await api<TableEntry>(asha, 'POST', '/joinTable', { tableCode: 'GL-MOH8-T1', key: server.tableKey('GL-MOH8-T1'), name: 'Asha' });
  expect(table.status).toBe('ADMITTED');
  const waitingAtTable = async () => (await api<TableSession>(asha, 'GET', `/tableSession/${table.sessionId}`)).waiting.map((request) => request.name);
  const ravi = page;
  // Ravi has a delivery cart at Mohali Phase 8 before he sits down.
  await signInQuietly(ravi, server, undefined, { open: MOHALI });
  const orderFor = ravi.getByRole('radiogroup', { name: 'Order for' });
  await expect(orderFor.getByRole('radio', { name: 'Delivery' })).toHaveAttribute('aria-checked', 'true');
  await addDish(ravi, 'Dal Makhani');
  await expect(ravi.getByTestId('view-cart')).toContainText('1 item');

  // He scans the table and only reads the invitation: he leaves from it.
  await ravi.goto(server.tableLink('GL-MOH8-T1'));
  const invitation = ravi.getByRole('region', { name: 'Ordering with friends?' });
  await expect(orderFor.getByRole('radio', { name: 'Dine In' })).toHaveAttribute('aria-checked', 'true');
  await shot(ravi, 'table-invitation-leave', { focus: invitation });
  await invitation.getByRole('button', { name: 'Leave the table' }).click();
  await expect(invitation).toHaveCount(0);
  await expect(orderFor.getByRole('radio', { name: 'Delivery' })).toHaveAttribute('aria-checked', 'true');
  await expect(ravi.getByTestId('view-cart')).toContainText('1 item');

  // He scans again and asks to join; waiting to be let in, he withdraws.
  await askToJoin(ravi, server, 'GL-MOH8-T1', 'Ravi');
  const waiting = ravi.getByRole('dialog', { name: 'Waiting to be let in' });
  await expect(waiting.getByRole('status')).toHaveText('Waiting to be let in…');
  expect(await waitingAtTable()).toEqual(['Ravi']);
  await waiting.getByRole('button', { name: 'Cancel request' }).click();
  await expect(waiting).toHaveCount(0);
  // The request is taken back at the table: Asha's phone no longer offers to let in a phone that has gone.
  await expect.poll(waitingAtTable).toEqual([]);
  await expect(invitation).toHaveCount(0);
  await expect(orderFor.getByRole('radio', { name: 'Delivery' })).toHaveAttribute('aria-checked', 'true');
  await expect(ravi.getByTestId('view-cart')).toContainText('1 item');
  // Kept on the phone: a reload opens the outlet in Delivery with his cart, and no table.
  await ravi.reload();
  await expect(orderFor.getByRole('radio', { name: 'Delivery' })).toHaveAttribute('aria-checked', 'true');
  await expect(ravi.getByTestId('view-cart')).toContainText('1 item');
  await expect(invitation).toHaveCount(0);
});

test('home’s Dine In tab at a table leads back to it: its outlet, its code and its bill, not the list of outlets', async ({ page, server }) => {
  await sitAtTable(page, server, 'GL-MOH8-T2');
  await addDish(page, 'Butter Naan');
  await expect(page.getByTestId('view-table')).toContainText('Table T2 · 1 dish');
  await page.goto('/');
  await page.getByRole('tab', { name: 'Dine In' }).click();
  const card = page.getByTestId('at-your-table');
  await expect(card.getByRole('heading', { name: 'You are at table T2' })).toBeVisible();
  await expect(card).toContainText('Gold Leaf — Mohali Phase 8');
  await expect(card).toContainText('Table code GL-MOH8-T2');
  await expect(card.getByTestId('at-your-table-news')).toHaveText('1 dish on the table’s cart');
  // Not the generic tab: no 'scan your table' notice, no outlets to pick a table at.
  await expect(page.getByText('Please scan QR Code on your table to place an Order')).toHaveCount(0);
  await expect(page.getByTestId('outlet-facts')).toHaveCount(0);
  await expectAccessible(page);

  // A round sent, the tab shows the table's bill, and leads back to the table.
  await card.getByRole('link', { name: 'Back to your table' }).click();
  await expect(page.getByRole('heading', { name: 'Table T2', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send to kitchen · ₹69' }).click();
  await expect(page.getByTestId('table-round')).toHaveCount(1);
  // Back to home the way the diner goes, the header's Back (the first visit above opened home afresh).
  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await page.getByRole('tab', { name: 'Dine In' }).click();
  await expect(card.getByTestId('at-your-table-news')).toHaveText('Table’s bill ₹72.45 · ₹72.45 left to pay');
  await shot(page, 'home-dine-in-at-table', { focus: card });

  // Left from home, the tab is the outlets' list again.
  await card.getByRole('button', { name: 'Leave the table' }).click();
  await expect(card).toHaveCount(0);
  await page.getByRole('tab', { name: 'Dine In' }).click();
  await expect(page.getByText('Please scan QR Code on your table to place an Order')).toBeVisible();
  await expect(page.getByTestId('outlet-facts').first()).toBeVisible();
});

test('a link with a wrong secret is told to scan the QR code and opens nothing; another outlet after a table visit opens in the order type the diner had before, and its Add works', async ({ page, server }) => {
  // Noon in Kolkata: Morinda is open, so its Add is a question of the order type only, not of its hours.
  await page.clock.setFixedTime(new Date('2026-11-23T06:30:00Z'));
  await page.goto(server.tableLink('GL-MOH8-T1').replace(/#k=.*/, '#k=AAAAAAAAAAAAAAAAAAAAAAAA'));
  await expect(page.getByText('Please scan QR Code on your table to place an Order')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: 'Ordering with friends?' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'TakeAway' }).click();
  await expect(page.getByRole('tab', { name: 'TakeAway' })).toHaveAttribute('aria-selected', 'true');
  // Table T1 at Mohali Phase 8: its menu is in Dine In, for that table.
  await page.goto(server.tableLink('GL-MOH8-T1'));
  const orderFor = page.getByRole('radiogroup', { name: 'Order for' });
  await expect(orderFor.getByRole('radio', { name: 'Dine In' })).toHaveAttribute('aria-checked', 'true');
  // Morinda is not the table's outlet: it opens in TakeAway, as before the scan, with no table's banner, and takes the dish.
  await page.goto(MORINDA);
  await expect(page.getByRole('heading', { name: 'Gold Leaf — Morinda', level: 1 })).toBeVisible();
  await expect(orderFor.getByRole('radio', { name: 'TakeAway' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Please scan QR Code on your table to place an Order')).toHaveCount(0);
  await expect(page.getByText(/Ordering for table T1/)).toHaveCount(0);
  await addDish(page, 'Cold Coffee');
  await expect(page.getByTestId('view-cart')).toContainText('1 item');
  await shot(page, 'table-other-outlet');
  // Back at the table's outlet, the table's mode is there again.
  await page.goto(MOHALI);
  await expect(orderFor.getByRole('radio', { name: 'Dine In' })).toHaveAttribute('aria-checked', 'true');
});

test('at a table the header’s cart is the table’s; the delivery cart from before waits aside and comes back when the diner leaves', async ({ page, server }) => {
  await signInQuietly(page, server, undefined, { open: MOHALI });
  await expect(page.getByRole('radiogroup', { name: 'Order for' }).getByRole('radio', { name: 'Delivery' })).toHaveAttribute('aria-checked', 'true');
  await addDish(page, 'Dal Makhani');
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');

  await askToJoin(page, server, 'GL-MOH8-T3', 'Asha');
  await expect(page.getByTestId('view-table')).toBeVisible();
  // The header's cart is the table's: empty until a dish goes on it, and it opens the table.
  const tableCart = page.getByRole('link', { name: 'The table’s cart' });
  await expect(tableCart.getByTestId('cart-badge')).toHaveAccessibleName('The table’s cart, 0 items');
  await addDish(page, 'Butter Naan');
  await expect(tableCart.getByTestId('cart-badge')).toHaveAccessibleName('The table’s cart, 1 item');
  await tableCart.click();
  await expect(page.getByRole('heading', { name: 'Table T3', level: 1 })).toBeVisible();

  // Leaving the table: the delivery cart is offered back, and Mohali Phase 8 opens in Delivery again.
  await page.getByRole('button', { name: 'Leave the table' }).click();
  const offer = page.getByTestId('cart-aside');
  await expect(offer).toContainText('Your cart is waiting');
  await expect(offer).toContainText('Gold Leaf — Mohali Phase 8');
  await expect(offer).toContainText('1 dish · ₹299');
  await shot(page, 'table-cart-aside', { focus: offer });
  await page.reload();
  await offer.getByRole('button', { name: 'Back to this cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('link', { name: 'Cart' }).getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByText('Dal Makhani').first()).toBeVisible();
  await page.goto(MOHALI);
  await expect(page.getByRole('radiogroup', { name: 'Order for' }).getByRole('radio', { name: 'Delivery' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('view-cart')).toContainText('1 item');
});
