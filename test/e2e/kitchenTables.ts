/**
 * The board's side of the tables tests (issue 34) and a long order for the Accept test (issue 35): a diner at a
 * table, the outlet API's view of the tables, a QR code read back from the board, and a new order of many dishes.
 */
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import type { AppServer } from './appServer';
import { expect, signInQuietly } from './fixtures';
import { api, outletsNearMohali, saveAddressNear } from './orderSetup';
import type { Menu, Order } from '../../src/api/contract';
import type { OutletTable } from '../../src/outlet/contract';

/** Signs in a new diner, scans the table's QR link and joins it by name from the menu (the first at a table is in at once). */
export async function sitAtTable(page: Page, server: AppServer, link: string, name: string): Promise<void> {
  await signInQuietly(page, server, undefined, { open: link });
  await page.getByRole('region', { name: 'Ordering with friends?' }).getByRole('button', { name: 'Order together' }).click();
  const sheet = page.getByRole('dialog', { name: /^Join table / });
  await sheet.getByRole('textbox', { name: 'Your name at the table' }).fill(name);
  await sheet.getByRole('button', { name: 'Join the table' }).click();
  await expect(page.getByTestId('view-table')).toBeVisible();
}

/** A diner at a table adds one Butter Naan to the table's cart and sends it: one round on the board. */
export async function sendOneRound(page: Page): Promise<void> {
  await page
    .getByTestId('menu-item')
    .filter({ has: page.getByRole('heading', { name: 'Butter Naan', exact: true }) })
    .getByRole('button', { name: 'Add Butter Naan' })
    .click();
  await page.getByTestId('view-table').click();
  await page.getByRole('button', { name: /^Send to kitchen · ₹/ }).click();
  await expect(page.getByTestId('table-round')).toHaveCount(1);
}

/** The outlet's tables as its API gives them, with the kitchen's key. */
export async function tablesOf(page: Page, key: string): Promise<OutletTable[]> {
  const answer = await page.request.get('/v1/outlet-api/tables', { headers: { Authorization: `Bearer ${key}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { responsePacket: OutletTable[] }).responsePacket;
}

/** What a QR code drawn on the page holds: its pixels read back from a canvas and decoded with jsQR. */
export async function qrText(qr: Locator): Promise<string | null> {
  const { width, height, data } = await qr.evaluate(async (svg) => {
    const size = 400;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.drawImage(image, 0, 0, size, size);
    return { width: size, height: size, data: [...context.getImageData(0, 0, size, size).data] };
  });
  return jsQR(Uint8ClampedArray.from(data), width, height)?.data ?? null;
}

/** A delivery order of `count` different dishes (one each, none with choices to pick) from Mohali Phase 8, placed cash on delivery. */
export async function placeLongOrder(page: Page, count: number): Promise<Order> {
  const outlet = (await outletsNearMohali(page)).find((o) => o.title.includes('Mohali Phase 8'));
  if (!outlet) throw new Error('no Mohali Phase 8 in the seed data');
  const menu = await api<Menu>(page, 'GET', `/getItemListWithCatSubCat/${outlet.restaurantUuid}`);
  const dishes = menu.itemList.filter((item) => item.isAvailable && !item.choiceGroups?.length).slice(0, count);
  expect(dishes).toHaveLength(count);
  const address = await saveAddressNear(page, outlet);
  const draft = await api<Order>(page, 'POST', '/saveOrder', {
    restaurantUuid: outlet.restaurantUuid,
    orderType: 'HomeDelivery',
    items: dishes.map((dish) => ({ itemId: dish.itemId, quantity: 1 })),
    deliveryAddressId: address.recordId,
  });
  return api<Order>(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'CASH_ON_DELIVERY' });
}
