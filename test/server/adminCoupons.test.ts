/**
 * Coupons in the console (issue 46): every rule the diner's side applies, written through /v1/admin/coupons and held
 * by the shared contract with clear words; a save from an older version is told (409); each write is audited, before
 * and after, in its transaction; owners and editors run every coupon, an outlet manager only their outlets', and
 * support, finance, a customer and no one none. A coupon made here is the one the best offer picks at checkout, and
 * the list shows its uses and what it cost from the orders and their ledger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AdminCoupon, Coupon, Order } from '../../src/api/contract';
import { HINDI_BOTH } from '../../src/api/contract';
import { auditLog, coupons, restaurants, users } from '../../server/db/schema';
import { creditWallet } from '../../server/wallet';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { BELOW_USES, CHAIN_WIDE_NOT_MANAGERS, COUPON_CODE_TAKEN, STALE_COUPON } from '../../server/routes/admin/coupons';
import { NOT_YOUR_OUTLET, NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { get, post } from './http';
import { MOHALI, draft, newCustomer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient, type Caller } from '../support/staff';

let server: TestServer;
// 12:30 in Kolkata: every outlet is open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
const DAY = 86_400_000;
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

/** A coupon as the console's form sends it: ₹120 off orders of ₹400, everywhere, for a month. */
const coupon = (code: string, overrides: Record<string, unknown> = {}) => ({
  code,
  title: '₹120 off',
  description: 'Flat ₹120 off orders of ₹400 or more.',
  translations: { hi: { title: '₹120 की छूट', description: '₹400 या उससे ज़्यादा के ऑर्डर पर ₹120 की छूट।' } },
  discountType: 'FLAT',
  discountValue: 120,
  maxDiscount: null,
  minOrderAmount: 400,
  orderTypes: null,
  outletId: null,
  validFrom: clock.now() - DAY,
  validTo: clock.now() + 30 * DAY,
  maxUsesPerCustomer: 2,
  maxUsesTotal: 100,
  listed: true,
  ...overrides,
});
const couponRows = () => server.db.select().from(coupons).orderBy(asc(coupons.code));
const couponAudits = (code: string) => server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'coupon'), eq(auditLog.entityId, code))).orderBy(asc(auditLog.id));
const readCoupon = async (caller: Caller, code: string) => (await admin<AdminCoupon>(caller, 'GET', `/coupons/${code}`)).body.responsePacket;

describe('who may run coupons', () => {
  it('support, finance, a customer and no one are refused every coupon call, and nothing changes', async () => {
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/coupons'],
      ['GET', '/coupons/GOLD20'],
      ['POST', '/coupons', coupon('NOPE1')],
      ['PATCH', '/coupons/GOLD20', { version: 1, title: 'Nope' }],
    ];
    const before = await couponRows();
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
    expect(await couponRows()).toEqual(before);
  });

  it('an outlet manager sees and edits only coupons limited to their outlets, and makes no chain-wide one', async () => {
    const owner = await join('owner');
    expect((await admin(owner, 'POST', '/coupons', coupon('MOHONLY', { outletId: mohaliId }))).status).toBe(200);
    expect((await admin(owner, 'POST', '/coupons', coupon('OTHERONLY', { outletId: otherId }))).status).toBe(200);
    const manager = await join('manager', [mohaliId]);

    const listed = (await admin<AdminCoupon[]>(manager, 'GET', '/coupons')).body.responsePacket;
    expect(listed.map((row) => row.code)).toEqual(['MOHONLY']);
    for (const [method, path, body, message] of [
      ['GET', '/coupons/OTHERONLY', undefined, NOT_YOUR_OUTLET],
      ['GET', '/coupons/GOLD20', undefined, CHAIN_WIDE_NOT_MANAGERS],
      ['PATCH', '/coupons/OTHERONLY', { version: 1, title: 'Mine now' }, NOT_YOUR_OUTLET],
      ['PATCH', '/coupons/GOLD20', { version: 1, title: 'Mine now' }, CHAIN_WIDE_NOT_MANAGERS],
      ['PATCH', '/coupons/MOHONLY', { version: 1, outletId: otherId }, NOT_YOUR_OUTLET],
      ['PATCH', '/coupons/MOHONLY', { version: 1, outletId: null }, CHAIN_WIDE_NOT_MANAGERS],
      ['POST', '/coupons', coupon('MGRCHAIN'), CHAIN_WIDE_NOT_MANAGERS],
      ['POST', '/coupons', coupon('MGROTHER', { outletId: otherId }), NOT_YOUR_OUTLET],
    ] as const) {
      const answer = await admin(manager, method, path, body);
      expect([method, path, answer.status, answer.body.message]).toEqual([method, path, 403, message]);
    }
    const own = await admin<AdminCoupon>(manager, 'PATCH', '/coupons/MOHONLY', { version: 1, maxUsesTotal: 50 });
    expect([own.status, own.body.responsePacket.maxUsesTotal, own.body.responsePacket.version]).toEqual([200, 50, 2]);
    expect((await admin(manager, 'POST', '/coupons', coupon('MGRMOH', { outletId: mohaliId }))).status).toBe(200);
    expect((await server.db.select().from(coupons).where(eq(coupons.code, 'OTHERONLY')))[0]!.title).toBe('₹120 off');
  });
});

