// @module-tag postgres (every test of this file runs on PostgreSQL too: vitest.config.ts)
/** Issue 22, 'See it work': health and readiness, request ids, Prometheus metrics, and logs a collector may keep. */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonLog, scrub } from '../../server/observability/logger';
import { startTestServer, type TestServer } from '../support/server';
import { backendName } from '../support/database';
import { get, post } from './http';
import { draft, newCustomer } from '../support/ordering';

const TOKEN = 's3cret-scrape';
const auth = { Authorization: `Bearer ${TOKEN}` };
// One server for the file (starting one is the slow part); the draining test comes last, as it ends its service.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ metricsToken: TOKEN });
});
afterAll(() => server.close());

const metricsText = async (headers: Record<string, string> = auth) => {
  const res = await fetch(`${server.url}/metrics`, { headers });
  return { status: res.status, text: await res.text(), type: res.headers.get('Content-Type') };
};
/** The value of one sample line of the Prometheus text, or undefined when it is not there. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

describe(`observability on ${backendName()}`, () => {
  it('every answer carries a request id: the proxy\'s when it is a plain token, a new one otherwise', async () => {
    const kept = await get(server, '/bannerList', { 'X-Request-Id': 'lb-7f3a.91' });
    expect(kept.headers.get('X-Request-Id')).toBe('lb-7f3a.91');
    const replaced = await get(server, '/bannerList', { 'X-Request-Id': 'a b<script>' });
    const fresh = replaced.headers.get('X-Request-Id');
    expect(fresh).toMatch(/^[0-9a-f-]{36}$/);
    const again = await get(server, '/bannerList');
    expect(again.headers.get('X-Request-Id')).not.toBe(fresh);
  });

  it('/metrics counts requests by route pattern and status, never by a raw path, and reads orders, payments and pushes from the database', async () => {
    const customer = await newCustomer(server);
    const missing = await get(server, '/orderDetail/GL-NOSUCH-1', customer.auth);
    const order = await draft(server, customer, [['Butter Naan', 2]]);
    expect((await post(server, `/placeOrder/${order.orderRefId}`, { paymentMode: 'PAY_AT_STORE' }, customer.auth)).status).toBe(200);
    expect(missing.status).toBe(404);
    await post(server, '/noSuchEndpoint', {});
    await fetch(`${server.url}/some/page/nobody/has?x=1`);

    const { status, type, text } = await metricsText();
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(sample(text, 'http_requests_total{method="POST",route="/v1/api/generateOtpForUser",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="POST",route="/v1/api/loginUserByOtp",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="/v1/api/orderDetail/:orderRefId",status="404"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="POST",route="unmatched",status="404"}')).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/v1/api/loginUserByOtp",status="200"}')).toBe(1);
    // No label is made from a raw path: not a customer's order id, not what anyone types.
    expect(text).not.toMatch(/NOSUCH|noSuchEndpoint|nobody/);
    // Sign-in codes by outcome: the one sign-in's code, printed (the demo).
    expect(sample(text, 'otp_sends_total{outcome="printed"}')).toBe(1);
    // Read from the tables at the scrape: the one order, placed to be paid at the store.
    expect(sample(text, 'goldleaf_orders{order_type="TakeAway",status="PLACED",payment_status="PAY_AT_RESTAURANT"}')).toBe(1);
    expect(text.match(/^goldleaf_orders\{/gm)).toHaveLength(1);
    expect(text).toContain('# TYPE goldleaf_payments gauge');
    expect(text).toContain('# TYPE goldleaf_pushes gauge');
  });

  it('with METRICS_TOKEN, /metrics needs it as a bearer token', async () => {
    expect((await metricsText({})).status).toBe(401);
    expect((await metricsText({ Authorization: 'Bearer wrong-token!' })).status).toBe(401);
    // The same length as the right one: the compare is of the whole value, not of its length.
    expect((await metricsText({ Authorization: `Bearer ${TOKEN.replace(/.$/, 'X')}` })).status).toBe(401);
    expect((await metricsText({ Authorization: TOKEN })).status).toBe(401);
    expect((await metricsText()).status).toBe(200);
  });

  it('/healthz answers while alive; /readyz answers ready with every migration applied, and 503 once draining (last: it drains the server)', async () => {
    const healthz = await fetch(`${server.url}/healthz`);
    expect([healthz.status, await healthz.json()]).toEqual([200, { status: 'ok' }]);
    expect(healthz.headers.get('Cache-Control')).toBe('no-store');
    const ready = await fetch(`${server.url}/readyz`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }]);

    server.drain();
    const draining = await fetch(`${server.url}/readyz`);
    expect([draining.status, await draining.json()]).toEqual([503, { status: 'draining' }]);
    expect(draining.headers.get('Connection')).toBe('close');
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });
});

describe(`/metrics without METRICS_TOKEN on ${backendName()}`, () => {
  let live: TestServer;
  let demo: TestServer;
  beforeAll(async () => {
    [live, demo] = await Promise.all([startTestServer({ demo: false }), startTestServer({ demo: true })]);
  }, 60_000);
  afterAll(() => Promise.all([live.close(), demo.close()]));

  it('is refused outside the demo, whatever is sent', async () => {
    for (const headers of [{}, auth, { Authorization: 'Bearer ' }]) {
      const refused = await fetch(`${live.url}/metrics`, { headers });
      expect([refused.status, await refused.text()]).toEqual([403, '/metrics is off: set METRICS_TOKEN to read it']);
    }
  });

  it('is open in the demo', async () => {
    const open = await fetch(`${demo.url}/metrics`);
    expect(open.status).toBe(200);
    expect(await open.text()).toContain('# TYPE http_requests_total counter');
  });
});

describe('JSON logs', () => {
  it('are one JSON object a line with level, message and fields, with no mobile number, code, token or key', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    const log = jsonLog(sink);
    log('POST /v1/api/generateOtpForUser 200 12ms', { requestId: 'r-1', status: 200, path: '/v1/api/orders/9876543210' });
    log('error: sending to +919876543210 failed: token=ya29.abc key: AIzaSyX otp: 4821');
    log('warn: SMS budget 80% used');
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed.map((p) => p.level)).toEqual(['info', 'error', 'warn']);
    expect(parsed[0]).toMatchObject({ msg: 'POST /v1/api/generateOtpForUser 200 12ms', requestId: 'r-1', status: 200, path: '/v1/api/orders/[mobile]' });
    expect(parsed[1]?.msg).toBe('error: sending to [mobile] failed: token=[redacted] key: [redacted] otp: [redacted]');
    for (const line of lines) expect(line).not.toMatch(/9876543210|ya29|AIzaSyX|4821/);
  });

  it('keep numbers that are not mobile numbers', () => {
    expect(scrub('order GL-1234567 took 5123456789012ms for 12345 items')).toBe('order GL-1234567 took 5123456789012ms for 12345 items');
  });
});
