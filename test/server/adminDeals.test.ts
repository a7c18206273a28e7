/**
 * Steal deals in the console (issue 46): sections, and each outlet's deals with the fields the diner's side enforces,
 * made and changed through /v1/admin and held to the contract's rules with clear words; a stale save is told (409);
 * each write is audited, before and after; an outlet manager runs only their outlets' deals (and no section),
 * support, finance, a customer and no one none. Stock moves by a difference, so a save never hands back what diners
 * took meanwhile; a deal made here is on sale to diners at once, with its own limit per order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import type { AdminDeal, AdminDealSection, DealItem, DealReservation } from '../../src/api/contract';
import { auditLog, dealCategories, dealItems, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { STALE_DEAL, STOCK_BELOW_ZERO } from '../../server/routes/admin/deals';
import { NOT_YOUR_OUTLET, NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { backendName } from '../support/database';
import { MOHALI, newCustomer } from '../support/ordering';
import { startTestServer, type TestServer } from '../support/server';
import { staffClient, type Caller } from '../support/staff';
import { get, post } from './http';

const DAY = 86_400_000;
let server: TestServer;
let mohaliId: number;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: parseTrustProxy('127.0.0.1') });
  const rows = await server.db.select().from(restaurants);
  mohaliId = rows.find((row) => row.uuid === MOHALI)!.id;
  otherId = rows.find((row) => row.uuid !== MOHALI)!.id;
});
afterAll(() => server.close());
const { admin, join, newAddress } = staffClient(() => server, () => Date.now());

const firstSection = async () => (await server.db.select().from(dealCategories).orderBy(asc(dealCategories.sortOrder)))[0]!.id;
/** Five lassis for the price of three at Mohali, 20 in stock, at most 2 in one order. */
const lassiPass = async (overrides: Record<string, unknown> = {}) => ({
  outletId: mohaliId,
  sectionId: await firstSection(),
  title: 'Lassi pass of five',
  description: 'Five sweet lassis, one a visit, for the price of three.',
  terms: ['One lassi a visit', 'Valid at Mohali Phase 8 only'],
  imageUrl: '/media/deal-lassi.svg',
  usualPrice: 500,
  dealPrice: 300,
  maxPerOrder: 2,
  unitsPerDeal: 5,
  validUntil: Date.now() + 60 * DAY,
  stock: 20,
  translations: { hi: { title: 'पाँच लस्सी का पास', description: 'तीन के दाम में पाँच मीठी लस्सी।', terms: ['हर बार एक लस्सी', 'सिर्फ़ मोहाली फेज़ 8 में'] } },
  ...overrides,
});
const dealRows = () => server.db.select().from(dealItems).orderBy(asc(dealItems.id));
const dinerDeal = async (id: number) => (await get<DealItem[]>(server, '/stealDeal/itemList?mainCategory=All')).body.responsePacket.find((deal) => deal.dealItemId === id);

describe(`who may run deals (${backendName()})`, () => {
  it('support, finance, a customer and no one are refused every deal call; another outlet’s manager too; a manager makes no section', async () => {
    const owner = await join('owner');
    const made = (await admin<AdminDeal>(owner, 'POST', '/deals', await lassiPass())).body.responsePacket;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/deals'],
      ['GET', `/deals/${made.id}`],
      ['POST', '/deals', await lassiPass()],
      ['PATCH', `/deals/${made.id}`, { version: made.version, title: 'Nope' }],
      ['GET', '/deal-sections'],
      ['POST', '/deal-sections', { title: 'Nope' }],
      ['PATCH', `/deal-sections/${made.sectionId}`, { title: 'Nope' }],
    ];
    const before = { deals: await dealRows(), sections: await server.db.select().from(dealCategories).orderBy(asc(dealCategories.id)) };
    const customer = await newCustomer(server);
    const refused: Array<[Caller, number, string]> = [
      [await join('support'), 403, NOT_YOUR_ROLE],
      [await join('finance'), 403, NOT_YOUR_ROLE],
      [{ address: newAddress(), headers: customer.auth }, 401, SIGN_IN_FIRST],
      [{ address: newAddress() }, 401, SIGN_IN_FIRST],
    ];
    for (const [caller, status, message] of refused) {
      for (const [method, path, body] of calls) {
        const answer = await admin(caller, method, path, body);
        expect([method, path, answer.status, answer.body.message]).toEqual([method, path, status, message]);
      }
    }
    const otherManager = await join('manager', [otherId]);
    expect((await admin<AdminDeal[]>(otherManager, 'GET', '/deals')).body.responsePacket.every((deal) => deal.outletId === otherId)).toBe(true);
    for (const [method, path, body, message] of [
      ['GET', `/deals/${made.id}`, undefined, NOT_YOUR_OUTLET],
      ['POST', '/deals', await lassiPass(), NOT_YOUR_OUTLET],
      ['PATCH', `/deals/${made.id}`, { version: made.version, title: 'Nope' }, NOT_YOUR_OUTLET],
      ['POST', '/deal-sections', { title: 'Nope' }, NOT_YOUR_ROLE],
      ['PATCH', `/deal-sections/${made.sectionId}`, { title: 'Nope' }, NOT_YOUR_ROLE],
    ] as const) {
      const answer = await admin(otherManager, method, path, body);
      expect([method, path, answer.status, answer.body.message]).toEqual([method, path, 403, message]);
    }
    expect({ deals: await dealRows(), sections: await server.db.select().from(dealCategories).orderBy(asc(dealCategories.id)) }).toEqual(before);

    const manager = await join('manager', [mohaliId]);
    const own = await admin<AdminDeal>(manager, 'PATCH', `/deals/${made.id}`, { version: made.version, addStock: 5 });
    expect([own.status, own.body.responsePacket.stockLeft]).toEqual([200, 25]);
  });
});

