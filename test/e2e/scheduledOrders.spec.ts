/**
 * Issue 23, scheduled orders: an outlet that takes no orders now (its kitchen paused them) offers 'Schedule for
 * when it opens'; checkout asks when, from slots inside its hours with its preparation time; the order waits as
 * Placed for its slot, on the diner's screens and the kitchen's board. A slot the kitchen can no longer keep is
 * refused at paying, with the next one named, and checkout offers it.
 */
import type { Page } from '@playwright/test';
import type { Order, RestaurantDetail } from '../../src/api/contract';
import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { newDiner, openBoard } from './kitchen';
import { api } from './orderSetup';
import { shot } from './shots';

// Mohali Phase 8 has a kitchen in every test here, which moves its orders (server.kitchenKey).
test.use({ withKitchen: true });

const MOHALI_UUID = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const MOHALI = `/restaurants/${MOHALI_UUID}`;
const QUARTER = 15 * 60_000;
/** A takeaway's preparation time: the kitchen starts this long before the slot. */
const TAKEAWAY_MS = 20 * 60_000;

const dish = (page: Page, title: string) => page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const when = (page: Page) => page.getByRole('combobox', { name: 'Ready for pickup' });

/** The kitchen pauses its orders for `minutes`, as its POS would; answers until when (epoch ms). */
async function pauseOrders(page: Page, key: string, minutes: number): Promise<number> {
  const answer = await page.request.post('/v1/outlet-api/pause', { headers: { Authorization: `Bearer ${key}` }, data: { minutes } });
  expect(answer.status()).toBe(200);
  const detail = await api<RestaurantDetail>(page, 'GET', `/getRestaurantDetail/${MOHALI_UUID}`);
  expect(detail.pausedUntil).toBeGreaterThan(Date.now());
  return detail.pausedUntil!;
}

/** The first slot after the pause: the first quarter hour with a takeaway's preparation time after it. */
/** The day in Kolkata, as the screens decide 'today' and 'tomorrow'. */
const kolkataDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
const DAY_MS = 86_400_000;
const KOLKATA_OFFSET_MS = 5.5 * 3_600_000;

/**
 * A screen words a slot 'today' or 'tomorrow' a moment before the test reads its own clock to check it: a test
 * that starts in Kolkata's last minutes before midnight waits for the new day, so both read the same day.
 */
test.beforeEach(async ({ page }, testInfo) => {
  const toMidnight = DAY_MS - ((Date.now() + KOLKATA_OFFSET_MS) % DAY_MS);
  if (toMidnight > 3 * 60_000) return;
  testInfo.setTimeout(testInfo.timeout + toMidnight);
  await page.waitForTimeout(toMidnight + 1_000);
});

const firstSlotAfter = (pausedUntil: number) => Math.ceil((pausedUntil + TAKEAWAY_MS) / QUARTER) * QUARTER;

async function openMenuForTakeaway(page: Page) {
  await page.goto(MOHALI);
  await page.getByRole('radio', { name: 'TakeAway' }).click();
}

test('a paused outlet takes an order for when it opens: the slot is chosen at checkout and shown to the diner and the kitchen', async ({ page, server, browser }) => {
  const key = server.kitchenKey;
  await newDiner(page, server);
  const pausedUntil = await pauseOrders(page, key, 30);

  await openMenuForTakeaway(page);
  const line = page.locator('#menu-closed');
  await expect(line).toContainText('Not accepting orders right now. Back at');
  await expect(dish(page, 'Cold Coffee').getByRole('button', { name: 'Add Cold Coffee' })).toHaveAttribute('aria-disabled', 'true');
  await shot(page, 'menu-closed-order-ahead');
  await line.getByRole('button', { name: 'Schedule for when it opens' }).click();
  await expect(line).toHaveText('Ordering ahead: choose the time at checkout.');
  await dish(page, 'Cold Coffee').getByRole('button', { name: 'Add Cold Coffee' }).click();
  await expect(page.getByTestId('view-cart')).toBeVisible();
  await shot(page, 'menu-order-ahead');

  await page.getByTestId('view-cart').click();
  const slot = firstSlotAfter(pausedUntil);
  // No 'As soon as possible' while the kitchen is paused: the first slot it can keep is chosen, and why is said.
  await expect(when(page)).toHaveValue(String(slot));
  await expect(when(page).getByRole('option', { name: 'As soon as possible' })).toHaveCount(0);
  await expect(when(page)).toHaveAccessibleDescription('The outlet is not taking orders now: your order is scheduled for this time.');
  const times = (await when(page).locator('option').evaluateAll((options) => options.map((o) => Number((o as HTMLOptionElement).value))));
  expect(times[0]).toBe(slot);
  expect(times.every((at, i) => i === 0 || at - times[i - 1]! === QUARTER)).toBe(true);
  await expect(page.getByRole('button', { name: /^Proceed to pay ₹/ })).toBeEnabled();
  await expectAccessible(page);
  await shot(page, 'checkout-scheduled');

  // A later slot, chosen: the bill is worked out for it.
  const later = slot + 2 * QUARTER;
  await when(page).selectOption(String(later));
  await expect(when(page)).toHaveValue(String(later));
  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await page.getByRole('radio', { name: 'Pay at Store', exact: true }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByTestId('order-status')).toHaveText('Order Placed');
  const scheduled = page.getByTestId('order-scheduled');
  const shown = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(later);
  await expect(scheduled).toHaveText(`Scheduled for ${shown}`);
  await shot(page, 'track-scheduled');

  const [placed] = await api<Array<{ orderRefId: string }>>(page, 'GET', '/getOrderList');
  const order = await api<Order>(page, 'GET', `/orderDetail/${placed!.orderRefId}`);
  expect(order).toMatchObject({ scheduledFor: later, expectedAt: later, status: 'PLACED' });

  // The kitchen sees the slot on the new order's card from the start.
  const { board, tablet } = await openBoard(browser, server, key);
  const card = board.getByRole('article', { name: `Order ${order.orderRefId}` });
  const time = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }).format(later).toLowerCase();
  const tomorrow = kolkataDay.format(later) === kolkataDay.format(Date.now()) ? '' : 'tomorrow ';
  await expect(card.locator('.order-card__slot')).toHaveText(` · for ${tomorrow}${time}`);
  await tablet.close();
});

