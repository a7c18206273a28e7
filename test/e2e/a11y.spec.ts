/** WCAG 2.1 AA and best-practice checks (axe) on the screens a customer meets on the way to an order, at phone width. */
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { expectBottomSheet, expectEscapeReturnsTo } from './sheets';
import { shot } from './shots';

test('home, the side menu, the login sheet, an outlet with its menu and the cart are accessible; the sheet is a modal dialog Escape closes', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Outlets' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
  await expectAccessible(page);
  const opener = page.getByTestId('open-menu');
  await opener.click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Login' }).click();
  // On a phone the login is a bottom sheet and still a dialog: modal, named; Escape closes it, focus back on the menu button.
  const login = page.getByRole('dialog', { name: 'Login' });
  await expectBottomSheet(login);
  await expectAccessible(page);
  await shot(page, 'login-sheet');
  await expectEscapeReturnsTo(page, login, opener);

  await page.getByRole('link', { name: /Gold Leaf — Mohali Phase 8/ }).click();
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
