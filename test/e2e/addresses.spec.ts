/**
 * Addresses on a real map: add one by searching and moving the pin, see checkout's distance and fee follow the
 * chosen address, a far address refused, the map failing without the form failing, and SPEC 8's location
 * messages. Map tiles cannot be fetched here: the tests serve a tiny tile for every tile URL (or refuse them).
 */
import { expectAccessible } from './axe';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, signInQuietly, test } from './fixtures';
import { api } from './orderSetup';
import { expectBottomSheet, expectEscapeReturnsTo } from './sheets';
import { shot } from './shots';
import { auditScreen } from './tapTargets';

// One server for all the tests here (sharedServer in fixtures.ts): each test signs in a new customer and works on
// that customer's addresses (geocoding is a local gazetteer).
test.use({ sharedServer: true });

const MOHALI_OUTLET = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const TILES = 'https://*.tile.openstreetmap.org/**';
/** A 1 x 1 PNG: Leaflet stretches it over the tile, which is all a test needs from a tile server. */
const TILE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

async function serveTiles(context: BrowserContext): Promise<{ served: () => number }> {
  let count = 0;
  await context.route(TILES, (route) => {
    count += 1;
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG });
  });
  return { served: () => count };
}

const dish = (page: Page, title: string) => page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const add = (page: Page, title: string) => dish(page, title).getByRole('button', { name: `Add ${title}` }).click();

/** Searches the address form's box and takes the first result. */
async function searchAndChoose(page: Page, query: string, expected: RegExp) {
  await page.getByLabel('Search for your area').fill(query);
  await page.getByLabel('Search for your area').press('Enter');
  const result = page.getByRole('list', { name: 'Search results' }).getByRole('button').first();
  await expect(result).toHaveText(expected);
  await result.click();
}

interface SavedAddress {
  recordId: number;
  addressLine1: string;
  latitude: number;
  longitude: number;
}

