/**
 * Issue 23: sizes and add-ons. A dish that has them opens its choices on Add: one size, up to a group's maximum of
 * add-ons, the price following each pick. The cart keeps one line per dish-and-choices, the server prices them,
 * and the kitchen's ticket says what to make. At a table ordering together, the choices go on the shared cart.
 * Picking offline from the saved menu: menu.spec.ts; the choices in Hindi: hindiWalk.spec.ts.
 */
import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expect, signInQuietly, test } from './fixtures';
import { openBoard } from './kitchen';
import { shot } from './shots';

// Mohali Phase 8 has a kitchen in both tests (the table's needs none, but so they share its server). One server for
// the file (sharedServer in fixtures.ts): each test signs in a new customer; the table's test is the only one at
// table T2 and sends nothing to the kitchen, so the board's pizza ticket is the first test's own.
test.use({ withKitchen: true, sharedServer: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const dish = (page: Page, title: string) => page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const sheet = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const line = (page: Page, choices: string) => page.locator('.draft-item').filter({ hasText: choices });
const bill = (page: Page) => page.getByRole('region', { name: 'Bill Details' });

async function pick(choices: Locator, names: string[]): Promise<void> {
  for (const name of names) await choices.getByRole('checkbox', { name }).check();
}

test.describe('with a kitchen at Mohali Phase 8', () => {
  test('a pizza’s size, crust and toppings are picked before it goes in the cart; other choices make another line, and the kitchen sees each', async ({ page, browser, server }) => {
    const key = server.kitchenKey;
    const { board } = await openBoard(browser, server, key);
    await signInQuietly(page, server, undefined, { open: MOHALI });
    await page.getByRole('radio', { name: 'TakeAway' }).click();
    const pizza = dish(page, 'Margherita Pizza');
    await expect(pizza.getByText('Customisable')).toBeVisible();

    // Add opens the choices, at the dish as priced: Regular, hand-tossed, no toppings.
    await pizza.getByRole('button', { name: 'Add Margherita Pizza' }).click();
    const choices = sheet(page, 'Margherita Pizza');
    await expect(choices.getByRole('radio', { name: 'Regular 7"' })).toBeChecked();
    await expect(choices.getByRole('radio', { name: 'Hand-tossed' })).toBeChecked();
    await expect(choices.getByRole('group', { name: 'Toppings Optional · up to 3' })).toBeVisible();
    await expect(choices.getByRole('button', { name: 'Add item · ₹299' })).toBeVisible();

    // Each pick moves the price; at three toppings the others cannot be picked.
    await choices.getByRole('radio', { name: 'Large 12"' }).check();
    await pick(choices, ['Extra cheese', 'Jalapeños', 'Mushrooms']);
    const fourth = choices.getByRole('checkbox', { name: 'Black olives' });
    await expect(fourth).toBeDisabled();
    await fourth.click({ force: true });
    await expect(fourth).not.toBeChecked();
    await expect(choices.getByRole('button', { name: 'Add item · ₹706' })).toBeVisible();
    await expectAccessible(page);
    await shot(page, 'dish-choices');
    await choices.getByRole('button', { name: 'Add item · ₹706' }).click();
    await expect(choices).toBeHidden();
    await expect(pizza.getByRole('group', { name: 'Margherita Pizza quantity' })).toContainText('1');
    // Focus is back on the dish's row, not at the top of the menu.
    await expect(pizza.getByRole('button', { name: 'Add one more Margherita Pizza' })).toBeFocused();

    // + opens the choices again at the last line's: one tap repeats it, or other choices make another line.
    await pizza.getByRole('button', { name: 'Add one more Margherita Pizza' }).click();
    await expect(choices.getByRole('radio', { name: 'Large 12"' })).toBeChecked();
    await expect(choices.getByRole('checkbox', { name: 'Mushrooms' })).toBeChecked();
    await choices.getByRole('radio', { name: 'Regular 7"' }).check();
    await choices.getByRole('radio', { name: 'Thin crust' }).check();
    for (const topping of ['Extra cheese', 'Jalapeños', 'Mushrooms']) await choices.getByRole('checkbox', { name: topping }).uncheck();
    await choices.getByRole('button', { name: 'Add item · ₹299' }).click();
    await expect(pizza.getByRole('group', { name: 'Margherita Pizza quantity' })).toContainText('2');
    // − on a dish on two lines asks which one, on a sheet listing each with its choices and its own stepper.
    await pizza.getByRole('button', { name: 'Remove one Margherita Pizza' }).click();
    const which = page.getByRole('dialog', { name: 'Margherita Pizza' });
    await expect(which.getByText('You have it with different choices. Which one?')).toBeVisible();
    await expect(which.getByRole('listitem')).toHaveText([/Large 12", Hand-tossed, Extra cheese, Jalapeños, Mushrooms.*₹706/, /Regular 7", Thin crust.*₹299/]);
    await shot(page, 'dish-choices-which-line');
    await which.getByRole('button', { name: 'Add one more Margherita Pizza (Regular 7", Thin crust)' }).click();
    await expect(page.getByTestId('view-cart')).toContainText('3 items · ₹1,304');
    await which.getByRole('button', { name: 'Remove one Margherita Pizza (Regular 7", Thin crust)' }).click();
    await expect(page.getByTestId('view-cart')).toContainText('2 items · ₹1,005');
    await which.getByRole('button', { name: 'Done' }).click();
    await expect(which).toBeHidden();

    await page.getByTestId('view-cart').click();
    const large = line(page, 'Large 12", Hand-tossed, Extra cheese, Jalapeños, Mushrooms');
    const regular = line(page, 'Regular 7", Thin crust');
    await expect(large).toContainText('₹706');
    await expect(regular).toContainText('₹299');
    await expect(bill(page).getByTestId('bill-restaurantBill')).toHaveText(/₹1,005(\.00)?$/);
    // Each line changes alone, priced by the server.
    await large.getByRole('button', { name: /^Add one more Margherita Pizza/ }).click();
    await expect(bill(page).getByTestId('bill-restaurantBill')).toHaveText(/₹1,711(\.00)?$/);
    await expect(regular.getByRole('group')).toContainText('1');
    await expectAccessible(page);
    await shot(page, 'dish-choices-cart');

    await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
    await page.getByRole('radio', { name: 'Pay at Store', exact: true }).check();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(page).toHaveURL(/\/track-order$/);

    // The kitchen's ticket: each line with what to make it with.
    const ticket = board.getByRole('article').filter({ hasText: 'Margherita Pizza' });
    await expect(ticket.getByRole('listitem')).toHaveText(['2 × Margherita PizzaLarge 12", Hand-tossed, Extra cheese, Jalapeños, Mushrooms', '1 × Margherita PizzaRegular 7", Thin crust']);
  });
});

test('at a table ordering together, a dish picked with its choices goes on the shared cart with them', async ({ page, server }) => {
  await signInQuietly(page, server, undefined, { open: server.tableLink('GL-MOH8-T2') });
  await expect(page).toHaveURL(new RegExp(`${MOHALI}$`));
  // Picked before joining: it moves onto the table's cart with its choices.
  await dish(page, 'Chicken Dum Biryani').getByRole('button', { name: 'Add Chicken Dum Biryani' }).click();
  const biryani = sheet(page, 'Chicken Dum Biryani');
  await biryani.getByRole('radio', { name: 'Full (serves 2)' }).check();
  await biryani.getByRole('button', { name: 'Add item · ₹599' }).click();
  await page.getByRole('button', { name: 'Order together' }).click();
  const joining = page.getByRole('dialog', { name: 'Join table T2' });
  await joining.getByRole('textbox', { name: 'Your name at the table' }).fill('Asha');
  await joining.getByRole('button', { name: 'Join the table' }).click();
  await expect(page.getByText(/Table T2 · 1 dish · ₹599/)).toBeVisible();

  await dish(page, 'Cappuccino').getByRole('button', { name: 'Add Cappuccino' }).click();
  const coffee = sheet(page, 'Cappuccino');
  await coffee.getByRole('checkbox', { name: 'Extra shot' }).check();
  await coffee.getByRole('button', { name: 'Add item · ₹189' }).click();
  await expect(page.getByText(/Table T2 · 2 dishes · ₹788/)).toBeVisible();

  await page.getByRole('link', { name: /View table/ }).click();
  const cart = page.getByTestId('table-cart');
  await expect(cart.getByTestId('table-line').filter({ hasText: 'Chicken Dum Biryani' })).toContainText('Full (serves 2)');
  await expect(cart.getByTestId('table-line').filter({ hasText: 'Cappuccino' })).toContainText('Regular, Extra shot');
  await shot(page, 'dish-choices-table');
});
