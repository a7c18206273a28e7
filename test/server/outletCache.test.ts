// @module-tag postgres (every test of this file runs on PostgreSQL too: vitest.config.ts)
/**
 * Each process's copy of the outlets and the closures ahead (server/outletCache.ts): kept only while the process
 * hears the database's notices, dropped by a change made anywhere, straight in the database included; never kept
 * when a notice overtook its load. Two processes: test/cluster/twoServers.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outletClosures, restaurants } from '../../server/db/schema';
import { listenForChanges, type Listening } from '../../server/live/bus';
import { OutletCache } from '../../server/outletCache';
import { kolkataDayOf } from '../../src/lib/closures';
import { MOHALI } from '../support/ordering';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A cache as the app wires it (app.ts), with a promise for the next 'outlets' notice this listener hears. */
async function heardCache(): Promise<{ cache: OutletCache; nextNotice: () => Promise<void>; listening: Listening }> {
  const cache = new OutletCache(server.db);
  let heard = () => {};
  const listening = listenForChanges(
    server.db,
    {
      order: () => undefined,
      menu: () => undefined,
      outlets: () => {
        cache.forget();
        heard();
      },
      hearing: (on) => cache.hearingNotices(on),
    },
    () => undefined,
  );
  await listening.ready;
  // The notice comes once the change commits; one not heard within 2 s never will be.
  const nextNotice = () =>
    new Promise<void>((resolve, reject) => {
      const late = setTimeout(() => reject(new Error('no outlets notice heard within 2 s')), 2_000);
      heard = () => {
        clearTimeout(late);
        resolve();
      };
    });
  return { cache, listening, nextNotice };
}

const pausedUntilOf = async (cache: OutletCache, now: number) => (await cache.live(MOHALI, now)).outlet.pausedUntil;

describe("a process's copy of the outlets", () => {
  it('is read once while the process hears the notices, and read again after an outlet or a closure changes straight in the database', async () => {
    const { cache, listening, nextNotice } = await heardCache();
    const now = Date.now();
    try {
      const first = cache.read(now);
      expect(cache.read(now)).toBe(first);
      expect(await pausedUntilOf(cache, now)).toBeNull();

      const paused = new Date(now + 3_600_000);
      const pauseHeard = nextNotice();
      await server.db.update(restaurants).set({ pausedUntil: paused }).where(eq(restaurants.uuid, MOHALI));
      await pauseHeard;
      expect(await pausedUntilOf(cache, now)).toEqual(paused);

      const closureHeard = nextNotice();
      const [mohali] = await server.db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.uuid, MOHALI));
      const today = kolkataDayOf(now);
      await server.db.insert(outletClosures).values({ restaurantId: mohali!.id, startsOn: today, endsOn: today, reason: 'Pipes burst', createdAt: new Date(now) });
      await closureHeard;
      expect((await cache.live(MOHALI, now)).closure).toMatchObject({ reason: 'Pipes burst', startsOn: today, endsOn: today });
    } finally {
      await listening.stop();
      await server.db.update(restaurants).set({ pausedUntil: null }).where(eq(restaurants.uuid, MOHALI));
      await server.db.delete(outletClosures).where(eq(outletClosures.reason, 'Pipes burst'));
    }
  });

  it('keeps nothing while the process does not hear the notices: each read goes to the database', async () => {
    const cache = new OutletCache(server.db);
    const now = Date.now();
    expect(await pausedUntilOf(cache, now)).toBeNull();
    const paused = new Date(now + 3_600_000);
    await server.db.update(restaurants).set({ pausedUntil: paused }).where(eq(restaurants.uuid, MOHALI));
    try {
      // No notice reaches this copy: only not keeping it shows the change.
      expect(await pausedUntilOf(cache, now)).toEqual(paused);
      cache.hearingNotices(true);
      const kept = cache.read(now);
      expect(cache.read(now)).toBe(kept);
      // The connection lost: whatever changes next would not be heard, so the copy goes.
      cache.hearingNotices(false);
      expect(cache.read(now)).not.toBe(kept);
    } finally {
      await server.db.update(restaurants).set({ pausedUntil: null }).where(eq(restaurants.uuid, MOHALI));
    }
  });

  it('does not keep a load that a notice overtook, and reads the closures again for another day', async () => {
    const { cache, listening } = await heardCache();
    try {
      const now = Date.now();
      const overtaken = cache.read(now);
      cache.forget();
      const fresh = cache.read(now);
      expect(fresh).not.toBe(overtaken);
      await Promise.all([overtaken, fresh]);
      expect(cache.read(now)).toBe(fresh);
      expect(cache.read(now + 86_400_000)).not.toBe(fresh);
    } finally {
      await listening.stop();
    }
  });
});