describe(`a deal’s rules (${backendName()})`, () => {
  it('refuses what makes no sense with words an editor understands, and saves nothing', async () => {
    const editor = await join('editor');
    const before = await dealRows();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ dealPrice: 500 }, 'The deal price (₹500) must be below the usual price (₹500): that is the deal'],
      [{ dealPrice: 0 }, 'A deal price must be more than ₹0'],
      [{ title: '<img src=x onerror=alert(1)>' }, 'title: The title cannot contain < or >: it is shown as text, not HTML'],
      [{ maxPerOrder: 11 }, 'The most deals in one order is at most 10'],
      [{ stock: -1 }, 'The stock is at least 0'],
      [{ terms: [] }, 'A deal has at least one line of terms'],
      [{ translations: { hi: { title: 'पास', description: 'तीन के दाम में पाँच', terms: ['एक'] } } }, 'Give one Hindi line for each of the 2 lines of terms, or none'],
      [{ validUntil: Date.now() - DAY }, 'The deal would end before now: no diner could buy it'],
      [{ sectionId: 999_999 }, 'No such deal section'],
    ];
    for (const [change, message] of cases) {
      const answer = await admin(editor, 'POST', '/deals', await lassiPass(change));
      expect([change, answer.status, answer.body.message]).toEqual([change, answer.status >= 400 && answer.status < 500 ? answer.status : 'not a 4xx', message]);
    }
    expect(await dealRows()).toEqual(before);
  });

  it('a stale save is told (409), each write is audited, and stock moves by a difference, never below what is left', async () => {
    const [first, second] = [await join('editor'), await join('owner')];
    const made = (await admin<AdminDeal>(first, 'POST', '/deals', await lassiPass({ title: 'Chai pass of ten', stock: 3 }))).body.responsePacket;
    const theirs = await admin<AdminDeal>(second, 'PATCH', `/deals/${made.id}`, { version: made.version, dealPrice: 250, addStock: 7 });
    expect([theirs.status, theirs.body.responsePacket.stockLeft, theirs.body.responsePacket.version]).toEqual([200, 10, 2]);
    const mine = await admin(first, 'PATCH', `/deals/${made.id}`, { version: made.version, title: 'Too late' });
    expect([mine.status, mine.body.message]).toEqual([409, STALE_DEAL]);
    // A diner takes 2 while the editor looks at 10: taking away 10 would go below nothing, and is refused.
    const diner = await newCustomer(server);
    const reserved = await post<DealReservation>(server, '/stealDeal/reserve', { items: [{ dealItemId: made.id, quantity: 2 }] }, diner.auth);
    expect(reserved.status, reserved.body.message).toBe(200);
    const tooMany = await admin(second, 'PATCH', `/deals/${made.id}`, { version: 2, addStock: -10 });
    expect([tooMany.status, tooMany.body.message]).toEqual([422, STOCK_BELOW_ZERO(8)]);
    const trail = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'deal'), eq(auditLog.entityId, String(made.id)))).orderBy(asc(auditLog.id));
    expect(trail.map((row) => [row.action, row.role, row.before, row.after])).toEqual([
      ['create', 'editor', null, expect.objectContaining({ title: 'Chai pass of ten', stock: 3, dealPrice: 300 })],
      ['update', 'owner', { dealPrice: 300, stock: 3 }, { dealPrice: 250, stock: 10 }],
    ]);
  });

  it('a deal made here is on sale to diners at once, with its limit per order; a new section shows with it', async () => {
    const editor = await join('editor');
    const section = await admin<AdminDealSection>(editor, 'POST', '/deal-sections', { title: 'Lassi & chai', translations: { hi: { title: 'लस्सी और चाय' } } });
    expect([section.status, section.body.message]).toEqual([200, 'Lassi & chai added']);
    const made = (await admin<AdminDeal>(editor, 'POST', '/deals', await lassiPass({ sectionId: section.body.responsePacket.id }))).body.responsePacket;
    expect(await dinerDeal(made.id)).toMatchObject({ title: 'Lassi pass of five', dealPrice: 300, stockLeft: 20, maxPerOrder: 2, categoryId: section.body.responsePacket.id });
    const diner = await newCustomer(server);
    const three = await post(server, '/stealDeal/reserve', { items: [{ dealItemId: made.id, quantity: 3 }] }, diner.auth);
    expect([three.status, three.body.message]).toEqual([422, 'At most 2 of Lassi pass of five at a time']);
  });
});
