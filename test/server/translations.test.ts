/**
 * Hindi beside English for the chain's words (issue 46): an editor enters a dish's, a section's and an outlet's Hindi
 * in the console (validated, versioned, audited), the 'no Hindi yet' count falls as each record gets all of its
 * Hindi, and the diner's menu in Hindi shows it field by field, naming what stayed English, with a copy and an ETag
 * of its own apart from the English menu's. Only the roles that write the chain's words read the count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { AdminDeal, AdminDish, AdminEvent, DealItem, AdminOutlet, AdminSection, DishSearchAnswer, EventDetail, EventSummary, EventTicketKind, Menu, MissingTranslations, RestaurantDetail } from '../../src/api/contract';
import { auditLog, menuCategories, menuItems, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { get, post } from './http';
import { MOHALI, newCustomer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient, type Caller, type Member } from '../support/staff';

let server: TestServer;
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let mohaliId: number;
let editor: Member;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  mohaliId = (await server.db.select().from(restaurants).where(eq(restaurants.uuid, MOHALI)))[0]!.id;
  editor = await join('editor');
});
afterAll(() => server.close());
const { admin, join, newAddress } = staffClient(() => server, clock.now);

const missing = async (caller: Caller = editor) => {
  const answer = await admin<MissingTranslations[]>(caller, 'GET', '/translations');
  expect(answer.status).toBe(200);
  return Object.fromEntries(answer.body.responsePacket.map((kind) => [kind.kind, kind]));
};
/** An outlet's menu as the diner's app asks for it, in a language (null: English, as the app asks for it). */
const menuIn = async (lang: string | null, headers: Record<string, string> = {}, outlet = MOHALI) => {
  const res = await fetch(`${server.url}/v1/api/getItemListWithCatSubCat/${outlet}${lang ? `?lang=${lang}` : ''}`, { headers });
  const menu = res.status === 200 ? ((await res.json()) as { responsePacket: Menu }).responsePacket : undefined;
  return { status: res.status, menu, etag: res.headers.get('ETag')! };
};
const dishAt = async (title: string) => (await server.db.select().from(menuItems).where(and(eq(menuItems.restaurantId, mohaliId), eq(menuItems.title, title))))[0]!;

