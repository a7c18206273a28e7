/**
 * Issue 37: a rider calls the diner through Exotel's click-to-call (a local stand-in that answers as Exotel does):
 * Exotel rings the rider, then the diner, both seeing the chain's ExoPhone. The diner's number reaches only Exotel:
 * not the rider's page, not a log line. One call every 30 seconds and five an order, however many taps arrive at
 * once; a call Exotel did not place counts for nothing; outside the demo without a provider, riders are told to ask
 * the outlet.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Credentials } from '../../src/api/contract';
import type { RiderCall } from '../../src/api/contract/riders';
import { msg91Sender } from '../../server/auth/sms';
import { orderRiders, orders } from '../../server/db/schema';
import { exotelBridge } from '../../server/riders/callBridge';
import { CALL_GAP_MS, CALLS_NOT_SET_UP, CALLS_PER_ORDER } from '../../server/riders/calls';
import { startFakeExotel, type FakeExotel } from '../support/fakeExotel';
import { startFakeMsg91 } from '../support/fakeMsg91';
import { riderKit, type RiderKit } from '../support/riders';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { basicAuth, post, uniqueMobile } from './http';

// 12:30 in Kolkata: Mohali is open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let exotel: FakeExotel;
let server: TestServer;
let kit: RiderKit;

beforeAll(async () => {
  exotel = await startFakeExotel();
  server = await startTestServer({ now: clock.now, calls: exotelBridge(exotel.config) });
  kit = await riderKit(server, clock.now());
});
afterAll(async () => {
  await server.close();
  await exotel.close();
});

/** The demo's stand-ins for SMS print the number they would send to: the only lines that may name one. */
const printedForPhone = (line: string) => line.startsWith('[demo] OTP for ') || line.startsWith('[demo] Rider link for ');
const callOf = (ref: string) => exotel.placed.filter((call) => call.customField === ref);
const callsCounted = async (ref: string) => {
  const [row] = await server.db
    .select({ calls: orderRiders.calls })
    .from(orderRiders)
    .innerJoin(orders, eq(orders.id, orderRiders.orderId))
    .where(eq(orders.refId, ref));
  return row?.calls;
};

