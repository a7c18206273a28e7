import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '../../src/api/contract';
import { banners } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../support/server';
import { get } from './http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const at = '?lat=30.7374&lng=76.6762';

describe('GET /getAdBannerList/:bannerType', () => {
  it('returns the 4 top banners in order, including an action the client does not know', async () => {
    const res = await get<Banner[]>(server, `/getAdBannerList/DashboardTop${at}`);
    expect(res.status).toBe(200);
    expect(res.body.errorCode).toBe(0);
    expect(res.body.responsePacket.map((b) => b.sliderAction)).toEqual(['HomeDelivery', 'Reservation', 'TakeAway', 'Festival']);
    for (const banner of res.body.responsePacket) {
      expect(banner).toEqual({
        recordId: expect.any(Number),
        title: expect.any(String),
        sliderAction: expect.any(String),
        webImageUrlLarge: expect.stringMatching(/^\/media\/banner-\d\.svg$/),
        adImageUrlLarge: expect.stringMatching(/^\/media\/banner-\d\.svg$/),
        endsAt: null,
      });
    }
  });

  it('in Hindi (lang=hi), gives each banner its Hindi title and the picture drawn with Hindi words; English without', async () => {
    const hindi = (await get<Banner[]>(server, `/getAdBannerList/DashboardTop${at}&lang=hi`)).body.responsePacket;
    const english = (await get<Banner[]>(server, `/getAdBannerList/DashboardTop${at}&lang=en`)).body.responsePacket;
    expect(hindi.map((b) => b.title)).toEqual(['गरमा-गरम डिलीवरी', 'टेबल बुक करें', 'ऑर्डर करें, ले जाएँ', 'त्योहारी रातें']);
    expect(english.map((b) => b.title)).toEqual(['Delivered hot', 'Book a table', 'Order & collect', 'Festive nights']);
    expect(hindi.map((b) => [b.recordId, b.sliderAction])).toEqual(english.map((b) => [b.recordId, b.sliderAction]));
    for (const banner of hindi) {
      expect(banner.webImageUrlLarge).toMatch(/^\/media\/banner-\d\.hi\.svg$/);
      const svg = await (await fetch(server.url + banner.adImageUrlLarge)).text();
      const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      // Every line drawn is Hindi, but for the brand.
      expect(words.filter((w) => w !== 'GOLD LEAF' && !/[\u0900-\u097F]/.test(w ?? ''))).toEqual([]);
      expect(words.length).toBeGreaterThanOrEqual(4);
    }
    const refused = await get(server, `/getAdBannerList/DashboardTop${at}&lang=fr`);
    expect([refused.status, refused.body.message]).toEqual([400, 'lang must be en or hi']);
  });

  it("gives the Hindi to a database seeded before banners had languages (migration 0034), a changed banner's left as it is", async () => {
    const [changed] = await server.db.select().from(banners).orderBy(banners.id).limit(1);
    await server.db.update(banners).set({ translations: {} });
    await server.db.update(banners).set({ title: 'Monsoon specials' }).where(sql`${banners.id} = ${changed!.id}`);
    const migration = readFileSync(new URL('../../server/db/migrations/0034_banner_translations.sql', import.meta.url), 'utf8');
    await server.db.execute(sql.raw(migration.split('--> statement-breakpoint')[1]!));
    const rows = await server.db.select().from(banners).orderBy(banners.id);
    expect(rows.map((row) => row.translations.hi?.title ?? null)).toEqual([null, 'टेबल बुक करें', 'ऑर्डर करें, ले जाएँ', 'त्योहारी रातें', 'संडे ब्रंच', 'गोल्ड पॉइंट्स कमाएँ']);
    expect(rows[1]?.translations.hi).toEqual({ title: 'टेबल बुक करें', webImageUrl: '/media/banner-2.hi.svg', adImageUrl: '/media/banner-2.hi.svg' });
    await server.db.update(banners).set({ title: changed!.title, translations: changed!.translations }).where(sql`${banners.id} = ${changed!.id}`);
  });

  it('returns the 2 bottom banners', async () => {
    const res = await get<Banner[]>(server, `/getAdBannerList/DashboardBottom${at}`);
    expect(res.body.responsePacket).toHaveLength(2);
  });

  it('serves every banner image as an SVG with a long cache lifetime', async () => {
    const top = await get<Banner[]>(server, `/getAdBannerList/DashboardTop${at}`);
    const bottom = await get<Banner[]>(server, `/getAdBannerList/DashboardBottom${at}`);
    for (const banner of [...top.body.responsePacket, ...bottom.body.responsePacket]) {
      const image = await fetch(server.url + banner.webImageUrlLarge);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      expect(image.headers.get('cache-control')).toBe('public, max-age=2592000');
      const svg = await image.text();
      expect(svg).toContain('width="1200" height="500"');
      expect(svg).toContain('#F6B547');
    }
  });

  it('serves the outlet images and the default user image, and 404s unknown media', async () => {
    for (const name of ['outlet-lanterns', 'outlet-coffee', 'outlet-highway', 'default-user']) {
      const res = await fetch(`${server.url}/media/${name}.svg`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
    }
    expect((await fetch(`${server.url}/media/nope.svg`)).status).toBe(404);
    expect((await fetch(`${server.url}/media/..%2fapp.ts`)).status).toBe(404);
  });

  it('refuses an unknown banner type with 400', async () => {
    const res = await get(server, `/getAdBannerList/Sidebar${at}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errorCode: 400, message: 'bannerType must be one of DashboardTop, DashboardBottom', responsePacket: null });
  });

  it.each([
    ['missing coordinates', '', 'lat must be a number'],
    ['an empty lat', '?lat=&lng=76.6', 'lat must be a number'],
    ['a non-numeric lng', '?lat=30.7&lng=east', 'lng must be a number'],
    ['lat out of range', '?lat=95&lng=76.6', 'lat must be at most 90'],
    ['lng out of range', '?lat=30.7&lng=-200', 'lng must be at least -180'],
  ])('refuses %s with 400', async (_name, search, message) => {
    const res = await get(server, `/getAdBannerList/DashboardTop${search}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
