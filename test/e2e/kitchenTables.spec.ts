/**
 * Issue 34: the kitchen board's Tables view. Staff see each table with its code, whether a session is open, how many
 * diners and its bill as the outlet API gives it; clearing a table (after a confirmation) ends the session on every
 * diner's phone; a new QR code shows its link and a QR image to print, and the new link's secret joins (the old one is
 * refused: test/server/tableJoin.test.ts).
 * Issue 35: a new order of many dishes keeps its Accept buttons in view at 1024 x 768, without scrolling.
 * A diner who pays their part in cash: the board shows what to take from whom, and Cash received pays the part.
 * Issue 23: a table's round is one ticket on the board, for the table, with the table's one bill on it (what is paid
 * and left, then paid in full); that the round holds every diner's dishes: test/server/tableSession.test.ts.
 * Another outlet's key cannot clear or rotate a table: test/server/tableJoin.test.ts.
 */
import { expectAccessible } from './axe';
import { expect, signInQuietly, test } from './fixtures';
import { openBoard } from './kitchen';
import { placeLongOrder, qrText, sendOneRound, sitAtTable, tablesOf } from './kitchenTables';
import { api } from './orderSetup';
import { shot } from './shots';
import { expectToastSeen, watchToasts } from './toasts';
import type { TableEntry } from '../../src/api/contract';
import { formatRupees } from '../../src/lib/format';

// Mohali Phase 8 has a kitchen: its board opens with server.kitchenKey, and its orders wait for the kitchen's moves.
// One server for the file: each test has a table of its own (T2, T3, then T1, whose code the last test changes), and
// the long order comes first, while it is the board's only new order.
test.use({ withKitchen: true, sharedServer: true });

const SESSION_ENDED = 'This table’s session has ended. Scan the QR code to start a new one.';

