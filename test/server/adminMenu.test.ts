/**
 * Head office edits menus (issue 36): sections, dishes and a bulk price change under /v1/admin. Each role does only
 * its part (a manager only their outlets' stock), a save from an older version is told, every write is audited in its
 * transaction, bad input changes nothing, diners see a change at once, and orders keep what they were sold at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { AdminDish, AdminDishPage, AdminSection, Invoice, Menu, Order, PriceChange, StaffSessionInfo } from '../../src/api/contract';
import { HTML_IN_NAME, PRICE_NOT_POSITIVE } from '../../src/api/contract';
import { auditLog, menuCategories, menuItems, menuSubCategories, restaurants, staff } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { listenForChanges } from '../../server/live/bus';
import { MenuCache } from '../../server/menuCache';
import { NO_SUCH_SECTION, STALE_DISH } from '../../server/routes/admin/menu';
import { NOT_YOUR_OUTLET, NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { get, post } from './http';
import { MOHALI, draft, newCustomer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { STAFF_PASSWORD, staffClient, type Caller, type Member } from '../support/staff';

let server: TestServer;
// 12:30 in Kolkata: every outlet is open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let mohaliId: number;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  const rows = await server.db.select().from(restaurants);
  mohaliId = rows.find((row) => row.uuid === MOHALI)!.id;
  otherId = rows.find((row) => row.uuid !== MOHALI)!.id;
});
afterAll(() => server.close());
const { admin, join, newAddress } = staffClient(() => server, clock.now);

const dishAt = async (outletId: number, title: string) => {
  const [row] = await server.db.select().from(menuItems).where(and(eq(menuItems.restaurantId, outletId), eq(menuItems.title, title)));
  return row!;
};
const readDish = async (caller: Caller, id: number) => (await admin<AdminDish>(caller, 'GET', `/dishes/${id}`)).body.responsePacket;
const dinerMenu = async () => {
  const answer = await get<Menu>(server, `/getItemListWithCatSubCat/${MOHALI}`);
  return { menu: answer.body.responsePacket, etag: answer.headers.get('ETag') };
};
/** The staff id the audit trail names a member by. */
const staffIdOf = async (member: Member) => (await server.db.select({ id: staff.id }).from(staff).where(eq(staff.email, member.email)))[0]!.id;
const dishAudits = (ids: number[]) =>
  server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'dish'), inArray(auditLog.entityId, ids.map(String)))).orderBy(asc(auditLog.id));

/** Everything a refused call could have changed. */
const everything = async () => ({
  dishes: await server.db.select().from(menuItems).orderBy(asc(menuItems.id)),
  sections: await server.db.select().from(menuCategories).orderBy(asc(menuCategories.id)),
  subSections: await server.db.select().from(menuSubCategories).orderBy(asc(menuSubCategories.id)),
  audits: (await server.db.select({ n: count() }).from(auditLog).where(inArray(auditLog.entity, ['dish', 'menu_section', 'menu_sub_section'])))[0]!.n,
});

const PIZZA_WITH_SIZES = {
  categoryId: 7,
  subCategoryId: 71,
  title: 'Tandoori Paneer Pizza',
  description: 'Paneer tikka, onion and capsicum on a wood-fired base.',
  price: 399,
  vegNonVeg: 'VEG',
  allergens: ['GLUTEN', 'MILK'],
  energyKcal: 820,
  jain: false,
  choiceGroups: [
    { groupId: 1, name: 'Size', min: 1, max: 1, choices: [{ choiceId: 11, name: 'Regular 7"', price: 0 }, { choiceId: 12, name: 'Large 12"', price: 260 }] },
    { groupId: 2, name: 'Toppings', min: 0, max: 2, choices: [{ choiceId: 21, name: 'Extra cheese', price: 59 }, { choiceId: 22, name: 'Jalapeños', price: 39 }] },
  ],
};

