// @vitest-environment node
/**
 * The API client's time-out, against a real HTTP server on loopback that never answers: the call ends with 'Sever
 * is not responding' once its budget is spent, instead of waiting on the socket for ever. The budget is shortened
 * here (apiClient.test.ts keeps the real one, under which its retries' waits fit).
 */
import { createServer } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';

vi.mock('../../src/config/constants', async (original) => ({ ...(await original<object>()), REQUEST_TIMEOUT_MS: 300 }));

const held: ServerResponse[] = [];
const server = createServer((_req, res) => held.push(res));

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_ORIGIN', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  for (const res of held) res.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('gives up on a server that never answers once the time-out is spent', async () => {
  const { apiGet } = await import('../../src/api/client');
  const { NoResponseError } = await import('../../src/api/errors');
  const error = await apiGet('/hangs').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(NoResponseError);
  expect((error as Error).message).toBe('Sever is not responding');
  expect(held).toHaveLength(1);
}, 5_000);
