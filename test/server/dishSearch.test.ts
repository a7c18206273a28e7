/** The dish search (issue 35): 'biryani' lists the biryanis on sale, nearest outlet first, for the chosen order type. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISH_SEARCH_MAX, type DishSearchAnswer, type DishSearchRequest } from '../../src/api/contract';
import { menuItems, restaurants } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { post } from './http';

/** 12:30 pm in India: every seeded outlet's hours are open then. */
const NOON_IST = Date.UTC(2026, 10, 26, 7, 0);
const MOHALI = { latitude: 30.7374, longitude: 76.6762 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => NOON_IST });
}, 120_000); // seeding a fresh database takes longer on a busy two-core machine
afterAll(() => server.close());

async function search(body: Partial<DishSearchRequest>): Promise<DishSearchAnswer> {
  const res = await post<DishSearchAnswer>(server, '/searchDishes', { orderType: 'HomeDelivery', ...MOHALI, ...body });
  expect(res.body.message).toBe('Success');
  expect(res.status).toBe(200);
  return res.body.responsePacket;
}

const outletOf = (answer: DishSearchAnswer, uuid: string) => answer.outlets.find((outlet) => outlet.restaurantUuid === uuid)!;

describe('POST /searchDishes', () => {
  it('lists the dishes whose name holds every word, nearest outlet first, with what their row shows', async () => {
    const answer = await search({ searchKey: 'BIRYANI' });
    expect(answer.dishes.length).toBeGreaterThan(0);
    for (const dish of answer.dishes) expect(dish.title.toLowerCase()).toContain('biryani');
    const distances = answer.dishes.map((dish) => outletOf(answer, dish.restaurantUuid).distanceInMeter);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // Mohali Phase 8 is the nearest outlet to the Mohali address: its biryanis come first, in its menu's order.
    expect(outletOf(answer, answer.dishes[0]!.restaurantUuid).area).toBe('Mohali Phase 8');
    const first = answer.dishes.filter((dish) => dish.restaurantUuid === answer.dishes[0]!.restaurantUuid);
    expect(first.map((dish) => dish.title)).toEqual(['Veg Dum Biryani', 'Paneer Tikka Biryani', 'Chicken Dum Biryani', 'Mutton Biryani', 'Egg Biryani']);
    expect(first.find((dish) => dish.title === 'Veg Dum Biryani')).toMatchObject({ price: 299, vegNonVeg: 'VEG', hasChoices: true });
    expect(first.find((dish) => dish.title === 'Egg Biryani')).toMatchObject({ price: 289, vegNonVeg: 'EGG', hasChoices: false });
    expect(first[0]!.imageUrl).toMatch(/biryani/);
    // Each outlet once, as the outlet list has it.
    expect(new Set(answer.outlets.map((outlet) => outlet.restaurantUuid)).size).toBe(answer.outlets.length);
    // Every word must match: 'chicken biryani' is not the veg one.
    const chicken = await search({ searchKey: 'chicken  biryani' });
    expect(new Set(chicken.dishes.map((dish) => dish.title))).toEqual(new Set(['Chicken Dum Biryani']));
  });

  it('reads Hindi words as the menus spell them: चिकन बिरयानी finds the chicken biryani', async () => {
    const hindi = await search({ searchKey: 'चिकन बिरयानी' });
    expect(hindi.dishes.length).toBeGreaterThan(0);
    expect(new Set(hindi.dishes.map((dish) => dish.title))).toEqual(new Set(['Chicken Dum Biryani']));
  });

  it(`answers with at most ${DISH_SEARCH_MAX} dishes, or fewer when asked`, async () => {
    // Five biryanis at each of a dozen delivering outlets: more than the cap.
    expect((await search({ searchKey: 'biryani' })).dishes).toHaveLength(DISH_SEARCH_MAX);
    const five = await search({ searchKey: 'biryani', length: 5 });
    expect(five.dishes).toHaveLength(5);
    expect(five.outlets).toHaveLength(1);
  });

  it('searches only the outlets serving the order type', async () => {
    const everyWhere = await search({ searchKey: 'egg biryani', orderType: 'All' });
    const delivering = await search({ searchKey: 'egg biryani', orderType: 'HomeDelivery' });
    const areas = (answer: DishSearchAnswer) => answer.outlets.map((outlet) => outlet.area);
    expect(areas(everyWhere)).toContain('Phagwara highway');
    expect(areas(delivering)).not.toContain('Phagwara highway');
    expect(areas(delivering)).not.toContain('Ropar-Manali highway');
    expect(delivering.outlets.every((outlet) => outlet.availableInHomeDelivery)).toBe(true);
    expect(areas(await search({ searchKey: 'egg biryani', orderType: 'DineIn' }))).not.toContain('Faridabad');
  });

  it('leaves out dishes not on sale and marks the dishes of an outlet not taking orders', async () => {
    const before = await search({ searchKey: 'egg biryani' });
    const nearest = outletOf(before, before.dishes[0]!.restaurantUuid);
    expect(before.outlets.every((outlet) => outlet.takingOrders)).toBe(true);
    const [row] = await server.db.select().from(restaurants).where(eq(restaurants.uuid, nearest.restaurantUuid));
    const second = before.dishes.find((dish) => dish.restaurantUuid !== nearest.restaurantUuid)!;
    await server.db.update(restaurants).set({ pausedUntil: new Date(NOON_IST + 3_600_000) }).where(eq(restaurants.id, row!.id));
    await server.db.update(menuItems).set({ isAvailable: false }).where(eq(menuItems.id, second.itemId));
    try {
      const after = await search({ searchKey: 'egg biryani' });
      expect(outletOf(after, nearest.restaurantUuid).takingOrders).toBe(false);
      expect(after.outlets.filter((outlet) => outlet.restaurantUuid !== nearest.restaurantUuid).every((outlet) => outlet.takingOrders)).toBe(true);
      expect(after.dishes.map((dish) => dish.itemId)).not.toContain(second.itemId);
    } finally {
      await server.db.update(restaurants).set({ pausedUntil: null }).where(eq(restaurants.id, row!.id));
      await server.db.update(menuItems).set({ isAvailable: true }).where(eq(menuItems.id, second.itemId));
    }
  });

  it('orders by the outlets’ own order when no position is given', async () => {
    const res = await post<DishSearchAnswer>(server, '/searchDishes', { searchKey: 'egg biryani', orderType: 'All' });
    expect(res.status).toBe(200);
    const ids = res.body.responsePacket.outlets.map((outlet) => outlet.recordId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(res.body.responsePacket.outlets.every((outlet) => outlet.distanceInMeter === 0)).toBe(true);
  });

  it('answers an unchanged search with 304 to its ETag', async () => {
    const body = { searchKey: 'biryani', orderType: 'TakeAway', ...MOHALI };
    const first = await post(server, '/searchDishes', body);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(`${server.url}/v1/api/searchDishes`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'If-None-Match': etag! },
      body: JSON.stringify(body),
    });
    expect(again.status).toBe(304);
  });

  it.each([
    ['one letter', { searchKey: 'b' }, 'Type at least 2 letters to search for a dish'],
    ['spaces around one letter', { searchKey: '   b  ' }, 'Type at least 2 letters to search for a dish'],
    ['no words', { searchKey: undefined }, 'searchKey must be a string'],
    ['too long', { searchKey: 'b'.repeat(101) }, 'searchKey must be at most 100 characters'],
    ['an unknown order type', { searchKey: 'biryani', orderType: 'Drone' }, 'orderType must be one of'],
    ['more than the cap', { searchKey: 'biryani', length: DISH_SEARCH_MAX + 1 }, `length must be at most ${DISH_SEARCH_MAX}`],
    ['a latitude alone', { searchKey: 'biryani', latitude: 30.7, longitude: undefined }, 'latitude and longitude must be given together'],
    ['an unknown field', { searchKey: 'biryani', start: 0 }, 'Unknown field: start'],
  ])('refuses %s with a clear message', async (_, body, message) => {
    const res = await post(server, '/searchDishes', { orderType: 'HomeDelivery', ...MOHALI, ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });
});

