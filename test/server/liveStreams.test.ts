// @module-tag postgres (every test of this file runs on PostgreSQL too: vitest.config.ts)
/**
 * Issue 34: a live stream lasts only while its key or credential works, hears only its own outlet, and one
 * customer, outlet key, address or process holds only so many (server/live/openStreams.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../src/api/contract';
import { restaurants } from '../../server/db/schema';
import { DEFAULT_STREAM_CAPS, RECHECK_MS } from '../../server/live/openStreams';
import { createOutletKey, revokeOutletKey } from '../../server/outlet/keys';
import { backendName } from '../support/database';
import { MOHALI, PHAGWARA_HIGHWAY, draft, newCustomer, type Customer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { sseReader } from '../support/sse';
import { basicAuth, get, post, signIn } from './http';

// 12:30 in Kolkata: every outlet is open.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let server: TestServer;
const outletIds: Record<string, number> = {};
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
  for (const uuid of [MOHALI, PHAGWARA_HIGHWAY]) {
    const [row] = await server.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.uuid, uuid));
    if (!row) throw new Error(`no outlet ${uuid}`);
    outletIds[uuid] = row.id;
  }
});
afterAll(() => server.close());

/** A stream ends this soon after its key or credential stops working: a re-check round, and room for a slow machine. */
const ENDS_WITHIN_MS = RECHECK_MS + 5_000;
const HINDI = { Cookie: 'lang=hi' };

const newKey = (uuid = MOHALI) => createOutletKey(server.db, outletIds[uuid] ?? 0, 'Kitchen board', clock.now());
const outletStream = (key: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/v1/outlet-api/stream`, { headers: { Authorization: `Bearer ${key}`, ...headers } });
const customerStream = (customer: Customer, headers: Record<string, string> = {}, on = server) =>
  fetch(`${on.url}/v1/api/liveOrders`, { headers: { ...customer.auth, ...headers } });

/** An open stream, read up to its 'ready' event: from then on the server has it counted and listening. */
async function opened(res: Promise<Response>) {
  const response = await res;
  expect(response.status).toBe(200);
  const stream = sseReader(response);
  expect(await stream.take(1)).toEqual([{ event: 'ready', data: {} }]);
  return stream;
}

/** The answer to a stream asked for past a cap; a stream that opened instead is hung up (its body never ends). */
async function refusal(res: Promise<Response>) {
  const response = await res;
  if (response.status === 200) {
    await response.body?.cancel();
    return { status: 200, body: 'a stream opened' };
  }
  return { status: response.status, body: (await response.json()) as unknown };
}

async function placed(customer: Customer, uuid = MOHALI): Promise<Order> {
  const order = await draft(server, customer, [['Paneer Tikka', 1]], { restaurantUuid: uuid });
  const res = await post<Order>(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, customer.auth);
  expect(res.body.message).toBe('Order Placed');
  return res.body.responsePacket;
}

/** The same customer signed in on a second device: a second credential (a code for a number every 30 s). */
async function secondDevice(customer: Customer): Promise<Customer> {
  clock.advance(31_000);
  const credentials = await signIn(server, customer.credentials.mobile);
  return { credentials, auth: basicAuth(credentials) };
}

/** This process's open streams of a kind, as /metrics says (open in the demo). */
async function openStreams(kind: 'customer' | 'outlet', on = server): Promise<number> {
  const text = await (await fetch(`${on.url}/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith(`live_streams{kind="${kind}"} `));
  return Number(line?.split(' ')[1]);
}

