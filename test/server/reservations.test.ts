import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Reservation, RestaurantDetail, SaveReservationRequest } from '../../src/api/contract';
import { reservations } from '../../server/db/schema';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { FARIDABAD, MOHALI, PHAGWARA_HIGHWAY, newCustomer, type Customer } from '../support/ordering';
import { get, post } from './http';

// 15 Jan 2026, 15:30 in Kolkata: "tomorrow at 20:00" is 16 Jan 2026 14:30 UTC.
const clock = manualClock(Date.parse('2026-01-15T10:00:00Z'));
const TOMORROW_8PM = Date.parse('2026-01-16T20:00:00+05:30');

let server: TestServer;
let alice: Customer;
let mohaliId: number;
let faridabadId: number;

const recordIdOf = async (uuid: string) => (await get<RestaurantDetail>(server, `/getRestaurantDetail/${uuid}`)).body.responsePacket.recordId;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  alice = await newCustomer(server);
  [mohaliId, faridabadId] = await Promise.all([recordIdOf(MOHALI), recordIdOf(FARIDABAD)]);
});
afterAll(() => server.close());

/** A valid booking; an override of `undefined` leaves the field out (JSON drops it). */
const booking = (overrides: Record<string, unknown> = {}): Record<keyof SaveReservationRequest, unknown> => ({
  reservedByName: 'Asha Verma',
  reservedByMobile: '9812345678',
  reservedByEmail: 'asha@example.com',
  reservationDateTime: TOMORROW_8PM,
  occasion: 'Birthday',
  numberOfPeople: 4,
  cookingInstructions: 'One guest is allergic to nuts',
  restaurantId: mohaliId,
  eventId: '',
  ...overrides,
});

/** Each booking by a customer of its own unless told (one customer may book only so many tables: the caps' own tests). */
const save = async (body: unknown, headers?: Record<string, string>) => post<Reservation>(server, '/saveReservation', body, headers ?? (await newCustomer(server)).auth);

describe('GET /tableReservationOccasionList', () => {
  it('lists the occasions in order, to visitors too', async () => {
    const res = await get<string[]>(server, '/tableReservationOccasionList');
    expect(res.status).toBe(200);
    expect(res.body.responsePacket).toEqual(['Birthday', 'Anniversary', 'Date Night', 'Business Meal', 'Family Get-together', "Friends' Night Out", 'Other']);
  });
});

