import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Envelope, Menu, RestaurantDetail, SavedAddress, TableScan } from '../../src/api/contract';
import { menuItems } from '../../server/db/schema';
import type { TestServer } from '../support/server';
import { tableKeyOf } from '../support/tables';
import { MOHALI, PHAGWARA_HIGHWAY, startWithTwoCustomers, type Customer } from '../support/ordering';
import { get, post } from './http';

const mohaliId = async () => (await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}`)).body.responsePacket.recordId;

let server: TestServer;
let alice: Customer;
let bob: Customer;
beforeAll(async () => {
  ({ server, alice, bob } = await startWithTwoCustomers());
});
afterAll(() => server.close());

describe('GET /getRestaurantDetail/:restaurantUuid', () => {
  it('describes the outlet with its rating and newest reviews first, without sign-in', async () => {
    const res = await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}?lat=30.7374&lng=76.6762`);
    expect(res.status).toBe(200);
    const detail = res.body.responsePacket;
    expect(detail).toMatchObject({ restaurantUuid: MOHALI, area: 'Mohali Phase 8', description: expect.stringContaining('Mohali Phase 8') });
    expect(detail.distanceInMeter).toBeGreaterThan(3500);
    expect(detail.distanceInMeter).toBeLessThan(4500);
    expect(detail.reviewCount).toBeGreaterThanOrEqual(3);
    expect(detail.reviewCount).toBeLessThanOrEqual(6);
    expect(detail.reviews).toHaveLength(detail.reviewCount);
    const times = detail.reviews.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const mean = detail.reviews.reduce((sum, r) => sum + r.rating, 0) / detail.reviews.length;
    expect(detail.averageRating).toBe(Math.round(mean * 10) / 10);
  });

  it('gives distance 0 without coordinates, and refuses half a position or a bad one', async () => {
    expect((await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}`)).body.responsePacket.distanceInMeter).toBe(0);
    expect((await get(server, `/getRestaurantDetail/${MOHALI}?lat=30.7`)).body.message).toBe('lat and lng must be given together');
    expect((await get(server, `/getRestaurantDetail/${MOHALI}?lat=north&lng=76`)).body.message).toBe('lat must be a number');
  });

  it('answers 404 for an unknown outlet and 400 for a malformed id', async () => {
    const unknown = await get(server, '/getRestaurantDetail/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errorCode: 404, message: 'Restaurant not found', responsePacket: null });
    const malformed = await get(server, '/getRestaurantDetail/not-a-uuid');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('restaurantUuid must be a uuid');
  });
});

describe('GET /getItemListWithCatSubCat/:restaurantUuid', () => {
  it('serves a full North-Indian menu with categories, sub-categories and stable ids, without sign-in', async () => {
    const res = await get<Menu>(server, `/getItemListWithCatSubCat/${MOHALI}`);
    expect(res.status).toBe(200);
    const menu = res.body.responsePacket;
    expect(menu.categoryList.map((c) => c.title)).toEqual(['Starters', 'Main Course', 'Breads', 'Pizzas', 'Rice & Biryani', 'Desserts', 'Beverages']);
    expect(menu.itemList.length).toBeGreaterThanOrEqual(40);
    for (const item of menu.itemList) {
      const category = menu.categoryList.find((c) => c.categoryId === item.categoryId);
      expect(category?.subCategories.some((s) => s.subCategoryId === item.subCategoryId)).toBe(true);
      expect(item.price).toBeGreaterThan(0);
      expect(['VEG', 'EGG', 'NON_VEG']).toContain(item.vegNonVeg);
      // Issue 23: every seeded dish declares what is in it.
      expect(item.dietary?.energyKcal).toBeGreaterThan(0);
      expect(item.imageUrl).toMatch(/^\/media\/dish-[a-z-]+\.svg$/);
    }
    expect(menu.itemList.filter((i) => !i.isAvailable)).toHaveLength(2);
    expect(menu.itemList.find((i) => i.title === 'Paneer Tikka')).toMatchObject({ itemId: 1201, price: 329, isAvailable: true });
    expect(menu.itemList.find((i) => i.title === 'Egg Biryani')).toMatchObject({ vegNonVeg: 'EGG', dietary: { allergens: ['MILK', 'EGG'], energyKcal: 560, jain: false } });
    expect(menu.itemList.find((i) => i.title === 'Tandoori Roti')?.dietary).toEqual({ allergens: ['GLUTEN'], energyKcal: 120, jain: true });
  });

  it('serves every image it names', async () => {
    const menu = (await get<Menu>(server, `/getItemListWithCatSubCat/${MOHALI}`)).body.responsePacket;
    for (const url of new Set(menu.itemList.map((i) => i.imageUrl))) {
      const res = await fetch(server.url + url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
      expect(await res.text()).toContain('<svg');
    }
  });

  it('charges a little more on the highway and sells out different dishes per outlet', async () => {
    const [city, highway] = await Promise.all([
      get<Menu>(server, `/getItemListWithCatSubCat/${MOHALI}`),
      get<Menu>(server, `/getItemListWithCatSubCat/${PHAGWARA_HIGHWAY}`),
    ]);
    const price = (menu: Menu, title: string) => menu.itemList.find((i) => i.title === title)?.price;
    expect(price(highway.body.responsePacket, 'Paneer Tikka')).toBe(365);
    expect(price(city.body.responsePacket, 'Paneer Tikka')).toBe(329);
    const soldOut = (menu: Menu) => menu.itemList.filter((i) => !i.isAvailable).map((i) => i.title).sort();
    expect(soldOut(city.body.responsePacket)).not.toEqual(soldOut(highway.body.responsePacket));
  });

  it('answers 404 for an unknown outlet', async () => {
    const res = await get(server, '/getItemListWithCatSubCat/00000000-0000-4000-8000-000000000000');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Restaurant not found');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('carries an ETag and answers 304 without a body while the menu is unchanged', async () => {
    const url = `${server.url}/v1/api/getItemListWithCatSubCat/${MOHALI}`;
    const first = await fetch(url);
    const body = await first.text();
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);
    // Public, so it may be kept, but prices change: kept copies are revalidated before use.
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const again = await fetch(url, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('no-cache');
    // A strong tag sent back weak (or in a list) matches too.
    const weak = `W/${(etag ?? '').replace(/^W\//, '')}`;
    expect((await fetch(url, { headers: { 'If-None-Match': `"other", ${weak}` } })).status).toBe(304);

    const stale = await fetch(url, { headers: { 'If-None-Match': '"an-older-menu"' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
    expect(stale.headers.get('etag')).toBe(etag);
  });

  it('gives a changed menu a new ETag, so the old one gets the whole menu again', async () => {
    const url = `${server.url}/v1/api/getItemListWithCatSubCat/${MOHALI}`;
    const before = (await fetch(url)).headers.get('etag') ?? '';
    const paneerTikka = and(eq(menuItems.id, 1201), eq(menuItems.restaurantId, await mohaliId()));
    const [{ pricePaise } = { pricePaise: 0 }] = await server.db.select({ pricePaise: menuItems.pricePaise }).from(menuItems).where(paneerTikka);
    await server.db.update(menuItems).set({ pricePaise: pricePaise + 1000 }).where(paneerTikka);
    try {
      // Every process keeps the menu and forgets it when the database says a dish changed (a notice, in moments).
      await expect.poll(async () => (await fetch(url, { headers: { 'If-None-Match': before } })).status, { timeout: 5_000 }).toBe(200);
      const after = await fetch(url, { headers: { 'If-None-Match': before } });
      expect(after.headers.get('etag')).not.toBe(before);
      const menu = ((await after.json()) as Envelope<Menu>).responsePacket;
      expect(menu.itemList.find((i) => i.itemId === 1201)?.price).toBe(pricePaise / 100 + 10);
    } finally {
      await server.db.update(menuItems).set({ pricePaise }).where(paneerTikka);
    }
    await expect.poll(async () => (await fetch(url, { headers: { 'If-None-Match': before } })).status, { timeout: 5_000 }).toBe(304);
  });
});

describe('POST /scanQrCode/:code', () => {
  it('finds the outlet and table of a code, in any letter case', async () => {
    for (const code of ['GL-MOH8-T1', 'gl-moh8-t3']) {
      const res = await post<TableScan>(server, `/scanQrCode/${code}`, { key: await tableKeyOf(server.db, code) });
      expect(res.status).toBe(200);
      expect(res.body.responsePacket).toMatchObject({ code: code.toUpperCase(), restaurant: { restaurantUuid: MOHALI } });
    }
  });

  it('has no tables at an outlet without dine-in, and says so for any unknown code', async () => {
    for (const code of ['GL-FBD-T1', 'GL-MOH8-T9', 'HELLO']) {
      const res = await post(server, `/scanQrCode/${code}`, { key: 'ANY' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('This QR code is not a table of ours');
    }
  });

  it('refuses a malformed code with 400', async () => {
    const res = await post(server, `/scanQrCode/${encodeURIComponent('<script>')}`, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('code must be 4 to 64 letters, digits or dashes');
  });
});

describe('addresses', () => {
  const home = { addressLine1: 'House 12', addressLine2: 'Sector 70', addressLine3: 'Mohali', addressType: 'Home', latitude: 30.7374, longitude: 76.6762 };

  it('saves, lists and deletes the caller’s own addresses', async () => {
    const saved = await post<SavedAddress>(server, '/saveAddress', home, alice.auth);
    expect(saved.status).toBe(200);
    expect(saved.body.responsePacket).toEqual({ ...home, recordId: expect.any(Number) });
    const list = await get<SavedAddress[]>(server, '/getAddressList', alice.auth);
    expect(list.body.responsePacket).toEqual([saved.body.responsePacket]);
    expect((await get<SavedAddress[]>(server, '/getAddressList', bob.auth)).body.responsePacket).toEqual([]);

    const deleted = await post(server, '/deleteAddress', { recordId: saved.body.responsePacket.recordId }, alice.auth);
    expect(deleted.status).toBe(200);
    expect((await get<SavedAddress[]>(server, '/getAddressList', alice.auth)).body.responsePacket).toEqual([]);
  });

  it('answers 404 when deleting someone else’s address or an unknown one, and keeps it', async () => {
    const saved = await post<SavedAddress>(server, '/saveAddress', home, alice.auth);
    const recordId = saved.body.responsePacket.recordId;
    for (const body of [{ recordId }, { recordId: 999_999 }]) {
      const res = await post(server, '/deleteAddress', body, bob.auth);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Address not found');
    }
    expect((await get<SavedAddress[]>(server, '/getAddressList', alice.auth)).body.responsePacket).toHaveLength(1);
  });

  it.each([
    ['no address type', { addressType: undefined }, 'Please select address type'],
    ['a blank first line', { addressLine1: '   ' }, 'Please enter details properly'],
    ['a string latitude', { latitude: '30.7' }, 'Please select location first.'],
    ['an unknown field', { pincode: '160071' }, 'Unknown field: pincode'],
  ])('refuses %s with 400', async (_name, overrides, message) => {
    const res = await post(server, '/saveAddress', { ...home, ...overrides }, alice.auth);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a malformed body and a non-numeric recordId with 400, and anonymous callers with 401', async () => {
    expect((await post(server, '/saveAddress', '{"addressLine1":', alice.auth)).body.message).toBe('Request body is not valid JSON');
    expect((await post(server, '/deleteAddress', { recordId: '5' }, alice.auth)).body.message).toBe('recordId must be a number');
    const anonymous = await get(server, '/getAddressList');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBe(409);
  });
});
