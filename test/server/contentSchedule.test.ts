/**
 * The one schedule rule of head office's content (issue 46, server/schedule.ts): a banner saved for later shows by
 * itself at its start and is gone at its end, on the business clock of each request, with no restart; the list's ETag
 * and the home shell's painted banner follow it, so no kept copy answers for a window that has changed; a banner made
 * for some outlets or areas shows only to diners whose nearest outlet is one of them.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '../../src/api/contract';
import { banners, restaurants } from '../../server/db/schema';
import { FIRST_BANNER_SLOT } from '../../server/routes/banners';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { get } from './http';

const SHELL = `<!doctype html><html lang="en-IN"><head><title>Gold Leaf</title><script type="module" src="/assets/index-1.js"></script></head><body><div class="banner-slider__skeleton">${FIRST_BANNER_SLOT}</div></body></html>`;
const MOHALI = '?lat=30.7046&lng=76.7179';
const NOIDA = '?lat=28.5700&lng=77.3219';
const MINUTE = 60_000;

const clock = manualClock(Date.parse('2026-11-27T12:30:00Z'));
let dir: string;
let server: TestServer;
let made: number[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'content-schedule-'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  server = await startTestServer({ now: clock.now, staticDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function makeBanner(values: Partial<typeof banners.$inferInsert> & { title: string }): Promise<number> {
  const [row] = await server.db
    .insert(banners)
    .values({ bannerType: 'DashboardTop', sliderAction: 'HomeDelivery', webImageUrl: '/media/banner-4.svg', adImageUrl: '/media/banner-4.svg', sortOrder: -1, ...values })
    .returning();
  made.push(row!.id);
  return row!.id;
}

const topTitles = async (where = MOHALI, lang = '') => (await get<Banner[]>(server, `/getAdBannerList/DashboardTop${where}${lang}`)).body.responsePacket.map((banner) => banner.title);
const homeShell = async () => (await fetch(`${server.url}/`)).text();

describe('a banner scheduled for later', () => {
  it('appears at its start and is gone at its end, in the list, its ETag and the home shell, with no restart', async () => {
    const now = clock.now();
    await makeBanner({
      title: 'Festival night',
      webImageUrl: '/media/banner-5.svg',
      adImageUrl: '/media/banner-5.svg',
      startsAt: new Date(now + 2 * MINUTE),
      endsAt: new Date(now + 4 * MINUTE),
      translations: { hi: { title: 'त्योहार की रात', webImageUrl: '/media/banner-5.hi.svg', adImageUrl: '/media/banner-5.hi.svg' } },
    });
    try {
      const before = await get<Banner[]>(server, `/getAdBannerList/DashboardTop${MOHALI}`);
      expect(before.body.responsePacket.map((banner) => banner.title)).not.toContain('Festival night');
      expect(before.headers.get('cache-control')).toBe('no-cache');
      const etagBefore = before.headers.get('etag')!;
      expect(etagBefore).toMatch(/^W\/"/);
      expect(await homeShell()).not.toContain('/media/banner-5.svg');

      clock.advance(2 * MINUTE - 1);
      expect(await topTitles()).not.toContain('Festival night');
      clock.advance(1);
      // At its start: first (its order), in Hindi where asked, with its end for the app's kept copies.
      const during = await get<Banner[]>(server, `/getAdBannerList/DashboardTop${MOHALI}`, { 'If-None-Match': etagBefore });
      expect(during.status).toBe(200);
      expect(during.body.responsePacket[0]).toMatchObject({ title: 'Festival night', endsAt: now + 4 * MINUTE });
      expect(during.headers.get('etag')).not.toBe(etagBefore);
      expect((await topTitles(MOHALI, '&lang=hi'))[0]).toBe('त्योहार की रात');
      expect(await homeShell()).toContain('<img src="/media/banner-5.svg"');
      const etagDuring = during.headers.get('etag')!;
      expect((await fetch(`${server.url}/v1/api/getAdBannerList/DashboardTop${MOHALI}`, { headers: { 'If-None-Match': etagDuring } })).status).toBe(304);

      clock.advance(2 * MINUTE - 1);
      expect(await topTitles()).toContain('Festival night');
      clock.advance(1);
      // At its end: gone, and the copy kept during its window is not 'not modified'.
      const after = await fetch(`${server.url}/v1/api/getAdBannerList/DashboardTop${MOHALI}`, { headers: { 'If-None-Match': etagDuring } });
      expect(after.status).toBe(200);
      expect(((await after.json()) as { responsePacket: Banner[] }).responsePacket.map((banner) => banner.title)).not.toContain('Festival night');
      expect(after.headers.get('etag')).toBe(etagBefore);
      expect(await homeShell()).not.toContain('/media/banner-5.svg');
    } finally {
      await server.db.delete(banners).where(inArray(banners.id, made));
      made = [];
    }
  });

  it('shows a banner made for some outlets or areas only to diners whose nearest outlet is one of them', async () => {
    const [noida] = await server.db.select().from(restaurants).where(eq(restaurants.code, 'NOI'));
    await makeBanner({ title: 'Noida only', outletIds: [noida!.id] });
    await makeBanner({ title: 'Noida area', areas: [noida!.area] });
    try {
      expect(await topTitles(NOIDA)).toEqual(expect.arrayContaining(['Noida only', 'Noida area', 'Delivered hot']));
      const mohali = await topTitles(MOHALI);
      expect(mohali).toContain('Delivered hot');
      expect(mohali).not.toContain('Noida only');
      expect(mohali).not.toContain('Noida area');
      // The shell does not know the diner's place: it paints a banner of everywhere.
      expect(await homeShell()).toContain('<img src="/media/banner-1.svg"');
    } finally {
      await server.db.delete(banners).where(inArray(banners.id, made));
      made = [];
    }
  });
});
