/** Home's first banner is painted into the HTML by the server, so the largest thing on the first screen needs no script. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners } from '../../server/db/schema';
import { FIRST_BANNER_SLOT } from '../../server/routes/banners';
import { startTestServer, type TestServer } from '../support/server';
import type { Banner } from '../../src/api/contract';
import { get } from './http';

const SHELL = `<!doctype html><html><head><title>Gold Leaf</title></head><body><div class="banner-slider__skeleton">${FIRST_BANNER_SLOT}</div></body></html>`;

let dir: string;
let server: TestServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'home-shell-test-'));
  writeFileSync(join(dir, 'index.html'), SHELL);
  server = await startTestServer({ staticDir: dir });
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const html = async (path: string) => (await fetch(server.url + path)).text();

describe("home's HTML", () => {
  it('carries the first top banner of the banner list, in the picture the app renders', async () => {
    const first = (await get<Banner[]>(server, '/getAdBannerList/DashboardTop?lat=30.7374&lng=76.6762')).body.responsePacket[0];
    expect(first).toBeDefined();
    const page = await html('/');
    expect(page).not.toContain(FIRST_BANNER_SLOT);
    expect(page).toContain(`<source media="(min-width: 700px)" srcset="${first?.webImageUrlLarge}">`);
    expect(page).toContain(`<img src="${first?.adImageUrlLarge}" alt="" width="1200" height="500" fetchpriority="high"`);
  });

  it.each(['/index.html', '/restaurants/96dcdcc6-59d1-40d3-b244-d273d2c3e76f', '/checkout'])(
    'is left as built on %s (the worker keeps that copy; other screens have no banner)',
    async (path) => {
      expect(await html(path)).toBe(SHELL);
    },
  );

  it('follows a changed banner, escaped, with an ETag of its own', async () => {
    const before = await fetch(server.url + '/');
    const [top] = await server.db.select().from(banners).where(eq(banners.bannerType, 'DashboardTop')).orderBy(banners.sortOrder, banners.id).limit(1);
    if (!top) throw new Error('no seeded top banner');
    await server.db.update(banners).set({ adImageUrl: '/media/new"><script>alert(1)</script>.svg' }).where(eq(banners.id, top.id));
    const after = await fetch(server.url + '/');
    const page = await after.text();
    expect(page).toContain('<img src="/media/new&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.svg"');
    expect(page).not.toContain('<script>');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const revalidated = await fetch(server.url + '/', { headers: { 'If-None-Match': after.headers.get('etag') ?? '' } });
    expect(revalidated.status).toBe(304);
  });
});
