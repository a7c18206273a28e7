/**
 * Issue 35, search and filters lead to the dish: 'biryani' lists the biryanis themselves (picture, mark, price,
 * outlet, Add), and a tap opens the outlet's menu at that dish; Add puts a dish that needs nothing asked in the
 * cart, and opens the menu at one with choices; the menu's dietary filters stay in sight as 'Filters (3) · Clear'
 * with the dishes left; a favourite dish shows its picture and an Add. At 390 x 844, every tap target 44 px.
 */
import type { Page } from '@playwright/test';
import type { Menu } from '../../src/api/contract';
import { expect, signInQuietly, test } from './fixtures';
import { api } from './orderSetup';
import { shot } from './shots';
import { auditScreen } from './tapTargets';

test.use({ sharedServer: true });

const MOHALI_UUID = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const MOHALI = `/restaurants/${MOHALI_UUID}`;

const screen = (page: Page) => page.getByRole('region', { name: 'Search' });
const dishHit = (page: Page, title: string) => screen(page).getByTestId('dish-hit').filter({ has: page.getByText(title, { exact: true }) }).first();
const menuRow = (page: Page, title: string) => page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const chip = (page: Page, name: string) => page.getByRole('group', { name: 'Dietary needs' }).getByRole('button', { name, exact: true });

async function searchBiryani(page: Page): Promise<void> {
  await page.goto('/search');
  await page.getByRole('searchbox', { name: 'Search outlets and dishes' }).fill('biryani');
  await expect(screen(page).getByRole('heading', { name: '30 dishes', level: 2 })).toBeVisible();
}

test('biryani lists the dishes with picture, mark, price and outlet; a tap opens the menu at the dish; Add adds or opens its choices', async ({ page }) => {
  await searchBiryani(page);
  // The nearest outlet's biryanis first, in its menu's order, each with what the row promises.
  const first = screen(page).getByTestId('dish-hit').first();
  await expect(first).toContainText('Veg Dum Biryani');
  await expect(first).toContainText('₹299');
  // The outlet by its place and distance: every row is the chain's, so none repeats 'Gold Leaf — '.
  await expect(first.locator('.dish-hit__outlet')).toHaveText(/^Mohali Phase 8 · [\d.]+ km$/);
  await expect(screen(page).getByTestId('dish-hit').filter({ hasText: 'Gold Leaf' })).toHaveCount(0);
  await expect(first.getByRole('img', { name: 'Veg' })).toBeVisible();
  await expect(first.locator('img.dish-picture')).toHaveJSProperty('complete', true);
  expect(await first.locator('img.dish-picture').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(dishHit(page, 'Egg Biryani').getByRole('img', { name: 'Egg' })).toBeVisible();
  await shot(page, 'after-search-biryani');
  expect(await auditScreen(page, 'search results')).toEqual([]);

  // Add on a dish that needs nothing asked: in the cart at once, from the search.
  await dishHit(page, 'Egg Biryani').getByRole('button', { name: 'Add Egg Biryani' }).click();
  await expect(dishHit(page, 'Egg Biryani').getByRole('group', { name: 'Egg Biryani quantity' })).toContainText('1');

  // A tap on a dish: its outlet's menu, scrolled to it, marked.
  await dishHit(page, 'Chicken Dum Biryani').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`${MOHALI}#dish-\\d+$`));
  const row = menuRow(page, 'Chicken Dum Biryani');
  await expect(row).toBeInViewport({ ratio: 1 });
  await expect(row).toHaveAttribute('data-linked', '');
  // In sight, not under the menu's sticky bar.
  const barBottom = await page.locator('.menu-bar').evaluate((bar) => bar.getBoundingClientRect().bottom);
  expect((await row.boundingBox())!.y).toBeGreaterThanOrEqual(barBottom);
  expect(await row.getAttribute('id')).toBe(new URL(page.url()).hash.slice(1));
  // The Egg Biryani added from the search is in this outlet's cart, as the menu's own Add would have put it.
  await expect(menuRow(page, 'Egg Biryani').getByRole('group', { name: 'Egg Biryani quantity' })).toContainText('1');
  await shot(page, 'after-menu-at-dish');

  // Add on a dish with sizes: the menu at the dish, where its choices are asked.
  await page.goBack();
  await dishHit(page, 'Mutton Biryani').getByRole('button', { name: 'Add Mutton Biryani' }).click();
  await expect(menuRow(page, 'Mutton Biryani')).toBeInViewport();
  await expect(menuRow(page, 'Mutton Biryani')).toHaveAttribute('data-linked', '');
});

