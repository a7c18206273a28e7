/**
 * Delivery reach and one delivery time (issue 35), at 390 x 844 as a diner sees them: an outlet beyond its delivery
 * radius from the chosen address sits below the others, greyed, saying so, and its menu refuses a delivery's Add
 * with TakeAway offered where the diner could go and collect it (issue 45: not 315 km away); the Locations list says
 * so too; the distance, fee and delivery time on the card, at checkout and on tracking are one set of figures, from
 * the one place the food goes, which a reload keeps.
 */
import type { Page } from '@playwright/test';
import type { Restaurant } from '../../src/api/contract';
import { RESTAURANT_LIST_QUERY } from '../../src/config/constants';
import { formatDistance, formatRupees } from '../../src/lib/format';
import { deliveryFeePaise } from '../../src/rules/deliveryFee';
import { deliversThatFar, distanceInMeters } from '../../src/rules/geo';
import { DEFAULT_RIDER_SPEED_KMH, rideMinutes } from '../../src/rules/deliveryTime';
import { PREPARATION_MINUTES } from '../../src/rules/kitchenMinutes';
import type { AppServer } from './appServer';
import { expect, signInQuietly, test } from './fixtures';
import { tapInSideMenu } from './sideMenu';
import { api } from './orderSetup';
import { shot } from './shots';
import { expectToastSeen, watchToasts } from './toasts';

// Mohali Phase 8 has a kitchen: its orders keep real minutes instead of the demo's two-minute clock.
test.use({ sharedServer: true, withKitchen: true, viewport: { width: 390, height: 844 } });

const SECTOR_70 = { addressLine1: 'House 12', addressLine2: 'Sector 70', addressLine3: 'Mohali, Punjab 160071', addressType: 'Home', latitude: 30.7046, longitude: 76.7179 };
const PHASE_8 = { latitude: 30.7089, longitude: 76.7011 };
/** Where the phone is in every browser test (playwright.config.ts): SPEC 9's default address in Mohali. */
const DEVICE = { latitude: 30.7374, longitude: 76.6762 };
// Noon in Kolkata: Morinda (10:00 to 22:30) is open, so what its menu says is about delivery, not its hours.
const NOON = new Date('2026-11-23T06:30:00Z');

/**
 * Between Faridabad and Noida, where the sort is what puts the delivering outlet first: Noida is nearer (9.56 km) but
 * beyond its 8 km radius, Faridabad farther (9.87 km) and inside its 10 km. Both are open at noon (11:00 to 23:30).
 */
const SECTOR_37 = { ...SECTOR_70, addressLine2: 'Sector 37', addressLine3: 'Faridabad, Haryana 121003', latitude: 28.484, longitude: 77.322 };

/** A new diner whose one saved address, chosen in the header's sheet, is where the food goes. */
async function atSector70(page: Page, server: AppServer, address = SECTOR_70, before?: () => Promise<void>): Promise<void> {
  await page.clock.setFixedTime(NOON);
  await signInQuietly(page, server);
  await api(page, 'POST', '/saveAddress', address);
  await page.getByRole('tab', { name: 'Delivery' }).click();
  await before?.();
  await page.getByTestId('header-place').click();
  await page.getByRole('dialog', { name: 'Select a location' }).getByRole('button', { name: /^Home/ }).click();
  // The header names where the food goes as the diner knows it: the address's label and locality.
  await expect(page.getByTestId('header-place')).toHaveText(`Home · ${address.addressLine2}, ${address.addressLine3.split(',')[0]}(change place)`);
}

const cards = (page: Page) => page.getByRole('list', { name: 'Outlets' }).getByRole('listitem').filter({ has: page.getByRole('heading') });
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title }) });