describe('who may touch the menu', () => {
  it('every menu endpoint refuses a customer, no one, a revoked session and another outlet’s manager, and changes nothing', async () => {
    const dish = await dishAt(mohaliId, 'Dal Makhani');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/menu/sections'],
      ['POST', '/menu/sections', { title: 'Chaat' }],
      ['PATCH', '/menu/sections/1', { title: 'Nope' }],
      ['POST', '/menu/sections/1/sub-sections', { title: 'Nope' }],
      ['PATCH', '/menu/sub-sections/11', { title: 'Nope' }],
      ['GET', `/dishes?outletId=${mohaliId}`],
      ['GET', `/dishes/${dish.id}`],
      ['POST', '/dishes', { outletId: mohaliId, ...PIZZA_WITH_SIZES }],
      ['PATCH', `/dishes/${dish.id}`, { version: dish.version, isAvailable: false }],
      ['POST', '/dishes/prices/preview', { ids: [dish.id], percent: 5 }],
      ['POST', '/dishes/prices', { ids: [dish.id], percent: 5, versions: { [dish.id]: dish.version } }],
    ];
    const before = await everything();

    const customer = await newCustomer(server);
    const editor = await join('editor');
    const again = await admin(editor, 'POST', '/session', { email: editor.email, password: STAFF_PASSWORD });
    const second: Caller = { address: editor.address, cookie: again.cookie! };
    const first = (await admin<StaffSessionInfo[]>(second, 'GET', '/sessions')).body.responsePacket.find((session) => !session.current)!;
    expect((await admin(second, 'DELETE', `/sessions/${first.id}`)).status).toBe(200);
    for (const caller of [{ address: newAddress(), headers: customer.auth }, { address: newAddress() }, editor]) {
      for (const [method, path, body] of calls) {
        const answer = await admin(caller, method, path, body);
        expect([method, path, answer.status, answer.body.message]).toEqual([method, path, 401, SIGN_IN_FIRST]);
      }
    }

    // Mohali's dishes are not another outlet's manager's; sections and prices are not a manager's at all. The
    // sections themselves are the chain's (no outlet's), and a manager reads them to see their own dishes.
    const manager = await join('manager', [otherId]);
    for (const [method, path, body] of calls.slice(1)) {
      const answer = await admin(manager, method, path, body);
      const expected = (path.startsWith('/dishes/') && method !== 'POST') || path.includes('outletId') ? NOT_YOUR_OUTLET : NOT_YOUR_ROLE;
      expect([method, path, answer.status, answer.body.message]).toEqual([method, path, 403, expected]);
    }
    const support = await join('support');
    for (const [method, path, body] of calls.filter(([method]) => method !== 'GET')) {
      expect([method, path, (await admin(support, method, path, body)).status]).toEqual([method, path, 403]);
    }
    expect(await everything()).toEqual(before);
  });

  it('an outlet manager sees only their outlets’ dishes and changes only their stock', async () => {
    const manager = await join('manager', [mohaliId]);
    const listed = (await admin<AdminDishPage>(manager, 'GET', '/dishes?perPage=100')).body.responsePacket;
    const [mohaliCount] = await server.db.select({ n: count() }).from(menuItems).where(eq(menuItems.restaurantId, mohaliId));
    expect(listed.total).toBe(mohaliCount!.n);
    expect(new Set(listed.items.map((dish) => dish.outletId))).toEqual(new Set([mohaliId]));

    const dish = await dishAt(mohaliId, 'Kadai Paneer');
    const soldOut = await admin<AdminDish>(manager, 'PATCH', `/dishes/${dish.id}`, { version: dish.version, isAvailable: false });
    expect([soldOut.status, soldOut.body.responsePacket.isAvailable]).toEqual([200, false]);
    expect((await dinerMenu()).menu.itemList.find((item) => item.itemId === dish.id)?.isAvailable).toBe(false);
    const renamed = await admin(manager, 'PATCH', `/dishes/${dish.id}`, { version: dish.version + 1, title: 'Mine now', price: 1 });
    expect([renamed.status, renamed.body.message]).toEqual([403, 'Your role cannot change title, price']);
    expect((await dishAt(mohaliId, 'Kadai Paneer')).version).toBe(dish.version + 1);
    // The stock change is in the audit trail under the manager, before and after; the refused rename left no row.
    const audits = await dishAudits([dish.id]);
    expect(audits.map(({ action, role, staffId, outletId, before, after }) => ({ action, role, staffId, outletId, before, after }))).toEqual([
      { action: 'update', role: 'manager', staffId: await staffIdOf(manager), outletId: mohaliId, before: { isAvailable: true }, after: { isAvailable: false } },
    ]);
  });
});