describe('a coupon’s rules', () => {
  it('refuses what makes no sense with words an editor understands, and saves nothing', async () => {
    const editor = await join('editor');
    const before = await couponRows();
    const audits = (await server.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'coupon')))[0]!.n;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ discountType: 'PERCENT', discountValue: 20, maxDiscount: 50, minOrderAmount: 500 }, 'The cap (₹50) is below the discount itself: 20 % of the minimum order (₹500) is already ₹100'],
      [{ maxDiscount: 100 }, 'The cap (₹100) is below the flat discount (₹120)'],
      [{ discountValue: 400 }, 'A flat ₹400 off needs a minimum order above ₹400, or an order would be free'],
      [{ discountType: 'PERCENT', discountValue: 120 }, 'A percent discount is a whole number from 1 to 100'],
      [{ validFrom: clock.now() + 10 * DAY, validTo: clock.now() + DAY }, 'The coupon ends before it starts: its last moment must come after its first'],
      [{ validFrom: clock.now() - 10 * DAY, validTo: clock.now() - DAY }, 'The coupon would end before now: no diner could ever use it'],
      [{ title: '<b>Big</b> deal' }, 'title: The title cannot contain < or >: it is shown as text, not HTML'],
      [{ translations: { hi: { title: '<script>', description: 'x' } } }, 'translations.hi.title: The Hindi title cannot contain < or >: it is shown as text, not HTML'],
      [{ translations: { hi: { title: 'छूट', description: '' } } }, HINDI_BOTH],
      [{ maxUsesPerCustomer: 5, maxUsesTotal: 3 }, 'A diner may use it 5 times, but it has only 3 uses in all'],
      [{ orderTypes: [] }, 'Pick at least one order type, or none at all for every order type (null)'],
      [{ orderTypes: ['Drone'] }, 'orderTypes.0: orderTypes must be among HomeDelivery, TakeAway, DineIn'],
      [{ code: 'a b' }, 'code: A code has 3 to 20 letters, digits or dashes, starting with a letter or digit'],
      [{ code: 'gold20' }, COUPON_CODE_TAKEN('GOLD20')],
      [{ outletId: 999_999 }, 'No such outlet'],
      [{ discountValue: 12.345 }, 'discountValue: The discount has at most two decimals (paise)'],
    ];
    for (const [change, message] of cases) {
      const answer = await admin(editor, 'POST', '/coupons', coupon('BADONE', change));
      expect([change, answer.status, answer.body.message]).toEqual([change, answer.status >= 400 && answer.status < 500 ? answer.status : 'not a 4xx', message]);
    }
    expect(await couponRows()).toEqual(before);
    expect((await server.db.select({ n: count() }).from(auditLog).where(eq(auditLog.entity, 'coupon')))[0]!.n).toBe(audits);
  });

  it('a change is held to the same rules on the whole coupon, and a limit in all never drops below its uses', async () => {
    const editor = await join('editor');
    const gold = await readCoupon(editor, 'GOLD20');
    const capped = await admin(editor, 'PATCH', '/coupons/GOLD20', { version: gold.version, maxDiscount: 50 });
    expect([capped.status, capped.body.message]).toEqual([422, 'The cap (₹50) is below the discount itself: 20 % of the minimum order (₹499) is already ₹99.8']);
    const reversed = await admin(editor, 'PATCH', '/coupons/GOLD20', { version: gold.version, validTo: gold.validFrom - DAY });
    expect([reversed.status, reversed.body.message]).toEqual([422, 'The coupon ends before it starts: its last moment must come after its first']);
    await server.db.update(coupons).set({ usesTotal: 7 }).where(eq(coupons.code, 'GOLD20'));
    const below = await admin(editor, 'PATCH', '/coupons/GOLD20', { version: gold.version, maxUsesTotal: 5 });
    expect([below.status, below.body.message]).toEqual([422, BELOW_USES(7)]);
    expect((await readCoupon(editor, 'GOLD20')).version).toBe(gold.version);
  });

  it('a stale save is told (409), the fresh one wins, and each write is audited with before and after', async () => {
    const [first, second] = [await join('editor'), await join('owner')];
    const made = await admin<AdminCoupon>(first, 'POST', '/coupons', coupon('TWOHANDS'));
    expect([made.status, made.body.message, made.body.responsePacket.version]).toEqual([200, 'TWOHANDS made', 1]);
    const opened = made.body.responsePacket;
    const theirs = await admin<AdminCoupon>(second, 'PATCH', '/coupons/TWOHANDS', { version: opened.version, minOrderAmount: 450, listed: false });
    expect([theirs.status, theirs.body.message, theirs.body.responsePacket.version]).toEqual([200, 'TWOHANDS saved', 2]);
    const mine = await admin(first, 'PATCH', '/coupons/TWOHANDS', { version: opened.version, title: '₹120 off, today' });
    expect([mine.status, mine.body.message]).toEqual([409, STALE_COUPON]);
    expect((await readCoupon(first, 'TWOHANDS')).title).toBe('₹120 off');

    const trail = await couponAudits('TWOHANDS');
    expect(trail.map((row) => [row.action, row.role, row.before, row.after])).toEqual([
      ['create', 'editor', null, expect.objectContaining({ title: '₹120 off', discountValue: 120, minOrderAmount: 400, listed: true, translations: { hi: expect.objectContaining({ title: '₹120 की छूट' }) } })],
      ['update', 'owner', { minOrderAmount: 400, listed: true }, { minOrderAmount: 450, listed: false }],
    ]);
  });
});

