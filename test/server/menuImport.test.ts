/**
 * Head office moves a menu in and out as a file (issue 36): an outlet's dishes exported as CSV or a POS catalogue,
 * imported after a dry run. A menu exported and imported back is unchanged; a 300-dish POS catalogue lands on the
 * diner's menu; a bad row refuses the whole file with its line; only owners and editors import; a menu that changed
 * after the preview is told (409), and so is the second of two imports, or of an import and a dish edit, sent at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Menu, MenuImportPreview, MenuImportResult, PosCatalogue, PosItem, StaffSessionInfo } from '../../src/api/contract';
import { auditLog, menuCategories, menuItems, menuSubCategories, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { MENU_CHANGED_SINCE_PREVIEW } from '../../server/routes/admin/menuImport';
import { parseCsv } from '../../src/lib/csv';
import { NOT_YOUR_OUTLET, NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { get } from './http';
import { inFlightTogether } from '../support/lockGate';
import { MOHALI, newCustomer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { STAFF_PASSWORD, staffClient, type Caller, type Member } from '../support/staff';

let server: TestServer;
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let mohaliId: number;
let other: { id: number; uuid: string };
let editor: Member;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  const rows = await server.db.select().from(restaurants).orderBy(asc(restaurants.id));
  mohaliId = rows.find((row) => row.uuid === MOHALI)!.id;
  other = rows.find((row) => row.uuid !== MOHALI)!;
  editor = await join('editor');
});
afterAll(() => server.close());
const { admin, join, newAddress } = staffClient(() => server, clock.now);

/** The export is a download, not an envelope. */
async function download(caller: Caller, outletId: number, format: 'csv' | 'json') {
  const res = await fetch(`${server.url}/v1/admin/menu/export?outletId=${outletId}&format=${format}`, { headers: { 'X-Forwarded-For': caller.address, ...(caller.cookie ? { Cookie: caller.cookie } : {}) } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}
const preview = async (caller: Caller, outletId: number, format: 'csv' | 'json', content: string) => admin<MenuImportPreview>(caller, 'POST', '/menu/import/preview', { outletId, format, content });
const apply = async (caller: Caller, outletId: number, format: 'csv' | 'json', content: string, expectedDigest: string) =>
  admin<MenuImportResult>(caller, 'POST', '/menu/import', { outletId, format, content, expectedDigest });

/** Everything an import could change. */
const everything = async () => ({
  dishes: await server.db.select().from(menuItems).orderBy(asc(menuItems.id)),
  sections: await server.db.select().from(menuCategories).orderBy(asc(menuCategories.id)),
  subSections: await server.db.select().from(menuSubCategories).orderBy(asc(menuSubCategories.id)),
  audits: (await server.db.select({ n: count() }).from(auditLog))[0]!.n,
});

const TRICKY = {
  categoryId: 7,
  subCategoryId: 71,
  title: 'Paneer "Tikka", Pizza',
  description: 'Paneer tikka, onion\nand capsicum; a "wood-fired" base.',
  price: 399.5,
  vegNonVeg: 'VEG',
  allergens: ['GLUTEN', 'MILK'],
  energyKcal: 820,
  jain: false,
  choiceGroups: [
    { groupId: 1, name: 'Size', min: 1, max: 1, choices: [{ choiceId: 11, name: 'Regular 7"', price: 0 }, { choiceId: 12, name: 'Large 12"', price: 260 }] },
    { groupId: 2, name: 'Toppings', min: 0, max: 2, choices: [{ choiceId: 21, name: 'Extra cheese', price: 59 }, { choiceId: 22, name: 'Jalapeños', price: 39 }] },
  ],
};

describe('a menu exported and imported back', () => {
  it('is unchanged, as CSV and as a POS catalogue: the preview finds nothing to do and the import changes no dish', async () => {
    // Quotes, commas, a line break, paise and choice groups: what RFC 4180 quoting and the JSON column must carry.
    expect((await admin(editor, 'POST', '/dishes', { outletId: mohaliId, ...TRICKY })).status).toBe(200);
    await server.db.update(menuItems).set({ allergens: null, energyKcal: null }).where(and(eq(menuItems.restaurantId, mohaliId), eq(menuItems.title, 'Dal Makhani')));
    const dishes = (await server.db.select({ n: count() }).from(menuItems).where(eq(menuItems.restaurantId, mohaliId)))[0]!.n;

    const csv = await download(editor, mohaliId, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Disposition')).toBe(`attachment; filename="menu-outlet-${mohaliId}.csv"`);
    expect(csv.headers.get('Cache-Control')).toBe('no-store');
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(csv.text.split('\r\n')[0]).toBe('ref,section_ref,section,sub_section_ref,sub_section,name,description,price,veg_egg_nonveg,allergens,kcal,jain,available,sort_order,image_url,choice_groups');
    expect(csv.text).toContain('"Paneer ""Tikka"", Pizza"');

    const before = await everything();
    const dry = await preview(editor, mohaliId, 'csv', csv.text);
    expect(dry.status).toBe(200);
    const { digest, ...rest } = dry.body.responsePacket;
    expect(rest).toEqual({ new: [], changed: [], removed: [], refused: [], unchanged: dishes });
    const applied = await apply(editor, mohaliId, 'csv', csv.text, digest);
    expect(applied.status).toBe(200);
    expect(applied.body.responsePacket).toEqual({ new: 0, changed: 0, removed: 0, unchanged: dishes, digest });
    const after = await everything();
    expect(after.dishes).toEqual(before.dishes);
    // The import's own summary row only: no dish was touched.
    expect(after.audits).toBe(before.audits + 1);

    const json = await download(editor, mohaliId, 'json');
    expect(json.headers.get('Content-Disposition')).toBe(`attachment; filename="menu-outlet-${mohaliId}.json"`);
    const catalogue = JSON.parse(json.text) as PosCatalogue;
    expect(catalogue.items.find((item) => item.name === TRICKY.title)).toMatchObject({
      foodType: 'veg',
      price: 399.5,
      variations: [{ name: 'Regular 7"', price: 399.5 }, { name: 'Large 12"', price: 659.5 }],
      addonGroups: [{ name: 'Toppings', min: 0, max: 2, addons: [{ name: 'Extra cheese', price: 59 }, { name: 'Jalapeños', price: 39 }] }],
    });
    const jsonDry = (await preview(editor, mohaliId, 'json', json.text)).body.responsePacket;
    expect({ ...jsonDry, digest: undefined }).toEqual({ new: [], changed: [], removed: [], refused: [], unchanged: dishes, digest: undefined });
  });
});

describe('a menu exported as CSV', () => {
  it('opens in a spreadsheet with no formula in any cell, and imports back unchanged, numbers as numbers', async () => {
    // What a spreadsheet would run (OWASP's CSV injection): dish names, a description and a ref that start a formula.
    const formulas = [
      { ref: 'F-EQ', title: '=1+1', description: '=HYPERLINK("http://evil.example","Menu")' },
      { ref: 'F-PLUS', title: '+1', description: 'plain' },
      { ref: '-1', title: '-1', description: '-' },
      { ref: 'F-AT', title: '@SUM(A1)', description: "'=already quoted" },
    ];
    for (const [i, dish] of formulas.entries()) {
      const made = await admin(editor, 'POST', '/dishes', { outletId: mohaliId, categoryId: 7, subCategoryId: 71, vegNonVeg: 'VEG', energyKcal: 300, price: 120.5 + i, ...dish });
      expect(made.status, made.body.message).toBe(200);
    }
    // The console trims names and descriptions, so a tab or a carriage return first comes only from older data.
    const [tabbed, returned] = await server.db.select().from(menuItems).where(and(eq(menuItems.restaurantId, mohaliId), inArray(menuItems.title, ['Dal Makhani', 'Butter Chicken'])));
    await server.db.update(menuItems).set({ description: '\tTab first' }).where(eq(menuItems.id, tabbed!.id));
    await server.db.update(menuItems).set({ description: '\rCR first' }).where(eq(menuItems.id, returned!.id));

    const raw = parseCsv((await download(editor, mohaliId, 'csv')).text).map((record) => record.fields);
    const column = (name: string) => raw[0]!.indexOf(name);
    const row = (ref: string) => raw.find((fields) => fields[column('ref')] === ref)!;
    const cells = (ref: string) => [row(ref)[column('name')], row(ref)[column('description')], row(ref)[column('price')]];
    expect(cells('F-EQ')).toEqual(["'=1+1", `'=HYPERLINK("http://evil.example","Menu")`, '120.5']);
    expect(cells('F-PLUS')).toEqual(["'+1", 'plain', '121.5']);
    expect(cells("'-1")).toEqual(["'-1", "'-", '122.5']);
    // A quote before a formula character gets one more, so the import gives back exactly what was there.
    expect(cells('F-AT')).toEqual(["'@SUM(A1)", "''=already quoted", '123.5']);
    expect(row(tabbed!.ref)[column('description')]).toBe("'\tTab first");
    expect(row(returned!.ref)[column('description')]).toBe("'\rCR first");

    // Back as the console keeps them, then the round trip: the dry run finds nothing to do.
    await server.db.update(menuItems).set({ description: tabbed!.description }).where(eq(menuItems.id, tabbed!.id));
    await server.db.update(menuItems).set({ description: returned!.description }).where(eq(menuItems.id, returned!.id));
    const dishes = (await server.db.select({ n: count() }).from(menuItems).where(eq(menuItems.restaurantId, mohaliId)))[0]!.n;
    const csv = await download(editor, mohaliId, 'csv');
    expect(csv.text).toContain("'=1+1");
    const dry = (await preview(editor, mohaliId, 'csv', csv.text)).body.responsePacket;
    expect({ ...dry, digest: undefined }).toEqual({ new: [], changed: [], removed: [], refused: [], unchanged: dishes, digest: undefined });
  });
});

function posItem(i: number, categoryRef: string, subCategoryRef: string): PosItem {
  return {
    ref: `POS${i}`,
    categoryRef,
    subCategoryRef,
    name: `Imported dish ${i}`,
    description: `Dish number ${i} from the POS`,
    price: 100 + i,
    foodType: i % 3 === 0 ? 'veg' : i % 3 === 1 ? 'egg' : 'non-veg',
    allergens: i % 2 === 0 ? ['GLUTEN'] : null,
    kcal: 200 + i,
    jain: i % 5 === 0,
    available: true,
    sortOrder: i,
    imageUrl: '',
    variations: i % 10 === 0 ? [{ ref: `V${i}a`, name: 'Half', price: 100 + i }, { ref: `V${i}b`, name: 'Full', price: 180 + i }] : [],
    addonGroups: i % 7 === 0 ? [{ ref: `A${i}`, name: 'Extras', min: 0, max: 2, addons: [{ ref: `X${i}a`, name: 'Raita', price: 30 }, { ref: `X${i}b`, name: 'Salad', price: 25 }] }] : [],
  };
}

describe('a POS catalogue', () => {
  it('of 300 dishes is previewed, applied in one go, audited, and shows on the diner’s menu', async () => {
    const items = Array.from({ length: 300 }, (_, i) => posItem(i + 1, 'C7', 'S71'));
    const content = JSON.stringify({ categories: [], items });
    const outletDishes = await server.db.select().from(menuItems).where(eq(menuItems.restaurantId, other.id));
    const available = outletDishes.filter((dish) => dish.isAvailable);

    const dry = (await preview(editor, other.id, 'json', content)).body.responsePacket;
    expect(dry.new).toHaveLength(300);
    expect(dry.new[9]).toEqual({ line: 10, ref: 'POS10', name: 'Imported dish 10' });
    expect([dry.changed, dry.refused, dry.unchanged]).toEqual([[], [], 0]);
    expect(dry.removed.map((r) => r.ref).sort()).toEqual(available.map((d) => d.ref).sort());

    const applied = await apply(editor, other.id, 'json', content, dry.digest);
    expect(applied.status).toBe(200);
    expect(applied.body.responsePacket).toMatchObject({ new: 300, changed: 0, removed: available.length, unchanged: 0 });
    const menu = (await get<Menu>(server, `/getItemListWithCatSubCat/${other.uuid}`)).body.responsePacket;
    const shown = menu.itemList.filter((item) => item.isAvailable).map((item) => item.title);
    expect(shown.sort()).toEqual(items.map((item) => item.name).sort());
    const [tenth] = await server.db.select().from(menuItems).where(and(eq(menuItems.restaurantId, other.id), eq(menuItems.ref, 'POS70')));
    expect(tenth).toMatchObject({ pricePaise: 17000, vegNonVeg: 'EGG', allergens: ['GLUTEN'], energyKcal: 270, version: 1 });
    expect(tenth!.choiceGroups).toEqual([
      { groupId: 1, name: 'Size', min: 1, max: 1, choices: [{ choiceId: expect.any(Number), name: 'Half', price: 0 }, { choiceId: expect.any(Number), name: 'Full', price: 80 }] },
      { groupId: 2, name: 'Extras', min: 0, max: 2, choices: [{ choiceId: expect.any(Number), name: 'Raita', price: 30 }, { choiceId: expect.any(Number), name: 'Salad', price: 25 }] },
    ]);
    const audits = await server.db.select().from(auditLog).where(eq(auditLog.outletId, other.id));
    expect(audits.filter((a) => a.entity === 'dish' && a.action === 'create')).toHaveLength(300);
    expect(audits.filter((a) => a.entity === 'dish' && a.action === 'update')).toHaveLength(available.length);
    expect(audits.filter((a) => a.entity === 'menu_import')).toEqual([expect.objectContaining({ role: 'editor', after: { format: 'json', new: 300, changed: 0, removed: available.length, unchanged: 0 } })]);

    // Imported again with one price changed: that dish alone, its version moved on.
    items[0]!.price = 150;
    const again = JSON.stringify({ categories: [], items });
    const second = (await preview(editor, other.id, 'json', again)).body.responsePacket;
    expect({ ...second, digest: '' }).toEqual({ new: [], changed: [{ line: 1, ref: 'POS1', name: 'Imported dish 1', fields: { price: { before: 101, after: 150 } } }], removed: [], refused: [], unchanged: 299, digest: '' });
    expect((await apply(editor, other.id, 'json', again, second.digest)).status).toBe(200);
    const [first] = await server.db.select().from(menuItems).where(and(eq(menuItems.restaurantId, other.id), eq(menuItems.ref, 'POS1')));
    expect([first!.pricePaise, first!.version]).toEqual([15000, 2]);
  });
});

const HEADER = 'ref,section_ref,sub_section_ref,name,price,veg_egg_nonveg,kcal';
const GOOD = 'NEW1,C7,S71,Good dish,200,veg,300';

describe('a bad file', () => {
  const cases: Array<[string, 'csv' | 'json', string, Array<{ line: number; ref?: string; reason: string }>]> = [
    ['a missing column', 'csv', `ref,section_ref,sub_section_ref,name,veg_egg_nonveg\nNEW1,C7,S71,Good dish,veg\n`, [{ line: 1, reason: 'Line 1: the column price is missing' }]],
    ['a duplicate ref', 'csv', `${HEADER}\n${GOOD}\nNEW2,C7,S71,Other,150,veg,\nNEW1,C7,S71,Again,120,veg,\n`, [{ line: 4, ref: 'NEW1', reason: 'Line 4: ref NEW1 appears twice (also line 2)' }]],
    ['a price of 0', 'csv', `${HEADER}\n${GOOD}\nNEW2,C7,S71,Free,0,veg,\n`, [{ line: 3, ref: 'NEW2', reason: 'Line 3: A price must be more than ₹0' }]],
    ['a negative price', 'csv', `${HEADER}\n${GOOD}\nNEW2,C7,S71,Owed,-5,veg,\n`, [{ line: 3, ref: 'NEW2', reason: 'Line 3: A price must be more than ₹0' }]],
    ['kcal over 5,000', 'csv', `${HEADER}\n${GOOD}\nNEW2,C7,S71,Feast,500,non-veg,5001\n`, [{ line: 3, ref: 'NEW2', reason: 'Line 3: Energy is at most 5,000 kcal' }]],
    ['HTML in a name', 'csv', `${HEADER}\n${GOOD}\n"NEW2",C7,S71,"<b>Bold</b> dal",200,veg,\n`, [{ line: 3, ref: 'NEW2', reason: 'Line 3: A name cannot contain < or >' }]],
    ['an unknown food type', 'csv', `${HEADER}\n${GOOD}\nNEW2,C7,S71,Tofu,200,vegan,\n`, [{ line: 3, ref: 'NEW2', reason: 'Line 3: the food type "vegan" is not veg, egg or non-veg' }]],
    [
      'min above max',
      'json',
      JSON.stringify({ categories: [], items: [{ ...posItem(1, 'C7', 'S71'), addonGroups: [{ ref: 'A', name: 'Toppings', min: 3, max: 1, addons: [{ ref: 'X', name: 'Cheese', price: 20 }] }] }] }),
      [{ line: 1, ref: 'POS1', reason: 'Item 1: In ‘Toppings’ the minimum (3) is more than the maximum (1)' }],
    ],
    [
      'max above the choices there are',
      'json',
      JSON.stringify({ categories: [], items: [posItem(2, 'C7', 'S71'), { ...posItem(1, 'C7', 'S71'), addonGroups: [{ ref: 'A', name: 'Toppings', min: 0, max: 3, addons: [{ ref: 'X', name: 'Cheese', price: 20 }] }] }] }),
      [{ line: 2, ref: 'POS1', reason: 'Item 2: ‘Toppings’ lets a diner pick 3 but has only 1 choices' }],
    ],
    // PostgreSQL text cannot hold NUL: applied, these were a 500 (and a NUL in the request itself refused the whole body, without its line).
    ['a NUL in a name', 'csv', `${HEADER}\n${GOOD}\nNEW2,C7,S71,Dal\u0000Makhani,200,veg,\n`, [{ line: 3, ref: 'NEW2', reason: 'Line 3: name must not contain a NUL character' }]],
    ['a NUL in a section’s name', 'csv', `ref,section_ref,section,sub_section_ref,name,price,veg_egg_nonveg\nNEW1,C7,Main\u0000Course,S71,Good dish,200,veg\n`, [{ line: 2, ref: 'NEW1', reason: 'Line 2: section must not contain a NUL character' }]],
    ['a NUL in an item’s name', 'json', JSON.stringify({ categories: [], items: [{ ...posItem(1, 'C7', 'S71'), name: 'Dal\u0000Makhani' }] }), [{ line: 1, ref: 'POS1', reason: 'Item 1: name must not contain a NUL character' }]],
    [
      'a NUL in an add-on’s name',
      'json',
      JSON.stringify({ categories: [], items: [{ ...posItem(1, 'C7', 'S71'), addonGroups: [{ ref: 'A', name: 'Toppings', min: 0, max: 1, addons: [{ ref: 'X', name: 'Che\u0000ese', price: 20 }] }] }] }),
      [{ line: 1, ref: 'POS1', reason: 'Item 1: addonGroups.0.addons.0.name must not contain a NUL character' }],
    ],
  ];
  for (const [what, format, content, refused] of cases) {
    it(`with ${what} is refused with its line, and importing it anyway changes nothing`, async () => {
      const dry = (await preview(editor, mohaliId, format, content)).body.responsePacket;
      expect(dry.refused).toEqual(refused);
      const before = await everything();
      const applied = await apply(editor, mohaliId, format, content, dry.digest);
      expect([applied.status, applied.body.message]).toEqual([400, `Nothing was imported: 1 row was refused. ${refused[0]!.reason}`]);
      expect(await everything()).toEqual(before);
    });
  }
});

describe('who may import', () => {
  it('a customer, no one and a revoked session are refused everything; a manager may export their outlet but not import, nor export another', async () => {
    const csv = (await download(editor, mohaliId, 'csv')).text;
    const digest = (await preview(editor, mohaliId, 'csv', csv)).body.responsePacket.digest;
    const customer = await newCustomer(server);
    const member = await join('editor');
    const again = await admin(member, 'POST', '/session', { email: member.email, password: STAFF_PASSWORD });
    const second: Caller = { address: member.address, cookie: again.cookie! };
    const first = (await admin<StaffSessionInfo[]>(second, 'GET', '/sessions')).body.responsePacket.find((session) => !session.current)!;
    expect((await admin(second, 'DELETE', `/sessions/${first.id}`)).status).toBe(200);
    const manager = await join('manager', [mohaliId]);
    const before = await everything();
    for (const caller of [{ address: newAddress(), headers: customer.auth }, { address: newAddress() }, member]) {
      expect((await download(caller, mohaliId, 'csv')).status).toBe(401);
      for (const answer of [await preview(caller, mohaliId, 'csv', csv), await apply(caller, mohaliId, 'csv', csv, digest)]) {
        expect([answer.status, answer.body.message]).toEqual([401, SIGN_IN_FIRST]);
      }
    }
    expect((await download(manager, mohaliId, 'csv')).status).toBe(200);
    const elsewhere = await download(manager, other.id, 'csv');
    expect([elsewhere.status, (JSON.parse(elsewhere.text) as { message: string }).message]).toEqual([403, NOT_YOUR_OUTLET]);
    for (const answer of [await preview(manager, mohaliId, 'csv', csv), await apply(manager, mohaliId, 'csv', csv, digest)]) {
      expect([answer.status, answer.body.message]).toEqual([403, NOT_YOUR_ROLE]);
    }
    expect(await everything()).toEqual(before);
  });
});

describe('a menu that changed after the preview', () => {
  it('is told (409) and nothing is imported', async () => {
    const content = `${HEADER}\nLATE1,C7,S71,Late dish,220,veg,\n`;
    const dry = (await preview(editor, mohaliId, 'csv', content)).body.responsePacket;
    const [dal] = await server.db.select().from(menuItems).where(and(eq(menuItems.restaurantId, mohaliId), eq(menuItems.title, 'Butter Chicken')));
    expect((await admin(editor, 'PATCH', `/dishes/${dal!.id}`, { version: dal!.version, price: 455 })).status).toBe(200);
    const before = await everything();
    const applied = await apply(editor, mohaliId, 'csv', content, dry.digest);
    expect([applied.status, applied.body.message]).toEqual([409, MENU_CHANGED_SINCE_PREVIEW]);
    expect(await everything()).toEqual(before);
    expect(await server.db.select().from(menuItems).where(inArray(menuItems.ref, ['LATE1']))).toEqual([]);
  });
});

describe('two writers of one menu at once (a race only PostgreSQL can show; on PGlite they run one after another)', () => {
  const catalogueOf = async (outletId: number) => JSON.parse((await download(editor, outletId, 'json')).text) as PosCatalogue;
  const changed = (catalogue: PosCatalogue, ref: string, change: Partial<PosItem>) =>
    JSON.stringify({ ...catalogue, items: catalogue.items.map((item) => (item.ref === ref ? { ...item, ...change } : item)) });
  const added = (catalogue: PosCatalogue, item: PosItem) => JSON.stringify({ ...catalogue, items: [...catalogue.items, item] });
  const dishOf = async (ref: string) => (await server.db.select().from(menuItems).where(and(eq(menuItems.restaurantId, other.id), eq(menuItems.ref, ref))))[0]!;
  /** The gate every writer of this dish waits behind (test/support/lockGate.ts). */
  const lockOf = (dishId: number) => sql`select ${menuItems.id} from ${menuItems} where ${menuItems.id} = ${dishId} for update`;
  const imports = async () => (await server.db.select({ n: count() }).from(auditLog).where(and(eq(auditLog.entity, 'menu_import'), eq(auditLog.entityId, String(other.id)))))[0]!.n;

  /** A dish of the other outlet without sizes, whose price a file can change alone. */
  async function plainDish() {
    const catalogue = await catalogueOf(other.id);
    const item = catalogue.items.find((candidate) => candidate.variations.length === 0)!;
    return { catalogue, item, dish: await dishOf(item.ref) };
  }

  it('two imports previewed together: the first is applied, the second is told the menu changed and changes nothing', async () => {
    const { catalogue, item, dish } = await plainDish();
    const files = [111, 222].map((price) => changed(catalogue, item.ref, { price }));
    const digests = await Promise.all(files.map(async (file) => (await preview(editor, other.id, 'json', file)).body.responsePacket.digest));
    expect(digests[1]).toBe(digests[0]);
    const importsBefore = await imports();

    const [first, second] = await inFlightTogether(server.db, lockOf(dish.id), [
      () => apply(editor, other.id, 'json', files[0]!, digests[0]!),
      () => apply(editor, other.id, 'json', files[1]!, digests[1]!),
    ]);
    expect([first.status, second.status, second.body.message]).toEqual([200, 409, MENU_CHANGED_SINCE_PREVIEW]);
    expect(await dishOf(item.ref)).toMatchObject({ pricePaise: 111_00, version: dish.version + 1 });
    expect(await imports()).toBe(importsBefore + 1);
  });

  it('a dish edit, then an import previewed before it: the edit is saved, the import is told the menu changed and does not undo it', async () => {
    const { catalogue, item, dish } = await plainDish();
    const file = changed(catalogue, item.ref, { price: 444 });
    const dry = (await preview(editor, other.id, 'json', file)).body.responsePacket;

    const [edit, imported] = await inFlightTogether(server.db, lockOf(dish.id), [
      () => admin(editor, 'PATCH', `/dishes/${dish.id}`, { version: dish.version, price: 333 }),
      () => apply(editor, other.id, 'json', file, dry.digest),
    ]);
    expect([edit.status, imported.status, imported.body.message]).toEqual([200, 409, MENU_CHANGED_SINCE_PREVIEW]);
    expect(await dishOf(item.ref)).toMatchObject({ pricePaise: 333_00, version: dish.version + 1 });
  });

  it('two imports that each add a dish: the second is told the menu changed, and only the first dish is added', async () => {
    const { catalogue, dish } = await plainDish();
    const files = [901, 902].map((i) => added(catalogue, posItem(i, 'C7', 'S71')));
    const digests = await Promise.all(files.map(async (file) => (await preview(editor, other.id, 'json', file)).body.responsePacket.digest));

    const [first, second] = await inFlightTogether(server.db, lockOf(dish.id), [
      () => apply(editor, other.id, 'json', files[0]!, digests[0]!),
      () => apply(editor, other.id, 'json', files[1]!, digests[1]!),
    ]);
    expect([first.status, first.body.responsePacket.new, second.status, second.body.message]).toEqual([200, 1, 409, MENU_CHANGED_SINCE_PREVIEW]);
    const refs = (await server.db.select({ ref: menuItems.ref }).from(menuItems).where(and(eq(menuItems.restaurantId, other.id), inArray(menuItems.ref, ['POS901', 'POS902'])))).map((row) => row.ref);
    expect(refs).toEqual(['POS901']);
  });
});
