/**
 * Issue 23, scheduled orders: an outlet that takes no orders now (its kitchen paused them) offers 'Schedule for
 * when it opens'; checkout asks when, from slots inside its hours with its preparation time; the order waits as
 * Placed for its slot, on the diner's screens and the kitchen's board. A slot the kitchen can no longer keep is
 * refused at paying, with the next one named, and checkout offers it.
 */
import type { Page } from '@playwright/test';
import type { Menu, Order, RestaurantDetail } from '../../src/api/contract';
import { DEFAULT_RIDER_SPEED_KMH, rideMinutes } from '../../src/rules/deliveryTime';
import { distanceInMeters } from '../../src/rules/geo';
import { expectAccessible } from './axe';
import { expect, signInQuietly, test } from './fixtures';
import { openBoard, outletMove } from './kitchen';
import { api, saveAddressNear } from './orderSetup';
import { shot } from './shots';

// Mohali Phase 8 has a kitchen in every test here, which moves its orders (server.kitchenKey). One server for the
// file (sharedServer in fixtures.ts): each test signs in a new customer and places its own orders, at slots that take
// any number of orders. What one test leaves for the next is the kitchen's pause (half an hour): a test that pauses
// reads its own pausedUntil back, and one that needs the kitchen taking orders resumes it first. None changes the
// outlet's hours or closures.
test.use({ withKitchen: true, sharedServer: true });

const MOHALI_UUID = '96dcdcc6-59d1-40d3-b244-d273d2c3e76f';
const MOHALI = `/restaurants/${MOHALI_UUID}`;
const QUARTER = 15 * 60_000;
/** A takeaway's preparation time: the kitchen starts this long before the slot. */
const TAKEAWAY_MS = 20 * 60_000;

const dish = (page: Page, title: string) => page.getByTestId('menu-item').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
/** The times for the chosen day (issue 35: chips, each a radio), and the day tabs above them. */
const times = (page: Page, name = 'Ready for pickup') => page.getByRole('radiogroup', { name, exact: true });
const days = (page: Page, name = 'Day') => page.getByRole('radiogroup', { name, exact: true });
/** A slot's time as its chip says it ('9:15 pm'). */
const clock = (at: number) => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }).format(at).toLowerCase();
const chip = (page: Page, at: number, group?: string) => times(page, group).getByRole('radio', { name: clock(at), exact: true });

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

/** The kitchen takes orders again, as its POS would: an earlier test on this server may have paused it. */
async function resumeOrders(page: Page, key: string): Promise<void> {
  const answer = await page.request.post('/v1/outlet-api/resume', { headers: { Authorization: `Bearer ${key}` }, data: {} });
  expect(answer.status()).toBe(200);
}

const firstSlotAfter = (pausedUntil: number) => Math.ceil((pausedUntil + TAKEAWAY_MS) / QUARTER) * QUARTER;
const isToday = (at: number) => kolkataDay.format(at) === kolkataDay.format(Date.now());
const dayOf = (at: number) => (isToday(at) ? 'Today' : 'Tomorrow');

/** Chooses `at` as a diner does: its day's tab, then its time's chip. */
async function chooseSlot(page: Page, at: number) {
  await days(page).getByRole('radio', { name: dayOf(at), exact: true }).check();
  await chip(page, at).check();
  await expect(chip(page, at)).toBeChecked();
}

async function openMenuForTakeaway(page: Page) {
  await page.goto(MOHALI);
  await page.getByRole('radio', { name: 'TakeAway' }).click();
}

test('a paused outlet takes an order for when it opens: the slot is chosen at checkout and shown to the diner and the kitchen', async ({ page, server, browser }) => {
  const key = server.kitchenKey;
  await signInQuietly(page, server, undefined, { open: null });
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
  await expect(days(page).getByRole('radio', { name: dayOf(slot), exact: true })).toBeChecked();
  await expect(chip(page, slot)).toBeChecked();
  await expect(times(page).getByRole('radio', { name: 'As soon as possible' })).toHaveCount(0);
  await expect(times(page)).toHaveAccessibleDescription('The outlet is not taking orders now: your order is scheduled for this time.');
  // The day's times from that slot on, a quarter hour apart (the outlet is open all day).
  const labels = await times(page).locator('label').allInnerTexts();
  const quarters = [0, 1, 2, 3].map((i) => slot + i * QUARTER).filter((at) => dayOf(at) === dayOf(slot));
  expect(labels.slice(0, quarters.length)).toEqual(quarters.map(clock));
  await expect(page.getByRole('button', { name: /^Proceed to pay ₹/ })).toBeEnabled();
  await expectAccessible(page);
  await shot(page, 'checkout-scheduled');

  // A later slot, chosen: the bill is worked out for it.
  const later = slot + 2 * QUARTER;
  await chooseSlot(page, later);
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
  const { board } = await openBoard(browser, server, key);
  const card = board.getByRole('article', { name: `Order ${order.orderRefId}` });
  const time = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }).format(later).toLowerCase();
  const tomorrow = kolkataDay.format(later) === kolkataDay.format(Date.now()) ? '' : 'tomorrow ';
  await expect(card.locator('.order-card__slot')).toHaveText(` · for ${tomorrow}${time}`);
});

