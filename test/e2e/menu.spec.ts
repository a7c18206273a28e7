import type { Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { expectCartKept } from './deviceStore';
import { expect, test, waitForWorker, WITH_WORKER } from './fixtures';
import { copiesIn } from './workerCopies';
import { shot } from './shots';

// One server for the file (sharedServer in fixtures.ts): its tests read menus as visitors; the one that stops
// the server has its own.
test.use({ sharedServer: true });

const MOHALI = '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const MORINDA = '/restaurants/0f508f5f-f551-425a-aabd-a230a9e81896';

const dish = (page: Page, title: string) => page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });

// One load of the outlet for both its first screen and what a diner does there: the first screen's checks come first,
// while the page is as it loaded.
test('at 390 x 844 the search, the categories and the first dishes are on the first screen, each with its own picture; the outlet shows its tabs and menu; search, veg-only and one line per dish', async ({ page }) => {
  await page.goto(MOHALI);
  const viewport = page.viewportSize()!;
  const search = page.getByRole('searchbox', { name: 'Search the menu' });
  await expect(search).toBeInViewport();
  await expect(page.getByRole('group', { name: 'Categories' })).toBeInViewport();
  const rows = page.getByTestId('menu-item');
  await expect(rows.first()).toBeVisible();
  const firstRow = await rows.first().boundingBox();
  expect(firstRow!.y + firstRow!.height / 2).toBeLessThan(viewport.height); // at least the first dish, whole or nearly
  await expect(dish(page, 'Paneer Tikka')).toBeInViewport({ ratio: 0.9 });

  // Scrolled far down, the search and categories stay on screen.
  await page.mouse.wheel(0, 2500);
  await expect(dish(page, 'Paneer Tikka')).not.toBeInViewport();
  await expect(search).toBeInViewport();
  await expect(page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'All' })).toBeInViewport();
  // A category chosen down there starts its dishes right under the bar.
  await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'Main Course' }).click();
  await expect(dish(page, 'Dal Makhani')).toBeInViewport();
  await expect(search).toBeInViewport();
  await page.getByRole('group', { name: 'Categories' }).getByRole('button', { name: 'All' }).click();

  // A dish's picture is its own (a cheesecake, not a bowl of gulab jamun), and it loads.
  for (const [title, art] of [['Biscoff Cheesecake', 'dish-biscoff-cheesecake.svg'], ['Masala Chai', 'dish-masala-chai.svg'], ['Gulab Jamun (2 pcs)', 'dish-gulab-jamun.svg']] as const) {
    const image = dish(page, title).locator('img');
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('src', `/media/${art}`);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }

  // (A diner reaches the outlet from home's list: the offline test below and the journey's delivery walk tap it there.)
  await expect(page.getByRole('heading', { name: 'Gold Leaf — Mohali Phase 8', level: 1 })).toBeVisible();
  await expect(page.getByText('Open now')).toBeVisible();

  // The dishes and the search come first; the outlet's details are one tap away.
  const about = page.getByRole('tablist', { name: 'About this outlet' });
  await expect(about).toHaveCount(0);
  await page.getByRole('button', { name: 'Info' }).click();
  await expect(page.getByRole('button', { name: 'Info' })).toHaveAttribute('aria-expanded', 'true');
  for (const tab of ['Timing', 'Phone Number', 'Email', 'Facilities', 'Reviews', 'Directions', 'Reserve a Table']) {
    await expect(about.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByRole('tabpanel', { name: 'Timing' })).toContainText('Open 24 hours, every day.');
  await about.getByRole('tab', { name: 'Phone Number' }).click();
  await expect(page.getByRole('link', { name: /Call \+91/ })).toHaveAttribute('href', 'tel:+911724660808');
  await about.getByRole('tab', { name: 'Directions' }).click();
  await expect(page.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', /destination=30\.7089,76\.7011/);
  await about.getByRole('tab', { name: 'Reserve a Table' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible(); // a visitor is asked to log in
  await page.getByRole('dialog', { name: 'Login' }).getByRole('button', { name: 'Close' }).click();

  const categories = page.getByRole('group', { name: 'Categories' });
  await expect(categories.getByRole('button').first()).toHaveText('All');
  await expect(dish(page, 'Butter Chicken')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('paneer');
  await expect(dish(page, 'Paneer Tikka')).toBeVisible();
  await expect(dish(page, 'Butter Chicken')).toHaveCount(0);
  await page.getByRole('searchbox', { name: 'Search the menu' }).fill('');
  await page.getByRole('switch', { name: 'Veg only' }).check();
  await expect(dish(page, 'Butter Chicken')).toHaveCount(0);
  await expect(dish(page, 'Dal Makhani')).toBeVisible();
  await categories.getByRole('button', { name: 'Desserts' }).click();
  await expect(dish(page, 'Dal Makhani')).toHaveCount(0);
  await expect(dish(page, 'Gulab Jamun (2 pcs)')).toBeVisible();
  await categories.getByRole('button', { name: 'All' }).click();

  await dish(page, 'Paneer Tikka').getByRole('button', { name: 'Add Paneer Tikka' }).click();
  await dish(page, 'Paneer Tikka').getByRole('button', { name: 'Add one more Paneer Tikka' }).click();
  await expect(dish(page, 'Paneer Tikka').getByRole('group', { name: 'Paneer Tikka quantity' })).toContainText('2');
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 2 items');
  await expect(page.getByTestId('view-cart')).toContainText('2 items · ₹658');
  await dish(page, 'Paneer Tikka').getByRole('button', { name: 'Remove one Paneer Tikka' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');
});

test("a table's QR code opens the app at that table, dine-in; adding from another outlet asks the Clear Cart Confirmation first", async ({ page, server }) => {
  // Noon in Kolkata: Morinda (10:00 to 22:30) is open too, so its Add is the table's question or the cart's, not the
  // outlet's hours (the app lets a diner fill a cart only while it is open).
  await page.clock.setFixedTime(new Date('2026-11-23T06:30:00Z'));
  await page.goto(server.tableLink('GL-MOH8-T2'));
  // The secret has left the address bar (issue 34).
  await expect(page).toHaveURL(new RegExp(`${MOHALI}$`));
  await expect(page.getByRole('radio', { name: 'Dine In' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Please scan QR Code on your table to place an Order')).toHaveCount(0);
  await dish(page, 'Masala Chai').getByRole('button', { name: 'Add Masala Chai' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');
  // In the cart before the diner leaves (an Add's code may still be on its way on a first tap), and kept on the
  // phone before the load below.
  await expect(page.getByTestId('view-cart')).toContainText('1 item');
  await expectCartKept(page, 1);

  // Issue 35: the table's Dine In stays at its outlet. Morinda opens in the order type from before the scan (none was
  // chosen: its first, Delivery), with no word of the table; Dine In there needs Morinda's own table.
  await page.goto(MORINDA);
  await expect(page.getByRole('radio', { name: 'Delivery' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('Ordering for table T2 at Gold Leaf — Mohali Phase 8.')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Dine In' }).click();
  await expect(page.getByRole('radio', { name: 'Dine In' })).toHaveAttribute('aria-checked', 'true');
  // The reason and the way out, together: the table in use is named, and another can be scanned from here.
  await expect(page.getByText('Ordering for table T2 at Gold Leaf — Mohali Phase 8.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan another table' })).toBeVisible();
  await dish(page, 'Cold Coffee').getByRole('button', { name: 'Add Cold Coffee' }).click();
  await expect(page.getByText('Please scan QR Code on your table to place an Order').first()).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');

  // The cart is Mohali's: an Add here asks first. TakeAway: Morinda does not deliver to Mohali (issue 35), and this is
  // about the cart, not the order type.
  await page.getByRole('radio', { name: 'TakeAway' }).click();
  await dish(page, 'Cold Coffee').getByRole('button', { name: 'Add Cold Coffee' }).click();
  const confirm = page.getByRole('dialog', { name: 'Clear Cart Confirmation' });
  await expect(confirm).toContainText('Gold Leaf — Mohali Phase 8');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveAccessibleName('Cart, 1 item');
  await expect(page.getByTestId('view-cart')).toHaveCount(0); // the cart is still Mohali's

  await dish(page, 'Cold Coffee').getByRole('button', { name: 'Add Cold Coffee' }).click();
  await confirm.getByRole('button', { name: 'Clear cart' }).click();
  await expect(page.getByTestId('view-cart')).toContainText('1 item · ₹169');

  await page.goto('/?table=NOT-A-TABLE');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('This QR code is not a table of ours')).toBeVisible();
});

test.describe('on a server of its own, stopped to go offline', { tag: WITH_WORKER }, () => {
  test.use({ sharedServer: false });

  test('the last menu shows without network, marked as offline with its time; a coffee’s size and add-ons are still picked from it', async ({ page, context, server }) => {
    await page.goto('/');
    await waitForWorker(page);
    // Through the worker: the outlet from home's list, as a diner opens it (no second load of the app).
    await page.getByRole('link', { name: /Gold Leaf — Mohali Phase 8/ }).click();
    await expect(dish(page, 'Paneer Tikka')).toBeVisible();
    await expect(page.getByText(/You are offline/)).toHaveCount(0);
    await dish(page, 'Masala Chai').getByRole('button', { name: 'Add Masala Chai' }).click(); // so the cart bar floats
    await expect.poll(async () => (await copiesIn(page, 'menus')).length).toBeGreaterThanOrEqual(2);
    await expectCartKept(page, 1);

    // No network: the phone offline and the server gone (the worker's own requests fail too).
    await server.stop();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Gold Leaf — Mohali Phase 8', level: 1 })).toBeVisible();
    await expect(dish(page, 'Paneer Tikka')).toBeVisible();
    const notice = page.getByText(/You are offline\. Showing the menu as of/);
    await expect(notice).toBeVisible();
    // On the first screen, and still there after scrolling, never under the floating cart bar.
    for (const scrollTo of [0, 1500]) {
      await page.evaluate((y) => window.scrollTo(0, y), scrollTo);
      await expect(notice).toBeInViewport();
      const [box, bar] = await Promise.all([notice.boundingBox(), page.getByTestId('view-cart').boundingBox()]);
      expect(box!.y + box!.height <= bar!.y || box!.y >= bar!.y + bar!.height, 'notice overlaps the cart bar').toBe(true);
      const topmost = await notice.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2));
      });
      expect(topmost, 'nothing covers the notice').toBe(true);
    }

    // A dish's choices come from the saved menu too: a coffee's size and add-ons are still picked (in the cart's
    // order type, beside its Masala Chai).
    await dish(page, 'Cappuccino').getByRole('button', { name: 'Add Cappuccino' }).click();
    const choices = page.getByRole('dialog', { name: 'Cappuccino' });
    await choices.getByRole('radio', { name: 'Large' }).check();
    for (const name of ['Extra shot', 'Vanilla syrup']) await choices.getByRole('checkbox', { name }).check();
    // Two add-ons at most: the third cannot be picked.
    await expect(choices.getByRole('checkbox', { name: 'Caramel syrup' })).toBeDisabled();
    await choices.getByRole('button', { name: 'Add item · ₹259' }).click();
    // With the Masala Chai (₹79) already in the cart.
    await expect(page.getByTestId('view-cart')).toContainText('2 items · ₹338');
  });
});

test('a closed outlet: its Add buttons look unavailable under a line that says when it opens, and a tap says it too', async ({ page }) => {
  // 03:00 in Kolkata: Patra (10:00 to 22:00) is closed, and opens later the same day.
  await page.clock.setFixedTime(new Date('2026-11-23T21:30:00Z'));
  await page.goto('/restaurants/fb6a15ed-a83a-41a1-a11a-100f63a81e8b');
  await expect(page.getByRole('heading', { name: 'Gold Leaf — Patra', level: 1 })).toBeVisible();
  // TakeAway: Patra does not deliver to Mohali (issue 35), which a delivery's Add would say first.
  await page.getByRole('radio', { name: 'TakeAway' }).click();
  await expect(page.getByText('Closed now', { exact: true })).toBeVisible();
  // Before any tap: the line over the dishes, and every Add marked unavailable, pointing to it.
  const line = 'Closed now. Opens at 10:00 am.';
  await expect(page.getByText(line)).toBeInViewport();
  const adds = page.getByTestId('menu-item').getByRole('button', { name: /^Add / });
  await expect(adds.first()).toHaveAttribute('aria-disabled', 'true');
  expect(await adds.evaluateAll((buttons) => buttons.filter((button) => button.getAttribute('aria-disabled') !== 'true').length)).toBe(0);
  await expect(adds.first()).toHaveAccessibleDescription(line);
  await shot(page, 'outlet-closed');
  await expectAccessible(page);

  // Unavailable, not dead: a tap (which Playwright would not make on an aria-disabled button) says why.
  await adds.first().click({ force: true });
  await expect(page.getByText('Gold Leaf — Patra is closed now. It opens at 10:00 am.')).toBeVisible();
  await expect(page.getByTestId('view-cart')).toHaveCount(0);

  // 23:00: it opens tomorrow.
  await page.clock.setFixedTime(new Date('2026-11-23T17:30:00Z'));
  await adds.nth(1).click({ force: true });
  await expect(page.getByText('Gold Leaf — Patra is closed now. It opens tomorrow at 10:00 am.')).toBeVisible();
  await expect(page.getByTestId('view-cart')).toHaveCount(0);
  // The line's own 'tomorrow' at this hour is its words' rule (test/unit/menu.test.ts, test/unit/weekdayHours.test.ts).
});