describe('dishes', () => {
  it('an editor adds a dish with sizes to Mohali: the diner’s menu has it at once, and the audit row holds it', async () => {
    const editor = await join('editor');
    const before = await dinerMenu();
    const added = await admin<AdminDish>(editor, 'POST', '/dishes', { outletId: mohaliId, ...PIZZA_WITH_SIZES });
    expect([added.status, added.body.message]).toEqual([200, 'Tandoori Paneer Pizza added']);
    const dish = added.body.responsePacket;
    expect(dish).toMatchObject({ outletId: mohaliId, price: 399, version: 1, ref: `D${dish.id}`, isAvailable: true, choiceGroups: PIZZA_WITH_SIZES.choiceGroups });
    const after = await dinerMenu();
    expect(after.etag).not.toBe(before.etag);
    expect(after.menu.itemList.find((item) => item.itemId === dish.id)).toMatchObject({ title: 'Tandoori Paneer Pizza', price: 399, choiceGroups: PIZZA_WITH_SIZES.choiceGroups });
    const [audit] = await dishAudits([dish.id]);
    expect(audit).toMatchObject({ action: 'create', role: 'editor', outletId: mohaliId, before: null, after: { title: 'Tandoori Paneer Pizza', price: 399 } });
    // The same dish at another outlet takes the same reference; a reference twice at one outlet is refused.
    const elsewhere = await admin<AdminDish>(editor, 'POST', '/dishes', { outletId: otherId, ...PIZZA_WITH_SIZES, ref: dish.ref });
    expect([elsewhere.status, elsewhere.body.responsePacket.ref]).toEqual([200, dish.ref]);
    const twice = await admin(editor, 'POST', '/dishes', { outletId: mohaliId, ...PIZZA_WITH_SIZES, ref: dish.ref });
    expect([twice.status, twice.body.message]).toEqual([409, `Another dish at this outlet already has the reference ${dish.ref}`]);
  });

  it('every seeded dish has a reference, the same for the dish at every outlet', async () => {
    const rows = await server.db.select({ ref: menuItems.ref, title: menuItems.title }).from(menuItems).where(inArray(menuItems.restaurantId, [mohaliId, otherId]));
    const naan = rows.filter((row) => row.title === 'Butter Naan').map((row) => row.ref);
    expect(naan).toEqual(['D19', 'D19']);
  });

  it('an editor saves a dish; a save from an older version is told what to do and changes nothing', async () => {
    const editor = await join('editor');
    const dish = await readDish(editor, (await dishAt(mohaliId, 'Sarson Da Saag')).id);
    const saved = await admin<AdminDish>(editor, 'PATCH', `/dishes/${dish.id}`, { version: dish.version, price: 289, allergens: ['MILK'], energyKcal: 300 });
    expect(saved.status).toBe(200);
    expect(saved.body.responsePacket).toMatchObject({ price: 289, energyKcal: 300, version: dish.version + 1 });
    const stale = await admin(editor, 'PATCH', `/dishes/${dish.id}`, { version: dish.version, price: 999 });
    expect([stale.status, stale.body.message]).toEqual([409, STALE_DISH]);
    expect((await readDish(editor, dish.id)).price).toBe(289);
    const [audit] = await dishAudits([dish.id]);
    expect(audit).toMatchObject({ action: 'update', before: { price: dish.price, energyKcal: dish.energyKcal }, after: { price: 289, energyKcal: 300 } });
  });

  it('two editors saving the same dish at once: exactly one lands, the other is told (a race only PostgreSQL can show)', { tags: ['postgres'] }, async () => {
    const [first, second] = [await join('editor'), await join('editor')];
    const id = (await dishAt(mohaliId, 'Amritsari Chole')).id;
    // Several rounds: each pair must overlap in the database for an unguarded save to slip through.
    const ROUNDS = 8;
    for (let round = 0; round < ROUNDS; round++) {
      const dish = await readDish(first, id);
      const both = await Promise.all([
        admin<AdminDish>(first, 'PATCH', `/dishes/${id}`, { version: dish.version, price: 250 + round }),
        admin<AdminDish>(second, 'PATCH', `/dishes/${id}`, { version: dish.version, price: 300 + round }),
      ]);
      expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(both.find((answer) => answer.status === 409)!.body.message).toBe(STALE_DISH);
      const kept = both.find((answer) => answer.status === 200)!.body.responsePacket;
      expect(await readDish(first, id)).toMatchObject({ price: kept.price, version: dish.version + 1 });
    }
    expect(await dishAudits([id])).toHaveLength(ROUNDS);
  });

  it('bad input is refused with a clear message and adds nothing', async () => {
    const editor = await join('editor');
    const before = await everything();
    const size = PIZZA_WITH_SIZES.choiceGroups[0]!;
    for (const [change, message] of [
      [{ price: 0 }, PRICE_NOT_POSITIVE],
      [{ price: -10 }, PRICE_NOT_POSITIVE],
      [{ energyKcal: 5001 }, 'Energy is at most 5,000 kcal'],
      [{ title: '<b>Naan</b>' }, HTML_IN_NAME],
      [{ choiceGroups: [{ ...size, name: 'Size<script>' }] }, HTML_IN_NAME],
      [{ choiceGroups: [{ ...size, min: 2, max: 1 }] }, 'In ‘Size’ the minimum (2) is more than the maximum (1)'],
      [{ choiceGroups: [{ ...size, max: 3 }] }, '‘Size’ lets a diner pick 3 but has only 2 choices'],
      [{ categoryId: 999 }, NO_SUCH_SECTION],
      [{ subCategoryId: 11 }, 'That sub-section is not in that section'],
      [{ vegNonVeg: 'Veg' }, 'vegNonVeg must be one of VEG, EGG, NON_VEG'],
    ] as const) {
      const answer = await admin(editor, 'POST', '/dishes', { outletId: mohaliId, ...PIZZA_WITH_SIZES, ...change });
      expect([JSON.stringify(change), answer.status, answer.body.message]).toEqual([JSON.stringify(change), 400, message]);
    }
    const dish = await dishAt(mohaliId, 'Jeera Rice');
    const zero = await admin(editor, 'PATCH', `/dishes/${dish.id}`, { version: dish.version, title: 'Jeera Rice (new)', price: 0 });
    expect([zero.status, zero.body.message]).toEqual([400, PRICE_NOT_POSITIVE]);
    expect(await everything()).toEqual(before);
  });

  it('lists a page of dishes, sorted and filtered, as a react-admin list asks', async () => {
    const editor = await join('editor');
    const all = (await admin<AdminDishPage>(editor, 'GET', `/dishes?outletId=${mohaliId}&sort=price&order=DESC&perPage=100`)).body.responsePacket;
    expect(all.items.map((dish) => dish.price)).toEqual([...all.items.map((dish) => dish.price)].sort((a, b) => b - a));
    const page = (await admin<AdminDishPage>(editor, 'GET', `/dishes?outletId=${mohaliId}&sort=price&order=DESC&page=2&perPage=5`)).body.responsePacket;
    expect(page).toEqual({ items: all.items.slice(5, 10), total: all.total });
    const paneer = (await admin<AdminDishPage>(editor, 'GET', `/dishes?outletId=${mohaliId}&categoryId=1&q=paneer`)).body.responsePacket;
    expect(paneer.items.map((dish) => dish.title)).toEqual(['Paneer Tikka']);
    const tooMany = await admin(editor, 'GET', '/dishes?perPage=101');
    expect([tooMany.status, tooMany.body.message]).toEqual([400, 'A page has at most 100 dishes']);
  });
});

