// @vitest-environment happy-dom
/**
 * Logging out tells the server (POST /logout, signed with the credential being dropped) so it revokes this
 * device's credential, but never waits for it; a sign-out the server caused, or one followed from another
 * tab, sends nothing. The API client talks to a real HTTP server on loopback.
 */
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createStore } from 'jotai';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '../../src/api/contract';
import type * as AuthModule from '../../src/features/auth';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const seen: Array<{ method: string; url: string; authorization: string | undefined }> = [];
let handler: Handler = () => undefined;
const held: ServerResponse[] = [];

const server = createServer((req, res) => {
  // The test page (happy-dom) is on another origin: answer CORS as a separate API host would.
  res.setHeader('access-control-allow-origin', '*');
  res.setHeader('access-control-allow-headers', 'authorization, content-type, accept, idempotency-key');
  res.setHeader('access-control-allow-methods', 'GET, POST');
  if (req.method === 'OPTIONS') {
    res.writeHead(204).end();
    return;
  }
  req.resume();
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization });
    handler(req, res);
  });
});

const send = (res: ServerResponse, status: number, json: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(json));
};
const logoutCalls = () => seen.filter((s) => s.url === '/v1/api/logout');

let auth: typeof AuthModule;
const onSessionExpired = vi.fn();
const CREDENTIAL = btoa('9876543210:s3cret');
const profile = { fullName: 'Asha', mobile: '9876543210', email: '', userImage: null } as unknown as UserProfile;

function signedInStore() {
  const store = createStore();
  document.cookie = `session=${encodeURIComponent(CREDENTIAL)}; Path=/`;
  store.set(auth.credentialAtom, CREDENTIAL);
  store.set(auth.userAtom, profile);
  return store;
}

function expectSignedOut(store: ReturnType<typeof createStore>) {
  expect(store.get(auth.credentialAtom)).toBeNull();
  expect(store.get(auth.userAtom)).toBeNull();
  expect(auth.readStoredCredential()).toBeNull();
}

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('VITE_API_ORIGIN', `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const client = await import('../../src/api/client');
  auth = await import('../../src/features/auth');
  client.configureSession({ credential: () => null, onSessionExpired });
});
afterAll(async () => {
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
beforeEach(() => {
  seen.length = 0;
  onSessionExpired.mockClear();
  vi.restoreAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('logOut', () => {
  it('revokes the credential on the server, signed with it, and clears the local session', async () => {
    handler = (_req, res) => send(res, 200, { errorCode: 0, message: 'Logged out', responsePacket: null });
    const store = signedInStore();
    await auth.logOut(store);
    expectSignedOut(store);
    await vi.waitFor(() => expect(logoutCalls()).toHaveLength(1));
    expect(logoutCalls()[0]).toMatchObject({ method: 'POST', authorization: `Basic ${CREDENTIAL}` });
  });

  it('does not wait for the server: one that never answers does not hold the customer signed in', async () => {
    handler = (_req, res) => void held.push(res);
    const store = signedInStore();
    await auth.logOut(store);
    expectSignedOut(store);
    await vi.waitFor(() => expect(logoutCalls()).toHaveLength(1));
    for (const res of held.splice(0)) send(res, 200, { errorCode: 0, message: 'Logged out', responsePacket: null });
  });

  it('signs out locally when the server refuses, and the refusal signs nobody else out', async () => {
    handler = (_req, res) => send(res, 401, { errorCode: 409, message: 'Unauthorised Access', responsePacket: null });
    const store = signedInStore();
    await auth.logOut(store);
    expectSignedOut(store);
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('signs out locally when nothing answers at all', async () => {
    handler = (req) => req.socket.destroy();
    const store = signedInStore();
    await auth.logOut(store);
    expectSignedOut(store);
    await vi.waitFor(() => expect(logoutCalls()).toHaveLength(1));
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
  });
});

/**
 * Nothing reached the server before a marker request: a logout of another customer, sent after the sign-out
 * under test through the same client. A request the sign-out made on its way (before it resolved, or in the
 * tasks it queued) leaves before the marker; the test waits for the marker's arrival, never for a while.
 */
async function expectNothingSentBefore(store: ReturnType<typeof createStore>) {
  const marker = btoa('9123456780:marker');
  store.set(auth.credentialAtom, marker);
  await auth.logOut(store);
  await vi.waitFor(() => expect(logoutCalls()).not.toHaveLength(0));
  expect(seen.map((request) => request.authorization)).toEqual([`Basic ${marker}`]);
}

describe('sign-outs that must not call the server', () => {
  it('the server said the session is invalid: signOut sends nothing', async () => {
    handler = (_req, res) => send(res, 200, { errorCode: 0, message: '', responsePacket: null });
    const store = signedInStore();
    await auth.signOut(store);
    expectSignedOut(store);
    await expectNothingSentBefore(store);
  });

  it('another tab logged out: following it sends nothing', async () => {
    handler = (_req, res) => send(res, 200, { errorCode: 0, message: '', responsePacket: null });
    const store = signedInStore();
    const followed = vi.fn();
    auth.followSignOutsFromOtherTabs(store, followed);
    const otherTab = new BroadcastChannel('session');
    otherTab.postMessage('signed-out');
    await vi.waitFor(() => expect(followed).toHaveBeenCalled());
    otherTab.close();
    expectSignedOut(store);
    await expectNothingSentBefore(store);
  });
});
