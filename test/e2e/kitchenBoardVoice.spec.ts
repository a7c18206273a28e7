/**
 * Issue 35, the kitchen board for everyone at the pass: its connection is a polite live region whose words a screen
 * reader reads as they change (Live, Offline, Reconnecting…), a new order is said once, and the whole board speaks
 * Hindi when the tablet chooses हिन्दी (kept on that tablet), with no English word left on any view.
 */
import type { Page } from '@playwright/test';
import type { Menu, Order } from '../../src/api/contract';
import type { OutletOrder } from '../../src/outlet/contract';
import { englishIn, textsOn } from './englishOnScreen';
import { expect, signInQuietly, test } from './fixtures';
import { moveOn, openBoard } from './kitchen';
import { sendOneRound, sitAtTable } from './kitchenTables';
import { api, createDraftOrder, orderList, outletsNearMohali } from './orderSetup';
import { shot } from './shots';

// One server for the file (sharedServer in fixtures.ts): each test signs in a new customer and finds its own order on
// the board by its number, whatever the other left there (an accepted order, table T2's open session).
test.use({ withKitchen: true, sharedServer: true });

/** Every text the connection pill and the arrivals' announcer take from now on, in order, as a screen reader hears them. */
async function listen(board: Page): Promise<void> {
  await board.evaluate(() => {
    const heard: Record<string, string[]> = { connection: [], arrivals: [] };
    const record = window as unknown as { heard: typeof heard; pill: Element | null };
    record.heard = heard;
    record.pill = document.querySelector('[data-testid="connection"]');
    for (const id of Object.keys(heard)) {
      const region = document.querySelector(`[data-testid="${id}"]`);
      if (!region) throw new Error(`no ${id} region`);
      new MutationObserver(() => heard[id]?.push(region.textContent ?? '')).observe(region, { childList: true, characterData: true, subtree: true });
    }
  });
}
const heard = (board: Page) => board.evaluate(() => (window as unknown as { heard: Record<string, string[]> }).heard);

test('the connection pill is one lasting polite status that says Offline, Reconnecting… and Live again as the stream drops and comes back; a new order is said once', async ({
  page,
  server,
  browser,
}) => {
  await signInQuietly(page, server, undefined, { open: null });
  const { board, tablet } = await openBoard(browser, server, server.kitchenKey);
  const pill = board.getByTestId('connection');
  await expect(pill).toHaveText('Live');
  await expect(pill).toHaveAttribute('role', 'status');
  // The board itself is not a live region: each redraw of it would be read out whole.
  await expect(board.locator('#board')).not.toHaveAttribute('aria-live');
  await listen(board);

  const draft = await createDraftOrder(page);
  const order = await api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'CASH_ON_DELIVERY' });
  const arrivals = board.getByTestId('arrivals');
  await expect(arrivals).toHaveAttribute('role', 'status');
  await expect(arrivals).toHaveText(`New order ${order.orderRefId}, Delivery`);
  // Accepting redraws the board twice (the move's answer and the stream's event): nothing is said again.
  await moveOn(board, order.orderRefId, '20 min');
  await expect(board.getByRole('region', { name: 'Preparing' }).getByRole('article', { name: `Order ${order.orderRefId}` })).toBeVisible();

  await tablet.setOffline(true);
  await expect(pill).toHaveText('Offline');
  await shot(board, 'board-offline');
  // Back on the Wi-Fi while the server still cannot be reached: reconnecting, then live once it answers.
  await board.route('**/v1/outlet-api/stream', (route) => route.abort());
  await tablet.setOffline(false);
  await expect(pill).toHaveText('Reconnecting…');
  await board.unroute('**/v1/outlet-api/stream');
  await expect(pill).toHaveText('Live');

  expect(await heard(board)).toEqual({ connection: ['Offline', 'Reconnecting…', 'Live'], arrivals: [`New order ${order.orderRefId}, Delivery`] });
  // The same element all along: a live region drawn anew at each render is not announced.
  expect(await board.evaluate(() => (window as unknown as { pill: Element }).pill === document.querySelector('[data-testid="connection"]'))).toBe(true);
});

/** What the board may still write in Latin letters in Hindi: the chain's and the diners' names, codes, links. */
const ALLOWED: readonly (string | RegExp)[] = [
  // The table's link as printed under its QR code (first: it holds a code).
  /https?:\/\/\S+/g,
  'English',
  'Gold Leaf',
  /\b(QR|Wi-Fi|am|pm)\b/g,
  /\bGL[-/][\w/-]+/g,
  /\b[A-Z0-9]{4}(-[A-Z0-9]{1,4})+\b/g,
];