describe('a bulk price change', () => {
  it('previews old and new prices, then applies them all in one transaction with an audit row each; diners see them at once', async () => {
    const editor = await join('editor');
    const picked = (await admin<AdminDishPage>(editor, 'GET', `/dishes?outletId=${mohaliId}&categoryId=5&perPage=5`)).body.responsePacket.items;
    expect(picked).toHaveLength(5);
    const ids = picked.map((dish) => dish.id);
    const preview = await admin<PriceChange>(editor, 'POST', '/dishes/prices/preview', { ids, percent: 5 });
    expect(preview.body.responsePacket).toEqual({
      rounding: 'WHOLE_RUPEE',
      dishes: picked.map((dish) => ({ id: dish.id, ref: dish.ref, outletId: mohaliId, title: dish.title, oldPrice: dish.price, newPrice: Math.round(dish.price * 1.05), version: dish.version })),
    });
    expect((await readDish(editor, ids[0]!)).price).toBe(picked[0]!.price);

    const before = await dinerMenu();
    const versions = Object.fromEntries(preview.body.responsePacket.dishes.map((line) => [line.id, line.version]));
    const applied = await admin<PriceChange>(editor, 'POST', '/dishes/prices', { ids, percent: 5, versions });
    expect([applied.status, applied.body.message]).toEqual([200, '5 prices changed']);
    const after = await dinerMenu();
    expect(after.etag).not.toBe(before.etag);
    for (const line of preview.body.responsePacket.dishes) expect(after.menu.itemList.find((item) => item.itemId === line.id)?.price).toBe(line.newPrice);
    // An audit row each, under the editor who applied it, with the dish's price before and after.
    const audits = await dishAudits(ids);
    const editorId = await staffIdOf(editor);
    expect(audits.map((row) => [Number(row.entityId), row.action, row.role, row.staffId, row.outletId, row.before, row.after])).toEqual(
      preview.body.responsePacket.dishes.map((line) => [line.id, 'update', 'editor', editorId, mohaliId, { price: line.oldPrice }, { price: line.newPrice }]),
    );

    // The same change sent again names the dish that moved since, and changes none of them.
    const again = await admin(editor, 'POST', '/dishes/prices', { ids, percent: 5, versions });
    expect([again.status, again.body.message]).toEqual([409, `${picked[0]!.title} (dish ${ids[0]}) changed after you saw its price. Preview again, then apply.`]);
    expect(await dishAudits(ids)).toHaveLength(5);
  });

  it('is all or nothing: one dish changed under it, or one that would cost ₹0 or less, and no price moves', async () => {
    const editor = await join('editor');
    const picked = (await admin<AdminDishPage>(editor, 'GET', `/dishes?outletId=${mohaliId}&categoryId=6&perPage=4`)).body.responsePacket.items;
    const ids = picked.map((dish) => dish.id);
    const versions = Object.fromEntries(picked.map((dish) => [dish.id, dish.version]));
    const last = picked[3]!;
    expect((await admin(editor, 'PATCH', `/dishes/${last.id}`, { version: last.version, description: 'Changed meanwhile.' })).status).toBe(200);
    const before = await everything();
    const stale = await admin(editor, 'POST', '/dishes/prices', { ids, amount: 10, versions });
    expect([stale.status, stale.body.message]).toEqual([409, `${last.title} (dish ${last.id}) changed after you saw its price. Preview again, then apply.`]);

    const cheapest = [...picked].sort((a, b) => a.price - b.price)[0]!;
    const fresh = { ...versions, [last.id]: last.version + 1 };
    const cut = -cheapest.price;
    for (const [path, body] of [['/dishes/prices/preview', { ids, amount: cut }], ['/dishes/prices', { ids, amount: cut, versions: fresh }]] as const) {
      const answer = await admin(editor, 'POST', path, body);
      expect([path, answer.status, answer.body.message]).toEqual([path, 400, `${cheapest.title} (dish ${cheapest.id}) would cost ₹0. ${PRICE_NOT_POSITIVE}.`]);
    }
    const both = await admin(editor, 'POST', '/dishes/prices/preview', { ids, amount: 10, percent: 5 });
    expect([both.status, both.body.message]).toEqual([400, 'Give either a percent or an amount']);
    expect(await everything()).toEqual(before);
  });
});

