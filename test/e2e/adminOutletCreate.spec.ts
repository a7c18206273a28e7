/**
 * Head office opens an outlet (issue 36), on a laptop (1280 × 800) against the real server: the owner fills in the new
 * outlet, sets its pin by clicking the map (tiles served by the test, as in addresses.spec.ts), ticks facilities,
 * uploads a photo (a real PNG, stored resized) and makes it live; a diner on a phone (390 × 844) then finds it in the
 * outlet list with its photo. The map's tiles pass the console's own policy (no violation is reported).
 * SHOTS_DIR=<folder> saves the screens (shots.ts).
 */
import type { BrowserContext } from '@playwright/test';
import { pngOf } from '../support/pngFile';
import { joinQuietly, laptopPage, ownerInvitation } from './console';
import { expect, test } from './fixtures';
import { shot } from './shots';

const TILES = 'https://*.tile.openstreetmap.org/**';
/** A 1 x 1 PNG: Leaflet stretches it over the tile, which is all a test needs from a tile server. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');
const serveTiles = (context: BrowserContext) => context.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }));

test('the owner opens an outlet with a pin, facilities and a photo, makes it live, and a diner finds it with its photo', async ({ page, server, browser }) => {
  const ownerLink = ownerInvitation(server);
  const shell = await page.request.get('/admin/outlets/create');
  expect(shell.headers()['content-security-policy']).toContain("img-src 'self' data: https://*.tile.openstreetmap.org;");

  const admin = await laptopPage(browser, server);
  await serveTiles(admin.context());
  const refused: string[] = [];
  admin.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  await joinQuietly(admin, ownerLink, 'Asha Owner');
  await admin.goto('/admin');
  await admin.getByRole('link', { name: 'New outlet' }).click();
  await expect(admin).toHaveURL(/\/admin\/outlets\/create$/);

  await admin.getByLabel('Name').fill('Gold Leaf — Zirakpur');
  await admin.getByLabel('Area').fill('Zirakpur');
  await admin.getByLabel('Code').fill('ZRK');
  await admin.getByLabel('Phone').fill('+91 98140 12345');
  await admin.getByLabel('E-mail').fill('zirakpur@goldleaf.in');
  await admin.getByRole('textbox', { name: 'Address', exact: true }).fill('VIP Road, Zirakpur, Punjab 140603');

  // The pin: a click on the map puts it there, and the fields say where.
  const latitude = admin.getByLabel('Latitude');
  await expect(latitude).toHaveValue('30.7333');
  await admin.getByTestId('outlet-map').click({ position: { x: 600, y: 250 } });
  await expect(admin.getByRole('button', { name: 'Outlet pin' })).toBeVisible();
  await expect(latitude).not.toHaveValue('30.7333');
  const pinned = Number(await latitude.inputValue());
  expect(pinned).toBeLessThan(30.7333);

  await admin.getByRole('checkbox', { name: 'Wi-Fi' }).check();
  await admin.getByRole('checkbox', { name: 'Parking' }).check();
  await admin.getByLabel('Outlet photo').setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: pngOf(1600, 1000) });
  const photo = admin.getByRole('img', { name: 'The outlet’s photo' });
  await expect(photo).toHaveAttribute('src', /^\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/);
  await admin.getByLabel('Live: diners see this outlet and can order').check();
  await shot(admin, 'admin36-outlet-create', { fullPage: true });

  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Gold Leaf — Zirakpur is open to diners.')).toBeVisible();
  await expect(admin).toHaveURL(/\/admin\/outlets\/\d+$/);
  await expect(admin.getByLabel('Latitude')).toHaveValue(String(pinned));
  await expect(admin.getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();
  await shot(admin, 'admin36-outlet-created');
  expect(refused).toEqual([]);

  // The diner's phone: the outlet is in the list, with the photo just uploaded, loaded.
  await page.goto('/');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Gold Leaf — Zirakpur' }) });
  await expect(card).toBeVisible();
  const picture = card.locator('img').first();
  await expect(picture).toHaveAttribute('src', /\/uploads\/[A-Za-z0-9_-]{22}\.jpg$/);
  await card.scrollIntoViewIfNeeded();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  await shot(page, 'admin36-diner-new-outlet', { focus: card });
});
