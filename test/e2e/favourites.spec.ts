/**
 * Issue 23, favourites: a signed-in diner hearts an outlet and dishes on its menu; they are kept with the account
 * (a reload shows the server's list, one un-hearted elsewhere gone), listed behind the side menu, kept for offline
 * use, and gone from the phone on logout. A visitor's menu has no hearts; a new customer's list says how to fill it.
 */
import type { Page } from '@playwright/test';
import type { Menu } from '../../src/api/contract';
import { expectAccessible } from './axe';
import { expect, signInQuietly, test, waitForWorker, WITH_WORKER } from './fixtures';
import { api } from './orderSetup';
import { shot } from './shots';
import { expectToastSeen, watchToasts } from './toasts';
import { storedOnDevice } from './deviceStore';

// One server for the file (sharedServer in fixtures.ts): each test signs in a new customer of its own.
test.use({ sharedServer: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const OUTLET = 'Gold Leaf — Mohali Phase 8';

const heart = (page: Page, name: string) => page.getByRole('button', { name: `Favourite: ${name}` });
const dishHeart = (page: Page, dish: string) => page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: dish, exact: true }) }).getByRole('button', { name: `Favourite: ${dish}` });

/** The favourites this phone keeps in IndexedDB (null: none). */
const storedFavourites = async (page: Page) => (await storedOnDevice(page, 'favourites')) ?? null;

test('hearts on an outlet and its dishes are kept with the account: after a reload, un-hearted elsewhere, and offline; logout forgets them', { tag: WITH_WORKER }, async ({ page, server, context }) => {
  // A visitor's menu shows no hearts.
  await page.goto(MOHALI);
  await expect(page.getByTestId('menu-item').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Favourite: / })).toHaveCount(0);

  await signInQuietly(page, server, undefined, { open: MOHALI });
  await expect(heart(page, OUTLET)).toHaveAttribute('aria-pressed', 'false');
  // Each heart is kept by the server before the reload below: a reload while one is on its way would be another test.
  const saved = () => page.waitForResponse((response) => response.url().endsWith('/setFavourite') && response.ok());
  let answer = saved();
  await heart(page, OUTLET).click();
  await expect(heart(page, OUTLET)).toHaveAttribute('aria-pressed', 'true');
  await answer;
  for (const dish of ['Masala Chai', 'Butter Naan']) {
    answer = saved();
    await dishHeart(page, dish).click();
    await expect(dishHeart(page, dish)).toHaveAttribute('aria-pressed', 'true');
    await answer;
  }
  await expect(dishHeart(page, 'Paneer Tikka')).toHaveAttribute('aria-pressed', 'false');
  await shot(page, 'favourites-menu-hearts');

  // A reload keeps them: the server's list, not only this tab's.
  await page.reload();
  await expect(heart(page, OUTLET)).toHaveAttribute('aria-pressed', 'true');
  await expect(dishHeart(page, 'Butter Naan')).toHaveAttribute('aria-pressed', 'true');

  // The list, from the side menu.
  await page.goto('/');
  await page.getByTestId('open-menu').click();
  await page.getByRole('link', { name: 'Favourites' }).click();
  await expect(page).toHaveURL(/\/favourites$/);
  const outlets = page.getByRole('region', { name: 'Outlets' });
  const dishes = page.getByRole('region', { name: 'Dishes' });
  await expect(outlets.getByRole('listitem')).toHaveText([new RegExp(`^${OUTLET}`)]);
  await expect(dishes.getByRole('link', { name: `Order from ${OUTLET}` })).toBeVisible();
  await expect(dishes.getByRole('listitem')).toHaveText([/^Butter Naan₹/, /^Masala Chai₹/]);
  await expectAccessible(page);
  await shot(page, 'favourites-list');

  // Un-hearted elsewhere (another phone of the account): gone from this one at its next start, which reads the
  // server's list.
  const masalaChai = (await api<Menu>(page, 'GET', `/getItemListWithCatSubCat/${MOHALI.split('/').pop()!}`)).itemList.find((item) => item.title === 'Masala Chai')!;
  await api(page, 'POST', '/setFavourite', { kind: 'DISH', id: masalaChai.itemId, favourite: false });
  await page.reload();
  await expect(dishes.getByRole('listitem')).toHaveText([/^Butter Naan₹/]);

  // Offline, the list is still there; a heart tapped without signal goes back and says why.
  await waitForWorker(page);
  await context.setOffline(true);
  await page.reload();
  await expect(dishes.getByRole('listitem')).toHaveText([/^Butter Naan₹/]);
  await watchToasts(page);
  await heart(page, 'Butter Naan').click();
  await expectToastSeen(page, 'You are offline. Try again when you are back online.');
  await expect(heart(page, 'Butter Naan')).toHaveAttribute('aria-pressed', 'true');
  await expect(dishes.getByRole('listitem')).toHaveCount(1);
  await context.setOffline(false);

  // Logout forgets this phone's copy.
  expect(await storedFavourites(page)).not.toBeNull();
  await page.getByTestId('open-menu').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByTestId('open-menu')).toBeVisible();
  await expect.poll(() => storedFavourites(page)).toBeNull();
});

