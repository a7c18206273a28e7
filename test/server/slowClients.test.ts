/**
 * Slow clients (issue 44): a connection whose headers take longer than their limit, or whose body stops coming, is
 * answered 408 and closed by the server (server/http/listen.ts; 10 s and 120 s in production, short ones here). Each
 * test waits for the socket's close, the server's own signal, and fails by its timeout if the server keeps the
 * socket open.
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server';

const LIMITS = { headersMs: 400, requestMs: 900, checkEveryMs: 50 };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ slowClients: LIMITS });
});
afterAll(() => server.close());

interface Closed {
  /** Everything the server sent before it closed the connection. */
  answer: string;
  /** From the first byte sent to the close. */
  ms: number;
}

/** Opens a connection, lets `talk` write to it, and resolves once the server has closed it. */
function untilClosed(talk: (socket: Socket) => void): Promise<Closed> {
  return new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const socket = connect(Number(url.port), url.hostname);
    let answer = '';
    let started = 0;
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('error', reject);
    socket.on('connect', () => {
      started = performance.now();
      talk(socket);
    });
    socket.on('close', () => resolve({ answer, ms: performance.now() - started }));
  });
}

describe('the server', () => {
  it('closes a connection whose headers do not arrive in time, with 408', async () => {
    const closed = await untilClosed((socket) => socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n'));
    expect(closed.answer).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(closed.ms).toBeGreaterThanOrEqual(LIMITS.headersMs - 50);
  });

  it('closes it while the headers still trickle in, a byte at a time: the limit is for all of them', async () => {
    const headers = `GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ${'a'.repeat(200)}\r\n\r\n`;
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const closed = await untilClosed((socket) => {
      timer = setInterval(() => {
        if (sent < headers.length && !socket.destroyed) socket.write(headers[sent++]!);
      }, 20);
    });
    clearInterval(timer);
    expect(closed.answer).toMatch(/^HTTP\/1\.1 408 /);
    // Still sending when the server closed: a byte every 20 ms would have needed over 4 s for all of them.
    expect(sent).toBeLessThan(headers.length);
  });

  it('closes a connection whose body stops coming, with 408', async () => {
    const closed = await untilClosed((socket) =>
      socket.write('POST /v1/api/restaurantList HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{"categoryId":0,'),
    );
    expect(closed.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closed.ms).toBeGreaterThanOrEqual(LIMITS.requestMs - 50);
    // The route reading that body was cut off: its access line says 408, and it is logged as no failure of the app's.
    expect(server.logs.filter((line) => line.startsWith('POST /v1/api/restaurantList '))).toEqual([expect.stringMatching(/^POST \/v1\/api\/restaurantList 408 \d+ms$/)]);
    expect(server.logs.filter((line) => line.startsWith('error:'))).toEqual([]);
  });

  it('answers a request that comes in time, on the same limits', async () => {
    const res = await fetch(`${server.url}/healthz`);
    expect(res.status).toBe(200);
  });
});