describe('a coupon made in the console, at checkout', () => {
  it('is the one the best offer picks, shows in Hindi to a Hindi reader, and the list counts its use and cost', async () => {
    const editor = await join('editor');
    // ₹300 off orders of ₹1,000 at Mohali only: beats GOLD20's ₹150 cap on a ₹1,316 bill.
    const made = await admin<AdminCoupon>(
      editor,
      'POST',
      '/coupons',
      coupon('MOHALI300', { title: '₹300 off at Mohali', discountValue: 300, minOrderAmount: 1000, outletId: mohaliId, maxUsesPerCustomer: 1, translations: { hi: { title: 'मोहाली में ₹300 की छूट', description: '₹1000 के ऑर्डर पर' } } }),
    );
    expect(made.status, made.body.message).toBe(200);
    const diner = await newCustomer(server);
    const order = await draft(server, diner, [['Paneer Tikka', 4]]);
    const best = await post<Order>(server, '/applyBestCoupon', { orderRefId: order.orderRefId }, diner.auth);
    expect([best.status, best.body.responsePacket.couponCode, best.body.responsePacket.couponDiscountAmount, best.body.message]).toEqual([200, 'MOHALI300', 300, 'Best offer applied: MOHALI300 saves ₹300']);

    const hindi = await get<Coupon[]>(server, `/couponList/ALL/${mohaliId}`, { ...diner.auth, 'Accept-Language': 'hi' });
    expect(hindi.body.responsePacket.find((row) => row.couponCode === 'MOHALI300')?.title).toBe('मोहाली में ₹300 की छूट');

    const [{ id: userId }] = (await server.db.select({ id: users.id }).from(users).where(eq(users.mobile, diner.credentials.mobile))) as [{ id: number }];
    await server.db.transaction((tx) => creditWallet(tx, { userId, amountPaise: 2_000_00, kind: 'TOP_UP', now: clock.now() }));
    const placed = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'WALLET' }, diner.auth);
    expect([placed.status, placed.body.message]).toEqual([200, 'Order Placed']);
    const counted = await readCoupon(editor, 'MOHALI300');
    expect([counted.usesTotal, counted.orders, counted.cost]).toEqual([1, 1, 300]);
    expect((await admin<AdminCoupon[]>(editor, 'GET', '/coupons')).body.responsePacket.find((row) => row.code === 'MOHALI300')).toMatchObject({ orders: 1, cost: 300 });
  });

  it('a code-only coupon is never listed nor picked as the best offer, yet applies when typed', async () => {
    const editor = await join('editor');
    expect((await admin(editor, 'POST', '/coupons', coupon('SECRET500', { discountValue: 500, minOrderAmount: 1000, listed: false }))).status).toBe(200);
    const diner = await newCustomer(server);
    const order = await draft(server, diner, [['Paneer Tikka', 4]]);
    const listed = await get<Coupon[]>(server, `/couponList/ALL/${mohaliId}`, diner.auth);
    expect(listed.body.responsePacket.map((row) => row.couponCode)).not.toContain('SECRET500');
    const best = await post<Order>(server, '/applyBestCoupon', { orderRefId: order.orderRefId }, diner.auth);
    expect(best.body.responsePacket.couponCode).not.toBe('SECRET500');
    const typed = await post<Order>(server, '/applyCoupon', { orderRefId: order.orderRefId, couponCode: 'secret500' }, diner.auth);
    expect([typed.status, typed.body.responsePacket.couponCode, typed.body.responsePacket.couponDiscountAmount]).toEqual([200, 'SECRET500', 500]);
  });
});