test('a Delivery list at a Mohali address shows Morinda and Haldwani below the others, greyed, not delivering, as the Locations list says; their menus refuse Add, and only Morinda’s offers TakeAway', async ({ page, server }) => {
  await atSector70(page, server);
  await expect(card(page, 'Gold Leaf — Mohali Phase 8')).toBeVisible();
  const titles = await cards(page).getByRole('heading').allTextContents();
  const away = await cards(page).evaluateAll((items) => items.map((item) => item.classList.contains('outlet-card--away')));
  // Every outlet that delivers here comes before every one that does not.
  expect(away.indexOf(true)).toBeGreaterThan(0);
  expect(away.slice(away.indexOf(true)).every(Boolean)).toBe(true);
  for (const far of ['Gold Leaf — Morinda', 'Gold Leaf — Haldwani']) {
    expect(away[titles.indexOf(far)], far).toBe(true);
    const farCard = card(page, far);
    await expect(farCard).toContainText("Doesn't deliver to Sector 70");
    // No delivery time or fee for it, nor Delivery among its services: it does not deliver here.
    await expect(farCard.getByTestId('outlet-facts')).toHaveCount(0);
    await expect(farCard.getByRole('list', { name: 'Serves' }).getByRole('listitem')).toHaveText(['Dine In', 'TakeAway']);
    await expect(farCard.getByRole('link')).toHaveCSS('background-color', 'rgb(243, 243, 243)');
    await expect(farCard.locator('img')).toHaveCSS('filter', 'grayscale(1)');
  }
  await shot(page, 'delivery-tab');
  await shot(page, 'not-delivering-card', { focus: card(page, 'Gold Leaf — Morinda') });

  // The Locations list (every outlet, every service) tells reach as the Delivery tab does (issue 45).
  await tapInSideMenu(page, 'Locations');
  await expect(page).toHaveURL(/\/restaurants$/);
  const served = (title: string) => card(page, title).getByRole('list', { name: 'Serves' }).getByRole('listitem');
  await expect(served('Gold Leaf — Mohali Phase 8')).toHaveText(['Dine In', 'Delivery', 'TakeAway']);
  for (const far of ['Gold Leaf — Morinda', 'Gold Leaf — Haldwani']) {
    await expect(card(page, far)).toContainText("Doesn't deliver to Sector 70");
    await expect(served(far), far).toHaveText(['Dine In', 'TakeAway']);
  }
  await expect(card(page, 'Gold Leaf — Mohali Phase 8')).not.toContainText("Doesn't deliver");
  await shot(page, 'locations-not-delivering', { focus: card(page, 'Gold Leaf — Morinda') });

  // Haldwani, 316 km away: no delivery, and no TakeAway offered in its place (a diner in Mohali would not go there).
  await card(page, 'Gold Leaf — Haldwani').getByRole('link').click();
  await expect(page.getByRole('radio', { name: 'Delivery' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#menu-no-delivery')).toHaveText("Gold Leaf — Haldwani doesn't deliver to Sector 70.");
  await expect(page.getByRole('button', { name: 'Order TakeAway instead' })).toHaveCount(0);
  await page.goBack();

  await card(page, 'Gold Leaf — Morinda').getByRole('link').click();
  const notice = page.getByText("Gold Leaf — Morinda doesn't deliver to Sector 70. You can collect it as a TakeAway.");
  await expect(notice).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Delivery' })).toHaveAttribute('aria-checked', 'true');
  await shot(page, 'menu-notice');
  await watchToasts(page);
  // Before any tap: every Add is marked unavailable, pointing to the notice; a tap says why and adds nothing.
  const addChai = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: 'Masala Chai', exact: true }) }).getByRole('button', { name: 'Add Masala Chai' });
  const sentence = await notice.innerText();
  await expect(addChai).toHaveAttribute('aria-disabled', 'true');
  await expect(addChai).toHaveAccessibleDescription(sentence);
  // Playwright makes no tap on an aria-disabled button, and a forced one can land on the sticky bar above it.
  await addChai.dispatchEvent('click');
  await expectToastSeen(page, sentence);
  await expect(page.getByTestId('view-cart')).toHaveCount(0);

  await page.getByRole('button', { name: 'Order TakeAway instead' }).click();
  await expect(page.getByRole('radio', { name: 'TakeAway' })).toHaveAttribute('aria-checked', 'true');
  await expect(notice).toHaveCount(0);
  await expect(addChai).not.toHaveAttribute('aria-disabled', 'true');
  await addChai.click();
  await expect(page.getByTestId('view-cart')).toBeVisible();
});

test('an outlet that does not deliver sits below one that does even when it is nearer: Noida (beyond its 8 km) after Faridabad', async ({ page, server }) => {
  await atSector70(page, server, SECTOR_37);
  const noida = card(page, 'Gold Leaf — Noida');
  await expect(noida).toContainText("Doesn't deliver to Sector 37");
  const titles = await cards(page).getByRole('heading').allTextContents();
  expect(titles[0]).toBe('Gold Leaf — Faridabad');
  expect(titles[1]).toBe('Gold Leaf — Noida');
  // Nearest first would have put Noida on top: the order is the sort's, not the distances'.
  await expect(card(page, 'Gold Leaf — Faridabad')).toContainText('9.9 km');
  await expect(noida).toContainText('9.6 km');
  await expect(noida).toHaveClass(/outlet-card--away/);
  await shot(page, 'delivery-tab-nearer-not-delivering');
});

/**
 * What the Delivery tab's cards say from `place`, top to bottom, as the server measures each outlet from it: every
 * card's distance (those that deliver first, then the others), and the minutes and fee of each that delivers.
 */
