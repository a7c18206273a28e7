/**
 * Issue 36's menu import and export on a laptop (1280 × 800), on the real server: the owner exports Mohali Phase 8's
 * menu as CSV and JSON, imports a POS catalogue of 300 new dishes (plus one repriced, one left out and one bad row)
 * through the file chooser, reads the dry run, fixes the file, meets a menu changed since the preview, previews again
 * and applies; the diner's menu has the new dishes. A CSV without its price column is refused in the server's words
 * and changes nothing; a manager may export but the server refuses their import. SHOTS_DIR=<folder> saves the screens.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AdminDishPage, AdminOutlet, Envelope, Menu, PosCatalogue } from '../../src/api/contract';
import { API_BASE_PATH, PATHS, XSRF_COOKIE, XSRF_HEADER } from '../../src/api/endpoints';
import { expect, test } from './fixtures';
import { inviteQuietly, joinQuietly, laptopPage, ownerInvitation } from './console';
import { shot } from './shots';
import { rupees } from '../../src/admin/rupees';
import { posItem } from '../support/posItem';

test.use({ viewport: { width: 1280, height: 800 } });

const MOHALI_UUID = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const dinerMenu = async (page: Page) => (await read<Menu>(page, `${API_BASE_PATH}${PATHS.menu(MOHALI_UUID)}`)).itemList;
const read = async <T,>(page: Page, path: string): Promise<T> => ((await (await page.request.get(path)).json()) as Envelope<T>).responsePacket;

// The menu's own dishes come first; the POS's 300 after them.
const posItemAfterMenu = (i: number) => posItem(i, 1000 + i);

async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button }).click()]);
  return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
}

async function importFile(page: Page, name: string, mimeType: string, text: string): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Import a file' }).click()]);
  await chooser.setFiles({ name, mimeType, buffer: Buffer.from(text) });
  await expect(page.getByRole('heading', { name: new RegExp(`^What ${name} would do to`) })).toBeVisible();
}

const counts = (page: Page) => page.getByRole('list', { name: 'Dry run counts' }).getByRole('listitem');

test('the owner exports Mohali’s menu, imports 300 POS dishes after the dry run (a bad row refused, a stale preview told), and the diner gets them', async ({ page, server, browser }) => {
  // Two people join (the owner after a restart of the server for the command line) on a 2-core machine shared with others.
  test.setTimeout(300_000);
  await joinQuietly(page, ownerInvitation(server), 'Asha Owner');
  const mohali = (await read<AdminOutlet[]>(page, '/v1/admin/outlets')).find((outlet) => outlet.code === 'MOH8')!;
  const dishes = (await read<AdminDishPage>(page, `/v1/admin/dishes?outletId=${mohali.id}&perPage=100&sort=sortOrder&order=ASC`)).items;
  const managerLink = await inviteQuietly(page, 'manager@chain.in', 'manager', [mohali.id]);

  await page.goto('/admin');

  await page.getByRole('menuitem', { name: 'Import and export' }).click();
  await page.getByRole('combobox', { name: 'Outlet' }).click();
  await page.getByRole('option', { name: mohali.title }).click();

  // The downloads: every dish of Mohali's, by its name.
  const csv = await download(page, 'Export CSV');
  expect(csv.name).toBe('mohali-phase-8-menu.csv');
  expect(csv.text.split('\r\n')[0]).toBe('ref,section_ref,section,sub_section_ref,sub_section,name,description,price,veg_egg_nonveg,allergens,kcal,jain,available,sort_order,image_url,choice_groups');
  for (const dish of dishes) expect(csv.text).toContain(dish.title);
  const json = await download(page, 'Export JSON');
  expect(json.name).toBe('mohali-phase-8-menu.json');
  const catalogue = JSON.parse(json.text) as PosCatalogue;
  expect(catalogue.items.map((item) => item.name).sort()).toEqual(dishes.map((dish) => dish.title).sort());

  // The POS file: 300 new dishes, the first dish repriced, the second left out, and one new dish priced at 0.
  // A plain dish to reprice (sizes would carry their own prices) and an offered one to leave out.
  const repriced = catalogue.items.find((item) => item.variations.length === 0)!;
  const leftOut = catalogue.items.find((item) => item !== repriced && item.available)!;
  const kept = catalogue.items.filter((item) => item !== repriced && item !== leftOut);
  const items = [{ ...repriced, price: repriced.price + 25 }, ...kept, ...Array.from({ length: 300 }, (_, i) => posItemAfterMenu(i + 1))];
  const bad = { ...posItemAfterMenu(301), ref: 'POS-FREE', name: 'Free naan', price: 0 };
  const badLine = items.length + 1;
  await importFile(page, 'pos-catalogue.json', 'application/json', JSON.stringify({ categories: catalogue.categories, items: [...items, bad] }));
  await expect(counts(page)).toHaveText(['300new', '1changed', '1marked unavailable', `${kept.length}unchanged`, '1refused']);
  const refused = page.getByRole('table', { name: 'Refused rows' }).getByRole('row');
  await expect(refused.nth(1)).toHaveText(`${badLine}POS-FREEItem ${badLine}: A price must be more than ₹0`);
  await expect(page.getByRole('table', { name: 'Changed dishes' }).getByRole('row').nth(1)).toContainText(`Price: ${rupees(repriced.price)} → ${rupees(repriced.price + 25)}`);
  await expect(page.getByRole('table', { name: 'Marked unavailable' })).toContainText(leftOut.name);
  await expect(page.getByRole('table', { name: 'New dishes' }).getByRole('row')).toHaveCount(301);
  await expect(page.getByRole('button', { name: 'Apply this import' })).toBeDisabled();
  await shot(page, 'admin36-import-preview');

  // The file fixed; meanwhile someone changes a dish, so Apply meets the server's 409 and previews again.
  const fixed = JSON.stringify({ categories: catalogue.categories, items });
  await importFile(page, 'pos-catalogue.json', 'application/json', fixed);
  await expect(counts(page)).toHaveText(['300new', '1changed', '1marked unavailable', `${kept.length}unchanged`, '0refused']);
  const meanwhile = dishes.find((dish) => dish.title === kept[0]!.name)!;
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === XSRF_COOKIE)!.value;
  const patched = await page.request.patch(`/v1/admin/dishes/${meanwhile.id}`, { headers: { [XSRF_HEADER]: xsrf }, data: { version: meanwhile.version, description: 'Changed at the pass' } });
  expect(patched.status()).toBe(200);
  await page.getByRole('button', { name: 'Apply this import' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'The menu changed after your preview. Preview the file again, then import.' });
  await expect(conflict).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply this import' })).toHaveCount(0);
  await shot(page, 'admin36-import-conflict');
  expect((await dinerMenu(page)).some((item) => item.title === 'Imported dish 1')).toBe(false);
  await conflict.getByRole('button', { name: 'Preview again' }).click();
  await expect(counts(page)).toHaveText(['300new', '2changed', '1marked unavailable', `${kept.length - 1}unchanged`, '0refused']);
  await expect(page.getByRole('table', { name: 'Changed dishes' })).toContainText('Description: Changed at the pass → ');
  await page.getByRole('button', { name: 'Apply this import' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported: 300 new, 2 changed, 1 marked unavailable' })).toHaveText(
    `Imported: 300 new, 2 changed, 1 marked unavailable, ${kept.length - 1} unchanged. Diners see the new menu of ${mohali.title} now.`,
  );
  await expect(page.getByRole('heading', { name: /^What pos-catalogue.json would do/ })).toHaveCount(0);
  await shot(page, 'admin36-import-done');

  // The diner's menu: the 300 new dishes, the new price, the left-out dish no longer offered.
  const menu = await dinerMenu(page);
  const offered = menu.filter((item) => item.isAvailable);
  expect(offered.filter((item) => item.title.startsWith('Imported dish ')).map((item) => item.title).sort()).toEqual(Array.from({ length: 300 }, (_, i) => `Imported dish ${i + 1}`).sort());
  expect(offered.find((item) => item.title === repriced.name)?.price).toBe(repriced.price + 25);
  expect(offered.some((item) => item.title === leftOut.name)).toBe(false);

  // A CSV without its price column: the server's words, Apply not offered, the menu as it was.
  const before = await dinerMenu(page);
  await importFile(page, 'no-prices.csv', 'text/csv', 'ref,section_ref,sub_section_ref,name,veg_egg_nonveg\r\nNEW1,C7,S71,Good dish,veg\r\n');
  await expect(page.getByRole('table', { name: 'Refused rows' }).getByRole('row').nth(1)).toHaveText('1—Line 1: the column price is missing');
  await expect(page.getByRole('button', { name: 'Apply this import' })).toBeDisabled();
  await shot(page, 'admin36-import-missing-column');
  expect(await dinerMenu(page)).toEqual(before);

  // Mohali's manager exports their menu; their import is the server's to refuse, in its words.
  const manager = await laptopPage(browser, server);
  await joinQuietly(manager, managerLink, 'Mohan Manager');
  await manager.goto('/admin');
  await manager.getByRole('menuitem', { name: 'Import and export' }).click();
  await expect(manager.getByRole('combobox', { name: 'Outlet' })).toHaveText(mohali.title);
  expect((await download(manager, 'Export CSV')).text).toContain('Imported dish 300');
  const [chooser] = await Promise.all([manager.waitForEvent('filechooser'), manager.getByRole('button', { name: 'Import a file' }).click()]);
  await chooser.setFiles({ name: 'pos-catalogue.json', mimeType: 'application/json', buffer: Buffer.from(fixed) });
  await expect(manager.getByRole('alert')).toHaveText('Your role cannot do this');
  await expect(manager.getByRole('heading', { name: /^What .* would do to/ })).toHaveCount(0);
  await shot(manager, 'admin36-import-manager');
});
