/**
 * Delivery reach and one delivery time (issue 35), at 390 x 844 as a diner sees them: an outlet beyond its delivery
 * radius from the chosen address sits below the others, greyed, saying so, and its menu refuses a delivery's Add
 * with TakeAway offered; the delivery time on the card, at checkout and on tracking is one figure, the kitchen's
 * minutes plus the ride.
 */
import type { Page } from '@playwright/test';
import { distanceInMeters } from '../../src/rules/geo';
import { DEFAULT_RIDER_SPEED_KMH, rideMinutes } from '../../src/rules/deliveryTime';
import { PREPARATION_MINUTES } from '../../src/rules/kitchenMinutes';
import type { AppServer } from './appServer';
import { expect, test } from './fixtures';
import { newDiner } from './kitchen';
import { api } from './orderSetup';
import { shot } from './shots';
import { expectToastSeen, watchToasts } from './toasts';

// Mohali Phase 8 has a kitchen: its orders keep real minutes instead of the demo's two-minute clock.
test.use({ sharedServer: true, withKitchen: true, viewport: { width: 390, height: 844 } });

const SECTOR_70 = { addressLine1: 'House 12', addressLine2: 'Sector 70', addressLine3: '', addressType: 'Home', latitude: 30.7046, longitude: 76.7179 };
const PHASE_8 = { latitude: 30.7089, longitude: 76.7011 };
// Noon in Kolkata: Morinda (10:00 to 22:30) is open, so what its menu says is about delivery, not its hours.
const NOON = new Date('2026-11-23T06:30:00Z');

/**
 * Between Faridabad and Noida, where the sort is what puts the delivering outlet first: Noida is nearer (9.56 km) but
 * beyond its 8 km radius, Faridabad farther (9.87 km) and inside its 10 km. Both are open at noon (11:00 to 23:30).
 */
const SECTOR_37 = { ...SECTOR_70, addressLine2: 'Sector 37', latitude: 28.484, longitude: 77.322 };

/** A new diner whose one saved address, chosen in the header's place picker, is what the outlets are measured from. */
async function atSector70(page: Page, server: AppServer, address = SECTOR_70): Promise<void> {
  await page.clock.setFixedTime(NOON);
  await newDiner(page, server);
  await api(page, 'POST', '/saveAddress', address);
  await page.getByTestId('header-place').click();
  await page.getByRole('dialog', { name: 'Show outlets near' }).getByRole('button', { name: /^Home/ }).click();
  await expect(page.getByTestId('header-place')).toHaveText(/Near Home · House 12/);
  await page.getByRole('tab', { name: 'Delivery' }).click();
}

const cards = (page: Page) => page.getByRole('list', { name: 'Outlets' }).getByRole('listitem').filter({ has: page.getByRole('heading') });
const card = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title }) });

test('a Delivery list at a Mohali address shows Morinda and Haldwani below the others, greyed, not delivering; their menu refuses Add and offers TakeAway', async ({ page, server }) => {
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
    // No delivery time or fee for it: it does not deliver here.
    await expect(farCard.getByTestId('outlet-facts')).toHaveCount(0);
    await expect(farCard.getByRole('link')).toHaveCSS('background-color', 'rgb(243, 243, 243)');
    await expect(farCard.locator('img')).toHaveCSS('filter', 'grayscale(1)');
  }
  await shot(page, 'delivery-tab');
  await shot(page, 'not-delivering-card', { focus: card(page, 'Gold Leaf — Morinda') });

  await card(page, 'Gold Leaf — Morinda').getByRole('link').click();
  const notice = page.getByText("Gold Leaf — Morinda doesn't deliver to Sector 70.");
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

test('the delivery time on the card, at checkout and on tracking is one figure: the kitchen minutes plus the ride', async ({ page, server }) => {
  await atSector70(page, server);
  const minutes = PREPARATION_MINUTES.HomeDelivery + rideMinutes(Math.round(distanceInMeters(PHASE_8, SECTOR_70)), DEFAULT_RIDER_SPEED_KMH);
  const mohali = card(page, 'Gold Leaf — Mohali Phase 8');
  await expect(mohali.getByTestId('outlet-facts')).toHaveText(`${minutes} min · ₹30 delivery`);
  await expect(mohali).toContainText('Free delivery above ₹999');

  await mohali.getByRole('link').click();
  const chai = page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: 'Masala Chai', exact: true }) });
  await chai.getByRole('button', { name: 'Add Masala Chai' }).click();
  await page.getByTestId('view-cart').click();
  await expect(page.getByRole('radio', { name: /House 12, Sector 70/ })).toBeChecked();
  await expect(page.getByTestId('delivery-eta')).toHaveText(`Delivery in about ${minutes} min`);
  await shot(page, 'checkout');

  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await page.getByRole('radio', { name: 'Wallet', exact: true }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByTestId('order-eta')).toHaveText(` (about ${minutes} min)`);
  await shot(page, 'tracking');
  // My Orders says the same time as tracking, in the same words.
  const expected = (await page.getByText(/^Expected by /).innerText()).replace(/ \(about \d+ min\)$/, '');
  await page.goto('/my-orders');
  await expect(page.getByTestId('order-card').first().getByTestId('order-card-expected')).toHaveText(expected);
  await shot(page, 'my-orders-expected');
});
