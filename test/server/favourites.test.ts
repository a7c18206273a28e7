/** Favourites over HTTP (issue 23): heart and un-heart outlets and dishes, one list per customer, a cap that holds under a burst. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Favourites, UserProfile } from '../../src/api/contract';
import { MSG } from '../../src/config/messages';
import { favouriteDishes, menuItems, restaurants } from '../../server/db/schema';
import { DISH_NOT_FOUND, MAX_FAVOURITES, TOO_MANY } from '../../server/routes/favourites';
import { RESTAURANT_NOT_FOUND } from '../../server/outlets';
import { type TestServer } from '../support/server';
import { dish, FARIDABAD, MOHALI, newCustomer, startWithTwoCustomers, type Customer } from '../support/ordering';
import { get, post } from './http';

let server: TestServer;
let alice: Customer;
let bob: Customer;
beforeAll(async () => {
  ({ server, alice, bob } = await startWithTwoCustomers());
});
afterAll(() => server.close());

const heart = (body: unknown, customer: Customer | null = alice) => post<Favourites>(server, '/setFavourite', body, customer?.auth ?? {});
const list = async (customer = alice) => {
  const res = await get<Favourites>(server, '/getFavourites', customer.auth);
  expect(res.status, res.body.message).toBe(200);
  return res.body.responsePacket;
};

async function outletId(uuid: string): Promise<number> {
  const [row] = await server.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.uuid, uuid));
  if (!row) throw new Error(`no outlet ${uuid}`);
  return row.id;
}

describe('setFavourite and getFavourites', () => {
  it('keeps hearted outlets and dishes, the newest first, once however often they are hearted, for their customer only', async () => {
    const mohali = await outletId(MOHALI);
    const faridabad = await outletId(FARIDABAD);
    const chai = await dish(server, 'Masala Chai');
    const naan = await dish(server, 'Butter Naan');

    for (const body of [
      { kind: 'OUTLET', id: mohali, favourite: true },
      { kind: 'DISH', id: chai.itemId, favourite: true },
      { kind: 'OUTLET', id: faridabad, favourite: true },
      { kind: 'DISH', id: naan.itemId, favourite: true },
      { kind: 'DISH', id: naan.itemId, favourite: true },
    ]) {
      const res = await heart(body);
      expect(res.status, res.body.message).toBe(200);
      expect(res.body.message).toBe('Added to favourites');
    }

    const kept = await list();
    expect(kept.outlets.map((outlet) => outlet.restaurantUuid)).toEqual([FARIDABAD, MOHALI]);
    expect(kept.outlets[1]).toMatchObject({ recordId: mohali, title: 'Gold Leaf — Mohali Phase 8', area: expect.any(String) as string });
    expect(kept.dishes.map((d) => d.title)).toEqual(['Butter Naan', 'Masala Chai']);
    expect(kept.dishes[1]).toEqual({
      itemId: chai.itemId,
      title: 'Masala Chai',
      price: chai.price,
      vegNonVeg: chai.vegNonVeg,
      imageUrl: chai.imageUrl,
      isAvailable: true,
      restaurantUuid: MOHALI,
      restaurantName: 'Gold Leaf — Mohali Phase 8',
    });
    expect(await list(bob)).toEqual({ outlets: [], dishes: [] });

    const removed = await heart({ kind: 'DISH', id: chai.itemId, favourite: false });
    expect(removed.body.message).toBe('Removed from favourites');
    expect(removed.body.responsePacket.dishes.map((d) => d.title)).toEqual(['Butter Naan']);
    // Un-hearting what is not kept (or another customer's) changes nothing and is no error.
    const again = await heart({ kind: 'OUTLET', id: mohali, favourite: false }, bob);
    expect(again.status).toBe(200);
    expect((await list()).outlets).toHaveLength(2);
  });

  it.each([
    ['an unknown outlet', { kind: 'OUTLET', id: 999_999, favourite: true }, 404, RESTAURANT_NOT_FOUND],
    ['an unknown dish', { kind: 'DISH', id: 999_999, favourite: true }, 404, DISH_NOT_FOUND],
    ['an unknown kind', { kind: 'EVENT', id: 1, favourite: true }, 400, 'kind must be OUTLET or DISH'],
    ['an id as text', { kind: 'DISH', id: '12', favourite: true }, 400, 'id must be a number'],
    ['no favourite', { kind: 'DISH', id: 12 }, 400, 'favourite must be true or false'],
    ['an unknown field', { kind: 'DISH', id: 12, favourite: true, note: 'x' }, 400, 'Unknown field: note'],
  ])('refuses %s in words', async (_case, body, status, message) => {
    const res = await heart(body);
    expect(res.status).toBe(status);
    expect(res.body.errorCode).not.toBe(0);
    expect(res.body.message).toBe(message);
  });

  it('asks a visitor to sign in', async () => {
    const res = await heart({ kind: 'DISH', id: 12, favourite: true }, null);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.unauthorisedAccess);
  });
});

describe(`at most ${MAX_FAVOURITES} favourite dishes`, () => {
  it('holds under a burst of hearts: the list fills to the cap and the rest are refused, a repeated heart is one row', { tags: ['postgres'] }, async () => {
    const carol = await newCustomer(server);
    const ids = (await server.db.select({ id: menuItems.id }).from(menuItems).orderBy(asc(menuItems.id)).limit(MAX_FAVOURITES + 15)).map((row) => row.id);
    expect(ids).toHaveLength(MAX_FAVOURITES + 15);
    const carolId = (await get<UserProfile>(server, '/profileDetail', carol.auth)).body.responsePacket.recordId;
    // Five short of the cap, kept directly; then twenty different dishes at once.
    await server.db.insert(favouriteDishes).values(ids.slice(0, MAX_FAVOURITES - 5).map((itemId) => ({ userId: carolId, itemId })));
    const burst = await Promise.all(ids.slice(MAX_FAVOURITES - 5).map((id) => heart({ kind: 'DISH', id, favourite: true }, carol)));
    expect(burst.filter((res) => res.status === 200)).toHaveLength(5);
    const refused = burst.filter((res) => res.status !== 200);
    expect(refused).toHaveLength(15);
    for (const res of refused) expect([res.status, res.body.message]).toEqual([422, TOO_MANY.DISH]);
    expect((await list(carol)).dishes).toHaveLength(MAX_FAVOURITES);

    // At the cap, a dish already kept can still be hearted again (no change), and one taken off makes room.
    const kept = ids[0]!;
    const repeats = await Promise.all(Array.from({ length: 10 }, () => heart({ kind: 'DISH', id: kept, favourite: true }, carol)));
    for (const res of repeats) expect(res.status, res.body.message).toBe(200);
    expect((await list(carol)).dishes).toHaveLength(MAX_FAVOURITES);
    await heart({ kind: 'DISH', id: kept, favourite: false }, carol);
    expect((await heart({ kind: 'DISH', id: ids[MAX_FAVOURITES + 14]!, favourite: true }, carol)).status).toBe(200);
  });
});
