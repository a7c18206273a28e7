/**
 * Closures (issue 36): an owner closes an outlet or the whole chain for days, an outlet manager only their own
 * outlets; every other party is refused and changes nothing. Inside a closure diners are told why and when it is
 * back ('Closed for Diwali, back on 3 November'), and orders and bookings are refused with those words; the day
 * after, and a slot scheduled for it, are taken.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import type { AdminClosure, Restaurant, RestaurantDetail, StaffSessionInfo } from '../../src/api/contract';
import { auditLog, outletClosures, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { CHAIN_CLOSURE_OWNERS_ONLY } from '../../server/routes/admin/closures';
import { NOT_YOUR_OUTLET, NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { MOHALI, newCustomer, saveOrder, type Customer } from '../support/ordering';
import { kolkataTime, manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient } from '../support/staff';
import { get, post } from './http';

const NOIDA = '7ddacd16-2db5-40c2-bbfa-98841a012eb5'; // 11:00 to 23:30
const clock = manualClock(kolkataTime('2026-10-30T12:30:00'));
const DIWALI = 'Closed for Diwali, back on 3 November';

let server: TestServer;
let alice: Customer;
let mohaliId: number;
let noidaId: number;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  alice = await newCustomer(server);
  const rows = await server.db.select().from(restaurants);
  mohaliId = rows.find((row) => row.uuid === MOHALI)!.id;
  noidaId = rows.find((row) => row.uuid === NOIDA)!.id;
});
afterAll(() => server.close());
const { admin, join, newAddress } = staffClient(() => server, clock.now);

const close = (caller: Parameters<typeof admin>[0], body: Record<string, unknown>) => admin<AdminClosure>(caller, 'POST', '/closures', body);
const openClosures = async () => server.db.select().from(outletClosures).where(isNull(outletClosures.removedAt));
const listQuery = { categoryId: 0, cityId: 0, latitude: 30.7, longitude: 76.7, length: 50, orderType: 'All', searchKey: '', start: 0 };
const outletList = () => post<Restaurant[]>(server, '/restaurantList', listQuery);
const booking = (at: string) => ({
  reservedByName: 'Asha Verma',
  reservedByMobile: '9812345678',
  reservedByEmail: 'asha@example.com',
  reservationDateTime: kolkataTime(at),
  occasion: 'Birthday',
  numberOfPeople: 2,
  cookingInstructions: '',
  restaurantId: mohaliId,
  eventId: '',
});
const book = async (at: string, headers: Record<string, string> = {}) => post(server, '/saveReservation', booking(at), { ...(await newCustomer(server)).auth, ...headers });

describe('who may close', () => {
  it('an owner closes an outlet and the chain, a manager only their own outlet; every other party is refused and nothing changes', async () => {
    clock.setKolkata('2026-10-30T12:30:00');
    const owner = await join('owner');
    const manager = await join('manager', [mohaliId]);
    const otherManager = await join('manager', [noidaId]);
    const mine = await close(manager, { outletId: mohaliId, startsOn: '2026-11-20', endsOn: '2026-11-21', reason: 'Kitchen repairs' });
    expect(mine.status).toBe(200);
    expect(mine.body.responsePacket).toEqual({
      id: expect.any(Number),
      outletId: mohaliId,
      startsOn: '2026-11-20',
      endsOn: '2026-11-21',
      reason: 'Kitchen repairs',
      createdBy: expect.any(Number),
      createdAt: clock.now(),
    });
    const chain = await close(owner, { outletId: null, startsOn: '2026-12-31', endsOn: '2027-01-01', reason: 'New Year' });
    expect(chain.status).toBe(200);
    const before = await openClosures();

    // Revoked: the owner's second session, signed out from the first.
    const revoked = await join('owner');
    const [session] = (await admin<StaffSessionInfo[]>(revoked, 'GET', '/sessions')).body.responsePacket;
    expect((await admin(revoked, 'DELETE', `/sessions/${session!.id}`)).status).toBe(200);
    const customer = await newCustomer(server);
    const noOne = { address: newAddress() };
    const body = { outletId: mohaliId, startsOn: '2026-11-25', endsOn: '2026-11-25', reason: 'Nope' };
    const refusals: Array<[string, Promise<{ status: number; body: { message: string } }>, number, string]> = [
      ['a customer', close({ address: newAddress(), headers: customer.auth }, body), 401, SIGN_IN_FIRST],
      ['no one', close(noOne, body), 401, SIGN_IN_FIRST],
      ['a revoked session', close(revoked, body), 401, SIGN_IN_FIRST],
      ['an editor', close(await join('editor'), body), 403, NOT_YOUR_ROLE],
      ['support', close(await join('support'), body), 403, NOT_YOUR_ROLE],
      ['finance', close(await join('finance'), body), 403, NOT_YOUR_ROLE],
      ['the manager of another outlet', close(otherManager, body), 403, NOT_YOUR_OUTLET],
      ['a manager, for the whole chain', close(manager, { ...body, outletId: null }), 403, CHAIN_CLOSURE_OWNERS_ONLY],
      ['another outlet’s manager, removing', admin(otherManager, 'DELETE', `/closures/${mine.body.responsePacket.id}`), 403, NOT_YOUR_OUTLET],
      ['a manager, removing the chain’s', admin(manager, 'DELETE', `/closures/${chain.body.responsePacket.id}`), 403, CHAIN_CLOSURE_OWNERS_ONLY],
      ['an editor, removing', admin(await join('editor'), 'DELETE', `/closures/${mine.body.responsePacket.id}`), 403, NOT_YOUR_ROLE],
      ['a customer, removing', admin({ address: newAddress(), headers: customer.auth }, 'DELETE', `/closures/${mine.body.responsePacket.id}`), 401, SIGN_IN_FIRST],
      ['a revoked session, removing', admin(revoked, 'DELETE', `/closures/${chain.body.responsePacket.id}`), 401, SIGN_IN_FIRST],
    ];
    for (const [who, answer, status, message] of refusals) {
      const { status: got, body: envelope } = await answer;
      expect([who, got, envelope.message]).toEqual([who, status, message]);
    }
    expect(await openClosures()).toEqual(before);

    // Lists: a manager sees their outlet's and the chain's, never another outlet's.
    const ids = async (caller: Parameters<typeof admin>[0]) => (await admin<AdminClosure[]>(caller, 'GET', '/closures')).body.responsePacket.map((c) => c.id);
    expect(await ids(otherManager)).toEqual([chain.body.responsePacket.id]);
    expect(await ids(manager)).toEqual([chain.body.responsePacket.id, mine.body.responsePacket.id]);
    expect((await admin({ address: newAddress(), headers: customer.auth }, 'GET', '/closures')).status).toBe(401);
    expect((await admin(noOne, 'GET', '/closures')).status).toBe(401);

    // The manager removes their own; each write has its audit row, with the closure before and after.
    const removed = await admin<AdminClosure>(manager, 'DELETE', `/closures/${mine.body.responsePacket.id}`);
    expect([removed.status, removed.body.message]).toEqual([200, 'Closure removed']);
    expect((await admin(manager, 'DELETE', `/closures/${mine.body.responsePacket.id}`)).status).toBe(404);
    const rows = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'closure'), eq(auditLog.entityId, String(mine.body.responsePacket.id))));
    const closure = { outletId: mohaliId, startsOn: '2026-11-20', endsOn: '2026-11-21', reason: 'Kitchen repairs' };
    expect(rows.map(({ action, role, outletId, before, after }) => ({ action, role, outletId, before, after }))).toEqual([
      { action: 'create', role: 'manager', outletId: mohaliId, before: null, after: closure },
      { action: 'delete', role: 'manager', outletId: mohaliId, before: closure, after: null },
    ]);
    expect((await admin(owner, 'DELETE', `/closures/${chain.body.responsePacket.id}`)).status).toBe(200);
  });

  it('a closure that makes no sense is refused with a clear message, and nothing is saved', async () => {
    clock.setKolkata('2026-10-30T12:30:00');
    const owner = await join('owner');
    const before = await openClosures();
    const ok = { outletId: mohaliId, startsOn: '2026-11-01', endsOn: '2026-11-02', reason: 'Diwali' };
    for (const [body, status, message] of [
      [{ ...ok, endsOn: '2026-10-31' }, 400, 'endsOn: The last day closed cannot be before the first'],
      [{ ...ok, startsOn: '2026-10-28', endsOn: '2026-10-29' }, 422, 'A closure cannot start in the past: choose today or a later day'],
      [{ ...ok, endsOn: '2027-01-15' }, 422, 'A closure is at most 60 days long'],
      [{ ...ok, reason: '   ' }, 400, 'Say why the outlet is closed'],
      [{ ...ok, reason: '<b>Diwali</b>' }, 400, 'reason: A reason cannot contain < or >'],
      [{ ...ok, reason: 'x'.repeat(81) }, 400, 'A reason has at most 80 characters'],
      [{ ...ok, startsOn: '2026-02-30' }, 400, 'startsOn is not a day of the calendar'],
      // Words that are no date at all were thrown on as an invalid time: a 500.
      [{ ...ok, startsOn: 'x' }, 400, 'startsOn must be a date like 2026-11-01'],
      [{ ...ok, startsOn: 'soon' }, 400, 'startsOn must be a date like 2026-11-01'],
      [{ ...ok, startsOn: '\ud800' }, 400, 'startsOn must be a date like 2026-11-01'],
      [{ ...ok, endsOn: '' }, 400, 'endsOn must be a date like 2026-11-01'],
      [{ ...ok, startsOn: '2026-99-99' }, 400, 'startsOn is not a day of the calendar'],
      [{ ...ok, outletId: 999_999 }, 404, 'No such outlet'],
    ] as const) {
      const answer = await close(owner, body);
      expect([answer.status, answer.body.message]).toEqual([status, message]);
    }
    expect(await openClosures()).toEqual(before);
  });
});

describe('diners inside a closure', () => {
  it('are told why and when it is back, and orders and bookings inside it are refused; the day after is taken', async () => {
    clock.setKolkata('2026-10-30T12:30:00');
    const owner = await join('owner');
    const etagBefore = (await outletList()).headers.get('ETag');
    const diwali = await close(owner, { outletId: mohaliId, startsOn: '2026-10-30', endsOn: '2026-11-02', reason: 'Diwali' });
    expect(diwali.status).toBe(200);

    const list = await outletList();
    expect(list.headers.get('ETag')).not.toBe(etagBefore);
    const mohali = list.body.responsePacket.find((outlet) => outlet.restaurantUuid === MOHALI)!;
    expect(mohali.closure).toEqual({ reason: 'Diwali', startsOn: '2026-10-30', endsOn: '2026-11-02' });
    expect(list.body.responsePacket.find((outlet) => outlet.restaurantUuid === NOIDA)!.closure).toBeNull();
    expect((await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}`)).body.responsePacket.closure).toEqual(mohali.closure);

    const now = await saveOrder(server, alice, [['Dal Makhani', 1]]);
    expect([now.status, now.body.message]).toEqual([422, DIWALI]);
    const hindi = await saveOrder(server, { ...alice, auth: { ...alice.auth, 'Accept-Language': 'hi' } }, [['Dal Makhani', 1]]);
    expect(hindi.body.message).toBe('Diwali के लिए बंद, 3 नवंबर को फिर खुलेगा');
    const ahead = await saveOrder(server, alice, [['Dal Makhani', 1]], { scheduledFor: kolkataTime('2026-10-31T13:00:00') });
    expect([ahead.status, ahead.body.message]).toEqual([422, DIWALI]);
    // Ordering ahead for the day it is back: a slot the picker offers, though beyond tomorrow.
    const backOn = await saveOrder(server, alice, [['Dal Makhani', 1]], { scheduledFor: kolkataTime('2026-11-03T10:00:00') });
    expect([backOn.status, backOn.body.responsePacket.scheduledFor]).toEqual([200, kolkataTime('2026-11-03T10:00:00')]);

    const inside = await book('2026-11-02T20:00:00');
    expect([inside.status, inside.body.message]).toEqual([422, DIWALI]);
    expect((await book('2026-11-03T20:00:00')).status).toBe(200);

    clock.setKolkata('2026-11-03T12:30:00');
    const after = await saveOrder(server, alice, [['Dal Makhani', 1]]);
    expect(after.status).toBe(200);
    expect((await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}`)).body.responsePacket.closure).toBeNull();
  });

  it('a chain-wide closure closes every outlet, and removing it opens them again', async () => {
    clock.setKolkata('2026-12-24T13:00:00');
    const owner = await join('owner');
    const christmas = await close(owner, { outletId: null, startsOn: '2026-12-24', endsOn: '2026-12-25', reason: 'Christmas' });
    expect(christmas.status).toBe(200);
    const outlets = (await outletList()).body.responsePacket;
    expect(outlets.length).toBeGreaterThan(5);
    expect(outlets.every((outlet) => outlet.closure?.reason === 'Christmas')).toBe(true);
    const refused = 'Closed for Christmas, back on 26 December';
    // Two months on, a customer signs in afresh.
    const bob = await newCustomer(server);
    for (const restaurantUuid of [MOHALI, NOIDA]) {
      const dish = restaurantUuid === MOHALI ? 'Dal Makhani' : 'Paneer Tikka';
      const answer = await saveOrder(server, bob, [[dish, 1]], { restaurantUuid });
      expect([restaurantUuid, answer.status, answer.body.message]).toEqual([restaurantUuid, 422, refused]);
    }
    expect((await admin(owner, 'DELETE', `/closures/${christmas.body.responsePacket.id}`)).status).toBe(200);
    expect((await saveOrder(server, bob, [['Paneer Tikka', 1]], { restaurantUuid: NOIDA })).status).toBe(200);
  });
});
