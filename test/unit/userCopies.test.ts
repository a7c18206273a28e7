// @vitest-environment happy-dom
/**
 * The worker's per-user copies (sw/userCopies.ts, issue 19): keyed by URL alone (no credential in a key), marked
 * with a hash of the credential they were fetched with, and given back to that credential only, so a second
 * customer on the phone never sees the first one's orders or wallet.
 */
import type { WorkboxPlugin } from 'workbox-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyOwnerOf, noteSignedOut, signedOutHere } from '../../src/lib/copyOwner';
import { CACHED_AT_HEADER } from '../../src/config/cache';
import { CACHED_FOR_HEADER, dropSignedOutWrites, keepCopies, ownCopies } from '../../sw/userCopies';

const URL_ = 'https://app.test/v1/api/getOrderList';
const ASHA = `Basic ${btoa('9876543210:asha-secret')}`;
const RAVI = `Basic ${btoa('9123456780:ravi-secret')}`;
const event = {} as ExtendableEvent;
const signed = (authorization?: string) => new Request(URL_, { headers: authorization ? { Authorization: authorization } : {} });
const answer = (status = 200) => new Response(JSON.stringify({ errorCode: 0, responsePacket: [] }), { status, headers: { 'Content-Type': 'application/json' } });

type Plugin = Required<Pick<WorkboxPlugin, 'cacheKeyWillBeUsed' | 'cacheWillUpdate' | 'cachedResponseWillBeUsed'>>;
const plugin = ownCopies as Plugin;

/** What the cache keeps when `authorization` fetched it: the key, and the stored answer. */
async function kept(authorization: string) {
  const state = {};
  const key = await plugin.cacheKeyWillBeUsed({ request: signed(authorization), mode: 'write', event, state });
  const stored = await plugin.cacheWillUpdate({ request: signed(authorization), response: answer(), event, state });
  return { key, stored: stored ?? null };
}

/** What a request signed with `authorization` is given from the cache holding `copy`. */
async function given(authorization: string | undefined, copy: Response) {
  const state = {};
  const key = await plugin.cacheKeyWillBeUsed({ request: signed(authorization), mode: 'read', event, state });
  return plugin.cachedResponseWillBeUsed({ cacheName: 'user-orders', request: new Request(String(key)), cachedResponse: copy, event, state });
}

describe("the customer's own copies in the worker", () => {
  it('are keyed by URL alone, never by the credential', async () => {
    const { key } = await kept(ASHA);
    expect(key).toBe(URL_);
  });

  it('carry a hash of the credential, not the credential', async () => {
    const { stored } = await kept(ASHA);
    const mark = stored?.headers.get(CACHED_FOR_HEADER) ?? '';
    expect(mark).toMatch(/^[0-9a-f]{64}$/);
    expect(mark).not.toContain(ASHA);
    expect(await stored?.json()).toEqual({ errorCode: 0, responsePacket: [] });
  });

  it('are not kept for an error or an unsigned request', async () => {
    expect(await plugin.cacheWillUpdate({ request: signed(ASHA), response: answer(500), event, state: {} })).toBeNull();
    expect(await plugin.cacheWillUpdate({ request: signed(), response: answer(), event, state: {} })).toBeNull();
  });

  it('go back to the customer who fetched them, and to nobody else', async () => {
    const { stored } = await kept(ASHA);
    if (!stored) throw new Error('nothing kept');
    expect(await given(ASHA, stored.clone())).toBeInstanceOf(Response);
    expect(await given(RAVI, stored.clone())).toBeNull();
    expect(await given(undefined, stored.clone())).toBeNull();
    // A copy kept before copies were marked (an older worker) is given to nobody.
    expect(await given(ASHA, answer())).toBeNull();
  });
});