test('add an address by search and pin; at checkout the distance and fee follow the chosen address', async ({ page, context, server }) => {
  const tiles = await serveTiles(context);
  await signInQuietly(page, server, undefined, { open: '/address' });
  await expect(page.getByRole('heading', { name: 'Addresses', level: 1 })).toBeVisible();
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
  await page.getByRole('button', { name: '+ Add new address' }).click();

  const form = page.getByRole('form', { name: 'Add Delivery Address' });
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select location first.');
  await expect(form.getByLabel('Search for your area')).toBeFocused();
  await expect(form.getByLabel('Search for your area')).toHaveAccessibleDescription('Please select location first.');
  await expectAccessible(page);

  // A search that finds nothing says so; a search that finds the place drops the pin there.
  await form.getByLabel('Search for your area').fill('Timbuktu');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(form.getByText('No results found')).toBeVisible();
  await searchAndChoose(page, 'Phase 7 Mohali', /^Phase 7, Phase 7 Market Road, Mohali/);
  await expect(page.getByTestId('picked-place')).toHaveText(/Phase 7, Phase 7 Market Road, Mohali, .*Punjab, 160062, India/);
  await expect(form.getByLabel('Street and area')).toHaveValue('Phase 7 Market Road, Phase 7');
  await expect(form.getByLabel('Landmark, city')).toHaveValue('Mohali, Punjab 160062');
  expect(tiles.served()).toBeGreaterThan(0);
  await expect(form.getByText('Unable to load Map')).toHaveCount(0);

  // Moving the pin: dragged 120 px east (about 60 m at zoom 18), then reverse-geocoded again.
  const pin = page.getByTestId('address-map').getByRole('button', { name: 'Delivery location' });
  const box = await pin.boundingBox();
  if (!box) throw new Error('the pin is not on the map');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
  await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByTestId('picked-place')).toHaveText(/^Phase 7, /);

  await form.getByLabel('House / flat / floor').fill('House 12');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please select address type');
  await expect(form.getByRole('group', { name: 'Address type' })).toHaveAccessibleDescription('Please select address type');
  await expectAccessible(page);
  await form.getByText('Home', { exact: true }).click();
  await form.getByRole('button', { name: 'Save address' }).click();

  const card = page.getByTestId('address-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Delivering here');
  await expect(card).toContainText('House 12, Phase 7 Market Road, Phase 7, Mohali, Punjab 160062');
  // The 'Address saved' toast fades in and out (2 s); axe would measure its contrast half-transparent.
  await expect(page.getByText('Address saved')).toBeVisible();
  await expect(page.getByText('Address saved')).toHaveCount(0);
  await expectAccessible(page);
  const [home] = await api<SavedAddress[]>(page, 'GET', '/getAddressList');
  if (!home) throw new Error('the address was not saved');
  // The address keeps the pin where it was dropped, east of the search result (76.7194), not the phone's place.
  expect(home.latitude).toBeCloseTo(30.7109, 3);
  expect(home.longitude).toBeGreaterThan(76.7196);
  expect(home.longitude).toBeLessThan(76.722);
  // This screen's header names the screen (issue 35); that choosing the address measures the outlets from it, as
  // home's header says, is deliveryReach.spec.ts's first step.

  // A second address, in Chandigarh (8 km away, the farther delivery band), saved as the form would: the form
  // itself is proven above.
  await api(page, 'POST', '/saveAddress', {
    addressLine1: 'SCO 20',
    addressLine2: 'Jan Marg, Sector 17',
    addressLine3: 'Chandigarh 160017',
    addressType: 'Work',
    latitude: 30.741,
    longitude: 76.779,
  });

  // At checkout the distance is from the outlet to the chosen address's pin.
  await page.goto(MOHALI_OUTLET);
  await add(page, 'Masala Chai');
  await page.getByTestId('view-cart').click();
  const homeRadio = page.getByRole('radio', { name: /Home · House 12, Phase 7 Market Road/ });
  await expect(homeRadio).toBeChecked();
  await expect(page.getByTestId('delivery-distance')).toHaveText(/^1\.8 km from Gold Leaf — Mohali Phase 8 to House 12, Phase 7 Market Road/);
  const bill = page.getByRole('region', { name: 'Bill Details' });
  await expect(bill.getByTestId('bill-deliveryFee')).toHaveText(/₹30$/);

  await page.getByRole('radio', { name: /Work · SCO 20, Jan Marg, Sector 17/ }).check();
  await expect(page.getByTestId('delivery-distance')).toHaveText(/^8\.3 km from Gold Leaf — Mohali Phase 8 to SCO 20/);
  await expect(bill.getByTestId('bill-deliveryFee')).toHaveText(/₹50$/);

  // Back to home: the distance and fee follow.
  await homeRadio.check();
  await expect(page.getByTestId('delivery-distance')).toHaveText(/^1\.8 km from .* to House 12/);
  await expect(bill.getByTestId('bill-deliveryFee')).toHaveText(/₹30$/);
});

test("a far address gets the spec's refusal, and a map whose tiles fail leaves the form usable", async ({ page, context, server }) => {
  await context.route(TILES, (route) => route.abort('internetdisconnected'));
  await signInQuietly(page, server, undefined, { open: MOHALI_OUTLET });
  await add(page, 'Masala Chai');
  await page.getByTestId('view-cart').click();
  await page.getByRole('button', { name: '+ Add a new address' }).click();
  const form = page.getByRole('form', { name: 'Add Delivery Address' });
  await expect(form.getByText('Unable to load Map')).toBeVisible();
  // Nothing to tap or zoom: the hint and the controls say so.
  await expect(form.getByText('Search or use your location to place the pin.')).toBeVisible();
  await expect(form.locator('.leaflet-control-zoom')).toHaveCount(1);
  await expect(form.locator('.leaflet-control-zoom')).toBeHidden();

  // Without the map, the device still places the pin (the phone is in Mohali, Sector 115)...
  await form.getByRole('button', { name: 'Use my location' }).click();
  await expect(page.getByTestId('picked-place')).toHaveText(/^Sector 115, Landran Road, Mohali/);
  await expect(form.getByLabel('Landmark, city')).toHaveValue('Mohali, Punjab 140307');
  // ...and so does a search, which moves it to Ludhiana.
  await searchAndChoose(page, 'Sarabha Nagar', /^Sarabha Nagar, .*Ludhiana/);
  await form.getByLabel('House / flat / floor').fill('House 5');
  await form.getByText('Other', { exact: true }).click();
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('radio', { name: /Other · House 5, Sarabha Nagar/ })).toBeChecked();
  await expect(page.getByRole('alert')).toHaveText('Sorry! this restaurant is not delivering in your area');
  await expect(page.getByRole('button', { name: /^Proceed to pay/ })).toHaveCount(0);
});

