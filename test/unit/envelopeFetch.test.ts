/**
 * The plain-DOM pages' one fetch (src/lib/envelopeFetch.ts, the kitchen board's and the rider page's), against a
 * small HTTP server on loopback answering as ours does: the envelope unwrapped, a GET or a POST of JSON with the
 * caller's headers, and each failure as the caller's own error (no signal, a refused token, any other refusal).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeFetch, type EnvelopeFailures } from '../../src/lib/envelopeFetch';

class Offline extends Error {}
class TokenRefused extends Error {}
class Refused extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}
const failures: EnvelopeFailures = {
  offline: () => new Offline('offline'),
  refusedToken: (message) => new TokenRefused(message ?? 'no words'),
  refused: (message, status) => new Refused(message ?? 'no words', status),
};

let server: Server;
let base: string;
const seen: Array<{ method?: string; headers: IncomingMessage['headers']; body: string }> = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, headers: request.headers, body });
      const answers: Record<string, [number, string]> = {
        '/ok': [200, JSON.stringify({ errorCode: 200, message: 'Success', responsePacket: { echoed: body } })],
        '/signed-out': [401, JSON.stringify({ errorCode: 401, message: 'This rider link no longer works.', responsePacket: null })],
        '/wrong': [400, JSON.stringify({ errorCode: 400, message: 'यह ग्राहक का कोड नहीं है', responsePacket: null })],
        '/proxy-error': [502, '<html>Bad gateway</html>'],
      };
      const [status, text] = answers[request.url ?? ''] ?? [404, ''];
      response.writeHead(status, { 'Content-Type': text.startsWith('{') ? 'application/json' : 'text/html' }).end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('envelopeFetch', () => {
  it('GETs with the caller’s headers, and POSTs JSON, answering the envelope’s packet', async () => {
    expect(await envelopeFetch(`${base}/ok`, { Authorization: 'Bearer rdr_x', 'Accept-Language': 'hi' }, undefined, failures)).toEqual({ echoed: '' });
    expect(seen.at(-1)).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer rdr_x', 'accept-language': 'hi' } });
    expect(seen.at(-1)?.headers['content-type']).toBeUndefined();
    expect(await envelopeFetch(`${base}/ok`, { Authorization: 'Bearer rdr_x' }, { code: '1234' }, failures)).toEqual({ echoed: '{"code":"1234"}' });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', headers: { 'content-type': 'application/json' } });
  });

  it('throws the caller’s own error for a refused token, a refusal in the server’s words, a page that is no envelope, and no answer', async () => {
    await expect(envelopeFetch(`${base}/signed-out`, {}, undefined, failures)).rejects.toEqual(new TokenRefused('This rider link no longer works.'));
    const wrong = await envelopeFetch(`${base}/wrong`, {}, { code: '0000' }, failures).catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(Refused);
    expect(wrong).toMatchObject({ message: 'यह ग्राहक का कोड नहीं है', status: 400 });
    await expect(envelopeFetch(`${base}/proxy-error`, {}, undefined, failures)).rejects.toMatchObject({ message: 'no words', status: 502 });
    // A port nobody listens on: no answer at all.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(envelopeFetch(`http://127.0.0.1:${port}/ok`, {}, undefined, failures)).rejects.toBeInstanceOf(Offline);
  });
});
