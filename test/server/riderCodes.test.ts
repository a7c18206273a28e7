/**
 * Issue 44: wrong delivery codes add up. Three lock one order for 10 minutes (riders.test.ts); across the windows
 * and across a shift's orders they count towards the shift's ten, after which its codes stop on every order, the
 * right one included, and the outlet's board is told at once (its stream, the order cards, the Riders tab). A burst
 * across ten orders counts exactly ten. The outlet still hands the orders over: with a reason, or through another
 * rider. Runs on PGlite, and on PostgreSQL under scripts/with-postgres.sh.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/api/contract';
import type { OutletRider, RiderMe, RiderOrder } from '../../src/api/contract/riders';
import type { OutletOrder } from '../../src/outlet/contract';
import { riderShifts } from '../../server/db/schema';
import { CODE_LOCK_MS, WRONG_CODES_PER_SHIFT } from '../../server/riders/handover';
import { riderKit, type RiderKit } from '../support/riders';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { sseReader } from '../support/sse';
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

const STOPPED = 'Your shift has had 10 wrong codes: codes are stopped on all your orders. The outlet has been told: ask them to hand over';
const wrongOf = (code: string, by = 1) => String((Number(code) + by) % 10_000).padStart(4, '0');
const cardOf = async (ref: string) => (await kit.outlet<OutletOrder[]>('/orders')).body.responsePacket.find((one) => one.orderRefId === ref);
const riderOf = async (riderId: number) => (await kit.outlet<OutletRider[]>('/riders')).body.responsePacket.find((one) => one.riderId === riderId);

describe('a shift’s wrong codes', () => {
  it('add up across the 10-minute windows: the tenth stops the shift’s codes, the right one too, and the board is told at once', async () => {
    const { customer, order, who, token, ref } = await kit.handed();
    const code = await kit.codeOf(customer, ref);
    const kitchen = sseReader(await fetch(`${server.url}/v1/outlet-api/stream`, { headers: { Authorization: `Bearer ${kit.key}` } }));
    expect(await kitchen.take(1)).toEqual([{ event: 'ready', data: {} }]);
    // Three windows of three: each ends locked for 10 minutes, and the next opens.
    for (let window = 0; window < 3; window++) {
      const answers = [];
      for (let i = 1; i <= 3; i++) answers.push((await kit.rider(token, `/orders/${ref}/deliver`, { code: wrongOf(code, window * 3 + i) })).status);
      expect(answers).toEqual([400, 400, 429]);
      clock.advance(CODE_LOCK_MS + 1_000);
    }
    expect(await riderOf(who.riderId)).toMatchObject({ wrongCodes: 9, codesStopped: false, carrying: [ref] });
    expect(await cardOf(ref)).toMatchObject({ codesStopped: false });
    // The tenth: no more codes on this shift, whichever order, right or wrong.
    expect((await kit.rider(token, `/orders/${ref}/deliver`, { code: wrongOf(code, 10) })).body).toEqual({ errorCode: 403, message: STOPPED, responsePacket: null });
    expect((await kit.rider(token, `/orders/${ref}/deliver`, { code, cashCollected: order.orderTotal })).body).toEqual({ errorCode: 403, message: STOPPED, responsePacket: null });
    expect((await get<Order>(server, `/orderDetail/${ref}`, customer.auth)).body.responsePacket.status).toBe('OUT_FOR_DELIVERY');
    // The board heard it, and says it on the card and the Riders tab; the rider's page is told too.
    expect(await kitchen.take(1)).toEqual([{ event: 'order', data: { orderRefId: ref, status: 'OUT_FOR_DELIVERY' } }]);
    await kitchen.cancel();
    expect(await cardOf(ref)).toMatchObject({ status: 'OUT_FOR_DELIVERY', codesStopped: true, riderNeeded: false });
    expect(await riderOf(who.riderId)).toMatchObject({ onShift: true, wrongCodes: WRONG_CODES_PER_SHIFT, codesStopped: true });
    expect((await kit.rider<RiderMe>(token, '/me')).body.responsePacket).toMatchObject({ codesStopped: true });
    // Still the outlet's to hand over: with its reason, audited (riders.test.ts).
    expect((await kit.outlet<OutletOrder>(`/orders/${ref}/delivered`, { overrideReason: 'Rider locked out of codes, customer confirmed by phone' })).body.responsePacket.status).toBe('DELIVERED');
  });

  it('add up across the shift’s orders: wrong codes on three stop the codes on a fourth never tried, in Hindi too; another rider’s still work', async () => {
    const { customer, who, token, ref } = await kit.handed();
    const more = [await kit.handedTo(who), await kit.handedTo(who), await kit.handedTo(who)];
    const codes = await Promise.all([{ customer, ref }, ...more].map((one) => kit.codeOf(one.customer, one.ref)));
    const tries: Array<[string, string]> = [];
    for (const [index, one] of [ref, more[0]?.ref, more[1]?.ref].entries()) for (let i = 1; i <= 3; i++) tries.push([one ?? '', wrongOf(codes[index] ?? '', i)]);
    for (const [order, code] of tries) expect((await kit.rider(token, `/orders/${order}/deliver`, { code })).status).not.toBe(403);
    const last = more[2];
    if (!last) throw new Error('no fourth order');
    // The fourth order has had no wrong code at all: the shift's tenth stops it.
    expect((await kit.rider(token, `/orders/${last.ref}/deliver`, { code: wrongOf(codes[3] ?? '') })).body.message).toBe(STOPPED);
    const inHindi = await kit.rider(token, `/orders/${last.ref}/deliver`, { code: codes[3], cashCollected: last.order.orderTotal }, { 'Accept-Language': 'hi' });
    expect([inHindi.status, inHindi.body.message]).toEqual([403, 'आपकी शिफ़्ट में 10 गलत कोड हो चुके हैं: आपके सभी ऑर्डर पर कोड बंद हैं। आउटलेट को बता दिया गया है: उनसे डिलीवर करवाने को कहें']);
    for (const one of [ref, ...more.map((order) => order.ref)]) expect(await cardOf(one)).toMatchObject({ codesStopped: true });
    // Given to another rider, the order goes with a shift of its own: their code hands it over.
    const other = await kit.newRider('Aman');
    expect((await kit.outlet<OutletOrder>(`/orders/${last.ref}/reassign`, { riderId: other.riderId })).body.responsePacket).toMatchObject({ codesStopped: false });
    const done = await kit.rider<RiderOrder>(kit.tokenOf(other.phone), `/orders/${last.ref}/deliver`, { code: codes[3], cashCollected: last.order.orderTotal });
    expect(done.body.responsePacket).toMatchObject({ orderRefId: last.ref, status: 'DELIVERED' });
  });

  it('counts exactly ten of 30 wrong codes sent at once across ten orders: nine are told the code is wrong, the rest that codes stopped; none delivered', { tags: ['postgres'] }, async () => {
    const first = await kit.handed();
    const orders = [{ customer: first.customer, ref: first.ref }];
    for (let i = 1; i < 10; i++) orders.push(await kit.handedTo(first.who));
    const codes = await Promise.all(orders.map((one) => kit.codeOf(one.customer, one.ref)));
    // Three each: were there no cap, every one would be counted (the third locks its order, none finds it locked).
    const burst = await Promise.all(
      orders.flatMap((one, index) => [1, 2, 3].map((by) => kit.rider(first.token, `/orders/${one.ref}/deliver`, { code: wrongOf(codes[index] ?? '', by) }))),
    );
    const stopped = burst.filter((one) => one.status === 403);
    expect(burst.length - stopped.length).toBe(WRONG_CODES_PER_SHIFT - 1);
    expect(stopped.every((one) => one.body.message === STOPPED)).toBe(true);
    const [shift] = await server.db.select().from(riderShifts).where(eq(riderShifts.riderId, first.who.riderId));
    expect(shift).toMatchObject({ wrongCodes: WRONG_CODES_PER_SHIFT, codesStoppedAt: new Date(clock.now()) });
    for (const one of orders) expect(await cardOf(one.ref)).toMatchObject({ status: 'OUT_FOR_DELIVERY', codesStopped: true });
  });
});