describe('a rider calling the diner through Exotel', () => {
  it('rings the rider, then the diner, from the ExoPhone; the number reaches Exotel only', async () => {
    const { customer, who, token, ref } = await kit.handed();
    const called = await kit.rider<RiderCall>(token, `/orders/${ref}/call`, {});
    expect(called.status).toBe(200);
    expect(called.body.responsePacket.message).toBe('Your phone will ring: pick up and you are put through to the customer.');

    const mobile = customer.credentials.mobile;
    expect(callOf(ref)).toEqual([
      { from: `+91${who.phone}`, to: `+91${mobile}`, callerId: exotel.config.callerId, callType: 'trans', timeLimit: '600', customField: ref },
    ]);
    expect(JSON.stringify(called.body)).not.toContain(mobile);
    expect(server.logs.filter((line) => (line.includes(mobile) || line.includes(who.phone)) && !printedForPhone(line))).toEqual([]);
  });

  it('lets a rider call again after 30 seconds, five times an order, and says how long to wait', async () => {
    const { token, ref } = await kit.handed();
    expect((await kit.rider(token, `/orders/${ref}/call`, {})).status).toBe(200);

    const soon = await kit.rider(token, `/orders/${ref}/call`, {});
    expect(soon.status).toBe(429);
    expect(soon.body.message).toBe('You called this customer a moment ago: try again in 30 seconds');
    expect(soon.headers.get('Retry-After')).toBe('30');
    // A Hindi reader (the rider page sends the phone's language) reads it in Hindi.
    const hindi = await kit.rider(token, `/orders/${ref}/call`, {}, { 'Accept-Language': 'hi' });
    expect(hindi.body.message).toBe('आपने अभी इस ग्राहक को कॉल किया था: 30 सेकंड बाद फिर कोशिश करें');
    clock.advance(CALL_GAP_MS / 2);
    expect((await kit.rider(token, `/orders/${ref}/call`, {})).body.message).toBe('You called this customer a moment ago: try again in 15 seconds');

    for (let call = 2; call <= CALLS_PER_ORDER; call++) {
      clock.advance(CALL_GAP_MS);
      expect((await kit.rider(token, `/orders/${ref}/call`, {})).status).toBe(200);
    }
    clock.advance(CALL_GAP_MS);
    const sixth = await kit.rider(token, `/orders/${ref}/call`, {});
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('You have called this customer 5 times for this order: ask the outlet to help');
    expect(callOf(ref)).toHaveLength(CALLS_PER_ORDER);
  });

  it('places one call for a burst of taps at once', { tags: ['postgres'] }, async () => {
    const { token, ref } = await kit.handed();
    const answers = await Promise.all(Array.from({ length: 8 }, () => kit.rider(token, `/orders/${ref}/call`, {})));
    expect(answers.map((one) => one.status).sort()).toEqual([200, 429, 429, 429, 429, 429, 429, 429]);
    expect(callOf(ref)).toHaveLength(1);
    expect(await callsCounted(ref)).toBe(1);
  });

  it('answers in words when Exotel fails or does not answer, and a call not placed counts for nothing', async () => {
    const { customer, token, ref } = await kit.handed();
    for (const mode of ['down', 'hang'] as const) {
      exotel.mode = mode;
      const failed = await kit.rider(token, `/orders/${ref}/call`, {});
      expect(failed.status).toBe(502);
      expect(failed.body.message).toBe('The call could not be placed: try again, or ask the outlet to call the customer');
    }
    exotel.mode = 'ok';
    expect(server.logs).toContain(`error: Rider call for order ${ref} not placed: Exotel refused (500): Internal Server Error`);
    expect(server.logs).toContain(`error: Rider call for order ${ref} not placed: Exotel timed out`);
    expect(await callsCounted(ref)).toBe(0);

    // At once, without the 30 seconds' wait: nothing rang before.
    expect((await kit.rider(token, `/orders/${ref}/call`, {})).status).toBe(200);
    expect(callOf(ref)).toHaveLength(1);
    expect(server.logs.filter((line) => line.includes(customer.credentials.mobile) && !printedForPhone(line))).toEqual([]);
  });

  it('is refused with Exotel’s reason logged when the credentials are wrong', async () => {
    const wrong = await startTestServer({ now: clock.now, calls: exotelBridge({ ...exotel.config, apiToken: 'not-the-token' }) });
    try {
      const wrongKit = await riderKit(wrong, clock.now());
      const { token, ref } = await wrongKit.handed();
      const failed = await wrongKit.rider(token, `/orders/${ref}/call`, {});
      expect(failed.status).toBe(502);
      expect(wrong.logs).toContain(`error: Rider call for order ${ref} not placed: Exotel refused (401): Authentication is required to view this page.`);
      expect(callOf(ref)).toEqual([]);
    } finally {
      await wrong.close();
    }
  });

  it('keeps another rider’s link, and an order no longer out for delivery, from calling', async () => {
    const { token, ref } = await kit.handed();
    const other = await kit.handed();
    const foreign = await kit.rider(other.token, `/orders/${ref}/call`, {});
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('No such order on your shift');
    expect((await kit.rider('rdr_' + 'x'.repeat(43), `/orders/${ref}/call`, {})).status).toBe(401);

    expect((await kit.outlet(`/orders/${ref}/delivered`, { overrideReason: 'Customer met the rider at the gate' })).status).toBe(200);
    const after = await kit.rider(token, `/orders/${ref}/call`, {});
    expect(after.status).toBe(409);
    expect(after.body.message).toBe(`Order ${ref} is not out for delivery`);
    expect(callOf(ref)).toEqual([]);
  });
});

describe('outside the demo without a call provider', () => {
  it('tells the rider to ask the outlet, and rings no one', async () => {
    const msg91 = await startFakeMsg91();
    const live = await startTestServer({ now: clock.now, demo: false, sms: msg91Sender(msg91.config) });
    try {
      const liveKit = await riderKit(live, clock.now(), msg91);
      const mobile = uniqueMobile();
      expect((await post(live, '/generateOtpForUser', { mobileNumber: mobile })).status).toBe(200);
      const login = await post<Credentials>(live, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: msg91.codeFor(mobile) });
      const customer = { credentials: login.body.responsePacket, auth: basicAuth(login.body.responsePacket) };
      const { token, ref } = await liveKit.handed('CASH_ON_DELIVERY', customer);
      const refused = await liveKit.rider(token, `/orders/${ref}/call`, {});
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(CALLS_NOT_SET_UP);
      expect(live.logs.some((line) => line.includes('Call bridge'))).toBe(false);
    } finally {
      await live.close();
      await msg91.close();
    }
  });
});