describe("a dish's Hindi", () => {
  it('falls out of the count once its name and description have Hindi, and the Hindi menu shows each field as it comes', async () => {
    // The first dish the screen lists, at whichever outlet it is.
    const before = await missing();
    const listed = before.dishes!.records[0]!;
    const [{ dish, outlet }] = (await server.db.select({ dish: menuItems, outlet: restaurants.uuid }).from(menuItems).innerJoin(restaurants, eq(restaurants.id, menuItems.restaurantId)).where(eq(menuItems.id, Number(listed.id)))) as [{ dish: typeof menuItems.$inferSelect; outlet: string }];
    expect(listed).toMatchObject({ name: dish.title, fields: ['title', 'description'], editor: `/dishes/${dish.id}` });
    const english = await menuIn(null, {}, outlet);

    // The name first: the dish still lacks its Hindi description, so it is still counted, for that field only.
    const named = await admin<AdminDish>(editor, 'PATCH', `/dishes/${dish.id}`, { version: dish.version, translations: { hi: { title: 'हरा भरा कबाब', description: '' } } });
    expect([named.status, named.body.responsePacket.translations]).toEqual([200, { hi: { title: 'हरा भरा कबाब' } }]);
    const afterName = await missing();
    expect(afterName.dishes!.count).toBe(before.dishes!.count);
    expect(afterName.dishes!.records[0]).toMatchObject({ id: listed.id, fields: ['description'] });
    const hindi = await menuIn('hi', {}, outlet);
    expect(hindi.menu!.itemList.find((item) => item.itemId === dish.id)).toMatchObject({ title: 'हरा भरा कबाब', description: dish.description, inEnglish: ['description'] });
    // A dish with no Hindi at all is English throughout, and says so.
    expect(hindi.menu!.itemList.find((item) => item.itemId !== dish.id)?.inEnglish).toEqual(['title', 'description']);

    const described = await admin<AdminDish>(editor, 'PATCH', `/dishes/${dish.id}`, { version: dish.version + 1, translations: { hi: { title: 'हरा भरा कबाब', description: 'पालक, मटर और आलू की टिक्की।' } } });
    expect(described.status).toBe(200);
    const afterBoth = await missing();
    expect(afterBoth.dishes!.count).toBe(before.dishes!.count - 1);
    expect(afterBoth.dishes!.records.some((record) => record.id === String(dish.id))).toBe(false);
    expect((await menuIn('hi', {}, outlet)).menu!.itemList.find((item) => item.itemId === dish.id)).toMatchObject({ title: 'हरा भरा कबाब', description: 'पालक, मटर और आलू की टिक्की।', inEnglish: [] });

    // The English menu is as it was for this dish, with nothing marked, and its own copy and ETag.
    const englishAfter = await menuIn(null, {}, outlet);
    const englishDish = englishAfter.menu!.itemList.find((item) => item.itemId === dish.id)!;
    expect([englishDish.title, englishDish.description, 'inEnglish' in englishDish]).toEqual([dish.title, dish.description, false]);
    expect(JSON.stringify(englishAfter.menu)).toBe(JSON.stringify(english.menu));

    // The dish search finds it by its Hindi name as typed (a word the Hindi-to-English list does not know).
    const found = await post<DishSearchAnswer>(server, '/searchDishes', { searchKey: 'भरा', orderType: 'All' });
    expect(found.body.responsePacket.dishes.map((hit) => hit.itemId)).toContain(dish.id);

    // Audited with before and after, in the dish's trail.
    const [audit] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'dish'), eq(auditLog.entityId, String(dish.id)))).orderBy(asc(auditLog.id)).limit(1);
    expect([audit!.before, audit!.after]).toEqual([{ translations: {} }, { translations: { hi: { title: 'हरा भरा कबाब' } } }]);
  });

  it('keeps the Hindi and English menus apart: each its own ETag, and one never answers 304 for the other', async () => {
    const [english, hindi] = [await menuIn(null), await menuIn('hi')];
    expect(english.etag).not.toBe(hindi.etag);
    expect((await menuIn('hi', { 'If-None-Match': english.etag })).status).toBe(200);
    expect((await menuIn(null, { 'If-None-Match': hindi.etag })).status).toBe(200);
    expect((await menuIn('hi', { 'If-None-Match': hindi.etag })).status).toBe(304);
    expect((await menuIn('en', { 'If-None-Match': english.etag })).status).toBe(304);
    // Read after both are kept: each language's copy is the one served.
    expect((await menuIn('hi')).etag).toBe(hindi.etag);
    expect((await menuIn(null)).etag).toBe(english.etag);
    const bad = await menuIn('fr');
    expect([bad.status]).toEqual([400]);
  });

  it('refuses HTML in a Hindi name, a Hindi text too long, a language it does not know and a stale save, changing nothing', async () => {
    const dish = await dishAt('Crispy Corn Chaat');
    for (const [translations, status, message] of [
      [{ hi: { title: '<script>x</script>' } }, 400, 'The Hindi title cannot contain < or >'],
      [{ hi: { description: 'य'.repeat(1001) } }, 400, 'The Hindi description has at most 1000 characters'],
      [{ fr: { title: 'Maïs' } }, 400, undefined],
      ['हिन्दी', 400, 'translations must be'],
    ] as const) {
      const answer = await admin(editor, 'PATCH', `/dishes/${dish.id}`, { version: dish.version, translations });
      expect(answer.status).toBe(status);
      if (message) expect(answer.body.message).toContain(message);
    }
    const stale = await admin(editor, 'PATCH', `/dishes/${dish.id}`, { version: dish.version - 1 || 99, translations: { hi: { title: 'कॉर्न चाट' } } });
    expect(stale.status).toBe(409);
    expect(await dishAt('Crispy Corn Chaat')).toEqual(dish);
  });
});

