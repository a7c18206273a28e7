import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/client';
import { idempotencyKeys } from '../../server/db/schema';
import { describeError } from '../../server/http/describe-error';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { basicAuth, get, post, signIn, uniqueMobile } from './http';

const clock = manualClock();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now });
});
afterAll(() => server.close());

const otpCount = (mobile: string) => server.logs.filter((line) => line.startsWith(`[demo] OTP for ${mobile}: `)).length;
const listQuery = { categoryId: 0, cityId: 0, latitude: 30.7, longitude: 76.7, length: 1, orderType: 'All', searchKey: '', start: 0 };

describe('envelope and routing', () => {
  it('answers an unknown endpoint or a wrong method under /v1/api with a 404 envelope', async () => {
    const unknown = await get(server, '/noSuchThing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errorCode: 404, message: 'No such endpoint: GET /v1/api/noSuchThing', responsePacket: null });
    const wrongMethod = await get(server, '/restaurantList');
    expect(wrongMethod.status).toBe(404);
    expect(wrongMethod.body.errorCode).toBe(404);
  });

  it('marks API answers as not cacheable by HTTP caches, errors of public reads too', async () => {
    // Public menus and outlet lists are 'no-cache' (revalidated with their ETag): see menu and restaurants tests.
    const personal = await get(server, '/getRewardPointAndWalletBalance', basicAuth(await signIn(server, uniqueMobile())));
    expect(personal.status).toBe(200);
    const refused = await post(server, '/restaurantList', { ...listQuery, length: 0 });
    expect(refused.status).toBe(400);
    for (const res of [personal, refused]) {
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
  });

  it('refuses a body over 1 MB with 413, with or without a Content-Length', async () => {
    const big = JSON.stringify({ ...listQuery, searchKey: 'x'.repeat(1_100_000) });
    const declared = await post(server, '/restaurantList', big);
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ errorCode: 413, message: 'Request body is larger than 1 MB', responsePacket: null });

    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 64 * 1024) controller.enqueue(bytes.slice(i, i + 64 * 1024));
        controller.close();
      },
    });
    const chunked = await fetch(`${server.url}/v1/api/restaurantList`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(chunked.status).toBe(413);
  });

  it('refuses a non-JSON content type with 415', async () => {
    const res = await fetch(`${server.url}/v1/api/generateOtpForUser`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'mobileNumber=9876543210',
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ errorCode: 415, message: 'Content-Type must be application/json', responsePacket: null });
  });

  it('answers an unexpected failure with 500 Something went wrong, no stack trace, and logs it', async () => {
    const logs: string[] = [];
    const brokenDb = new Proxy({} as Database, {
      get() {
        throw new Error('database is unreachable');
      },
    });
    const app = createApp({ db: brokenDb, log: (line) => logs.push(line) });
    const res = await app.request('/v1/api/restaurantList', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(listQuery),
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ errorCode: 500, message: 'Something went wrong', responsePacket: null });
    expect(text).not.toContain('unreachable');
    expect(logs.some((line) => line.startsWith('error: POST /v1/api/restaurantList failed: Error: database is unreachable'))).toBe(true);
  });
});

describe('error logging', () => {
  it('logs a failed query with its SQL and reason but without its parameters', () => {
    const error = new DrizzleQueryError('select * from users where mobile = $1', ['9876543210-secret'], new Error('connection lost'));
    const line = describeError(error);
    expect(line).toMatch(/^Failed query \(parameters not logged\): select \* from users where mobile = \$1 -- connection lost/);
    expect(line).not.toContain('9876543210-secret');
  });
});