async function deliveryTab(page: Page, { latitude, longitude }: { latitude: number; longitude: number }) {
  const outlets = await api<Restaurant[]>(page, 'POST', '/restaurantList', { ...RESTAURANT_LIST_QUERY, orderType: 'HomeDelivery', latitude, longitude });
  const delivers = (r: Restaurant) => r.availableInHomeDelivery && deliversThatFar(r, r.distanceInMeter);
  const delivering = outlets.filter(delivers);
  const inOrder = [...delivering, ...outlets.filter((r) => !delivers(r))];
  return {
    titles: inOrder.map((r) => r.title),
    distances: inOrder.map((r) => formatDistance(r.distanceInMeter)),
    facts: delivering.map((r) => `${r.deliveryMinutes} min · ${formatRupees(deliveryFeePaise(r.distanceInMeter) / 100)} delivery`),
  };
}

/** Every card of the Delivery tab says `expected`'s outlets and distances, and each that delivers its minutes and fee. */
async function expectDeliveryTab(page: Page, expected: Awaited<ReturnType<typeof deliveryTab>>) {
  const list = page.getByRole('list', { name: 'Outlets' });
  await expect(list.getByRole('heading')).toHaveText(expected.titles);
  await expect(list.getByTestId('outlet-distance')).toHaveText(expected.distances);
  await expect(list.getByTestId('outlet-facts')).toHaveText(expected.facts);
}

test('a saved address changes every card’s distance, fee and time to the figures checkout and tracking show, and a reload keeps it', async ({ page, server }) => {
  const minutesFrom = (place: { latitude: number; longitude: number }) => PREPARATION_MINUTES.HomeDelivery + rideMinutes(Math.round(distanceInMeters(PHASE_8, place)), DEFAULT_RIDER_SPEED_KMH);
  const minutes = minutesFrom(SECTOR_70);
  const mohali = card(page, 'Gold Leaf — Mohali Phase 8');
  let fromAddress: Awaited<ReturnType<typeof deliveryTab>> | undefined;
  // Before: measured from the phone (SPEC 4: the device answered), 4.0 km from the outlet.
  await atSector70(page, server, SECTOR_70, async () => {
    await expect(mohali.getByTestId('outlet-distance')).toHaveText('4.0 km');
    await expect(mohali.getByTestId('outlet-facts')).toHaveText(`${minutesFrom(DEVICE)} min · ₹50 delivery`);
    const fromDevice = await deliveryTab(page, DEVICE);
    await expectDeliveryTab(page, fromDevice);
    fromAddress = await deliveryTab(page, SECTOR_70);
    // The address tests the place only because it changes what the cards say (not every far one's rounded km).
    expect(fromAddress.distances).not.toEqual(fromDevice.distances);
    expect(fromAddress.facts).not.toEqual(fromDevice.facts);
  });
  // After: every card's figures from the address; Mohali Phase 8's 1.7 km away.
  await expectDeliveryTab(page, fromAddress!);
  await expect(mohali.getByTestId('outlet-distance')).toHaveText('1.7 km');
  await expect(mohali.getByTestId('outlet-facts')).toHaveText(`${minutes} min · ₹30 delivery`);
  await expect(mohali).toContainText('Free delivery above ₹999');
  // The place the diner chose outlives a reload: the phone's position, asked again at start, does not win.
  await page.reload();
  await expect(page.getByTestId('header-place')).toHaveText(/^Home · Sector 70, Mohali/);
  await expectDeliveryTab(page, fromAddress!);

  await mohali.getByRole('link').click();
  // The menu's header measures from the same place.
  await expect(page.locator('.outlet-head__meta')).toContainText('· 1.7 km');
  const chai = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: 'Masala Chai', exact: true }) });
  await chai.getByRole('button', { name: 'Add Masala Chai' }).click();
  await page.getByTestId('view-cart').click();
  await expect(page.getByRole('radio', { name: /House 12, Sector 70/ })).toBeChecked();
  await expect(page.getByTestId('delivery-eta')).toHaveText(`Delivery in about ${minutes} min`);
  await expect(page.getByTestId('delivery-distance')).toHaveText(/^1\.7 km from Gold Leaf — Mohali Phase 8 to House 12/);
  await expect(page.getByRole('region', { name: 'Bill Details' }).getByTestId('bill-deliveryFee')).toHaveText(/₹30$/);
  await shot(page, 'checkout');

  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await page.getByRole('radio', { name: 'Wallet', exact: true }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByTestId('order-eta')).toHaveText(` (about ${minutes} min)`);
  await expect(page.getByTestId('bill-deliveryFee')).toHaveText(/₹30$/);
  await shot(page, 'tracking');
  // My Orders says the same time as tracking, in the same words.
  const expected = (await page.getByText(/^Expected by /).innerText()).replace(/ \(about \d+ min\)$/, '');
  await page.goto('/my-orders');
  await expect(page.getByTestId('order-card').first().getByTestId('order-card-expected')).toHaveText(expected);
  await shot(page, 'my-orders-expected');
});