test('a slot the kitchen can no longer keep is refused at paying with the next one named, and checkout offers it', async ({ page, server }) => {
  const key = server.kitchenKey;
  await newDiner(page, server);
  await openMenuForTakeaway(page);
  await dish(page, 'Cold Coffee').getByRole('button', { name: 'Add Cold Coffee' }).click();
  await page.getByTestId('view-cart').click();
  // Open now: as soon as possible by default, or a slot from the first the kitchen can keep.
  await expect(when(page)).toHaveValue('');
  const first = Number(await when(page).locator('option').nth(1).getAttribute('value'));
  await when(page).selectOption(String(first));
  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();

  // Meanwhile the kitchen pauses for half an hour: it cannot start on that slot in time.
  const pausedUntil = await pauseOrders(page, key, 30);
  const next = firstSlotAfter(pausedUntil);
  await page.getByRole('radio', { name: 'Pay at Store', exact: true }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const clock = (at: number) => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }).format(at).toLowerCase();
  const nextDay = kolkataDay.format(next) === kolkataDay.format(Date.now()) ? 'today' : 'tomorrow';
  await expect(page.getByText(`Gold Leaf — Mohali Phase 8 cannot have your order ready at ${clock(first)}. The next slot is ${nextDay} at ${clock(next)}.`)).toBeVisible();

  // Back at checkout, the next slot is there to choose; the bill is worked out for it.
  await page.goto('/checkout');
  await expect(when(page)).toHaveValue(String(first));
  await expect(page.getByRole('alert')).toContainText(`The next slot is ${nextDay} at ${clock(next)}.`);
  await when(page).selectOption(String(next));
  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await page.getByRole('radio', { name: 'Pay at Store', exact: true }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  const shown = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(next);
  await expect(page.getByTestId('order-scheduled')).toHaveText(`Scheduled for ${shown}`);
});

test.describe('in Hindi', () => {
  test('ordering ahead and choosing when are in Hindi', async ({ page, server }) => {
    const key = server.kitchenKey;
    await newDiner(page, server);
    await page.goto('/settings');
    await page.getByRole('radio', { name: 'हिन्दी' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    const pausedUntil = await pauseOrders(page, key, 30);
    await page.goto(MOHALI);
    await page.getByRole('radio', { name: 'टेकअवे' }).click();
    const line = page.locator('#menu-closed');
    await line.getByRole('button', { name: 'खुलने के समय के लिए ऑर्डर करें' }).click();
    await expect(line).toHaveText('पहले से ऑर्डर: समय चेकआउट पर चुनें।');
    await expectAccessible(page);
    await dish(page, 'Cold Coffee').getByRole('button', { name: 'Cold Coffee जोड़ें' }).click();
    await page.getByTestId('view-cart').click();

    const picker = page.getByRole('combobox', { name: 'पिकअप के लिए कब तैयार' });
    const slot = firstSlotAfter(pausedUntil);
    await expect(picker).toHaveValue(String(slot));
    const words = kolkataDay.format(slot) === kolkataDay.format(Date.now()) ? 'आज' : 'कल';
    await expect(picker.locator('option').first()).toHaveText(new RegExp(`^${words}, `));
    await expect(picker).toHaveAccessibleDescription('आउटलेट अभी ऑर्डर नहीं ले रहा है: आपका ऑर्डर इसी समय के लिए है।');
    await expectAccessible(page);
    await shot(page, 'checkout-scheduled-hi');
  });
});