test('a new order of 12 dishes at 1024 x 768: its first dishes above Accept and Reject, all in view without scrolling; the rest a tap away', async ({ page, server, browser }) => {
  await signInQuietly(page, server, undefined, { open: null });
  const order = await placeLongOrder(page, 12);
  const { board } = await openBoard(browser, server, server.kitchenKey);
  const card = board.getByRole('region', { name: 'New' }).getByRole('article', { name: `Order ${order.orderRefId}` });
  // The cook reads the food before promising a time: the first three dishes, then what is left, then the buttons.
  await expect(card.getByRole('listitem')).toHaveCount(3);
  const more = card.getByRole('button', { name: '+ 9 more dishes' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await shot(board, 'kitchen-long-order');
  expect(await board.evaluate(() => window.scrollY)).toBe(0);
  const header = await board.locator('header.board-head').boundingBox();
  const lastDish = await card.getByRole('listitem').last().boundingBox();
  const viewport = board.viewportSize();
  for (const name of ['15 min', '20 min', '30 min', '45 min', 'Reject']) {
    const box = await card.getByRole('button', { name, exact: true }).boundingBox();
    expect(box, name).not.toBeNull();
    if (!box || !header || !viewport || !lastDish) return;
    // Below the sticky header and above the screen's bottom edge: tappable as the board opens.
    expect(box.y, name).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height, name).toBeLessThanOrEqual(viewport.height);
    // Under the dishes shown.
    expect(box.y, name).toBeGreaterThan(lastDish.y + lastDish.height);
  }
  await more.click();
  await expect(card.getByRole('listitem')).toHaveCount(12);
  await expect(card.getByRole('button', { name: 'Fewer dishes' })).toHaveAttribute('aria-expanded', 'true');
});

test('staff open Tables and see a table a diner joined, with its diners and bill; clearing it (confirmed, a lost connection said) tells the diner’s phone', async ({
  page,
  server,
  browser,
}) => {
  const key = server.kitchenKey;
  await sitAtTable(page, server, server.tableLink('GL-MOH8-T2'), 'Asha');
  await sendOneRound(page);
  // What the diner's phone says the table owes, the board must say too.
  const due = (await page.getByTestId('table-bill').getByTestId('table-bill-due').textContent()) ?? '';
  expect(due).toMatch(/^₹\d/);
  await watchToasts(page);

  const { board, tablet } = await openBoard(browser, server, key);
  await board.getByRole('button', { name: 'Tables' }).click();
  await expect(board.getByRole('button', { name: 'Tables' })).toHaveAttribute('aria-pressed', 'true');
  const tables = board.getByRole('region', { name: 'Tables' });
  const t2 = tables.getByRole('article', { name: 'Table T2' });
  const bill = (await tablesOf(page, key)).find((table) => table.code === 'GL-MOH8-T2')?.session?.bill;
  if (!bill) throw new Error('The outlet API gives table T2 no open session');
  expect(bill).toMatchObject({ rounds: 1, paid: 0 });
  await expect(t2.getByTestId('table-code')).toHaveText('GL-MOH8-T2');
  await expect(t2.getByTestId('table-state')).toHaveText('Open · 1 diner');
  expect(formatRupees(bill.due)).toBe(due);
  await expect(t2.getByTestId('table-bill')).toHaveText(`Bill ${due} · 1 round · ${due} to pay`);
  await expect(tables.getByRole('article', { name: 'Table T1' }).getByTestId('table-state')).toHaveText('Free');
  await expect(tables.getByRole('article', { name: 'Table T1' }).getByRole('button', { name: 'Clear table' })).toHaveCount(0);
  await expectAccessible(board);
  await shot(board, 'kitchen-tables');

  // Clearing asks first, saying what it does and what the table still owes; Back leaves the table as it is.
  await t2.getByRole('button', { name: 'Clear table' }).click();
  const confirm = board.getByRole('dialog', { name: 'Clear table T2?' });
  await expect(confirm).toContainText('Every phone at the table leaves its session');
  await expect(confirm).toContainText(`${formatRupees(bill.due)} of its bill is not paid yet.`);
  await shot(board, 'kitchen-tables-clear-confirm');
  await confirm.getByRole('button', { name: 'Back' }).click();
  await expect(t2.getByTestId('table-state')).toHaveText('Open · 1 diner');

  // No connection: the board says so, and the table stays open.
  await t2.getByRole('button', { name: 'Clear table' }).click();
  await tablet.setOffline(true);
  await confirm.getByRole('button', { name: 'Clear table' }).click();
  await expect(board.getByRole('alert')).toHaveText('Table T2 was not cleared. No connection. Check the Wi-Fi and try again.OK');
  await expect(t2.getByTestId('table-state')).toHaveText('Open · 1 diner');
  await shot(board, 'kitchen-tables-offline');
  await tablet.setOffline(false);

  await t2.getByRole('button', { name: 'Clear table' }).click();
  await confirm.getByRole('button', { name: 'Clear table' }).click();
  await expect(t2.getByTestId('table-state')).toHaveText('Free');
  await expect(board.getByRole('alert')).toHaveCount(0);
  // The diner's phone hears it at its next ask, and lets the table go.
  await expectToastSeen(page, SESSION_ENDED);
  await expect(page.getByTestId('view-table')).toHaveCount(0);
});

test('a table’s round is one ticket with the table’s bill on it; a diner pays in cash: their phone says to hand it to the staff, the board shows it to take, and Cash received pays their part', async ({ page, server, browser }) => {
  await sitAtTable(page, server, server.tableLink('GL-MOH8-T3'), 'Meera');
  await sendOneRound(page);
  const card = page.getByTestId('table-bill');
  const due = (await card.getByTestId('table-bill-due').textContent()) ?? '';
  await card.getByRole('button', { name: `Pay ${due} in cash` }).click();
  const waiting = card.getByTestId('table-cash-waiting');
  await expect(waiting).toHaveText(`Hand ${due} in cash to the staff. Your part is paid once they mark it received.`);
  // Asked once: no second cash button while it waits; the wallet and online stay, either of which replaces it.
  await expect(card.getByRole('button', { name: `Pay ${due} in cash` })).toHaveCount(0);
  await expect(card.getByRole('button', { name: `Pay ${due} from wallet` })).toBeVisible();
  await shot(page, 'table-cash-waiting');

  const { board } = await openBoard(browser, server, server.kitchenKey);
  // The round on the board: one new order for table T3, its dish, and the table's one bill, nothing paid yet (the cash
  // only waits).
  const ticket = board.getByRole('region', { name: 'New' }).getByRole('article').filter({ hasText: 'Table T3' });
  await expect(ticket).toHaveCount(1);
  await expect(ticket).toContainText('Butter Naan');
  await expect(ticket).toContainText(`table bill ${due} (1 round) · ₹0.00 paid, ${due} left`);
  await board.getByRole('button', { name: 'Tables' }).click();
  const t3 = board.getByRole('region', { name: 'Tables' }).getByRole('article', { name: 'Table T3' });
  const cash = t3.getByTestId('table-cash');
  await expect(cash).toContainText(`Meera pays ${due} in cash`);
  await expectAccessible(board);
  await shot(board, 'kitchen-tables-cash');
  await cash.getByRole('button', { name: 'Cash received' }).click();
  await expect(t3.getByTestId('table-cash')).toHaveCount(0);
  // The diner's phone hears it at its next ask: the bill is paid.
  await expect(card.getByText('The bill is paid in full. Thank you!')).toBeVisible({ timeout: 15_000 });
  await expect(card.getByTestId('table-cash-waiting')).toHaveCount(0);
  // The round's ticket says the table's bill is paid in full.
  await board.getByRole('button', { name: 'Orders', exact: true }).click();
  await expect(ticket).toContainText(`table bill ${due} (1 round) · paid in full`);
});

test('a new QR code for a table: the board shows its new link and a QR image to print, and the new link joins', async ({ page, server, browser }) => {
  const oldLink = server.tableLink('GL-MOH8-T1');
  const { board } = await openBoard(browser, server, server.kitchenKey);
  await board.getByRole('button', { name: 'Tables' }).click();
  const t1 = board.getByRole('region', { name: 'Tables' }).getByRole('article', { name: 'Table T1' });
  await t1.getByRole('button', { name: 'New QR code' }).click();
  const confirm = board.getByRole('dialog', { name: 'New QR code for table T1?' });
  await expect(confirm).toContainText('The QR code on the table now stops working');
  await confirm.getByRole('button', { name: 'New QR code' }).click();

  const printable = board.getByRole('dialog', { name: 'QR code for table T1' });
  const link = printable.getByTestId('qr-link');
  await expect(link).toHaveText(/^http:\/\/[^/]+\/\?table=GL-MOH8-T1#k=[0-9A-Z]{24}$/);
  const newLink = (await link.textContent()) ?? '';
  expect(new URL(newLink).hash).not.toBe(new URL(oldLink, server.url).hash);
  // The image holds the very link printed under it.
  expect(await qrText(printable.getByRole('img', { name: 'QR code for table T1' }))).toBe(newLink);
  await expect(printable.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectAccessible(board);
  await shot(board, 'kitchen-tables-new-qr');
  await printable.getByRole('button', { name: 'Done' }).click();
  await expect(printable).toHaveCount(0);

  // The new code's secret opens the table (the server refuses the one printed before: test/server/tableJoin.test.ts).
  // Through the API: a link of this form opening the table on a phone is every table test's first step.
  await signInQuietly(page, server, undefined, { open: null });
  const joined = await api<TableEntry>(page, 'POST', '/joinTable', { tableCode: 'GL-MOH8-T1', key: new URL(newLink).hash.slice('#k='.length), name: 'Ravi' });
  expect(joined).toMatchObject({ status: 'ADMITTED', tableNumber: 'T1' });
});
