/** WCAG 2.1 AA and best-practice checks (axe) on the screens a customer meets on the way to an order, at phone width. */
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { expectBottomSheet } from './sheets';

// One server for all the tests here (sharedServer in fixtures.ts): they only read home, a menu and the cart.
test.use({ sharedServer: true });

test('home, the side menu and the login modal are accessible', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Outlets' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
  await expectAccessible(page);
  await page.getByTestId('open-menu').click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click();
  await expectBottomSheet(page.getByRole('dialog', { name: 'Login' }));
  await expectAccessible(page);
});

test('an outlet with its menu, and the cart, are accessible', async ({ page }) => {
  await page.goto('/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f');
  await expect(page.getByRole('heading', { name: 'Menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Masala Chai' }).click();
  await expectAccessible(page);
  // The dish's sheet (issue 35): its picture, words, Add and Share, opened by its name.
  await page.getByRole('button', { name: 'Masala Chai', exact: true }).click();
  await expectBottomSheet(page.getByRole('dialog', { name: 'Masala Chai' }));
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await page.getByTestId('view-cart').click();
  await expect(page.getByRole('heading', { name: 'Review Order' })).toBeVisible();
  await expectAccessible(page);
});