test('a slot the kitchen can no longer keep is refused at paying with the next one named, and checkout offers it', async ({ page, server }) => {
  const key = server.kitchenKey;
  await resumeOrders(page, key);
  await signInQuietly(page, server, undefined, { open: MOHALI });
  await page.getByRole('radio', { name: 'TakeAway' }).click();
  await dish(page, 'Cold Coffee').getByRole('button', { name: 'Add Cold Coffee' }).click();
  await page.getByTestId('view-cart').click();
  // Open now: as soon as possible by default, or a slot from the first the kitchen can keep.
  await expect(times(page).getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
  const first = Math.ceil((Date.now() + TAKEAWAY_MS) / QUARTER) * QUARTER;
  await chooseSlot(page, first);
  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment', level: 1 })).toBeVisible();

  // Meanwhile the kitchen pauses for half an hour: it cannot start on that slot in time.
  const pausedUntil = await pauseOrders(page, key, 30);
  const next = firstSlotAfter(pausedUntil);
  await page.getByRole('radio', { name: 'Pay at Store', exact: true }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const nextDay = kolkataDay.format(next) === kolkataDay.format(Date.now()) ? 'today' : 'tomorrow';
  await expect(page.getByText(`Gold Leaf — Mohali Phase 8 cannot have your order ready at ${clock(first)}. The next slot is ${nextDay} at ${clock(next)}.`)).toBeVisible();

  // Back at checkout, the next slot is there to choose; the bill is worked out for it.
  await page.goto('/checkout');
  // The chosen slot stays shown and checked, though the kitchen can no longer keep it.
  await expect(chip(page, first)).toBeChecked();
  await expect(page.getByRole('alert')).toContainText(`The next slot is ${nextDay} at ${clock(next)}.`);
  await chooseSlot(page, next);
  await page.getByRole('button', { name: /^Proceed to pay ₹/ }).click();
  await page.getByRole('radio', { name: 'Pay at Store', exact: true }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  const shown = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(next);
  await expect(page.getByTestId('order-scheduled')).toHaveText(`Scheduled for ${shown}`);
});

test("a delivery's time is a day tab and a time chip (radios, keyboard too): tomorrow's 9 pm prices the order for it; free delivery says FREE", async ({ page, server }) => {
  await resumeOrders(page, server.kitchenKey);
  await signInQuietly(page, server, undefined, { open: null });
  await api(page, 'POST', '/saveAddress', { addressLine1: 'House 9', addressLine2: 'Phase 7', addressLine3: '', addressType: 'Home', latitude: 30.7089, longitude: 76.7115 });
  await page.goto(MOHALI);
  await dish(page, 'Mutton Rogan Josh').getByRole('button', { name: 'Add Mutton Rogan Josh' }).click();
  for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: 'Add one more Mutton Rogan Josh' }).click();
  await page.getByTestId('view-cart').click();

  // ₹1,497 of food is over the free-delivery threshold: the bill says so rather than leaving the line out.
  const bill = page.getByRole('region', { name: 'Bill Details' });
  await expect(bill.getByTestId('bill-deliveryFee')).toHaveText('Delivery FeeFREE');

  // Open now (Mohali is open all day): today's tab, 'As soon as possible' first and checked, the other chips not.
  const deliver = times(page, 'Deliver');
  await expect(days(page).getByRole('radio')).toHaveCount(2);
  await expect(days(page).getByRole('radio', { name: 'Today', exact: true })).toBeChecked();
  await expect(deliver.getByRole('radio').first()).toHaveAccessibleName('As soon as possible');
  await expect(deliver.getByRole('radio', { name: 'As soon as possible' })).toBeChecked();
  await expect(deliver.getByRole('radio', { checked: true })).toHaveCount(1);
  for (const label of [...(await days(page).locator('label').all()), ...(await deliver.locator('label').all()).slice(0, 3)]) {
    const box = (await label.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  }

  // Tomorrow, then 9 pm: the server prices the draft for that slot, and that chip is the one checked.
  const midnight = Date.now() - ((Date.now() + KOLKATA_OFFSET_MS) % DAY_MS);
  const ninePmTomorrow = midnight + DAY_MS + 21 * 3_600_000;
  await days(page).getByRole('radio', { name: 'Tomorrow', exact: true }).check();
  await expect(deliver.getByRole('radio', { name: 'As soon as possible' })).toHaveCount(0);
  // The keyboard moves along the chips as along any radios: the next one is chosen. On tomorrow's tab, which has every
  // quarter hour of an outlet open all day: late in the evening today's holds only 'As soon as possible'.
  const tomorrowChips = deliver.getByRole('radio');
  await tomorrowChips.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(tomorrowChips.nth(1)).toBeChecked();
  await expect(deliver.getByRole('radio', { checked: true })).toHaveCount(1);
  const priced = page.waitForResponse((answer) => answer.url().endsWith('/saveOrder') && answer.request().postDataJSON()?.scheduledFor === ninePmTomorrow, {
    timeout: 30_000,
  });
  await chip(page, ninePmTomorrow, 'Deliver').check();
  const draft = ((await (await priced).json()) as { responsePacket: Order }).responsePacket;
  expect(draft).toMatchObject({ orderType: 'HomeDelivery', scheduledFor: ninePmTomorrow, bill: { deliveryFee: 0 } });
  await expect(chip(page, ninePmTomorrow, 'Deliver')).toBeChecked();
  await expect(deliver.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(days(page).getByRole('radio', { name: 'Tomorrow', exact: true })).toBeChecked();
  await expectAccessible(page);
  await shot(page, 'checkout-when-chips', { focus: deliver });
});

test("a scheduled delivery shows its slot, when it arrives, until its rider is on the way; then the rider's ride, the same on tracking and My Orders", async ({ page, server }) => {
  const key = server.kitchenKey;
  await resumeOrders(page, key);
  await signInQuietly(page, server, undefined, { open: null });
  const outlet = await api<RestaurantDetail>(page, 'GET', `/getRestaurantDetail/${MOHALI_UUID}`);
  const address = await saveAddressNear(page, outlet);
  // Where saveAddressNear puts the door.
  const door = { latitude: outlet.latitude + 0.003, longitude: outlet.longitude + 0.002 };
  const menu = await api<Menu>(page, 'GET', `/getItemListWithCatSubCat/${MOHALI_UUID}`);
  const chai = menu.itemList.find((item) => item.title === 'Masala Chai')!;
  // An hour ahead, on a quarter hour: well past the kitchen's minutes and the ride.
  const slot = Math.ceil((Date.now() + 60 * 60_000) / QUARTER) * QUARTER;
  const draft = await api<Order>(page, 'POST', '/saveOrder', {
    restaurantUuid: MOHALI_UUID,
    orderType: 'HomeDelivery',
    items: [{ itemId: chai.itemId, quantity: 1 }],
    deliveryAddressId: address.recordId,
    scheduledFor: slot,
  });
  await api(page, 'POST', `/placeOrder/${draft.orderRefId}`, { paymentMode: 'CASH_ON_DELIVERY' });
  const shown = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(slot);

  // Cooked ahead of its slot: the slot is still when it arrives.
  for (const move of ['accept', 'preparing', 'ready']) await outletMove(page, key, draft.orderRefId, move, move === 'accept' ? { minutes: 20 } : {});
  await page.goto('/track-order');
  await expect(page.getByTestId('order-status')).toHaveText('Ready');
  await expect(page.getByTestId('order-scheduled')).toHaveText(`Scheduled for ${shown}`);
  await page.goto('/my-orders');
  await expect(page.getByTestId('order-card').first().getByTestId('order-card-expected')).toHaveText(`Scheduled for ${shown}`);

  // The rider sets off 1 km away: from now on the ride left is the answer, on tracking and in My Orders alike.
  const rider = { latitude: door.latitude + 0.009, longitude: door.longitude };
  await outletMove(page, key, draft.orderRefId, 'out-for-delivery', { riderName: 'Ravi', riderPhone: '9876543210', ...rider });
  const minutes = rideMinutes(Math.round(distanceInMeters(rider, door)), DEFAULT_RIDER_SPEED_KMH);
  await page.goto('/track-order');
  await expect(page.getByTestId('order-status')).toHaveText('Out for delivery');
  await expect(page.getByTestId('order-scheduled')).toHaveCount(0);
  await expect(page.getByTestId('order-eta')).toHaveText(` (about ${minutes} min)`);
  await shot(page, 'track-scheduled-delivery-riding');
  const expected = (await page.getByText(/^Expected by /).innerText()).replace(/ \(about \d+ min\)$/, '');
  await page.goto('/my-orders');
  await expect(page.getByTestId('order-card').first().getByTestId('order-card-expected')).toHaveText(expected);
});

test.describe('in Hindi', () => {
  test('ordering ahead and choosing when are in Hindi', async ({ page, server }) => {
    const key = server.kitchenKey;
    await signInQuietly(page, server, undefined, { open: '/settings' });
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

    const picker = times(page, 'पिकअप के लिए कब तैयार');
    const slot = firstSlotAfter(pausedUntil);
    await expect(days(page, 'दिन').getByRole('radio', { name: isToday(slot) ? 'आज' : 'कल', exact: true })).toBeChecked();
    const time = new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit' }).format(slot);
    await expect(picker.getByRole('radio', { name: time, exact: true })).toBeChecked();
    await expect(picker).toHaveAccessibleDescription('आउटलेट अभी ऑर्डर नहीं ले रहा है: आपका ऑर्डर इसी समय के लिए है।');
    await expectAccessible(page);
    await shot(page, 'checkout-scheduled-hi');
  });
});