describe("a section's and an outlet's Hindi", () => {
  it("a section's Hindi name shows on the Hindi menu and takes it out of the count", async () => {
    const [section] = await server.db.select().from(menuCategories).where(eq(menuCategories.title, 'Starters'));
    const before = await missing();
    const saved = await admin<AdminSection[]>(editor, 'PATCH', `/menu/sections/${section!.id}`, { translations: { hi: { title: 'स्टार्टर' } } });
    expect(saved.status).toBe(200);
    expect((await missing()).sections!.count).toBe(before.sections!.count - 1);
    const category = (await menuIn('hi')).menu!.categoryList.find((c) => c.categoryId === section!.id)!;
    expect([category.title, category.inEnglish, category.subCategories[0]!.inEnglish]).toEqual(['स्टार्टर', [], ['title']]);
    expect((await menuIn(null)).menu!.categoryList.find((c) => c.categoryId === section!.id)!.title).toBe('Starters');
  });

  it("an outlet's Hindi address shows on its Hindi detail; a manager may not write it", async () => {
    const outlet = (await admin<AdminOutlet>(editor, 'GET', `/outlets/${mohaliId}`)).body.responsePacket;
    const manager = await join('manager', [mohaliId]);
    const refused = await admin(manager, 'PATCH', `/outlets/${mohaliId}`, { version: outlet.version, translations: { hi: { address: 'फेज़ 8, मोहाली' } } });
    expect([refused.status, refused.body.message]).toEqual([403, 'Your role cannot change translations']);
    const saved = await admin<AdminOutlet>(editor, 'PATCH', `/outlets/${mohaliId}`, { version: outlet.version, translations: { hi: { address: 'फेज़ 8, मोहाली' } } });
    expect([saved.status, saved.body.responsePacket.version]).toEqual([200, outlet.version + 1]);
    const detail = (await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}?lang=hi`)).body.responsePacket;
    expect([detail.address, detail.description, detail.inEnglish]).toEqual(['फेज़ 8, मोहाली', outlet.description, outlet.description ? ['description'] : []]);
    const englishDetail = (await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}`)).body.responsePacket;
    expect([englishDetail.address, 'inEnglish' in englishDetail]).toEqual([outlet.address, false]);
    expect((await missing()).outlets!.records.find((record) => record.id === String(mohaliId))?.fields ?? []).not.toContain('address');
  });
});

describe("an event's Hindi", () => {
  it('shows on the Hindi list, detail and tickets, field by field, and takes the event out of the count; English readers see none of it', async () => {
    const [first] = (await get<EventSummary[]>(server, '/getEventList/upComing')).body.responsePacket;
    const before = await missing();
    expect(before.events!.records.find((record) => record.id === String(first!.eventId))).toMatchObject({ fields: ['title', 'description'], editor: `/events/${first!.eventId}` });
    const event = (await admin<AdminEvent>(editor, 'GET', `/events/${first!.eventId}`)).body.responsePacket;
    const kind = event.ticketKinds[0]!;
    const ticketKinds = event.ticketKinds.map(({ seatsLeft: _left, ...rest }) => (rest.id === kind.id ? { ...rest, translations: { hi: { name: 'स्टैग', description: '' } } } : rest));
    const saved = await admin<AdminEvent>(editor, 'PATCH', `/events/${event.id}`, { version: event.version, translations: { hi: { title: 'एमआरपी नाइट', description: 'हर ड्रिंक एमआरपी पर।' } }, ticketKinds });
    expect(saved.status).toBe(200);

    const after = await missing();
    expect(after.events!.count).toBe(before.events!.count - 1);
    const kindStill = after['ticket-kinds']!.records.find((record) => record.id === String(kind.id));
    expect(kindStill?.fields ?? []).toEqual(kind.description ? ['description'] : []);
    if (kindStill) expect(kindStill.editor).toBe(`/events/${event.id}`);

    const listed = (await get<EventSummary[]>(server, '/getEventList/upComing?lang=hi')).body.responsePacket;
    expect(listed.find((one) => one.eventId === event.id)).toMatchObject({ title: 'एमआरपी नाइट', inEnglish: [] });
    expect(listed.find((one) => one.eventId !== event.id)?.inEnglish).toEqual(['title']);
    const detail = (await get<EventDetail>(server, `/getEventDetail/${event.id}?lang=hi`)).body.responsePacket;
    expect([detail.title, detail.description, detail.inEnglish]).toEqual(['एमआरपी नाइट', 'हर ड्रिंक एमआरपी पर।', []]);
    const kinds = (await get<EventTicketKind[]>(server, `/getEventTicketList/${event.id}?lang=hi`)).body.responsePacket;
    expect(kinds.find((one) => one.ticketId === kind.id)).toMatchObject({ name: 'स्टैग', description: kind.description, inEnglish: kind.description ? ['description'] : [] });

    const english = (await get<EventDetail>(server, `/getEventDetail/${event.id}`)).body.responsePacket;
    expect([english.title, english.description, 'inEnglish' in english]).toEqual([event.title, event.description, false]);
    expect((await get(server, `/getEventDetail/${event.id}?lang=fr`)).status).toBe(400);
  });
});

