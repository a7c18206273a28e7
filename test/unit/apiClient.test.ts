/**
 * The API client against a real HTTP server on loopback (no mocked fetch): envelope decoding, typed errors,
 * the session-expiry hook, the XSRF pair and the retry policy.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ClientModule from '../../src/api/client';
import type * as ErrorsModule from '../../src/api/errors';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;
const seen: Array<{ method: string; url: string; headers: IncomingMessage['headers'] }> = [];
let handler: Handler = () => undefined;
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    handler(req, res, body);
  });
});

const send = (res: ServerResponse, status: number, json: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(json));
};

let client: typeof ClientModule;
let errors: typeof ErrorsModule;
const onSessionExpired = vi.fn();

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_ORIGIN', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  client = await import('../../src/api/client');
  errors = await import('../../src/api/errors');
  client.configureSession({ credential: () => 'bW9iaWxlOnNlY3JldA==', onSessionExpired });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  onSessionExpired.mockClear();
});

describe('envelope', () => {
  it('gives responsePacket on errorCode 0, with the base path and JSON', async () => {
    handler = (_req, res) => send(res, 200, { errorCode: 0, message: 'ok', responsePacket: { hello: 'world' } });
    await expect(client.apiPost('/echo', { a: 1 })).resolves.toEqual({ hello: 'world' });
    expect(seen[0]?.url).toBe('/v1/api/echo');
    expect(seen[0]?.headers['content-type']).toContain('application/json');
  });

  it('turns a non-zero errorCode into an ApiError with the server message', async () => {
    handler = (_req, res) => send(res, 200, { errorCode: 7, message: 'Coupon has expired', responsePacket: null });
    const error = await client.apiGet('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errors.ApiError);
    expect((error as InstanceType<typeof errors.ApiError>).message).toBe('Coupon has expired');
    expect((error as InstanceType<typeof errors.ApiError>).errorCode).toBe(7);
  });

  it('keeps the server message of an error status', async () => {
    handler = (_req, res) => send(res, 422, { errorCode: 422, message: 'Invalid OTP provided', responsePacket: null });
    await expect(client.apiPost('/x', {})).rejects.toThrow('Invalid OTP provided');
  });

  it('signs out on errorCode 409 and on the message Unauthorised Access', async () => {
    handler = (_req, res) => send(res, 401, { errorCode: 409, message: 'Session over', responsePacket: null });
    await expect(client.apiGet('/me', { auth: true })).rejects.toBeInstanceOf(errors.SessionExpiredError);
    handler = (_req, res) => send(res, 200, { errorCode: 3, message: 'Unauthorised Access', responsePacket: null });
    await expect(client.apiGet('/me', { auth: true })).rejects.toBeInstanceOf(errors.SessionExpiredError);
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('sends the Basic credential only on signed-in calls', async () => {
    handler = (_req, res) => send(res, 200, { errorCode: 0, message: '', responsePacket: 1 });
    await client.apiGet('/public');
    await client.apiGet('/private', { auth: true });
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[1]?.headers.authorization).toBe('Basic bW9iaWxlOnNlY3JldA==');
  });

  it("marks a read that must be the server's answer now, so the service worker gives it no copy", async () => {
    handler = (_req, res) => send(res, 200, { errorCode: 0, message: '', responsePacket: 1 });
    await client.apiGet('/order', { auth: true, fresh: true });
    await client.apiGet('/orders', { auth: true });
    expect(seen.map((s) => s.headers['cache-control'])).toEqual(['no-cache', undefined]);
  });
});

describe('retry policy', () => {
  it('retries a GET on 5xx, at most 3 times, then gives the server message', async () => {
    handler = (_req, res) => send(res, 503, { errorCode: 503, message: 'Busy, try again', responsePacket: null });
    await expect(client.apiGet('/flaky')).rejects.toThrow('Busy, try again');
    expect(seen).toHaveLength(4); // the first try and 3 retries
  });

  it('succeeds when a retry does', async () => {
    let calls = 0;
    handler = (_req, res) => (++calls < 3 ? send(res, 502, {}) : send(res, 200, { errorCode: 0, message: '', responsePacket: 'ok' }));
    await expect(client.apiGet('/recovers')).resolves.toBe('ok');
    expect(calls).toBe(3);
  });

  it('never retries a POST without an Idempotency-Key', async () => {
    handler = (_req, res) => send(res, 500, { errorCode: 500, message: 'Something went wrong', responsePacket: null });
    await expect(client.apiPost('/orders', { item: 1 })).rejects.toThrow('Something went wrong');
    expect(seen).toHaveLength(1);
  });

  it('retries a POST with an Idempotency-Key, sending the same key each time', async () => {
    let calls = 0;
    handler = (_req, res) => (++calls < 2 ? send(res, 500, {}) : send(res, 200, { errorCode: 0, message: '', responsePacket: 'placed' }));
    await expect(client.apiPost('/orders', { item: 1 }, { idempotencyKey: true })).resolves.toBe('placed');
    expect(seen).toHaveLength(2);
    const keys = seen.map((s) => s.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('retries a read-only POST (a query) without sending an Idempotency-Key for the server to store', async () => {
    let calls = 0;
    handler = (_req, res) => (++calls < 3 ? send(res, 503, {}) : send(res, 200, { errorCode: 0, message: '', responsePacket: ['outlet'] }));
    await expect(client.apiPost('/restaurantList', { start: 0 }, { readOnly: true })).resolves.toEqual(['outlet']);
    expect(seen).toHaveLength(3);
    expect(seen.map((s) => s.headers['idempotency-key'])).toEqual([undefined, undefined, undefined]);
  });

  it('does not retry a 4xx', async () => {
    handler = (_req, res) => send(res, 400, { errorCode: 400, message: 'mobileNumber is required', responsePacket: null });
    await expect(client.apiGet('/bad')).rejects.toThrow('mobileNumber is required');
    expect(seen).toHaveLength(1);
  });

  it("says 'Sever is not responding' when nothing answers, after retrying", async () => {
    handler = (req) => req.socket.destroy();
    const error = await client.apiGet('/down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errors.NoResponseError);
    expect((error as Error).message).toBe('Sever is not responding');
    expect(seen).toHaveLength(4);
  });

  it('says the phone is offline, not that the server is down, when the browser knows it has no network', async () => {
    handler = (req) => req.socket.destroy();
    vi.stubGlobal('navigator', { onLine: false });
    try {
      const error = await client.apiGet('/down').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(errors.NoResponseError);
      expect((error as Error).message).toBe('You are offline. Try again when you are back online.');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('session expiry comes only from the JSON envelope', () => {
  it('treats an HTML 409 (a proxy page) as an ordinary failure, not a sign-out', async () => {
    handler = (_req, res) => {
      res.writeHead(409, { 'content-type': 'text/html' });
      res.end('<html><body><h1>409 Conflict</h1></body></html>');
    };
    const error = await client.apiGet('/me', { auth: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errors.ApiError);
    expect(error).not.toBeInstanceOf(errors.SessionExpiredError);
    expect((error as Error).message).toBe('Something went wrong');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('treats a 409 whose JSON is not an envelope the same way', async () => {
    handler = (_req, res) => send(res, 409, { error: 'Conflict' });
    const error = await client.apiPost('/x', {}, { auth: true }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(errors.SessionExpiredError);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('signs out on a 409 status whose JSON envelope says errorCode 409', async () => {
    handler = (_req, res) => send(res, 409, { errorCode: 409, message: 'Unauthorised Access', responsePacket: null });
    await expect(client.apiGet('/me', { auth: true })).rejects.toBeInstanceOf(errors.SessionExpiredError);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('signs with an explicit credential, whose refusal signs nobody out (logout of a dropped session)', async () => {
    handler = (_req, res) => send(res, 401, { errorCode: 409, message: 'Unauthorised Access', responsePacket: null });
    await expect(client.apiPost('/logout', {}, { credential: 'b2xkOmtleQ==' })).rejects.toBeInstanceOf(errors.SessionExpiredError);
    expect(seen[0]?.headers.authorization).toBe('Basic b2xkOmtleQ==');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('guarded answers', () => {
  const isGreeting = (value: unknown): value is { hello: string } =>
    typeof value === 'object' && value !== null && typeof (value as { hello?: unknown }).hello === 'string';

  it('gives the data when the guard accepts it', async () => {
    handler = (_req, res) => send(res, 200, { errorCode: 0, message: 'ok', responsePacket: { hello: 'world' } });
    await expect(client.apiGet('/greeting', { guard: isGreeting })).resolves.toEqual({ hello: 'world' });
  });

  it('turns a 200 with the wrong shape into an ApiError, Something went wrong', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    handler = (_req, res) => send(res, 200, { errorCode: 0, message: 'ok', responsePacket: { hello: 42 } });
    const error = await client.apiGet('/greeting', { guard: isGreeting }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errors.ApiError);
    expect((error as Error).message).toBe('Something went wrong');
    handler = (_req, res) => send(res, 200, { errorCode: 0, message: 'ok', responsePacket: null });
    await expect(client.request('POST', '/greeting', {}, { guard: isGreeting })).rejects.toThrow('Something went wrong');
    expect(onSessionExpired).not.toHaveBeenCalled();
    vi.mocked(console.error).mockRestore();
  });
});

describe('the XSRF pair', () => {
  // The browser's cookie jar, as a page sees it: an answer's Set-Cookie lands in it while a request is on its way.
  let jar = '';
  beforeEach(() => vi.stubGlobal('document', { get cookie() { return jar; } }));
  afterEach(() => vi.unstubAllGlobals());
  const refused = (res: ServerResponse) => send(res, 403, { errorCode: 403, message: 'Invalid XSRF token', responsePacket: null });

  it('repeats once, with the new token, a request refused while another answer replaced the cookie', async () => {
    jar = 'XSRF-TOKEN=first';
    handler = (req, res) => {
      if (req.headers['x-xsrf-token'] === 'second') return send(res, 200, { errorCode: 0, message: 'ok', responsePacket: 'sent' });
      jar = 'XSRF-TOKEN=second';
      refused(res);
    };
    await expect(client.apiPost('/generateOtpForUser', { mobile: '9876543210' })).resolves.toBe('sent');
    expect(seen.map((request) => request.headers['x-xsrf-token'])).toEqual(['first', 'second']);
  });

  it('gives the refusal when the cookie is the one it sent, and repeats at most once', async () => {
    jar = 'XSRF-TOKEN=stale';
    handler = (_req, res) => refused(res);
    await expect(client.apiPost('/x', {})).rejects.toThrow('Invalid XSRF token');
    expect(seen).toHaveLength(1);

    let turn = 0;
    handler = (_req, res) => {
      jar = `XSRF-TOKEN=turn-${++turn}`;
      refused(res);
    };
    seen.length = 0;
    await expect(client.apiPost('/x', {})).rejects.toThrow('Invalid XSRF token');
    expect(seen).toHaveLength(2);
  });
});