describe('XSRF', () => {
  it('sets a readable, SameSite=Strict XSRF-TOKEN cookie on the first answer, even an error', async () => {
    for (const res of [await fetch(`${server.url}/v1/api/getAdBannerList/DashboardTop?lat=1&lng=1`), await fetch(`${server.url}/v1/api/nope`)]) {
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='));
      expect(cookie).toMatch(/^XSRF-TOKEN=[\w-]{20,}; Path=\/; SameSite=Strict$/);
    }
  });

  it('does not replace a cookie the request already carries', async () => {
    const res = await fetch(`${server.url}/v1/api/getAdBannerList/DashboardTop?lat=1&lng=1`, { headers: { Cookie: 'XSRF-TOKEN=abc' } });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('refuses a POST whose X-XSRF-TOKEN header is missing or differs from the cookie, without acting', async () => {
    const mobile = uniqueMobile();
    const missing = await post(server, '/generateOtpForUser', { mobileNumber: mobile }, { Cookie: 'XSRF-TOKEN=token-1' });
    expect(missing.status).toBe(403);
    expect(missing.body).toEqual({ errorCode: 403, message: 'Invalid XSRF token', responsePacket: null });
    const wrong = await post(server, '/generateOtpForUser', { mobileNumber: mobile }, { Cookie: 'XSRF-TOKEN=token-1', 'X-XSRF-TOKEN': 'token-2' });
    expect(wrong.status).toBe(403);
    expect(otpCount(mobile)).toBe(0);

    const matching = await post(server, '/generateOtpForUser', { mobileNumber: mobile }, { Cookie: 'XSRF-TOKEN=token-1', 'X-XSRF-TOKEN': 'token-1' });
    expect(matching.status).toBe(200);
    expect(otpCount(mobile)).toBe(1);
  });

  it('lets GETs through with the cookie alone', async () => {
    const res = await get(server, '/getAdBannerList/DashboardTop?lat=1&lng=1', { Cookie: 'XSRF-TOKEN=token-1' });
    expect(res.status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated key with the first answer without acting again', async () => {
    const mobile = uniqueMobile();
    const headers = { 'Idempotency-Key': `otp-${mobile}` };
    const first = await post(server, '/generateOtpForUser', { mobileNumber: mobile }, headers);
    const second = await post(server, '/generateOtpForUser', { mobileNumber: mobile }, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(otpCount(mobile)).toBe(1);
  });

  it('replays error answers too (they are final)', async () => {
    const headers = { 'Idempotency-Key': 'bad-input-1' };
    const first = await post(server, '/checkMobileRegistered', { mobileNumber: uniqueMobile() }, headers);
    expect(first.status).toBe(404);
    const [row] = await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'bad-input-1'));
    expect(row?.status).toBe(404);
  });

  it('acts once for 5 concurrent requests with the same key, and all get the same answer', { tags: ['postgres'] }, async () => {
    const mobile = uniqueMobile();
    const headers = { 'Idempotency-Key': `concurrent-${mobile}` };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(server, '/generateOtpForUser', { mobileNumber: mobile }, headers)));
    expect(otpCount(mobile)).toBe(1);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual(answers[0]?.body);
    }
    expect(answers.filter((a) => a.headers.get('idempotent-replayed') === 'true')).toHaveLength(4);
  });

  it('never stores a sign-in answer (a credential): of 5 concurrent logins with one key, one signs in', { tags: ['postgres'] }, async () => {
    const mobile = uniqueMobile();
    await post(server, '/generateOtpForUser', { mobileNumber: mobile });
    const code = server.logs.filter((l) => l.startsWith(`[demo] OTP for ${mobile}: `)).at(-1)?.slice(-4);
    const headers = { 'Idempotency-Key': `login-${mobile}` };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post<{ secretKey: string } | null>(server, '/loginUserByOtp', { mobileNumber: mobile, oneTimePassword: code }, headers)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422, 422]);
    const secretKey = answers.find((a) => a.status === 200)?.body.responsePacket?.secretKey ?? '';
    expect(secretKey).toMatch(/^[0-9a-f]{64}$/);
    const rows = await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, `login-${mobile}`));
    expect(rows).toEqual([]);
    const everything = await server.db.select({ body: idempotencyKeys.body }).from(idempotencyKeys);
    expect(everything.some((row) => row.body?.includes(secretKey))).toBe(false);
  });

  it('keeps nothing for read-only restaurantList calls sent with a key', async () => {
    const before = (await server.db.select({ id: idempotencyKeys.id }).from(idempotencyKeys)).length;
    for (let i = 0; i < 20; i++) {
      const res = await post(server, '/restaurantList', listQuery, { 'Idempotency-Key': `list-${i}-${uniqueMobile()}` });
      expect(res.status).toBe(200);
    }
    expect((await server.db.select({ id: idempotencyKeys.id }).from(idempotencyKeys)).length).toBe(before);
  });

  it('sweeps every expired key, not only the ones that come back', async () => {
    const key = `sweep-${uniqueMobile()}`;
    await post(server, '/checkMobileRegistered', { mobileNumber: uniqueMobile() }, { 'Idempotency-Key': key });
    expect(await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
    clock.advance(24 * 60 * 60_000 + 60_000);
    await post(server, '/checkMobileRegistered', { mobileNumber: uniqueMobile() }, { 'Idempotency-Key': `other-${key}` });
    expect(await server.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toEqual([]);
  });

  it('treats the same key on another path, or from another customer, as a different request', async () => {
    const mobile = uniqueMobile();
    const key = { 'Idempotency-Key': `shared-${mobile}` };
    await post(server, '/generateOtpForUser', { mobileNumber: mobile }, key);
    const credentials = await signIn(server, uniqueMobile());
    clock.advance(30_000); // the number's resend wait
    await post(server, '/generateOtpForUser', { mobileNumber: mobile }, { ...key, ...basicAuth(credentials) });
    expect(otpCount(mobile)).toBe(2);
    const elsewhere = await post(server, '/checkMobileRegistered', { mobileNumber: mobile }, key);
    expect(elsewhere.body.message).toBe('Mobile number is not registered');
  });

  it('refuses to reuse a key for a different body with 422', async () => {
    const key = { 'Idempotency-Key': `mismatch-${uniqueMobile()}` };
    await post(server, '/generateOtpForUser', { mobileNumber: uniqueMobile() }, key);
    const res = await post(server, '/generateOtpForUser', { mobileNumber: uniqueMobile() }, key);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Idempotency-Key was already used for a different request');
  });

  it('forgets keys after 24 hours', async () => {
    const mobile = uniqueMobile();
    const key = { 'Idempotency-Key': `expiry-${mobile}` };
    await post(server, '/generateOtpForUser', { mobileNumber: mobile }, key);
    clock.advance(24 * 60 * 60_000 - 1000);
    await post(server, '/generateOtpForUser', { mobileNumber: mobile }, key);
    expect(otpCount(mobile)).toBe(1);
    clock.advance(2000);
    await post(server, '/generateOtpForUser', { mobileNumber: mobile }, key);
    expect(otpCount(mobile)).toBe(2);
  });

  it('refuses an empty or over-long key with 400', async () => {
    for (const key of ['', 'k'.repeat(201)]) {
      const res = await post(server, '/generateOtpForUser', { mobileNumber: uniqueMobile() }, { 'Idempotency-Key': key });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Idempotency-Key must be 1 to 200 characters');
    }
    const longest = await post(server, '/generateOtpForUser', { mobileNumber: uniqueMobile() }, { 'Idempotency-Key': 'k'.repeat(200) });
    expect(longest.status).toBe(200);
  });
});

describe('Idempotency-Key when the handler fails', () => {
  let noSms: TestServer;
  beforeAll(async () => {
    noSms = await startTestServer({ demo: false });
  });
  afterAll(() => noSms.close());

  it('keeps no answer for a 5xx, so a retry acts again', async () => {
    const key = { 'Idempotency-Key': 'server-failure-1' };
    const first = await post(noSms, '/generateOtpForUser', { mobileNumber: uniqueMobile() }, key);
    expect(first.status).toBe(503);
    expect(first.body.message).toBe('SMS delivery is not configured on this server');
    expect(await noSms.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'server-failure-1'))).toEqual([]);
    expect(noSms.logs.some((line) => line.startsWith('[demo]'))).toBe(false);
  });
});