describe('sections', () => {
  it('an editor adds and renames sections and sub-sections, audited; the diner’s menu shows the new title at once', async () => {
    const editor = await join('editor');
    const added = await admin<AdminSection[]>(editor, 'POST', '/menu/sections', { title: 'Chaat' });
    expect(added.status).toBe(200);
    const chaat = added.body.responsePacket.find((section) => section.title === 'Chaat')!;
    expect(chaat).toMatchObject({ ref: `C${chaat.id}`, sortOrder: Math.max(...added.body.responsePacket.map((section) => section.sortOrder)), subSections: [] });
    const withSub = await admin<AdminSection[]>(editor, 'POST', `/menu/sections/${chaat.id}/sub-sections`, { title: 'Papdi & Golgappe' });
    expect(withSub.body.responsePacket.find((section) => section.id === chaat.id)!.subSections.map((sub) => sub.title)).toEqual(['Papdi & Golgappe']);

    const before = await dinerMenu();
    const renamed = await admin<AdminSection[]>(editor, 'PATCH', '/menu/sections/3', { title: 'Breads & Rotis' });
    expect(renamed.status).toBe(200);
    const after = await dinerMenu();
    expect(after.etag).not.toBe(before.etag);
    expect(after.menu.categoryList.find((category) => category.categoryId === 3)?.title).toBe('Breads & Rotis');
    const [audit] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'menu_section'), eq(auditLog.entityId, '3')));
    expect(audit).toMatchObject({ action: 'update', role: 'editor', before: { title: 'Breads' }, after: { title: 'Breads & Rotis' } });
    const html = await admin(editor, 'PATCH', '/menu/sub-sections/31', { title: '<i>Breads</i>' });
    expect([html.status, html.body.message]).toEqual([400, HTML_IN_NAME]);
  });
});

