/**
 * Issue 37: the outlet's own riders. The kitchen hands an order to one of its riders, whose link (SMS; printed in
 * the demo) signs them in to their shift; the rider sees only their shift's orders and not the diner's number,
 * shares positions that move the diner's map (bad ones refused in words; issue 44's checks in riderPositions.test.ts),
 * and hands the order over with the diner's
 * code: three wrong ones lock it for 10 minutes, however many are sent at once. The outlet may override, audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DriverLocation, Order } from '../../src/api/contract';
import type { OutletRider, RiderOrder } from '../../src/api/contract/riders';
import type { OutletOrder } from '../../src/outlet/contract';
import { auditLog, orderRiders, orders, riderPositions, riderShifts } from '../../server/db/schema';
import { prunePositions } from '../../server/riders/positions';
import { msg91Sender } from '../../server/auth/sms';
import { startFakeMsg91 } from '../support/fakeMsg91';
import { RIDER_LINK_REFUSED } from '../../server/routes/riderApi';
import { NEAR_MOHALI, PHAGWARA_HIGHWAY, newCustomer, type Customer } from '../support/ordering';
import { outletKey, riderKit, type RiderKit } from '../support/riders';
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

const detail = async (customer: Customer, ref: string) => (await get<Order>(server, `/orderDetail/${ref}`, customer.auth)).body.responsePacket;

describe('handing an order to a rider', () => {
  it('sends the rider a link to their shift, keeps only its hash, and shows the rider their order without the diner’s number', async () => {
    const { customer, order, token, ref } = await kit.handed();
    const shifts = await server.db.select({ hash: riderShifts.tokenHash }).from(riderShifts);
    expect(shifts.every((one) => /^[0-9a-f]{64}$/.test(one.hash))).toBe(true);
    expect(JSON.stringify(shifts)).not.toContain(token.slice(4));
    // Only the demo's stand-in for the SMS prints it: no access log line carries it.
    expect(server.logs.filter((line) => line.includes(token))).toHaveLength(1);

    const seen = await kit.rider<RiderOrder[]>(token, '/orders');
    expect(seen.status).toBe(200);
    expect(seen.body.responsePacket).toEqual([
      expect.objectContaining({ orderRefId: ref, status: 'OUT_FOR_DELIVERY', address: NEAR_MOHALI.text, latitude: NEAR_MOHALI.latitude, longitude: NEAR_MOHALI.longitude, cashToCollect: order.orderTotal, lockedUntil: null }),
    ]);
    const mobile = customer.credentials.mobile;
    expect(JSON.stringify(seen.body)).not.toContain(mobile);
    expect(seen.body.responsePacket[0]?.maskedPhone).toBe(`••••••• ${mobile.slice(-3)}`);
    const called = await kit.rider<{ message: string }>(token, `/orders/${ref}/call`, {});
    expect(called.status).toBe(200);
    expect(JSON.stringify(called.body)).not.toContain(mobile);

    // The diner sees who is coming and the code for the door.
    const tracking = await detail(customer, ref);
    expect(tracking.rider).toMatchObject({ name: 'Gurpreet Singh' });
    expect(tracking.handoverCode).toMatch(/^\d{4}$/);
  });

  it('refuses a rider who is not the outlet’s, and a hand-over naming both kinds of rider', async () => {
    const customer = await newCustomer(server);
    const order = await kit.readyOrder(customer);
    expect((await kit.outlet(`/orders/${order.orderRefId}/out-for-delivery`, { riderId: 999_999 })).body).toMatchObject({ errorCode: 404, message: 'No such rider at this outlet' });
    expect((await kit.outlet(`/orders/${order.orderRefId}/out-for-delivery`, { riderId: 1, riderName: 'Aman', riderPhone: '9876543210' })).body.message).toBe('Give riderName and riderPhone, or riderId');
  });
});

describe('who may see and move an order', () => {
  it('keeps another rider’s link out of the order: not listed, not moved, not called, not handed over', async () => {
    const { customer, ref } = await kit.handed();
    const other = await kit.newRider('Aman');
    expect((await kit.outlet(`/riders/${other.riderId}/link`, {})).status).toBe(200);
    const otherToken = kit.tokenOf(other.phone);
    expect((await kit.rider<RiderOrder[]>(otherToken, '/orders')).body.responsePacket).toEqual([]);
    const code = (await detail(customer, ref)).handoverCode ?? '';
    for (const [path, body] of [
      [`/orders/${ref}/position`, { latitude: 30.72, longitude: 76.7 }],
      [`/orders/${ref}/call`, {}],
      [`/orders/${ref}/deliver`, { code, cashCollected: 0 }],
    ] as const) {
      expect((await kit.rider(otherToken, path, body)).body).toEqual({ errorCode: 404, message: 'No such order on your shift', responsePacket: null });
    }
    const tracking = await detail(customer, ref);
    expect(tracking.status).toBe('OUT_FOR_DELIVERY');
    const location = (await get<DriverLocation>(server, `/getDriverLocation/${ref}`, customer.auth)).body.responsePacket;
    expect(location).not.toMatchObject({ latitude: 30.72, longitude: 76.7 });
  });

  it('shuts an ended shift out at once, and a made-up link too', async () => {
    const { who, token, ref } = await kit.handed();
    expect((await kit.rider(token, '/me')).status).toBe(200);
    expect((await kit.outlet<OutletRider[]>(`/riders/${who.riderId}/end-shift`, {})).body.responsePacket.find((one) => one.riderId === who.riderId)?.onShift).toBe(false);
    for (const [path, body] of [['/orders', undefined], [`/orders/${ref}/position`, { latitude: 30.72, longitude: 76.7 }]] as const) {
      expect(await kit.rider(token, path, body)).toEqual({ status: 401, body: { errorCode: 401, message: RIDER_LINK_REFUSED, responsePacket: null }, headers: expect.any(Headers) });
    }
    expect((await kit.rider(`rdr_${'x'.repeat(43)}`, '/orders')).status).toBe(401);
    // The outlet's changes to its rider are in the audit trail, by the key that made them.
    const audits = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'rider'), eq(auditLog.entityId, String(who.riderId)))).orderBy(auditLog.id);
    expect(audits.map((row) => [row.action, row.role, row.staffId])).toEqual([
      ['rider.saved', expect.stringMatching(/^outlet-key:\d+$/), null],
      ['rider.shift_ended', expect.stringMatching(/^outlet-key:\d+$/), null],
    ]);
    // Nor does an outlet's key or a diner's sign-in open the rider API.
    expect((await kit.rider(kit.key, '/orders')).status).toBe(401);
    const diner = await newCustomer(server);
    const asDiner = await fetch(`${server.url}/v1/rider/orders`, { headers: diner.auth });
    expect(asDiner.status).toBe(401);
  });

  it('keeps another outlet’s key away from this outlet’s riders: no link, no end of shift, no hand-over to them', async () => {
    const { who } = await kit.handed();
    const other = kit.outletAs((await outletKey(server, clock.now(), PHAGWARA_HIGHWAY)).key);
    expect((await other<OutletRider[]>('/riders')).body.responsePacket.map((one) => one.riderId)).not.toContain(who.riderId);
    for (const path of [`/riders/${who.riderId}/link`, `/riders/${who.riderId}/end-shift`]) {
      expect((await other(path, {})).body).toMatchObject({ errorCode: 404, message: 'No such rider at this outlet' });
    }
    expect((await kit.outlet<OutletRider[]>('/riders')).body.responsePacket.find((one) => one.riderId === who.riderId)?.onShift).toBe(true);
  });
});

describe('positions', () => {
  it('refuses a position outside India, not a number, or a string, in words; and before the order is out', async () => {
    const { token, ref } = await kit.handed();
    const cases: Array<[unknown, string]> = [
      [{ latitude: 51.5, longitude: -0.12 }, 'latitude must be within India (6.5 to 37.5)'],
      [{ latitude: 30.7, longitude: 120 }, 'longitude must be within India (68 to 97.5)'],
      [{ latitude: null, longitude: 76.7 }, 'latitude must be a number'], // what JSON.stringify makes of NaN
      [{ latitude: '30.7', longitude: 76.7 }, 'latitude must be a number'],
      [{ latitude: 30.7, longitude: 'east' }, 'longitude must be a number'],
    ];
    for (const [body, message] of cases) {
      expect((await kit.rider(token, `/orders/${ref}/position`, body)).body).toEqual({ errorCode: 400, message, responsePacket: null });
    }
    expect((await kit.rider(token, `/orders/${ref}/position`, '{"latitude": NaN, "longitude": 76.7}')).status).toBe(400);
    expect(await server.db.select().from(riderPositions).where(eq(riderPositions.shiftId, (await shiftOf(ref)).shiftId))).toEqual([]);

    const customer = await newCustomer(server);
    const early = await kit.readyOrder(customer);
    const who = await kit.newRider('Harpreet');
    // Handed over and then the outlet calls it delivered: the rider's position no longer moves anything.
    expect((await kit.outlet(`/orders/${early.orderRefId}/out-for-delivery`, { riderId: who.riderId })).status).toBe(200);
    expect((await kit.outlet(`/orders/${early.orderRefId}/delivered`, { overrideReason: 'Customer collected at the counter' })).status).toBe(200);
    expect((await kit.rider(kit.tokenOf(who.phone), `/orders/${early.orderRefId}/position`, { latitude: 30.72, longitude: 76.7 })).body).toMatchObject({ errorCode: 409, message: `Order ${early.orderRefId} is not out for delivery` });
  });

  it('moves the diner’s map with each position, heard on the diner’s live stream; a queued older one is kept but moves nothing', async () => {
    const { customer, token, ref } = await kit.handed();
    const res = await fetch(`${server.url}/v1/api/liveOrders`, { headers: customer.auth });
    const stream = sseReader(res);
    expect(await stream.take(1)).toEqual([{ event: 'ready', data: {} }]);
    // Three minutes' ride from the outlet's door (1.4 km): no faster than a rider goes (riderPositions.test.ts).
    clock.advance(3 * 60_000);
    const now = clock.now();
    expect((await kit.rider<{ moved: boolean }>(token, `/orders/${ref}/position`, { latitude: 30.72, longitude: 76.7, at: now })).body.responsePacket).toEqual({ moved: true });
    expect(await stream.take(1)).toEqual([{ event: 'order', data: { orderRefId: ref, status: 'OUT_FOR_DELIVERY' } }]);
    // Sent later, taken earlier (queued while the phone had no signal): kept, the map stays at the newer one.
    clock.advance(1_000);
    expect((await kit.rider<{ moved: boolean }>(token, `/orders/${ref}/position`, { latitude: 30.718, longitude: 76.699, at: now - 30_000 })).body.responsePacket).toEqual({ moved: false });
    const location = (await get<DriverLocation>(server, `/getDriverLocation/${ref}`, customer.auth)).body.responsePacket;
    expect(location).toMatchObject({ latitude: 30.72, longitude: 76.7, updatedAt: now });
    await stream.cancel();
    const kept = await server.db.select().from(riderPositions).where(eq(riderPositions.orderId, (await shiftOf(ref)).orderId));
    expect(kept.map((one) => one.latitude).sort()).toEqual([30.718, 30.72]);

    // A week later they are gone.
    expect(await prunePositions(server.db, now + 7 * 24 * 60 * 60_000 + 1)).toBeGreaterThanOrEqual(2);
    expect(await server.db.select().from(riderPositions).where(eq(riderPositions.orderId, (await shiftOf(ref)).orderId))).toEqual([]);
  });
});

async function shiftOf(ref: string) {
  const [row] = await server.db
    .select({ shiftId: orderRiders.shiftId, orderId: orderRiders.orderId })
    .from(orderRiders)
    .innerJoin(orders, eq(orders.id, orderRiders.orderId))
    .where(eq(orders.refId, ref));
  if (!row) throw new Error(`${ref} has no rider`);
  return row;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

describe('handing over with the diner’s code', () => {
  it('locks the order for 10 minutes after three wrong codes; then the right code and the cash collected deliver it', async () => {
    const { customer, order, token, ref } = await kit.handed();
    const code = (await detail(customer, ref)).handoverCode ?? '';
    const wrong = wrongOf(code);
    expect((await kit.rider(token, `/orders/${ref}/deliver`, { code: wrong })).body.message).toBe("That is not the customer's code: 2 tries left");
    expect((await kit.rider(token, `/orders/${ref}/deliver`, { code: wrong })).body.message).toBe("That is not the customer's code: 1 try left");
    expect((await kit.rider(token, `/orders/${ref}/deliver`, { code: wrong })).body).toMatchObject({ errorCode: 429, message: 'Too many wrong codes: try again in 10 minutes, or ask the outlet' });
    // Locked: even the right code waits.
    expect((await kit.rider(token, `/orders/${ref}/deliver`, { code, cashCollected: order.orderTotal })).status).toBe(429);
    clock.advance(10 * 60_000 + 1_000);
    expect((await kit.rider(token, `/orders/${ref}/deliver`, { code, cashCollected: order.orderTotal - 1 })).body.message).toBe(`Collect ₹${order.orderTotal} in cash and confirm that amount`);
    const done = await kit.rider<RiderOrder>(token, `/orders/${ref}/deliver`, { code, cashCollected: order.orderTotal });
    expect(done.body.responsePacket).toMatchObject({ orderRefId: ref, status: 'DELIVERED' });
    const [handover] = await server.db.select().from(orderRiders).where(eq(orderRiders.orderId, (await shiftOf(ref)).orderId));
    expect(handover).toMatchObject({ deliveredBy: 'CODE', cashCollectedPaise: order.orderTotal * 100 });

    // The diner: delivered and paid; the rider and the code are gone from their screen.
    expect(await detail(customer, ref)).toMatchObject({ status: 'DELIVERED', paymentStatus: 'PAID', rider: null, handoverCode: null });
    // The rider sees it for an hour after, then no more.
    clock.advance(59 * 60_000);
    expect((await kit.rider<RiderOrder[]>(token, '/orders')).body.responsePacket.map((one) => one.orderRefId)).toEqual([ref]);
    clock.advance(2 * 60_000);
    expect((await kit.rider<RiderOrder[]>(token, '/orders')).body.responsePacket).toEqual([]);
  });

  it('counts a burst of wrong codes sent at once one by one: two are told the tries left, the rest find the order locked', { tags: ['postgres'] }, async () => {
    const { customer, token, ref } = await kit.handed('CASH_ON_DELIVERY');
    const code = (await detail(customer, ref)).handoverCode ?? '';
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => kit.rider(token, `/orders/${ref}/deliver`, { code: wrongOf(String((Number(code) + i) % 10_000)) })));
    const statuses = answers.map((one) => one.status).sort();
    expect(statuses).toEqual([400, 400, ...Array.from({ length: 10 }, () => 429)]);
    const [handover] = await server.db.select().from(orderRiders).where(eq(orderRiders.orderId, (await shiftOf(ref)).orderId));
    expect(handover?.lockedUntil?.getTime()).toBeGreaterThan(clock.now());
    expect((await kit.rider(token, `/orders/${ref}/deliver`, { code, cashCollected: 0 })).status).toBe(429);
    expect((await detail(customer, ref)).status).toBe('OUT_FOR_DELIVERY');
  });

  it('lets the outlet mark it delivered without the code only with a reason, which the audit trail keeps', async () => {
    const { customer, ref } = await kit.handed();
    expect((await kit.outlet(`/orders/${ref}/delivered`, {})).body).toMatchObject({
      errorCode: 409,
      message: `Order ${ref} is handed over with the customer's code: the rider enters it, or give a reason to mark it delivered`,
    });
    expect((await kit.outlet(`/orders/${ref}/delivered`, { overrideReason: 'ok' })).body.message).toBe('overrideReason must be at least 3 characters');
    expect((await detail(customer, ref)).status).toBe('OUT_FOR_DELIVERY');
    expect((await kit.outlet<OutletOrder>(`/orders/${ref}/delivered`, { overrideReason: 'Rider phone died at the door' })).body.responsePacket.status).toBe('DELIVERED');
    const audits = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, ref)));
    expect(audits).toEqual([expect.objectContaining({ action: 'order.delivered_override', staffId: null, after: { status: 'DELIVERED', reason: 'Rider phone died at the door' } })]);
  });
});

describe('the rider’s language', () => {
  // What the rider page sends (src/rider/api.ts): the page's language, Hindi or English.
  const HINDI = { 'Accept-Language': 'hi' };
  const ENGLISH = { 'Accept-Language': 'en' };

  it('refuses a Hindi reader in Hindi and an English reader in English: a refused link, a wrong code, a locked order, a bad position, another shift’s order', async () => {
    const { customer, token, ref } = await kit.handed();
    const code = (await detail(customer, ref)).handoverCode ?? '';
    const said = async (headers: Record<string, string>, path: string, body?: unknown, as = token) => {
      const answer = await kit.rider(as, path, body, headers);
      return [answer.status, answer.body.message];
    };
    const madeUp = `rdr_${'x'.repeat(43)}`;
    expect(await said(HINDI, '/orders', undefined, madeUp)).toEqual([401, 'यह राइडर लिंक अब काम नहीं करता। आउटलेट से नया लिंक माँगें।']);
    expect(await said(ENGLISH, '/orders', undefined, madeUp)).toEqual([401, 'This rider link no longer works. Ask the outlet for a new one.']);
    expect(await said(HINDI, `/orders/${ref}/deliver`, { code: wrongOf(code) })).toEqual([400, 'यह ग्राहक का कोड नहीं है: 2 कोशिशें बाकी']);
    expect(await said(ENGLISH, `/orders/${ref}/deliver`, { code: wrongOf(code) })).toEqual([400, "That is not the customer's code: 1 try left"]);
    expect(await said(HINDI, `/orders/${ref}/deliver`, { code: wrongOf(code) })).toEqual([429, 'बहुत बार गलत कोड: 10 मिनट बाद फिर कोशिश करें, या आउटलेट से पूछें']);
    expect(await said(HINDI, `/orders/${ref}/position`, { latitude: 51.5, longitude: -0.12 })).toEqual([400, 'अक्षांश (latitude) भारत के भीतर (6.5 से 37.5) होना चाहिए']);
    expect(await said(HINDI, `/orders/${ref}/position`, { latitude: 30.7, longitude: 'east' })).toEqual([400, 'देशांतर (longitude) एक संख्या होनी चाहिए']);
    expect(await said(HINDI, `/orders/${ref}/position`, { latitude: 30.7, longitude: 76.7, at: clock.now() - 2 * 24 * 60 * 60_000 })).toEqual([400, 'लोकेशन का समय (at) फ़ोन की घड़ी से पिछले एक दिन के भीतर होना चाहिए']);
    expect(await said(ENGLISH, `/orders/${ref}/position`, { latitude: 30.7, longitude: 76.7, at: clock.now() - 2 * 24 * 60 * 60_000 })).toEqual([400, 'at must be within the last day, by the phone’s clock']);
    const other = await kit.newRider('Aman');
    expect((await kit.outlet(`/riders/${other.riderId}/link`, {})).status).toBe(200);
    expect(await said(HINDI, `/orders/${ref}/position`, { latitude: 30.72, longitude: 76.7 }, kit.tokenOf(other.phone))).toEqual([404, 'यह ऑर्डर आपकी शिफ़्ट में नहीं है']);
    expect(await said(ENGLISH, `/orders/${ref}/position`, { latitude: 30.72, longitude: 76.7 }, kit.tokenOf(other.phone))).toEqual([404, 'No such order on your shift']);
  });

  it('asks a Hindi reader for the cash in Hindi, and says in Hindi that a delivered order no longer takes positions', async () => {
    const { customer, order, token, ref } = await kit.handed();
    const code = (await detail(customer, ref)).handoverCode ?? '';
    const short = await kit.rider(token, `/orders/${ref}/deliver`, { code, cashCollected: order.orderTotal - 1 }, HINDI);
    expect([short.status, short.body.message]).toEqual([400, `₹${order.orderTotal} नकद लें और वही रकम पक्की करें`]);
    expect((await kit.rider(token, `/orders/${ref}/deliver`, { code, cashCollected: order.orderTotal }, HINDI)).status).toBe(200);
    const late = await kit.rider(token, `/orders/${ref}/position`, { latitude: 30.72, longitude: 76.7 }, HINDI);
    expect([late.status, late.body.message]).toEqual([409, `ऑर्डर ${ref} डिलीवरी के लिए नहीं निकला है`]);
  });
});

describe('the rider’s link by SMS (SMS_PROVIDER=msg91)', () => {
  it('goes through MSG91’s flow API with the rider template, signs the rider in, and reaches no log; without the template it is refused in words', async () => {
    const msg91 = await startFakeMsg91();
    const withSms = await startTestServer({ now: clock.now, demo: false, sms: msg91Sender(msg91.config) });
    const withoutTemplate = await startTestServer({ now: clock.now, demo: false, sms: msg91Sender({ ...msg91.config, riderTemplateId: undefined }) });
    try {
      for (const [target, expected] of [
        [withSms, 200],
        [withoutTemplate, 503],
      ] as const) {
        const board = await riderKit(target, clock.now(), msg91);
        const aman = await board.newRider('Aman');
        const sent = await board.outlet(`/riders/${aman.riderId}/link`, {});
        expect(sent.status).toBe(expected);
        if (expected === 503) {
          expect(sent.body.message).toBe("The rider's link could not be sent by SMS: try again");
          continue;
        }
        const flow = msg91.flows.at(-1);
        expect(flow).toMatchObject({ mobile: `91${aman.phone}`, templateId: msg91.config.riderTemplateId });
        const token = board.tokenOf(aman.phone);
        expect((await board.rider(token, '/me')).status).toBe(200);
        expect(target.logs.some((line) => line.includes(token))).toBe(false);
      }
    } finally {
      await withSms.close();
      await withoutTemplate.close();
      await msg91.close();
    }
  });
});
