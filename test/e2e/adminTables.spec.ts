/**
 * Issue 36's tables and keys walk on a laptop (1280 × 800), on the real server: Mohali's manager adds a table, opens
 * its printable QR sheet (the card's code decodes to what a diner's scanner needs: the table's link with its secret),
 * makes an outlet key, signs the kitchen board in with it, revokes it, and the board is refused.
 * SHOTS_DIR=<folder> saves the screens, the sheet as printed too (shots.ts).
 */
import type { Page } from '@playwright/test';
import type { AdminOutlet, Envelope } from '../../src/api/contract';
import type { AdminTable } from '../../src/api/contract/adminTables';
import { tableQrUrl } from '../../src/api/tableQr';
import { expect, test } from './fixtures';
import { inviteQuietly, joinQuietly, laptopPage, ownerInvitation } from './console';
import { openBoard } from './kitchen';
import { qrText } from './kitchenTables';
import { shot } from './shots';

test.use({ viewport: { width: 1280, height: 800 } });

const WRONG_KEY = 'This outlet key is not valid. Ask for a new one.';
const read = async <T,>(page: Page, path: string): Promise<T> => ((await (await page.request.get(path)).json()) as Envelope<T>).responsePacket;

test('a manager adds a table, prints its QR code, makes a key for the kitchen board and revokes it: the board is refused', async ({ page, server, browser }) => {
  await joinQuietly(page, ownerInvitation(server), 'Asha Owner');
  const mohali = (await read<AdminOutlet[]>(page, '/v1/admin/outlets')).find((outlet) => outlet.code === 'MOH8')!;
  const managerLink = await inviteQuietly(page, 'manager@chain.in', 'manager', [mohali.id]);

  const manager = await laptopPage(browser, server);
  await joinQuietly(manager, managerLink, 'Mohan Manager');
  await manager.goto('/admin');
  await expect(manager.getByRole('columnheader', { name: 'Outlet' })).toBeVisible();

  // Tables: Mohali's three, then a fourth.
  await manager.getByRole('menuitem', { name: 'Tables' }).click();
  const tables = manager.getByRole('table', { name: `Tables at ${mohali.title}` });
  await expect(tables.getByRole('row')).toHaveCount(4);
  await manager.getByLabel('New table').fill('Patio 1');
  await manager.getByRole('button', { name: 'Add table' }).click();
  await expect(manager.getByText('Table Patio 1 added')).toBeVisible();
  await expect(tables.getByRole('row').filter({ hasText: 'Patio 1' })).toContainText('GL-MOH8-T4');
  await shot(manager, 'admin-tables');

  // The sheet: a card for Patio 1 whose QR code is the link a diner's camera opens.
  await manager.getByRole('link', { name: 'Print QR codes' }).click();
  const card = manager.getByRole('region', { name: 'Table Patio 1' });
  await expect(card).toContainText(mohali.title);
  const patio = (await read<AdminTable[]>(manager, `/v1/admin/outlets/${mohali.id}/tables`)).find((table) => table.tableNumber === 'Patio 1')!;
  expect(await qrText(card.getByRole('img', { name: 'QR code of table Patio 1' }))).toBe(tableQrUrl(server.url, 'GL-MOH8-T4', patio.secret));
  await expect(manager.getByRole('region', { name: /^Table / })).toHaveCount(4);
  await shot(manager, 'admin-qr-sheet');
  await manager.emulateMedia({ media: 'print' });
  await expect(manager.getByRole('button', { name: 'Print' })).toBeHidden();
  await shot(manager, 'admin-qr-sheet-print', { fullPage: true });
  await manager.emulateMedia({ media: 'screen' });

  // A key for the kitchen board, shown once.
  await manager.getByRole('link', { name: 'Back to tables' }).click();
  await manager.getByRole('menuitem', { name: 'Outlet keys' }).click();
  await manager.getByRole('button', { name: 'Make a key' }).click();
  const shown = manager.getByRole('dialog', { name: 'Key for Kitchen board' });
  await expect(shown).toContainText('it is shown only this once');
  const key = (await shown.getByTestId('outlet-key').textContent())!.trim();
  expect(key).toMatch(/^glk_/);
  await shot(manager, 'admin-outlet-key-made');
  await shown.getByRole('button', { name: 'I have kept it' }).click();

  const { board } = await openBoard(browser, server, key);

  // Revoked: the board is refused.
  const keys = manager.getByRole('table', { name: `Keys of ${mohali.title}` });
  await keys.getByRole('button', { name: 'Revoke Kitchen board' }).click();
  await manager.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(manager.getByText('The key "Kitchen board" is revoked: it no longer opens the kitchen board or the outlet API')).toBeVisible();
  await expect(keys.getByRole('row').filter({ hasText: 'Kitchen board' })).toContainText('Revoked');
  await shot(manager, 'admin-outlet-keys');
  await board.reload();
  await expect(board.getByText(WRONG_KEY)).toBeVisible();
  await expect(board.getByLabel('Outlet key')).toBeVisible();
});
