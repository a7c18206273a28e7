/**
 * Issue 19: the outlets' pictures are drawn for the card's square thumbnail (RestaurantCard, 96 x 96), without
 * words, and tell the outlets apart: three captioned 800 x 500 pictures cropped to squares once served all 14.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import type { Restaurant } from '../../src/api/contract';
import { startTestServer, type TestServer } from '../support/server';
import { post } from './http';
import { DEFAULT_ADDRESS, RESTAURANT_LIST_QUERY } from '../../src/config/constants';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function outlets(): Promise<Restaurant[]> {
  // The app's own query from its default place (Mohali).
  const res = await post<Restaurant[]>(server, '/restaurantList', { ...RESTAURANT_LIST_QUERY, latitude: DEFAULT_ADDRESS.latitude, longitude: DEFAULT_ADDRESS.longitude, orderType: 'All' });
  return res.body.responsePacket;
}

describe("the outlets' pictures", () => {
  it('are at least 8 different ones, none shared by more than two outlets', async () => {
    const all = await outlets();
    expect(all).toHaveLength(14);
    const uses = new Map<string, number>();
    for (const outlet of all) uses.set(outlet.imageUrl, (uses.get(outlet.imageUrl) ?? 0) + 1);
    expect(uses.size).toBeGreaterThanOrEqual(8);
    expect(Math.max(...uses.values())).toBeLessThanOrEqual(2);
  });

  it("are square like the card's thumbnail, without words, and small", async () => {
    for (const url of new Set((await outlets()).map((outlet) => outlet.imageUrl))) {
      const res = await fetch(server.url + url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/svg+xml');
      const svg = await res.text();
      const size = /<svg[^>]* width="(\d+)" height="(\d+)" viewBox="0 0 (\d+) (\d+)"/.exec(svg);
      expect(size, url).not.toBeNull();
      const [width, height, boxWidth, boxHeight] = size!.slice(1).map(Number);
      expect(width, `${url} has the card's 1:1 shape`).toBe(height);
      expect(boxWidth, url).toBe(boxHeight);
      expect(svg, `${url} has no words`).not.toMatch(/<text|<tspan|aria-label/);
      expect(svg.length, url).toBeLessThan(2_000);
    }
  });

  it("moves a database made with the first seeds' pictures onto the new art, and leaves one set since alone", async () => {
    const noida = eq(restaurants.area, 'Noida');
    const meerut = eq(restaurants.area, 'Meerut');
    await server.db.update(restaurants).set({ imageUrl: '/media/restaurant-lounge.svg' }).where(noida);
    await server.db.update(restaurants).set({ imageUrl: '/uploads/meerut-front.jpg' }).where(meerut);
    await seedIfEmpty(server.db);
    const [noidaNow] = await server.db.select({ imageUrl: restaurants.imageUrl }).from(restaurants).where(noida);
    const [meerutNow] = await server.db.select({ imageUrl: restaurants.imageUrl }).from(restaurants).where(meerut);
    expect(noidaNow?.imageUrl).toBe('/media/outlet-cocktails.svg');
    expect(meerutNow?.imageUrl).toBe('/uploads/meerut-front.jpg');
  });
});