describe("a steal deal's Hindi", () => {
  it('shows on the Hindi deals with its terms, line for line, and takes the deal out of the count', async () => {
    const [first] = (await get<DealItem[]>(server, '/stealDeal/itemList')).body.responsePacket;
    const before = await missing();
    const deal = (await admin<AdminDeal>(editor, 'GET', `/deals/${first!.dealItemId}`)).body.responsePacket;
    const terms = deal.terms.map((_, line) => `शर्त ${line + 1}`);
    const saved = await admin(editor, 'PATCH', `/deals/${deal.id}`, { version: deal.version, translations: { hi: { title: 'पाँच कॉफ़ी', description: 'पाँच बार, एक-एक कॉफ़ी।', terms } } });
    expect(saved.status).toBe(200);
    expect((await missing()).deals!.count).toBe(before.deals!.count - 1);

    const hindi = (await get<DealItem[]>(server, '/stealDeal/itemList?mainCategory=All&lang=hi')).body.responsePacket;
    expect(hindi.find((one) => one.dealItemId === deal.id)).toMatchObject({ title: 'पाँच कॉफ़ी', description: 'पाँच बार, एक-एक कॉफ़ी।', terms, inEnglish: [] });
    expect(hindi.find((one) => one.dealItemId !== deal.id)?.inEnglish).toEqual(['title', 'description', 'terms']);
    const detail = (await get<DealItem>(server, `/stealDeal/itemDetail/${deal.id}?lang=hi`)).body.responsePacket;
    expect([detail.title, detail.terms]).toEqual(['पाँच कॉफ़ी', terms]);
    const english = (await get<DealItem>(server, `/stealDeal/itemDetail/${deal.id}`)).body.responsePacket;
    expect([english.title, english.terms, 'inEnglish' in english]).toEqual([deal.title, deal.terms, false]);
    expect((await get(server, '/stealDeal/itemList?lang=fr')).status).toBe(400);
  });
});

describe('who may read the count', () => {
  it('an owner and an editor; a manager, support and finance are refused, a customer and no one must sign in', async () => {
    expect(Object.keys(await missing(await join('owner')))).toEqual(['dishes', 'sections', 'sub-sections', 'outlets', 'banners', 'coupons', 'events', 'ticket-kinds', 'deals', 'deal-sections', 'pages', 'upcoming-outlets']);
    const customer = await newCustomer(server);
    for (const [caller, status, message] of [
      [await join('manager', [mohaliId]), 403, NOT_YOUR_ROLE],
      [await join('support'), 403, NOT_YOUR_ROLE],
      [await join('finance'), 403, NOT_YOUR_ROLE],
      [{ address: newAddress(), headers: customer.auth }, 401, SIGN_IN_FIRST],
      [{ address: newAddress() }, 401, SIGN_IN_FIRST],
    ] as const) {
      const answer = await admin(caller, 'GET', '/translations');
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
  });
});