test("a new customer's Favourites says how to fill it; a favourite dish's Add knows its outlet as the menu does: one not delivering to the chosen place says so and offers TakeAway; a closed one says when it opens", async ({ page, server }) => {
  // Noon in Kolkata: Morinda (10:00 to 22:30) is open, and 23 km from Sector 70, beyond its 6 km; Mohali delivers.
  await page.clock.setFixedTime(new Date('2026-11-23T06:30:00Z'));
  // A new customer's list says how to fill it, and leads to the outlets.
  await signInQuietly(page, server, undefined, { open: '/favourites' });
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await expect(page.getByText('Tap the heart on an outlet or a dish to keep it here.')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'favourites-empty');
  await page.getByRole('link', { name: 'Browse outlets' }).click();
  await expect(page).toHaveURL(/\/restaurants$/);

  const hearted: Record<string, string> = {};
  for (const [outlet, uuid] of [['Morinda', '0f508f5f-f551-425a-aabd-a230a9e81896'], ['Mohali Phase 8', MOHALI.split('/').pop()!]] as const) {
    const dish = (await api<Menu>(page, 'GET', `/getItemListWithCatSubCat/${uuid}`)).itemList.find((item) => item.isAvailable)!;
    await api(page, 'POST', '/setFavourite', { kind: 'DISH', id: dish.itemId, favourite: true });
    hearted[outlet] = dish.title;
  }
  await api(page, 'POST', '/saveAddress', { addressLine1: 'House 12', addressLine2: 'Sector 70', addressLine3: '', addressType: 'Home', latitude: 30.7046, longitude: 76.7179 });
  await page.goto('/');
  await page.getByTestId('header-place').click();
  await page.getByRole('dialog', { name: 'Select a location' }).getByRole('button', { name: /^Home/ }).click();
  await expect(page.getByTestId('header-place')).toHaveText(/^Home · Sector 70/);
  await page.getByRole('tab', { name: 'Delivery' }).click();
  await page.getByTestId('open-menu').click();
  await page.getByRole('link', { name: 'Favourites' }).click();

  const row = (outlet: string) =>
    page.locator('.favourites__group').filter({ has: page.getByRole('link', { name: `Order from Gold Leaf — ${outlet}` }) }).getByRole('listitem');
  const add = (outlet: string) => row(outlet).getByRole('button', { name: `Add ${hearted[outlet]}` });
  await expect(row('Morinda')).toContainText("Doesn't deliver to Sector 70");
  await expect(add('Morinda')).toHaveAttribute('aria-disabled', 'true');
  await expect(add('Morinda')).toHaveAccessibleDescription("Doesn't deliver to Sector 70");
  await expect(add('Mohali Phase 8')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(row('Mohali Phase 8')).not.toContainText("Doesn't deliver");
  await expectAccessible(page);
  await shot(page, 'favourites-not-delivering');

  // TakeAway instead, as the menu offers: Morinda's Add is free again.
  const takeAway = row('Morinda').getByRole('button', { name: 'Order TakeAway instead' });
  await expect(takeAway).toBeVisible();
  await takeAway.click();
  await expect(row('Morinda')).not.toContainText("Doesn't deliver");
  await expect(add('Morinda')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(takeAway).toHaveCount(0);

  // At 11 pm Morinda is closed: its Add is unavailable and the row says when it opens; Mohali (all day) is open.
  await page.clock.setFixedTime(new Date('2026-11-23T17:30:00Z'));
  await page.reload();
  await expect(row('Morinda')).toContainText('Closed now · opens tomorrow 10:00 am');
  await expect(add('Morinda')).toHaveAttribute('aria-disabled', 'true');
  await expect(add('Mohali Phase 8')).not.toHaveAttribute('aria-disabled', 'true');
  await shot(page, 'favourites-closed');
});