describe('every process forgets', () => {
  it('a section renamed in the database is heard by every process as every outlet’s menu changed, and each copy is dropped', async () => {
    const cache = new MenuCache(server.db);
    const kept = (await cache.answer(MOHALI)).etag;
    let heard!: (restaurantId: number | null) => void;
    const allMenus = new Promise<null>((resolve) => (heard = (restaurantId) => restaurantId === null && resolve(null)));
    const listening = listenForChanges(server.db, { order: () => undefined, menu: (restaurantId) => heard(restaurantId) }, () => undefined);
    try {
      await listening.ready;
      // Straight in the database, as another process's save would be: only the notice tells this one.
      await server.db.update(menuCategories).set({ title: 'Rice, Biryani & Pulao' }).where(eq(menuCategories.id, 4));
      expect(await allMenus).toBeNull();
    } finally {
      await listening.stop();
    }
    expect((await cache.answer(MOHALI)).etag).toBe(kept);
    cache.forget(null);
    const fresh = await cache.answer(MOHALI);
    expect(fresh.etag).not.toBe(kept);
    expect(fresh.body).toContain('Rice, Biryani & Pulao');
  });
});

describe('orders keep what they were sold at', () => {
  it('an order placed, and a cart priced, before a price change keep the old price on the order and its invoice', async () => {
    const customer = await newCustomer(server);
    const placedFirst = await draft(server, customer, [['Butter Chicken', 1]]);
    const placing = await post<Order>(server, `/placeOrder/${placedFirst.orderRefId}`, { paymentMode: 'WALLET' }, customer.auth);
    expect(placing.body.message).toBe('Order Placed');
    const cart = await draft(server, customer, [['Butter Chicken', 1]]);

    const editor: Member = await join('editor');
    const dish = await dishAt(mohaliId, 'Butter Chicken');
    const oldPrice = dish.pricePaise / 100;
    expect((await admin(editor, 'PATCH', `/dishes/${dish.id}`, { version: dish.version, price: oldPrice + 100 })).status).toBe(200);
    expect((await dinerMenu()).menu.itemList.find((item) => item.itemId === dish.id)?.price).toBe(oldPrice + 100);

    const order = (await get<Order>(server, `/orderDetail/${placedFirst.orderRefId}`, customer.auth)).body.responsePacket;
    expect(order.itemList.map((line) => [line.title, line.price])).toEqual([['Butter Chicken', oldPrice]]);
    const invoice = (await get<Invoice>(server, `/orderInvoice/${placedFirst.orderRefId}`, customer.auth)).body.responsePacket;
    expect(invoice.lines.map((line) => [line.description, line.amount])).toEqual([['Butter Chicken', oldPrice]]);

    const placedLater = await post<Order>(server, `/placeOrder/${cart.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, customer.auth);
    expect(placedLater.body.message).toBe('Order Placed');
    expect(placedLater.body.responsePacket.itemList.map((line) => line.price)).toEqual([oldPrice]);
  });
});
