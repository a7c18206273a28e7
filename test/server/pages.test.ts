import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticPage, UpcomingOutlet } from '../../src/api/contract';
import { staticPages, upcomingOutlets } from '../../server/db/schema';
import { seedIfEmpty } from '../../server/db/seed';
import { SEED_DISHES } from '../../server/db/seed-menu';
import { SEED_PAGES } from '../../server/pages/seedPages';
import { PAGE_NOT_FOUND } from '../../server/routes/pages';
import { startTestServer, type TestServer } from '../support/server';
import { get } from './http';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const TITLES: Record<string, string> = {
  'privacy-policy': 'Privacy Policy',
  'terms-and-conditions': 'Terms And Conditions',
  ceo: 'CEO Speaks',
  'nutrition-information': 'Nutrition Information',
  'atm-bar': 'ATM Bar',
};

describe('GET /staticPage/:slug', () => {
  it('answers each seeded page with its title, HTML and update time, publicly and revalidated', async () => {
    for (const [slug, title] of Object.entries(TITLES)) {
      const res = await get<StaticPage>(server, `/staticPage/${slug}`);
      expect(res.status, slug).toBe(200);
      expect(res.body.errorCode).toBe(0);
      expect(res.body.responsePacket).toEqual({ slug, title, html: expect.stringContaining('<h2>'), updatedAt: expect.any(Number), lang: 'en' });
      // Public and the same for everyone, yet revalidated before use (no-cache), never max-age in shared caches.
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('etag')).toMatch(/^W\/".+"$/);
    }
  });

  it("dates each page by its text's last change as seeded, not by when the server started", async () => {
    for (const page of SEED_PAGES) {
      const { updatedAt } = (await get<StaticPage>(server, `/staticPage/${page.slug}`)).body.responsePacket;
      expect(updatedAt, page.slug).toBe(page.updatedAt.getTime());
    }
    expect(SEED_PAGES.find((page) => page.slug === 'privacy-policy')?.updatedAt.toISOString()).toBe('2026-03-01T18:30:00.000Z');
  });

  it('moves the date when an edit in the database changes the words, and keeps a date the edit sets itself', async () => {
    const before = Date.now();
    await server.db.update(staticPages).set({ html: '<h2>Grievances</h2><p>Write to us.</p>' }).where(eq(staticPages.slug, 'privacy-policy'));
    const edited = (await get<StaticPage>(server, '/staticPage/privacy-policy')).body.responsePacket.updatedAt;
    // The database's clock: allow a second either side for the two clocks' rounding.
    expect(edited).toBeGreaterThanOrEqual(before - 1000);
    expect(edited).toBeLessThanOrEqual(Date.now() + 1000);

    const stated = new Date('2026-06-30T00:00:00+05:30');
    await server.db.update(staticPages).set({ html: '<h2>Grievances</h2><p>Write or call.</p>', updatedAt: stated }).where(eq(staticPages.slug, 'privacy-policy'));
    expect((await get<StaticPage>(server, '/staticPage/privacy-policy')).body.responsePacket.updatedAt).toBe(stated.getTime());
  });

  it('lists every dish of the menu in Nutrition Information, with its figures', async () => {
    const { html } = (await get<StaticPage>(server, '/staticPage/nutrition-information')).body.responsePacket;
    for (const dish of SEED_DISHES) expect(html).toContain(`<th scope="row">${dish.title}</th>`);
    expect(html).toContain('<th>Allergens</th>');
  });

  it('shows the CEO portrait, served as an SVG from the media folder', async () => {
    const { html } = (await get<StaticPage>(server, '/staticPage/ceo')).body.responsePacket;
    const src = /<img src="([^"]+)"/.exec(html)?.[1];
    expect(src).toBe('/media/ceo-portrait.svg');
    const image = await fetch(server.url + src);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 304 without a body while the page is unchanged, and 200 again once it changes', async () => {
    const first = await fetch(`${server.url}/v1/api/staticPage/terms-and-conditions`);
    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${server.url}/v1/api/staticPage/terms-and-conditions`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);

    await server.db.update(staticPages).set({ html: '<p>Revised terms.</p>', updatedAt: new Date() }).where(eq(staticPages.slug, 'terms-and-conditions'));
    const changed = await fetch(`${server.url}/v1/api/staticPage/terms-and-conditions`, { headers: { 'If-None-Match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('answers an unknown page with a 404 envelope, and a malformed slug with a 400 naming it', async () => {
    const missing = await get(server, '/staticPage/refund-policy');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ errorCode: 404, message: PAGE_NOT_FOUND, responsePacket: null });
    const bad = await get(server, '/staticPage/Privacy_Policy');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/slug must be/);
  });

  it('seeding again keeps an edited page and adds nothing twice', async () => {
    await server.db.update(staticPages).set({ html: '<p>Edited by the team.</p>' }).where(eq(staticPages.slug, 'atm-bar'));
    await seedIfEmpty(server.db);
    const [page] = await server.db.select().from(staticPages).where(eq(staticPages.slug, 'atm-bar'));
    expect(page?.html).toBe('<p>Edited by the team.</p>');
    expect(await server.db.select().from(staticPages)).toHaveLength(Object.keys(TITLES).length);
    expect(await server.db.select().from(upcomingOutlets)).toHaveLength(4);
  });
});

describe('GET /upcomingOutlets', () => {
  it('lists the outlets opening next, first to open first, with their month and picture', async () => {
    const res = await get<UpcomingOutlet[]>(server, '/upcomingOutlets');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const outlets = res.body.responsePacket;
    expect(outlets.map((o) => o.openingMonth)).toEqual(['March 2027', 'April 2027', 'June 2027', 'August 2027']);
    for (const outlet of outlets) {
      expect(outlet).toEqual({
        recordId: expect.any(Number),
        name: expect.stringContaining('Gold Leaf'),
        city: expect.any(String),
        locality: expect.any(String),
        openingMonth: expect.stringMatching(/^[A-Z][a-z]+ \d{4}$/),
        description: expect.any(String),
        imageUrl: expect.stringMatching(/^\/media\/upcoming-[a-z]+\.svg$/),
        lang: 'en',
        endsAt: null,
      });
      expect((await fetch(server.url + outlet.imageUrl)).status).toBe(200);
    }
    const etag = res.headers.get('etag') ?? '';
    expect((await fetch(`${server.url}/v1/api/upcomingOutlets`, { headers: { 'If-None-Match': etag } })).status).toBe(304);
  });
});