describe('a customer who signs out', () => {
  // The browser's cache names, as far as sign-out touches them: which caches exist, and deleting one.
  const names = new Set<string>();
  vi.stubGlobal('caches', {
    keys: async () => [...names],
    delete: async (name: string) => names.delete(name),
  });
  afterEach(() => names.clear());

  /** The app's sign-out (src/lib/userCaches.ts), as far as the worker learns of it: noted on the device. */
  const signOut = async (authorization: string) => noteSignedOut(await copyOwnerOf(authorization));

  it('gets no copy written from an answer that arrives after it, by any worker that runs later', async () => {
    await signOut(ASHA);
    // Nothing of it lives in the worker's memory: a fresh import of the plugins is a worker the browser restarted.
    vi.resetModules();
    const restarted = (await import('../../sw/userCopies')).ownCopies as Plugin;
    expect(await restarted.cacheWillUpdate({ request: signed(ASHA), response: answer(), event, state: {} })).toBeNull();
    // Another customer's answers are still kept.
    expect(await restarted.cacheWillUpdate({ request: signed(RAVI), response: answer(), event, state: {} })).toBeInstanceOf(Response);
  });

  it('loses a copy whose writing had begun before it, with its cache (the last of a route’s plugins)', async () => {
    const dropWrite = dropSignedOutWrites as Required<Pick<WorkboxPlugin, 'cacheDidUpdate'>>;
    names.add('user-orders');
    names.add('user-wallet');
    // As Workbox calls it (StrategyHandler.cachePut): the cache's key, a URL without the credential, and the copy as
    // stored, stamped with its owner by cacheWillUpdate.
    const written = async (authorization: string) => {
      const { key, stored } = await kept(authorization);
      if (!stored) throw new Error('not kept');
      return { request: new Request(String(key)), newResponse: stored };
    };
    // Two customers who have not signed out in an earlier test (the record outlives a test, as it does a worker).
    const meera = `Basic ${btoa('9988776655:meera-secret')}`;
    const kabir = `Basic ${btoa('9911223344:kabir-secret')}`;
    const meeras = await written(meera);
    const kabirs = await written(kabir);
    await signOut(meera);
    await dropWrite.cacheDidUpdate({ cacheName: 'user-orders', ...meeras, event, state: {} });
    expect([...names]).toEqual(['user-wallet']);
    await dropWrite.cacheDidUpdate({ cacheName: 'user-wallet', ...kabirs, event, state: {} });
    expect([...names]).toEqual(['user-wallet']);
  });

  it('is remembered among the last 20 on the phone, each once', async () => {
    const owners = await Promise.all(Array.from({ length: 25 }, (_, n) => copyOwnerOf(`Basic ${btoa(`98765432${String(n).padStart(2, '0')}:secret`)}`)));
    // The last signs out twice (again on another tab): still once in the list.
    for (const owner of [...owners, ...owners.slice(-1)]) await noteSignedOut(owner);
    expect(await Promise.all(owners.map(signedOutHere))).toEqual(owners.map((_, n) => n >= 5));
  });
});

describe('a user cache', () => {
  const DAY_MS = 24 * 60 * 60 * 1000;
  const copyFetched = (at: number) => new Response('{}', { headers: { [CACHED_AT_HEADER]: String(at) } });

  it('keeps its newest copies after a write, oldest written going first', async () => {
    // A cache as the browser keeps one: entries in the order written.
    const urls = ['a', 'b', 'c', 'd'].map((path) => `https://app.test/v1/api/orderDetail/${path}`);
    const cache = { keys: async () => urls.map((url) => new Request(url)), delete: async (request: Request) => urls.splice(urls.indexOf(request.url), 1).length > 0 };
    const before = globalThis.caches;
    vi.stubGlobal('caches', { open: async () => cache });
    try {
      const keep = keepCopies({ maxEntries: 2, maxAgeDays: 30 }) as Required<Pick<WorkboxPlugin, 'cacheDidUpdate'>>;
      await keep.cacheDidUpdate({ cacheName: 'user-orders', request: signed(ASHA), newResponse: answer(), event, state: {} });
      expect(urls.map((url) => url.slice(-1))).toEqual(['c', 'd']);
    } finally {
      vi.stubGlobal('caches', before);
    }
  });

  it('gives no copy older than its days, nor one without its fetch time', async () => {
    const keep = keepCopies({ maxEntries: 2, maxAgeDays: 7 }) as Required<Pick<WorkboxPlugin, 'cachedResponseWillBeUsed'>>;
    const read = (cachedResponse: Response | undefined) => keep.cachedResponseWillBeUsed({ cacheName: 'user-orders', request: signed(ASHA), cachedResponse, event, state: {} });
    expect(await read(copyFetched(Date.now() - 6 * DAY_MS))).toBeInstanceOf(Response);
    expect(await read(copyFetched(Date.now() - 8 * DAY_MS))).toBeNull();
    expect(await read(new Response('{}'))).toBeNull();
    expect(await read(undefined)).toBeNull();
  });
});
