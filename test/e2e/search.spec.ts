/**
 * Issue 23, one search across outlets and dishes from home: 'biryani' lists the outlets that serve it, nearest
 * first, each naming the biryanis it has on sale; a word nothing matches says so; without signal the search says
 * why and a retry finds the outlets once the signal is back (the worker never answers a search from its copies).
 */
import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { shot } from './shots';

test.use({ sharedServer: true });

const screen = (page: Page) => page.getByRole('region', { name: 'Search' });
const results = (page: Page) => screen(page).locator('.outlet-card');
const status = (page: Page) => screen(page).getByRole('status');

/** The distances the cards show, in metres ('850 m', '4.0 km'), in the order shown. */
async function distances(page: Page): Promise<number[]> {
  const texts = await results(page).getByTestId('outlet-distance').allTextContents();
  return texts.map((text) => (text.endsWith(' km') ? parseFloat(text) * 1000 : parseFloat(text)));
}

test('from home, biryani finds the outlets that serve it, nearest first; back from one keeps the search', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Search outlets and dishes' }).click();
  await expect(page.getByRole('heading', { name: 'Search', level: 1 })).toBeVisible();
  const field = page.getByRole('searchbox', { name: 'Search outlets and dishes' });
  await expect(field).toBeFocused();
  await expect(page.getByText('Type a dish or a place: the outlets that serve it, nearest first.')).toBeVisible();

  await field.fill('biryani');
  await expect(status(page)).toHaveText(/^1[2-4] outlets near you$/);
  const cards = results(page);
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(12);
  for (let i = 0; i < count; i += 1) await expect(cards.nth(i).getByText(/^Serves .*Biryani/)).toBeVisible();
  const shown = await distances(page);
  expect(shown).toEqual([...shown].sort((a, b) => a - b));
  await expect(cards.first().getByText('Serves Veg Dum Biryani, Paneer Tikka Biryani, Chicken Dum Biryani')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'search-biryani');

  // Every word counts, in any order, inside one dish's name.
  await field.fill('chicken biryani');
  await expect(cards.first().getByText('Serves Chicken Dum Biryani', { exact: true })).toBeVisible();

  // Into an outlet and back: the words and the outlets are still there.
  const first = (await cards.first().getByRole('heading').textContent()) ?? '';
  await cards.first().getByRole('link').click();
  await expect(page.getByRole('heading', { name: first, level: 1 })).toBeVisible();
  await page.goBack();
  await expect(field).toHaveValue('chicken biryani');
  await expect(cards.first().getByRole('heading', { name: first })).toBeVisible();

  await field.fill('sushi');
  await expect(status(page)).toHaveText('No outlet near you has "sushi". Try another word.');
  await expect(cards).toHaveCount(0);
});

test('without signal the search says why, and finds the outlets once the signal is back', async ({ page, context }) => {
  await page.goto('/search');
  const field = page.getByRole('searchbox', { name: 'Search outlets and dishes' });
  await field.fill('paneer');
  await expect(status(page)).toHaveText(/outlets near you$/);
  await context.setOffline(true);
  await field.fill('kulfi');
  const notice = screen(page).getByRole('alert');
  await expect(notice).toBeVisible();
  await expect(results(page)).toHaveCount(0);
  await context.setOffline(false);
  await notice.getByRole('button', { name: 'Try again' }).click();
  await expect(status(page)).toHaveText(/outlets near you$/);
  await expect(results(page).first().getByText(/^Serves Kesar Pista Kulfi/)).toBeVisible();
});

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN' });
  test('the search speaks Hindi, the dishes keep their menu names', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'आउटलेट और डिश खोजें' }).click();
    const region = page.getByRole('region', { name: 'खोजें' });
    await expect(region.getByRole('heading', { name: 'खोजें', level: 1 })).toBeVisible();
    await expect(region.getByText('कोई डिश या जगह लिखें: जो आउटलेट उसे परोसते हैं, सबसे पास वाले पहले।')).toBeVisible();
    await region.getByRole('searchbox', { name: 'आउटलेट और डिश खोजें' }).fill('biryani');
    await expect(region.getByRole('status')).toHaveText(/^आपके पास 1[2-4] आउटलेट$/);
    await expect(
      region.locator('.outlet-card').first().getByText('मिलता है: Veg Dum Biryani, Paneer Tikka Biryani, Chicken Dum Biryani'),
    ).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'search-biryani-hi');
  });
});