describe(`live streams on ${backendName()}`, () => {
  it('a key revoked while its stream is open: the stream ends within seconds, having heard nothing, and the key opens no other', async () => {
    const [doomed, kept] = [await newKey(), await newKey()];
    const revokedStream = await opened(outletStream(doomed.key));
    const keptStream = await opened(outletStream(kept.key));
    expect(await revokeOutletKey(server.db, doomed.id, clock.now())).toBe(true);
    const started = performance.now();
    expect(await revokedStream.untilEnd(ENDS_WITHIN_MS)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(ENDS_WITHIN_MS);

    // The outlet's next order reaches its working key only; the revoked one cannot connect again.
    const order = await placed(await newCustomer(server));
    expect(await keptStream.take(1)).toEqual([{ event: 'order', data: { orderRefId: order.orderRefId, status: 'PLACED' } }]);
    expect((await outletStream(doomed.key)).status).toBe(401);
    await keptStream.cancel();
  });

  it('a customer’s stream ends when that device signs out, and when the account is deleted; another device’s stream goes on', async () => {
    const mobile = await newCustomer(server);
    const signedOut = await opened(customerStream(mobile));
    expect((await post(server, '/logout', {}, mobile.auth)).status).toBe(200);
    expect(await signedOut.untilEnd(ENDS_WITHIN_MS)).toEqual([]);
    expect((await customerStream(mobile)).status).toBe(401);

    const leaving = await newCustomer(server);
    const staying = await newCustomer(server);
    const deleted = await opened(customerStream(leaving));
    const other = await opened(customerStream(staying));
    expect((await get(server, '/deleteAccount', leaving.auth)).status).toBe(200);
    expect(await deleted.untilEnd(ENDS_WITHIN_MS)).toEqual([]);
    const order = await placed(staying);
    expect(await other.take(1)).toEqual([{ event: 'order', data: { orderRefId: order.orderRefId, status: 'PLACED' } }]);
    await other.cancel();
  });

  it('another outlet’s key opens only its own outlet’s stream: it hears none of this outlet’s orders', async () => {
    const highway = await opened(outletStream((await newKey(PHAGWARA_HIGHWAY)).key));
    const customer = await newCustomer(server);
    const mohaliOrder = await placed(customer, MOHALI);
    // Changes reach streams in the order they were made: the highway's own order comes next, Mohali's never.
    const own = await placed(customer, PHAGWARA_HIGHWAY);
    expect(mohaliOrder.orderRefId).not.toBe(own.orderRefId);
    expect(await highway.take(1)).toEqual([{ event: 'order', data: { orderRefId: own.orderRefId, status: 'PLACED' } }]);
    await highway.cancel();
  });

  it(`one customer holds at most ${DEFAULT_STREAM_CAPS.perCustomer} streams, in English and Hindi; a stream ended by signing out frees its place`, async () => {
    expect(DEFAULT_STREAM_CAPS.perCustomer).toBe(5);
    const phone = await newCustomer(server);
    const tablet = await secondDevice(phone);
    const onPhone = [await opened(customerStream(phone)), await opened(customerStream(phone)), await opened(customerStream(phone))];
    const onTablet = [await opened(customerStream(tablet)), await opened(customerStream(tablet))];
    expect(await refusal(customerStream(phone))).toEqual({
      status: 429,
      body: { errorCode: 429, message: 'Your account already has 5 live updates open. Close the app in another tab or on another phone, then try again', responsePacket: null },
    });
    expect((await refusal(customerStream(phone, HINDI))).body).toMatchObject({
      message: 'आपके खाते में पहले से 5 लाइव अपडेट खुले हैं। किसी दूसरे टैब या फ़ोन पर ऐप बंद करें, फिर से कोशिश करें',
    });
    // Another customer is not held back by this one.
    const someoneElse = await opened(customerStream(await newCustomer(server)));

    expect((await post(server, '/logout', {}, tablet.auth)).status).toBe(200);
    for (const stream of onTablet) await stream.untilEnd(ENDS_WITHIN_MS);
    const again = await opened(customerStream(phone));
    for (const stream of [...onPhone, again, someoneElse]) await stream.cancel();
  });

  it(`one outlet key holds at most ${DEFAULT_STREAM_CAPS.perOutletKey} streams; one the client hangs up frees its place`, async () => {
    expect(DEFAULT_STREAM_CAPS.perOutletKey).toBe(10);
    const { key } = await newKey();
    const before = await openStreams('outlet');
    const streams = [];
    for (let i = 0; i < 10; i += 1) streams.push(await opened(outletStream(key)));
    expect(await openStreams('outlet')).toBe(before + 10);
    expect(await refusal(outletStream(key))).toEqual({
      status: 429,
      body: { errorCode: 429, message: 'This outlet key already has 10 live streams open. Close one on another screen, then try again', responsePacket: null },
    });
    // Another key of the same outlet (another screen) still opens.
    const otherScreen = await opened(outletStream((await newKey()).key));

    await streams.pop()?.cancel();
    // The server hears the hang-up a moment later: wait for it to count the stream gone.
    await expect.poll(() => openStreams('outlet'), { timeout: 5_000 }).toBe(before + 10);
    streams.push(await opened(outletStream(key)));
    for (const stream of [...streams, otherScreen]) await stream.cancel();
  });
});

describe(`live stream caps per address and per process on ${backendName()}`, () => {
  let small: TestServer;
  beforeAll(async () => {
    // Behind one proxy (X-Forwarded-For tells each client), with caps small enough to reach.
    small = await startTestServer({ now: clock.now, trustProxy: { hops: 1 }, streamCaps: { perAddress: 3, perProcess: 5 } });
  });
  afterAll(() => small.close());

  it('one address holds at most its cap whoever signs in from it, another address is not held back; the process holds at most its own', async () => {
    const from = (address: string) => ({ 'X-Forwarded-For': address });
    const [ana, ben, cara] = [await newCustomer(small), await newCustomer(small), await newCustomer(small)];
    const wifi = [await opened(customerStream(ana, from('203.0.113.7'), small)), await opened(customerStream(ana, from('203.0.113.7'), small)), await opened(customerStream(ben, from('203.0.113.7'), small))];
    expect(await refusal(customerStream(cara, from('203.0.113.7'), small))).toEqual({
      status: 429,
      body: { errorCode: 429, message: 'Too many live updates are open from this network. Please try again in a few minutes', responsePacket: null },
    });
    const elsewhere = [await opened(customerStream(cara, from('198.51.100.4'), small)), await opened(customerStream(cara, from('198.51.100.5'), small))];
    expect(await refusal(customerStream(ben, from('198.51.100.6'), small))).toEqual({
      status: 429,
      body: { errorCode: 429, message: 'The server has too many live updates open right now. Please try again in a few minutes', responsePacket: null },
    });
    expect((await refusal(customerStream(ben, { ...from('198.51.100.6'), ...HINDI }, small))).body).toMatchObject({
      message: 'सर्वर पर अभी बहुत सारे लाइव अपडेट खुले हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें',
    });

    // A stream from the Wi-Fi ended by signing out gives both places back, the address's and the process's.
    expect((await post(small, '/logout', {}, ben.auth)).status).toBe(200);
    await wifi.pop()?.untilEnd(ENDS_WITHIN_MS);
    wifi.push(await opened(customerStream(cara, from('203.0.113.7'), small)));
    expect(await openStreams('customer', small)).toBe(5);
    for (const stream of [...wifi, ...elsewhere]) await stream.cancel();
  });
});
