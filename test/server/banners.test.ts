import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Banner } from '../../src/api/contract';
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
      });
    }
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
