/**
 * Opening hours per weekday (issue 36): an outlet's manager sets days apart from the usual hours; diners read the
 * week at once, and orders and bookings on a closed day, or outside that day's own hours, are refused in words that
 * name the day it opens. Only the outlet's own manager or an owner may change them; a week with no open day is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminOutlet, Reservation, RestaurantDetail } from '../../src/api/contract';
import { auditLog, restaurants } from '../../server/db/schema';
import { NOT_YOUR_OUTLET, SIGN_IN_FIRST } from '../../server/staff/access';
import { get, post } from './http';
import { MOHALI, newCustomer, saveOrder, type Customer } from '../support/ordering';
import { kolkataTime, manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient, type Caller } from '../support/staff';

// 2026-11-28 is a Saturday. Mohali Phase 8 is usually open around the clock (00:00 to 24:00).
const clock = manualClock(kolkataTime('2026-11-28T12:00:00'));
const at = clock.setKolkata;
const WEEK = { 0: null, 6: { opens: '10:00', closes: '22:00' } };

let server: TestServer;
let alice: Customer;
let mohaliId: number;
let otherId: number;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  alice = await newCustomer(server);
  const rows = await server.db.select().from(restaurants);
  mohaliId = rows.find((row) => row.uuid === MOHALI)!.id;
  otherId = rows.find((row) => row.uuid !== MOHALI)!.id;
});
afterAll(() => server.close());
const { admin, join, newAddress } = staffClient(() => server, clock.now);

const read = async (caller: Caller) => (await admin<AdminOutlet>(caller, 'GET', `/outlets/${mohaliId}`)).body.responsePacket;
const order = () => saveOrder(server, alice, [['Paneer Tikka', 1]], { restaurantUuid: MOHALI });
const book = async (time: string) =>
  post<Reservation>(
    server,
    '/saveReservation',
    {
      reservedByName: 'Asha Verma',
      reservedByMobile: '9812345678',
      reservedByEmail: 'asha@example.com',
      reservationDateTime: kolkataTime(time),
      occasion: 'Birthday',
      numberOfPeople: 2,
      cookingInstructions: '',
      restaurantId: mohaliId,
      eventId: '',
    },
    (await newCustomer(server)).auth,
  );

describe('opening hours per weekday', () => {
  it('the outlet’s manager closes Sundays and shortens Saturdays: diners read the week, and the audit row has before and after', async () => {
    at('2026-11-28T12:00:00');
    const manager = await join('manager', [mohaliId]);
    const before = await read(manager);
    expect(before.weekdayHours).toEqual({});
    const saved = await admin<AdminOutlet>(manager, 'PATCH', `/outlets/${mohaliId}`, { version: before.version, weekdayHours: WEEK });
    expect(saved.status).toBe(200);
    expect(saved.body.responsePacket.weekdayHours).toEqual(WEEK);
    const diner = (await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}`)).body.responsePacket;
    expect(diner.weekdayHours).toEqual(WEEK);
    const [row] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'outlet'), eq(auditLog.entityId, String(mohaliId))));
    expect(row).toMatchObject({ action: 'update', role: 'manager', before: { weekdayHours: {} }, after: { weekdayHours: WEEK } });
  });

  it('an order after Saturday’s own closing, and on the closed Sunday, is refused with the day it opens', async () => {
    at('2026-11-28T21:30:00');
    expect((await order()).status).toBe(200);
    at('2026-11-28T22:30:00');
    const late = await order();
    expect([late.status, late.body.message]).toEqual([422, 'Gold Leaf — Mohali Phase 8 is closed now. It opens on Monday at 12:00 am.']);
    at('2026-11-29T12:00:00');
    const sunday = await order();
    expect([sunday.status, sunday.body.message]).toEqual([422, 'Gold Leaf — Mohali Phase 8 is closed now. It opens tomorrow at 12:00 am.']);
    at('2026-11-30T00:00:00');
    expect((await order()).status).toBe(200);
  });

  it('a booking on a closed weekday names it; one outside that day’s own hours gives them; another day books', async () => {
    at('2026-11-29T12:00:00');
    const sunday = await book('2026-12-06T20:00:00');
    expect([sunday.status, sunday.body.message]).toEqual([422, 'Gold Leaf — Mohali Phase 8 is closed on Sundays. Please choose another day']);
    const saturdayLate = await book('2026-12-05T22:30:00');
    expect([saturdayLate.status, saturdayLate.body.message]).toEqual([422, 'Gold Leaf — Mohali Phase 8 takes bookings between 10:00 and 22:00']);
    expect((await book('2026-12-07T04:00:00')).status).toBe(200);
  });

  it('no one else changes them: an editor, another outlet’s manager, a customer and no one are refused, and nothing changes', async () => {
    const owner = await join('owner');
    const { version } = await read(owner);
    const customer = await newCustomer(server);
    const attempts: Array<[string, Caller, number, string]> = [
      ['an editor', await join('editor'), 403, 'Your role cannot change weekdayHours'],
      ['another outlet’s manager', await join('manager', [otherId]), 403, NOT_YOUR_OUTLET],
      ['a customer', { address: newAddress(), headers: customer.auth }, 401, SIGN_IN_FIRST],
      ['no one', { address: newAddress() }, 401, SIGN_IN_FIRST],
    ];
    for (const [who, caller, status, message] of attempts) {
      const refused = await admin(caller, 'PATCH', `/outlets/${mohaliId}`, { version, weekdayHours: {} });
      expect([refused.status, refused.body.message], who).toEqual([status, message]);
    }
    expect(await read(owner)).toMatchObject({ version, weekdayHours: WEEK });
  });

  it('a week with no open day, a day beyond Saturday and a time that is not one are refused, saying why', async () => {
    const owner = await join('owner');
    const { version } = await read(owner);
    const closedAllWeek = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, null]));
    for (const [weekdayHours, message] of [
      [closedAllWeek, 'weekdayHours: Keep the outlet open on at least one day of the week'],
      [{ 7: null }, 'Unknown field: 7'],
      [{ 1: { opens: '9am', closes: '23:00' } }, 'weekdayHours.1.opens: opens must be a time like 09:30'],
    ] as const) {
      const refused = await admin(owner, 'PATCH', `/outlets/${mohaliId}`, { version, weekdayHours });
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    expect(await read(owner)).toMatchObject({ version, weekdayHours: WEEK });
  });
});
