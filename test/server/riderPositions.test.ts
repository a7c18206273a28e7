/**
 * Issue 44: a rider's positions are believed only when they could be true. A point in Lahore (inside India's
 * bounding box, outside India) and one timed ahead of the server's clock are refused in the rider's words, Hindi too,
 * and nothing is kept. One no vehicle could reach since the last believed (the outlet's door when the order went
 * out) is dropped: the diner's map and time stay where they were. More than one a second for an order is told to
 * wait, however many are sent at once: one kept. Runs on PGlite, and on PostgreSQL under scripts/with-postgres.sh.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverLocation } from '../../src/api/contract';
import { INDIA_BOUNDS } from '../../src/rider/constants';
import { orders, riderPositions } from '../../server/db/schema';
import type { Customer } from '../support/ordering';
import { riderKit, type RiderKit } from '../support/riders';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { get } from './http';

// 12:30 in Kolkata: Mohali is open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let server: TestServer;
let kit: RiderKit;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  kit = await riderKit(server, clock.now());
});
afterAll(() => server.close());

const HINDI = { 'Accept-Language': 'hi' };
/** Mohali Phase 8's door, where each order goes out from. */
const OUTLET = { latitude: 30.7089, longitude: 76.7011 };
/** A point `metres` due north of the outlet's door (a degree of latitude is 111,195 m on the haversine's sphere). */
const north = (metres: number, from = OUTLET) => ({ latitude: Number((from.latitude + metres / 111_195).toFixed(6)), longitude: from.longitude });
const LAHORE = { latitude: 31.55, longitude: 74.34 };
const ATTARI = { latitude: 31.6, longitude: 74.61 };
const LEH = { latitude: 34.1526, longitude: 77.5771 };

const mapOf = async (customer: Customer, ref: string) => (await get<DriverLocation>(server, `/getDriverLocation/${ref}`, customer.auth)).body.responsePacket;
const expectedAtOf = async (ref: string) => (await server.db.select({ expectedAt: orders.expectedAt }).from(orders).where(eq(orders.refId, ref)))[0]?.expectedAt?.getTime();
const keptFor = async (ref: string) => {
  const [order] = await server.db.select({ id: orders.id }).from(orders).where(eq(orders.refId, ref));
  return server.db.select().from(riderPositions).where(eq(riderPositions.orderId, order?.id ?? 0));
};

describe('where a position can be', () => {
  it('refuses Lahore, inside India’s bounding box, in words, keeping nothing; takes Attari by the border after a ride there', async () => {
    const { customer, token, ref } = await kit.handed();
    expect(LAHORE.latitude > INDIA_BOUNDS.south && LAHORE.latitude < INDIA_BOUNDS.north && LAHORE.longitude > INDIA_BOUNDS.west).toBe(true);
    // Long enough to have ridden there: the refusal is the border's, not the speed's.
    clock.advance(3 * 60 * 60_000);
    const refused = await kit.rider(token, `/orders/${ref}/position`, LAHORE);
    expect([refused.status, refused.body.message]).toEqual([400, 'This position is outside India: check that the phone’s location is on and that no app sets it']);
    const inHindi = await kit.rider(token, `/orders/${ref}/position`, LAHORE, HINDI);
    expect([inHindi.status, inHindi.body.message]).toEqual([400, 'यह लोकेशन भारत के बाहर की है: देखें कि फ़ोन की लोकेशन चालू है और कोई ऐप उसे नहीं बदल रहा']);
    expect(await keptFor(ref)).toEqual([]);
    expect(await mapOf(customer, ref)).not.toMatchObject(LAHORE);
    // Attari, 3 km from the border and 230 km from the outlet, three hours on: believed.
    expect((await kit.rider<{ moved: boolean }>(token, `/orders/${ref}/position`, ATTARI)).body.responsePacket).toEqual({ moved: true });
    expect(await mapOf(customer, ref)).toMatchObject(ATTARI);
  });

  it('refuses a position timed more than 30 s ahead of the server’s clock, in words; one 20 s ahead is taken', async () => {
    const { token, ref } = await kit.handed();
    const ahead = await kit.rider(token, `/orders/${ref}/position`, { ...north(50), at: clock.now() + 31_000 });
    expect([ahead.status, ahead.body.message]).toEqual([400, 'This position is timed 31 seconds ahead of the server’s clock: set the phone’s date and time to automatic']);
    const inHindi = await kit.rider(token, `/orders/${ref}/position`, { ...north(50), at: clock.now() + 31_000 }, HINDI);
    expect([inHindi.status, inHindi.body.message]).toEqual([400, 'इस लोकेशन का समय सर्वर की घड़ी से 31 सेकंड आगे है: फ़ोन की तारीख और समय को अपने-आप (automatic) पर रखें']);
    expect(await keptFor(ref)).toEqual([]);
    expect((await kit.rider<{ moved: boolean }>(token, `/orders/${ref}/position`, { ...north(50), at: clock.now() + 20_000 })).body.responsePacket).toEqual({ moved: true });
  });
});

