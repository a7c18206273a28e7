/**
 * Every API limits its bodies and speaks JSON only (issue 44): the outlet API and the rider API as the diner's API and
 * the console do, with the one mechanism (server/http/json-only.ts). A 100 MB body to /v1/outlet-api/pause with a
 * valid key was read whole (the server's memory 402 -> 783 MB); now the answer is a 413 before the body arrives.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { restaurants } from '../../server/db/schema';
import { riderKit, type RiderKit } from '../support/riders';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let kit: RiderKit;
let riderToken: string;
let riderRef: string;

beforeAll(async () => {
  server = await startTestServer();
  kit = await riderKit(server, Date.now());
  ({ token: riderToken, ref: riderRef } = await kit.handed());
});
afterAll(() => server.close());

const TOO_BIG = { errorCode: 413, message: 'Request body is larger than 1 MB', responsePacket: null };
const NOT_JSON = { errorCode: 415, message: 'Content-Type must be application/json', responsePacket: null };
/** A body the route would take, but over 1 MB. */
const big = (body: Record<string, unknown>) => JSON.stringify({ ...body, padding: 'x'.repeat(1_100_000) });

const APIS = ['the outlet API', 'the rider API'] as const;
/** A call each API takes: its path, its party's key and a body. */
const callTo = (api: (typeof APIS)[number]): { path: string; key: string; body: Record<string, unknown> } =>
  api === 'the outlet API'
    ? { path: '/v1/outlet-api/pause', key: kit.key, body: { minutes: 30 } }
    : { path: `/v1/rider/orders/${riderRef}/position`, key: riderToken, body: { latitude: 30.73, longitude: 76.68 } };

/** The outlet's pause, to show a refused call changed nothing. */
const pausedUntil = async () => (await server.db.select({ at: restaurants.pausedUntil }).from(restaurants).where(eq(restaurants.id, kit.outletId)))[0]?.at ?? null;

/**
 * Headers that promise 100 MB, and 1 KB of it: the whole answer (status line to the envelope) as it comes back
 * before anything more is sent.
 */
function promiseHundredMegabytes(path: string, key: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const socket = connect(Number(url.port), url.hostname);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('"responsePacket"')) {
        socket.destroy();
        resolve(answer);
      }
    });
    socket.on('error', reject);
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${key}\r\nContent-Type: application/json\r\nContent-Length: ${100 * 1024 * 1024}\r\n\r\n{"minutes":${'1'.repeat(1024)}`,
    );
  });
}

describe('the outlet API and the rider API', () => {
  it.each(APIS)('%s refuses a body over 1 MB with 413, with a Content-Length or without, and does nothing', async (api) => {
    const { path, key, body } = callTo(api);
    const before = await pausedUntil();
    const declared = await fetch(`${server.url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: big(body) });
    expect([declared.status, await declared.json()]).toEqual([413, TOO_BIG]);
    const bytes = new TextEncoder().encode(big(body));
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    const chunked = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect([chunked.status, await chunked.json()]).toEqual([413, TOO_BIG]);
    expect(await pausedUntil()).toEqual(before);
  });

  it.each(APIS)('%s answers 415 to a body that is not JSON, as the console does', async (api) => {
    const { path, key, body } = callTo(api);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const res = await fetch(`${server.url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': type }, body: JSON.stringify(body) });
      expect([type, res.status, await res.json()]).toEqual([type, 415, NOT_JSON]);
    }
  });

  it('answer 413 to a promised 100 MB before it is sent: the body is never read', async () => {
    const answer = await promiseHundredMegabytes('/v1/outlet-api/pause', kit.key);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain(JSON.stringify(TOO_BIG));
  });

  it('still take a JSON body under the limit', async () => {
    const res = await fetch(`${server.url}/v1/outlet-api/pause`, { method: 'POST', headers: { Authorization: `Bearer ${kit.key}`, 'Content-Type': 'application/json' }, body: '{"minutes":30}' });
    expect(res.status).toBe(200);
    expect((await pausedUntil())?.getTime()).toBeGreaterThan(Date.now());
  });
});