test('the dietary filters stay in sight as Filters (3) · Clear with the dishes left, and Clear clears them', async ({ page }) => {
  await page.goto(MOHALI);
  const rows = page.locator('[data-testid="menu-item"]:not([hidden])');
  await expect(menuRow(page, 'Egg Biryani')).toBeVisible();
  const all = await rows.count();
  expect(all).toBeGreaterThan(20);
  const inForce = page.getByTestId('filters-in-force');
  await expect(inForce).toHaveCount(0);
  await chip(page, 'Egg-free').click();
  await chip(page, 'No milk').click();
  await page.getByRole('switch', { name: 'Veg only' }).check();
  await expect(inForce).toContainText('Filters (3)');
  const left = await rows.count();
  expect(left).toBeLessThan(all);
  await expect(inForce.getByRole('status')).toHaveText(`${left} dishes`);

  // Scrolled to the end of the dishes, the line is still on screen.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(inForce).toBeInViewport({ ratio: 1 });
  // ...and the bar, with the header above it, leaves the dishes at least three quarters of the screen: the chips
  // scrolled away with the list (they made it a third: 252 of 844 px).
  await expect(page.getByRole('group', { name: 'Dietary needs' })).not.toBeInViewport();
  expect(await page.locator('.menu-bar').evaluate((bar) => bar.getBoundingClientRect().bottom)).toBeLessThanOrEqual(844 / 4);
  await shot(page, 'after-filters-in-force');
  expect(await auditScreen(page, 'menu with filters')).toEqual([]);

  await inForce.getByRole('button', { name: 'Clear dietary filters' }).click();
  await expect(inForce).toHaveCount(0);
  await expect(rows).toHaveCount(all);
  await expect(chip(page, 'Egg-free')).toHaveAttribute('aria-pressed', 'false');
  await expect(chip(page, 'No milk')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('switch', { name: 'Veg only' })).not.toBeChecked();
});

test('a favourite dish shows its picture and an Add that opens the menu at it', async ({ page, server }) => {
  await signInQuietly(page, server, undefined, { open: null });
  // Hearted through the API, as the menu's heart does (favourites.spec.ts taps it).
  const eggBiryani = (await api<Menu>(page, 'GET', `/getItemListWithCatSubCat/${MOHALI_UUID}`)).itemList.find((item) => item.title === 'Egg Biryani');
  if (!eggBiryani) throw new Error('no Egg Biryani at Mohali Phase 8');
  await api(page, 'POST', '/setFavourite', { kind: 'DISH', id: eggBiryani.itemId, favourite: true });

  await page.goto('/favourites');
  const dish = page.locator('.favourites__dish').filter({ hasText: 'Egg Biryani' });
  await expect(dish).toBeVisible();
  const picture = dish.locator('img.dish-picture');
  await expect(picture).toBeVisible();
  await expect(picture).toHaveJSProperty('complete', true);
  expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await shot(page, 'after-favourites');
  expect(await auditScreen(page, 'favourites')).toEqual([]);

  await dish.getByRole('button', { name: 'Add Egg Biryani' }).click();
  await expect(page).toHaveURL(new RegExp(`${MOHALI}#dish-\\d+$`));
  await expect(menuRow(page, 'Egg Biryani')).toBeInViewport();
});