test('edit an address by moving it to another place, then delete it', async ({ page, context, server }) => {
  await serveTiles(context);
  await signInQuietly(page, server, undefined, { open: null });
  await api(page, 'POST', '/saveAddress', {
    addressLine1: 'Flat 3B',
    addressLine2: 'Phase 7 Market Road',
    addressLine3: 'Mohali, Punjab 160062',
    addressType: 'Home',
    latitude: 30.7109,
    longitude: 76.7194,
  });
  await page.goto('/address');
  await page.getByRole('button', { name: 'Edit Home address' }).click();
  const form = page.getByRole('form', { name: 'Edit address' });
  // The address opens as saved: its lines kept, its pin's address looked up.
  await expect(form.getByLabel('House / flat / floor')).toHaveValue('Flat 3B');
  await expect(page.getByTestId('picked-place')).toHaveText(/^Phase 7, /);
  await expect(form.getByLabel('Street and area')).toHaveValue('Phase 7 Market Road');
  await expect(form.getByRole('radio', { name: 'Home' })).toBeChecked();

  await searchAndChoose(page, 'VIP Road Zirakpur', /^VIP Road, .*Zirakpur/);
  await expect(form.getByLabel('Landmark, city')).toHaveValue('Zirakpur, Punjab 140603');
  await form.getByText('Work', { exact: true }).click();
  await form.getByRole('button', { name: 'Save changes' }).click();
  const card = page.getByTestId('address-card');
  await expect(card).toContainText('Work');
  await expect(card).toContainText('Flat 3B, VIP Road, Zirakpur, Punjab 140603');
  const [moved] = await api<SavedAddress[]>(page, 'GET', '/getAddressList');
  expect(moved).toMatchObject({ addressType: 'Work', latitude: 30.6441, longitude: 76.8302 });

  await page.getByRole('button', { name: 'Delete Work address' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete address?' });
  await expect(confirm).toContainText('Work: Flat 3B, VIP Road');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No saved addresses yet')).toBeVisible();
  expect(await api<SavedAddress[]>(page, 'GET', '/getAddressList')).toEqual([]);
});

test('the header names where the food goes; its sheet chooses a saved address, a place searched for or the phone, at 390 and 320 px', async ({ page, server }) => {
  await signInQuietly(page, server);
  await api(page, 'POST', '/saveAddress', {
    addressLine1: 'House 12, Tower B, Sunny Enclave',
    addressLine2: 'Sector 70',
    addressLine3: 'Mohali, Punjab 160071',
    addressType: 'Home',
    latitude: 30.7046,
    longitude: 76.7179,
  });
  const place = page.getByTestId('header-place');
  const opener = page.getByRole('banner').getByRole('button', { name: /change place/ });
  const sheet = page.getByRole('dialog', { name: 'Select a location' });
  const mohali = page.getByRole('list', { name: 'Outlets' }).getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Gold Leaf — Mohali Phase 8' }) });
  const home = sheet.getByRole('button', { name: /^Home House 12, Tower B/ });

  // Location allowed (as in every test here): the phone's own place, named so.
  await expect(place).toHaveText(/^Current location/);
  await expect(mohali.getByTestId('outlet-distance')).toHaveText('4.0 km');
  await opener.click();
  await expectBottomSheet(sheet);
  // Permission is granted, so the phone's row says nothing about it (its exact name: no note under it); it is the
  // place now, and says so.
  const device = sheet.getByRole('button', { name: 'Use my current location', exact: true });
  await expect(device).toHaveAttribute('aria-current', 'true');
  await expect(sheet).not.toContainText(/permission/i);
  await expect(home).toHaveAttribute('aria-current', 'false');
  await expectAccessible(page);
  expect(await auditScreen(page, 'place sheet')).toEqual([]);
  await shot(page, 'place-sheet');
  await expectEscapeReturnsTo(page, sheet, opener);

  // A saved address: the header names it (its type and first line), and the outlets are measured from it.
  await opener.click();
  await home.click();
  await expect(sheet).toBeHidden();
  await expect(place).toHaveText(/^Home · Sector 70, Mohali/);
  await expect(mohali.getByTestId('outlet-distance')).toHaveText('1.7 km');
  await shot(page, 'header-place');

  // A place searched for: Sector 17 in Chandigarh.
  await opener.click();
  await expect(home).toHaveAttribute('aria-current', 'true');
  await sheet.getByLabel('Search for your area').fill('sector 17 chandigarh');
  await sheet.getByLabel('Search for your area').press('Enter');
  const result = sheet.getByRole('list', { name: 'Search results' }).getByRole('button').first();
  await expect(result).toHaveText(/^Sector 17, Jan Marg, Chandigarh/);
  await shot(page, 'place-sheet-search');
  await result.click();
  await expect(sheet).toBeHidden();
  await expect(place).toHaveText(/^Sector 17 · Chandigarh/);
  await expect(mohali.getByTestId('outlet-distance')).toHaveText('8.3 km');

  // At 320 x 640 the address's line is cut with an ellipsis at the header's icons, not before; nothing under 44 px.
  await page.setViewportSize({ width: 320, height: 640 });
  await opener.click();
  await home.click();
  await expect(place).toHaveText(/^Home · Sector 70, Mohali/);
  const cut = await place.evaluate((label) => {
    const search = document.querySelector('.header a[href="/search"]')!.getBoundingClientRect();
    const chevron = label.nextElementSibling!.getBoundingClientRect();
    return { clipped: label.scrollWidth > label.clientWidth, gap: search.left - chevron.right };
  });
  expect(cut.clipped, 'the long line ends in an ellipsis').toBe(true);
  expect(cut.gap, 'and reaches the search icon').toBeLessThan(12);
  expect(await auditScreen(page, 'home 320 with a place')).toEqual([]);
  await shot(page, 'header-place-320');
  await opener.click();
  await expect(sheet).toBeVisible();
  await expect(home).toHaveAttribute('aria-current', 'true');
  expect(await auditScreen(page, 'place sheet 320')).toEqual([]);
  await shot(page, 'place-sheet-320');
});

test.describe('location refused', () => {
  test.use({ permissions: [] });

  test("says location is disabled and how to allow it, sorts by Mohali, and the header's place asks again", async ({ page, context }) => {
    await page.goto('/');
    const notice = page.getByTestId('location-notice');
    await expect(notice).toContainText('location permission is disabled');
    await expect(notice).toContainText('allow Location for this site');
    await expect(page.getByTestId('header-place')).toHaveText(/^Mohali/);
    // Measured from the default Mohali address: the Phase 8 outlet is 4 km away.
    const nearest = page.getByRole('list', { name: 'Outlets' }).getByTestId('outlet-distance').first();
    await expect(nearest).toHaveText('4.0 km');
    await expectAccessible(page);

    await page.getByTestId('header-place').click();
    const dialog = page.getByRole('dialog', { name: 'Select a location' });
    await dialog.getByRole('button', { name: /Use my current location/ }).click();
    await expect(dialog.getByRole('alert')).toContainText('Please allow location');
    await expect(dialog.getByRole('alert')).toContainText('allow Location for this site');
    await expectAccessible(page);

    // Once allowed, the same tap sorts the outlets from where the customer is.
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 30.7333, longitude: 76.7794 });
    await dialog.getByRole('button', { name: /Use my current location/ }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByTestId('header-place')).toHaveText(/^Current location/);
    await expect(notice).toHaveCount(0);
    // The list is measured again, from Chandigarh: the same outlet is now 8 km away.
    await expect(nearest).toHaveText('8.0 km');
  });
});

test('a browser without geolocation is told so', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'geolocation', { get: () => undefined, configurable: true }));
  await page.goto('/');
  await expect(page.getByTestId('location-notice')).toContainText('Geolocation is not supported by your browser');
  await expect(page.getByTestId('header-place')).toHaveText(/^Mohali/);
});