describe('POST /saveReservation', () => {
  it('books a table, stores it and confirms in Kolkata time', async () => {
    const res = await save(booking());
    expect(res.status).toBe(200);
    expect(res.body.errorCode).toBe(0);
    expect(res.body.message).toBe('Your table at Gold Leaf — Mohali Phase 8 is booked for 16 Jan 2026, 8:00 pm for 4 people.');
    const reservation = res.body.responsePacket;
    expect(reservation).toMatchObject({
      reservationId: expect.any(Number),
      restaurantId: mohaliId,
      restaurantName: 'Gold Leaf — Mohali Phase 8',
      reservationDateTime: TOMORROW_8PM,
      occasion: 'Birthday',
      numberOfPeople: 4,
      cookingInstructions: 'One guest is allergic to nuts',
      eventId: '',
    });
    const [row] = await server.db.select().from(reservations).where(eq(reservations.id, reservation.reservationId));
    expect(row).toMatchObject({ restaurantId: mohaliId, reservedByMobile: '9812345678', numberOfPeople: 4, reservedFor: new Date(TOMORROW_8PM) });
  });

  it('accepts a booking without cooking instructions, for one person', async () => {
    const res = await save(booking({ cookingInstructions: undefined, numberOfPeople: 1 }));
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(/for 1 person\.$/);
    expect(res.body.responsePacket.cookingInstructions).toBe('');
  });

  it.each([
    [{ reservedByName: '' }, 'Please fill details properly'],
    [{ reservedByName: undefined }, 'Please fill details properly'],
    [{ reservedByName: 'x'.repeat(101) }, 'reservedByName must be at most 100 characters'],
    [{ reservedByMobile: '1234567890' }, 'Please fill details properly'],
    [{ reservedByEmail: 'asha@' }, 'Please fill details properly'],
    [{ reservationDateTime: 'tomorrow' }, 'Please fill details properly'],
    [{ reservationDateTime: undefined }, 'Please fill details properly'],
    [{ occasion: '' }, 'Please fill details properly'],
    [{ occasion: 'Wedding' }, "occasion must be one of: Birthday, Anniversary, Date Night, Business Meal, Family Get-together, Friends' Night Out, Other"],
    [{ numberOfPeople: 0 }, 'Please fill details properly'],
    [{ numberOfPeople: 21 }, 'numberOfPeople must be at most 20'],
    [{ numberOfPeople: 2.5 }, 'Please fill details properly'],
    [{ numberOfPeople: '4' }, 'Please fill details properly'],
    [{ cookingInstructions: 'x'.repeat(501) }, 'cookingInstructions must be at most 500 characters'],
    [{ restaurantId: 'Mohali' }, 'Please fill details properly'],
    [{ eventId: 0 }, 'eventId must be a string'],
    [{ tableNumber: 'T1' }, 'Unknown field: tableNumber'],
  ])('refuses %o with 400', async (overrides, message) => {
    const res = await save(booking(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a time in the past or more than 60 days ahead', async () => {
    const past = await save(booking({ reservationDateTime: clock.now() - 60_000 }));
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('Please choose a date and time in the future');
    const far = await save(booking({ reservationDateTime: TOMORROW_8PM + 60 * 24 * 60 * 60_000 }));
    expect(far.status).toBe(422);
    expect(far.body.message).toBe('Tables can be booked up to 60 days ahead');
  });

  it('refuses a time outside the outlet’s hours in Kolkata, whatever the server’s zone', async () => {
    const highwayId = await recordIdOf(PHAGWARA_HIGHWAY);
    for (const time of ['04:00', '06:59', '23:59']) {
      const res = await save(booking({ restaurantId: highwayId, reservationDateTime: Date.parse(`2026-01-16T${time}:00+05:30`) }));
      expect(res.status, time).toBe(422);
      expect(res.body.message).toBe('Gold Leaf — Phagwara highway takes bookings between 07:00 and 23:59');
    }
    const opening = await save(booking({ restaurantId: highwayId, reservationDateTime: Date.parse('2026-01-16T07:00:00+05:30') }));
    expect(opening.status).toBe(200);
    // Mohali Phase 8 is open around the clock (00:00 to 24:00).
    const smallHours = await save(booking({ reservationDateTime: Date.parse('2026-01-16T04:00:00+05:30') }));
    expect(smallHours.status).toBe(200);
  });

  it('answers 404 for an unknown outlet and 422 for one without dine-in', async () => {
    const unknown = await save(booking({ restaurantId: 99_999 }));
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Restaurant not found');
    const noDineIn = await save(booking({ restaurantId: faridabadId }));
    expect(noDineIn.status).toBe(422);
    expect(noDineIn.body.message).toBe('Gold Leaf — Faridabad does not take table bookings');
  });

  it('books an outlet’s half hour up to its 40 seats, then says how many are left or that it is full', async () => {
    const at = Date.parse('2026-01-20T13:00:00+05:30');
    const big = (numberOfPeople: number, minutes = 0) => save(booking({ reservationDateTime: at + minutes * 60_000, numberOfPeople }));
    expect((await big(20)).status).toBe(200);
    expect((await big(15, 10)).status).toBe(200); // 13:10 is the same 13:00-13:30 slot
    const tooMany = await big(6, 29);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe(
      'Only 5 people can still be booked at Gold Leaf — Mohali Phase 8 at 20 Jan 2026, 1:29 pm. Please book for fewer people or choose another time',
    );
    expect((await big(5)).status).toBe(200);
    expect((await big(1)).body.message).toBe('Sorry, Gold Leaf — Mohali Phase 8 is fully booked at 20 Jan 2026, 1:00 pm. Please choose another time');
    expect((await big(20, 30)).status).toBe(200); // 13:30 is the next slot
  });

  it('lets one customer book one table a half hour and two a day at an outlet, saying why not past that, even in a burst', { tags: ['postgres'] }, async () => {
    const customer = await newCustomer(server);
    const at = (time: string, day = '2026-01-17') => Date.parse(`${day}T${time}:00+05:30`);
    const mine = (time: string, day?: string) => save(booking({ reservationDateTime: at(time, day) }), customer.auth);
    expect((await mine('13:00')).status).toBe(200);
    const sameSlot = await mine('13:20');
    expect([sameSlot.status, sameSlot.body.message]).toEqual([422, 'You already have a table booked at Gold Leaf — Mohali Phase 8 for 17 Jan 2026, 1:20 pm']);
    expect((await mine('20:00')).status).toBe(200);
    const third = await mine('22:00');
    expect([third.status, third.body.message]).toEqual([422, 'You already have 2 tables booked at Gold Leaf — Mohali Phase 8 on 17 Jan 2026. For more, please call the outlet']);
    // Kolkata's next day (00:10 there is still the 17th in UTC) and another outlet are other days and places.
    expect((await mine('00:10', '2026-01-18')).status).toBe(200);
    const highwayId = await recordIdOf(PHAGWARA_HIGHWAY);
    expect((await save(booking({ restaurantId: highwayId, reservationDateTime: at('21:00') }), customer.auth)).status).toBe(200);
    // Twenty at once, each for its own half hour of one day: two are booked.
    const burster = await newCustomer(server);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => save(booking({ reservationDateTime: at('09:00', '2026-01-19') + i * 30 * 60_000, numberOfPeople: 20 }), burster.auth)),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.message))).toEqual(
      new Set(['You already have 2 tables booked at Gold Leaf — Mohali Phase 8 on 19 Jan 2026. For more, please call the outlet']),
    );
  });

  it('is for signed-in customers: a visitor gets 401 with errorCode 409', async () => {
    const before = await server.db.$count(reservations);
    const res = await save(booking(), {});
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ errorCode: 409, message: 'Unauthorised Access' });
    const forged = await save(booking(), { Authorization: `Basic ${Buffer.from('9812345678:nope').toString('base64')}` });
    expect(forged.body.errorCode).toBe(409);
    expect(await server.db.$count(reservations)).toBe(before);
  });

  it('answers a repeated Idempotency-Key with the first answer and books once', async () => {
    const headers = { ...alice.auth, 'Idempotency-Key': crypto.randomUUID() };
    const body = booking({ occasion: 'Anniversary', numberOfPeople: 2 });
    const first = await save(body, headers);
    const again = await save(body, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const rows = await server.db.select().from(reservations).where(eq(reservations.occasion, 'Anniversary'));
    expect(rows).toHaveLength(1);
  });
});
