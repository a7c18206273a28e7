import { and, eq, inArray } from 'drizzle-orm';
import { menuItems, restaurants } from '../../server/db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTLET_AREAS } from '../../src/config/constants';
import type { Restaurant, RestaurantListRequest } from '../../src/api/contract';
import { startTestServer, type TestServer } from '../support/server';
import { post } from './http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const MOHALI_DEFAULT = { latitude: 30.7374, longitude: 76.6762 };
const query = (overrides: Partial<RestaurantListRequest> = {}): RestaurantListRequest => ({
  categoryId: 0,
  cityId: 0,
  ...MOHALI_DEFAULT,
  length: 1000,
  orderType: 'All',
  searchKey: '',
  start: 0,
  ...overrides,
});

async function list(overrides: Partial<RestaurantListRequest> = {}): Promise<Restaurant[]> {
  const res = await post<Restaurant[]>(server, '/restaurantList', query(overrides));
  expect(res.status).toBe(200);
  expect(res.body.errorCode).toBe(0);
  return res.body.responsePacket;
}

/** An independent haversine (mean Earth radius 6371 km) to check the server's figures. */
function metresBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a = Math.sin(rad(lat2 - lat1) / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

describe('POST /restaurantList', () => {
  it('lists one outlet per area of SPEC 9, nearest first, with whole-metre distances', async () => {
    const outlets = await list();
    expect(outlets.map((r) => r.area).sort()).toEqual([...OUTLET_AREAS].sort());
    for (const r of outlets) {
      expect(Number.isInteger(r.distanceInMeter)).toBe(true);
      const expected = metresBetween(MOHALI_DEFAULT.latitude, MOHALI_DEFAULT.longitude, r.latitude, r.longitude);
      expect(Math.abs(r.distanceInMeter - expected)).toBeLessThanOrEqual(1);
    }
    const distances = outlets.map((r) => r.distanceInMeter);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    // From the default Mohali address, Mohali Phase 8 is about 4 km away and the nearest outlet.
    expect(outlets[0]?.area).toBe('Mohali Phase 8');
    expect(outlets[0]?.distanceInMeter).toBeGreaterThan(3500);
    expect(outlets[0]?.distanceInMeter).toBeLessThan(4500);
  });

  it('measures from the query coordinates: standing at an outlet gives 0 m to it', async () => {
    const [first] = await list({ latitude: 28.57, longitude: 77.3219 });
    expect(first).toMatchObject({ area: 'Noida', distanceInMeter: 0 });
    // Noida to Patiala is about 217 km as the crow flies (about 250 km by road).
    const patiala = (await list({ latitude: 28.57, longitude: 77.3219 })).find((r) => r.area === 'Patiala');
    expect(patiala?.distanceInMeter).toBeGreaterThan(205_000);
    expect(patiala?.distanceInMeter).toBeLessThan(230_000);
  });

  it('returns the full outlet record of the contract', async () => {
    const [mohali] = await list({ searchKey: 'Mohali' });
    expect(mohali).toEqual({
      recordId: expect.any(Number),
      restaurantUuid: '96dcdcc6-59d1-40d3-b244-d273d2c3e76f',
      title: 'Gold Leaf — Mohali Phase 8',
      area: 'Mohali Phase 8',
      address: expect.stringContaining('Mohali'),
      latitude: 30.7089,
      longitude: 76.7011,
      distanceInMeter: expect.any(Number),
      availableInDineIn: true,
      availableInHomeDelivery: true,
      availableInTakeAway: true,
      imageUrl: '/media/outlet-lanterns.svg',
      openingTime: expect.stringMatching(/^\d\d:\d\d$/),
      closingTime: expect.stringMatching(/^\d\d:\d\d$/),
      weekdayHours: {},
      phone: expect.stringMatching(/^\+91 /),
      email: expect.stringContaining('@'),
      facilities: expect.arrayContaining(['Wi-Fi', 'Parking']),
      deliveryRadiusInMeter: expect.any(Number),
      // The kitchen's minutes and the ride from the list's place (issue 35, test/server/deliveryTime.test.ts).
      deliveryMinutes: expect.any(Number),
      pausedUntil: null,
      // No closure ahead (issue 36, test/server/closures.test.ts).
      closure: null,
      // Found by its area, not by a dish.
      matchingDishes: [],
    });
    // Without a search no card names dishes.
    expect((await list())[0]).not.toHaveProperty('matchingDishes');
  });

  it.each([
    ['HomeDelivery', 'availableInHomeDelivery', 12],
    ['DineIn', 'availableInDineIn', 13],
    ['TakeAway', 'availableInTakeAway', 14],
  ] as const)('filters %s by %s', async (orderType, flag, count) => {
    const outlets = await list({ orderType });
    expect(outlets).toHaveLength(count);
    expect(outlets.every((r) => r[flag])).toBe(true);
  });

  it('has highway outlets without delivery and one delivery-only kitchen without dine-in', async () => {
    const outlets = await list();
    const noDelivery = outlets.filter((r) => !r.availableInHomeDelivery).map((r) => r.area).sort();
    expect(noDelivery).toEqual(['Phagwara highway', 'Ropar-Manali highway']);
    const noDineIn = outlets.filter((r) => !r.availableInDineIn).map((r) => r.area);
    expect(noDineIn).toEqual(['Faridabad']);
  });

  it.each(['All', 'StealDeal', 'EventList'] as const)('lists every outlet for %s', async (orderType) => {
    expect(await list({ orderType })).toHaveLength(14);
  });

  it('searches title and area case-insensitively', async () => {
    expect((await list({ searchKey: 'PATIALA' })).map((r) => r.area)).toEqual(['Patiala']);
    expect((await list({ searchKey: '  highway ' })).map((r) => r.area).sort()).toEqual(['Phagwara highway', 'Ropar-Manali highway']);
    expect(await list({ searchKey: 'gold leaf' })).toHaveLength(14);
    expect(await list({ searchKey: 'Mumbai' })).toEqual([]);
  });

  it('finds the outlets that serve a dish, nearest first, naming up to three of its dishes on sale (issue 23)', async () => {
    const all = await list();
    const biryani = await list({ searchKey: 'BIRYANI' });
    // Every seeded outlet serves biryani, save where all of them are sold out; nearest first as ever.
    expect(biryani.length).toBeGreaterThanOrEqual(12);
    expect(biryani.map((r) => r.restaurantUuid)).toEqual(all.filter((r) => biryani.some((b) => b.restaurantUuid === r.restaurantUuid)).map((r) => r.restaurantUuid));
    for (const outlet of biryani) {
      expect(outlet.matchingDishes!.length).toBeGreaterThan(0);
      expect(outlet.matchingDishes!.length).toBeLessThanOrEqual(3);
      for (const dish of outlet.matchingDishes!) expect(dish).toMatch(/biryani/i);
    }
    // Every word, in any order, in one dish's name; a dish sold out is not offered.
    const [near] = await list({ searchKey: 'biryani chicken' });
    expect(near!.matchingDishes).toEqual(['Chicken Dum Biryani']);
    const outlet = server.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.uuid, near!.restaurantUuid));
    const sold = await server.db
      .update(menuItems)
      .set({ isAvailable: false })
      .where(and(eq(menuItems.title, 'Sarson Da Saag'), inArray(menuItems.restaurantId, outlet)))
      .returning({ id: menuItems.id });
    expect(sold).toHaveLength(1);
    const saag = await list({ searchKey: 'sarson saag' });
    expect(saag.map((r) => r.restaurantUuid)).not.toContain(near!.restaurantUuid);
    expect(saag.length).toBeGreaterThan(0);
    expect(await list({ searchKey: 'sushi' })).toEqual([]);
    // The search screen's own path answers the same.
    const searched = await post<Restaurant[]>(server, '/searchOutlets', query({ searchKey: 'BIRYANI' }));
    expect(searched.body.responsePacket).toEqual(await list({ searchKey: 'BIRYANI' }));
  });

  it('treats LIKE wildcards in the search text literally', async () => {
    expect(await list({ searchKey: '%' })).toEqual([]);
    expect(await list({ searchKey: '_' })).toEqual([]);
  });

  it('combines the order-type filter with the search', async () => {
    expect(await list({ orderType: 'HomeDelivery', searchKey: 'highway' })).toEqual([]);
    expect((await list({ orderType: 'DineIn', searchKey: 'highway' })).length).toBe(2);
  });

  it('paginates the sorted list with start and length', async () => {
    const all = await list();
    const pages = [await list({ start: 0, length: 5 }), await list({ start: 5, length: 5 }), await list({ start: 10, length: 5 })];
    expect(pages.map((p) => p.length)).toEqual([5, 5, 4]);
    expect(pages.flat().map((r) => r.restaurantUuid)).toEqual(all.map((r) => r.restaurantUuid));
    expect(await list({ start: 14, length: 5 })).toEqual([]);
  });

  it.each([
    ['latitude as a string', { latitude: '30.7' }, 'latitude must be a number'],
    ['latitude above 90', { latitude: 91 }, 'latitude must be at most 90'],
    ['longitude below -180', { longitude: -181 }, 'longitude must be at least -180'],
    ['an unknown order type', { orderType: 'Drone' }, 'orderType must be one of All, HomeDelivery, DineIn, TakeAway, StealDeal, EventList'],
    ['length 0', { length: 0 }, 'length must be at least 1'],
    ['length over 1000', { length: 1001 }, 'length must be at most 1000'],
    ['a fractional start', { start: 1.5 }, 'start must be a whole number'],
    ['a negative start', { start: -1 }, 'start must be at least 0'],
    ['a numeric searchKey', { searchKey: 5 }, 'searchKey must be a string'],
    ['a search text over 100 characters', { searchKey: 'x'.repeat(101) }, 'searchKey must be at most 100 characters'],
    ['an unknown field', { sortBy: 'name' }, 'Unknown field: sortBy'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const res = await post(server, '/restaurantList', { ...query(), ...overrides });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorCode: 400, message, responsePacket: null });
  });

  it('carries an ETag and answers 304 without a body while the list for the same query is unchanged', async () => {
    const ask = (body: RestaurantListRequest, ifNoneMatch?: string) =>
      fetch(`${server.url}/v1/api/restaurantList`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(ifNoneMatch === undefined ? {} : { 'If-None-Match': ifNoneMatch }) },
        body: JSON.stringify(body),
      });
    const first = await ask(query());
    const body = await first.text();
    const etag = first.headers.get('etag') ?? '';
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const again = await ask(query(), etag);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    const stale = await ask(query(), '"an-older-list"');
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);

    // Another query is another answer: the tag of the first does not stand for it.
    const elsewhere = await ask(query({ latitude: 28.57, longitude: 77.3219 }), etag);
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get('etag')).not.toBe(etag);
  });

  it('refuses a missing field, malformed JSON and a non-object body with 400', async () => {
    const withoutLatitude: Partial<RestaurantListRequest> = query();
    delete withoutLatitude.latitude;
    const missing = await post(server, '/restaurantList', withoutLatitude);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('latitude must be a number');

    const malformed = await post(server, '/restaurantList', '{"latitude": 30.7,');
    expect(malformed.body).toEqual({ errorCode: 400, message: 'Request body is not valid JSON', responsePacket: null });

    const empty = await post(server, '/restaurantList', '');
    expect(empty.body.message).toBe('Request body is not valid JSON');

    const scalar = await post(server, '/restaurantList', '42');
    expect(scalar.body.message).toBe('Request body must be a JSON object');
  });
});