/** The names the board shows as the server gives them: the outlet, the dishes, the diners, their addresses. */
async function namesOnTheBoard(page: Page, key: string): Promise<string[]> {
  const outlet = (await outletsNearMohali(page)).find((o) => o.title.includes('Mohali Phase 8'));
  if (!outlet) throw new Error('no Mohali Phase 8');
  const menu = await api<Menu>(page, 'GET', `/getItemListWithCatSubCat/${outlet.restaurantUuid}`);
  const answer = await page.request.get('/v1/outlet-api/orders', { headers: { Authorization: `Bearer ${key}` } });
  const orders = ((await answer.json()) as { responsePacket: OutletOrder[] }).responsePacket;
  const dishes = await page.request.get('/v1/outlet-api/menu', { headers: { Authorization: `Bearer ${key}` } });
  const board = ((await dishes.json()) as { responsePacket: Array<{ title: string; category: string }> }).responsePacket;
  return [
    outlet.title,
    ...menu.itemList.map((item) => item.title),
    ...board.flatMap((dish) => [dish.title, dish.category]),
    ...orders.flatMap((o) => [o.customerName, o.deliveryAddress ?? '', ...o.items.map((item) => item.choices ?? '')]),
  ].filter((name) => name.trim() !== '');
}

async function englishLeft(board: Page, names: string[]): Promise<string[]> {
  return englishIn(await textsOn(board, names), [...names, ...ALLOWED]);
}

test('in हिन्दी the board has no English word left: the orders, a move, a dialog, the menu and the Tables view; the choice stays on the tablet', async ({
  page,
  server,
  browser,
}) => {
  const key = server.kitchenKey;
  // A table with a round sent: an order on the board and an open table with its bill.
  await sitAtTable(page, server, server.tableLink('GL-MOH8-T2'), 'Asha');
  await sendOneRound(page);
  // The round is an order placed by the diner who sent it: its card is found by its number, since the other test's
  // accepted order, with the same buttons, may be on the board too.
  const [round] = await orderList(page);
  const names = await namesOnTheBoard(page, key);

  const { board } = await openBoard(browser, server, key);
  await board.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(board.getByRole('button', { name: 'हिन्दी' })).toHaveAttribute('aria-pressed', 'true');
  await expect(board.locator('html')).toHaveAttribute('lang', 'hi');
  const card = board.getByRole('region', { name: 'नए' }).getByRole('article', { name: `ऑर्डर ${round!.orderRefId}` });
  await expect(card).toBeVisible();
  await expect(board.getByTestId('connection')).toHaveText('लाइव');
  expect(await englishLeft(board, names)).toEqual([]);
  await shot(board, 'board-hindi-orders');

  // A move: accepted, the card in 'बन रहे हैं' with its due time.
  await card.getByRole('button', { name: '15 मिनट' }).click();
  const preparing = board.getByRole('region', { name: 'बन रहे हैं' }).getByRole('article', { name: `ऑर्डर ${round!.orderRefId}` });
  await expect(preparing.getByRole('button', { name: 'बनाना शुरू करें' })).toBeVisible();
  expect(await englishLeft(board, names)).toEqual([]);

  await board.getByRole('button', { name: 'मेन्यू', exact: true }).click();
  await expect(board.getByRole('button', { name: 'स्टॉक में नहीं' }).first()).toBeVisible();
  expect(await englishLeft(board, names)).toEqual([]);

  await board.getByRole('button', { name: 'टेबल', exact: true }).click();
  const table = board.getByRole('article', { name: 'टेबल T2' });
  await expect(table.getByTestId('table-bill')).toContainText('बिल');
  expect(await englishLeft(board, names)).toEqual([]);
  await shot(board, 'board-hindi-tables');
  // A confirmation, then the QR code to print.
  await table.getByRole('button', { name: 'टेबल खाली करें' }).click();
  const confirm = board.getByRole('dialog', { name: 'टेबल T2 खाली करें?' });
  await expect(confirm).toBeVisible();
  expect(await englishLeft(board, names)).toEqual([]);
  await shot(board, 'board-hindi-clear');
  await confirm.getByRole('button', { name: 'वापस' }).click();
  await table.getByRole('button', { name: 'QR कोड', exact: true }).click();
  const qr = board.getByRole('dialog', { name: 'टेबल T2 का QR कोड' });
  await expect(qr).toBeVisible();
  expect(await englishLeft(board, names)).toEqual([]);
  await qr.getByRole('button', { name: 'हो गया' }).click();

  // Kept on this tablet: a reload opens the board in Hindi.
  await board.reload();
  await expect(board.getByRole('button', { name: 'ऑर्डर', exact: true })).toBeVisible();
  expect(await englishLeft(board, names)).toEqual([]);
  await board.getByRole('button', { name: 'English' }).click();
  await expect(board.getByRole('button', { name: 'Orders', exact: true })).toBeVisible();
});