describe('how fast a rider can go', () => {
  it('moves the diner’s map at a rider’s pace, and drops what is faster: a jump to Leh leaves the map and the time, and is not kept', async () => {
    const { customer, token, ref } = await kit.handed();
    clock.advance(2 * 60_000);
    const near = north(1_500);
    expect((await kit.rider<{ moved: boolean }>(token, `/orders/${ref}/position`, near)).body.responsePacket).toEqual({ moved: true });
    expect(await mapOf(customer, ref)).toMatchObject({ ...near, updatedAt: clock.now() });

    // From the last believed, a minute later: 150 km/h and 100 m of GPS wobble reach 2,600 m.
    clock.advance(60_000);
    expect((await kit.rider<{ moved: boolean }>(token, `/orders/${ref}/position`, north(2_750, near))).body.responsePacket).toEqual({ moved: false });
    clock.advance(1_000);
    const ride = north(2_300, near);
    expect((await kit.rider<{ moved: boolean }>(token, `/orders/${ref}/position`, ride)).body.responsePacket).toEqual({ moved: true });
    const seen = { ...ride, updatedAt: clock.now() };
    expect(await mapOf(customer, ref)).toMatchObject(seen);
    const expectedAt = await expectedAtOf(ref);

    clock.advance(10 * 60_000);
    const leh = await kit.rider<{ moved: boolean }>(token, `/orders/${ref}/position`, LEH);
    expect([leh.status, leh.body.responsePacket]).toEqual([200, { moved: false }]);
    // Where the diner sees the rider, and when the order is expected (the ETA a Leh fix made 4,835 minutes): as before.
    expect(await mapOf(customer, ref)).toMatchObject(seen);
    expect(await expectedAtOf(ref)).toBe(expectedAt);
    expect((await keptFor(ref)).map((one) => one.latitude)).toEqual([near.latitude, ride.latitude]);
  });

  it('judges the first position from the outlet’s door when the order went out with the rider', async () => {
    const { customer, token, ref } = await kit.handed();
    const far = north(3_000);
    clock.advance(10_000);
    expect((await kit.rider<{ moved: boolean }>(token, `/orders/${ref}/position`, far)).body.responsePacket).toEqual({ moved: false });
    expect(await keptFor(ref)).toEqual([]);
    // Two minutes out, 3 km is a ride.
    clock.advance(2 * 60_000);
    expect((await kit.rider<{ moved: boolean }>(token, `/orders/${ref}/position`, far)).body.responsePacket).toEqual({ moved: true });
    expect(await mapOf(customer, ref)).toMatchObject(far);
  });
});

describe('how often', () => {
  it('takes one position a second for an order: the next within the second is told when to send it again, in words; another order is not held up', async () => {
    const { token, ref, who } = await kit.handed();
    const other = await kit.handedTo(who);
    clock.advance(60_000);
    expect((await kit.rider(token, `/orders/${ref}/position`, north(200))).status).toBe(200);
    const soon = await kit.rider(token, `/orders/${ref}/position`, north(210));
    expect([soon.status, soon.body.message, soon.headers.get('Retry-After')]).toEqual([429, 'One position a second for an order: send this one again in a second', '1']);
    const inHindi = await kit.rider(token, `/orders/${ref}/position`, north(210), HINDI);
    expect([inHindi.status, inHindi.body.message]).toEqual([429, 'एक ऑर्डर के लिए एक सेकंड में एक ही लोकेशन: इसे एक सेकंड बाद फिर भेजें']);
    expect((await kit.rider(token, `/orders/${other.ref}/position`, north(205))).status).toBe(200);
    clock.advance(999);
    expect((await kit.rider(token, `/orders/${ref}/position`, north(210))).status).toBe(429);
    clock.advance(1);
    expect((await kit.rider<{ moved: boolean }>(token, `/orders/${ref}/position`, north(210))).body.responsePacket).toEqual({ moved: true });
    expect((await keptFor(ref)).map((one) => one.latitude)).toEqual([north(200).latitude, north(210).latitude]);
  });

  it('keeps one of 40 positions sent at once, second after second: the rest are told to wait', { tags: ['postgres'] }, async () => {
    const { token, ref } = await kit.handed();
    clock.advance(2 * 60_000);
    // Five seconds' bursts: a claim that read and then wrote would let two through in one of them, on PostgreSQL.
    for (let second = 0; second < 5; second++) {
      const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => kit.rider(token, `/orders/${ref}/position`, north(1_000 + second * 5 + i / 10))));
      expect(burst.map((one) => one.status).sort(), `second ${second}`).toEqual([200, ...Array.from({ length: 39 }, () => 429)]);
      clock.advance(1_000);
    }
    expect(await keptFor(ref)).toHaveLength(5);
  });
});
