/**
 * Info pages and upcoming outlets in the console (issue 46): an owner or editor edits a page in English and Hindi (kept as
 * written: the app's sanitiser decides what reaches a diner), makes an upcoming outlet with its Hindi and its window;
 * saves are versioned and audited; an outlet manager, support, finance, a customer and no one are refused.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPage, AdminUpcomingOutlet, CreateUpcomingRequest, StaticPage, UpcomingOutlet } from '../../src/api/contract';
import { END_BEFORE_START, PAGE_HINDI_TOGETHER, UPCOMING_HINDI_WHOLE } from '../../src/api/contract/adminContent';
import { auditLog, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { STALE_PAGE, STALE_UPCOMING } from '../../server/routes/admin/pages';
import { NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { newCustomer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient, type Caller } from '../support/staff';
import { get } from './http';

const HOUR = 3_600_000;
const clock = manualClock(Date.parse('2026-11-27T06:30:00Z'));
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
});
afterAll(() => server.close());
const { admin, join, newAddress } = staffClient(() => server, clock.now);

const upcoming = (more: Partial<CreateUpcomingRequest> = {}): CreateUpcomingRequest => ({
  name: 'Gold Leaf Kharar',
  city: 'Kharar',
  locality: 'Landran Road',
  openingMonth: 'March 2027',
  description: 'A lounge with a rooftop.',
  imageUrl: '/media/upcoming-kharar.svg',
  sortOrder: 9,
  ...more,
});
const HINDI = { hiName: 'गोल्ड लीफ खरड़', hiCity: 'खरड़', hiLocality: 'लांडरां रोड', hiOpeningMonth: 'मार्च 2027', hiDescription: 'छत वाला लाउंज।' };
const dinerUpcoming = async (lang = '') => (await get<UpcomingOutlet[]>(server, `/upcomingOutlets${lang}`)).body.responsePacket;

describe('info pages in the console', () => {
  it('an editor writes a page in Hindi beside the English: diners asking in Hindi read it, kept as written, audited', async () => {
    const editor = await join('editor');
    const page = (await admin<AdminPage>(editor, 'GET', '/pages/atm-bar')).body.responsePacket;
    const html = '<h2>एमआरपी नाइट</h2><p>हर गुरुवार</p><script>alert(1)</script>';
    const saved = await admin<AdminPage>(editor, 'PATCH', '/pages/atm-bar', { version: page.version, hiTitle: 'एमआरपी नाइट', hiHtml: html });
    expect(saved.status).toBe(200);
    expect(saved.body.responsePacket).toMatchObject({ hiTitle: 'एमआरपी नाइट', hiHtml: html, version: page.version + 1, updatedAt: clock.now() });
    const hindi = (await get<StaticPage>(server, '/staticPage/atm-bar?lang=hi')).body.responsePacket;
    expect(hindi).toMatchObject({ title: 'एमआरपी नाइट', html, lang: 'hi' });
    const english = (await get<StaticPage>(server, '/staticPage/atm-bar')).body.responsePacket;
    expect(english).toMatchObject({ title: page.title, html: page.html, lang: 'en' });
    // A page without Hindi answers a Hindi reader in English, saying so.
    expect((await get<StaticPage>(server, '/staticPage/ceo?lang=hi')).body.responsePacket.lang).toBe('en');
    const [row] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'page'), eq(auditLog.entityId, 'atm-bar')));
    expect(row).toMatchObject({ action: 'update', role: 'editor', before: { hiTitle: null, hiHtml: null }, after: { hiTitle: 'एमआरपी नाइट' } });

    const stale = await admin(editor, 'PATCH', '/pages/atm-bar', { version: page.version, title: 'Old' });
    expect([stale.status, stale.body.message]).toEqual([409, STALE_PAGE]);
    const halfHindi = await admin(editor, 'PATCH', '/pages/atm-bar', { version: page.version + 1, hiHtml: null });
    expect([halfHindi.status, halfHindi.body.message]).toEqual([400, PAGE_HINDI_TOGETHER]);
    const htmlTitle = await admin(editor, 'PATCH', '/pages/atm-bar', { version: page.version + 1, title: '<img src=x onerror=alert(1)>' });
    expect([htmlTitle.status, htmlTitle.body.message]).toEqual([400, 'title: The title is plain text: leave out < and >']);
    expect((await admin<AdminPage>(editor, 'GET', '/pages/atm-bar')).body.responsePacket.version).toBe(page.version + 1);
  });
});

describe('upcoming outlets in the console', () => {
  it('an owner lists one with its Hindi for a window: diners see it in it, in Hindi when asked; bad input told', async () => {
    const owner = await join('owner');
    const startsAt = clock.now() + HOUR;
    const made = await admin<AdminUpcomingOutlet>(owner, 'POST', '/upcoming-outlets', upcoming({ ...HINDI, startsAt, endsAt: startsAt + 3 * HOUR }));
    expect(made.status).toBe(200);
    expect(made.body.responsePacket).toMatchObject({ state: 'scheduled', hiName: 'गोल्ड लीफ खरड़', version: 1 });
    expect((await dinerUpcoming()).map((one) => one.name)).not.toContain('Gold Leaf Kharar');
    clock.advance(HOUR);
    expect((await dinerUpcoming()).find((one) => one.name === 'Gold Leaf Kharar')).toMatchObject({ lang: 'en', endsAt: startsAt + 3 * HOUR });
    expect((await dinerUpcoming('?lang=hi')).find((one) => one.recordId === made.body.responsePacket.id)).toMatchObject({ name: 'गोल्ड लीफ खरड़', lang: 'hi' });
    clock.advance(3 * HOUR);
    expect((await dinerUpcoming()).map((one) => one.name)).not.toContain('Gold Leaf Kharar');

    const reversed = await admin(owner, 'POST', '/upcoming-outlets', upcoming({ name: 'Reversed', startsAt, endsAt: startsAt - 1 }));
    expect([reversed.status, reversed.body.message]).toEqual([400, `endsAt: ${END_BEFORE_START}`]);
    const partHindi = await admin(owner, 'POST', '/upcoming-outlets', upcoming({ name: 'Part', hiName: 'आधा' }));
    expect([partHindi.status, partHindi.body.message]).toEqual([400, `hiName: ${UPCOMING_HINDI_WHOLE}`]);
    const sameName = await admin(owner, 'POST', '/upcoming-outlets', upcoming());
    expect([sameName.status, sameName.body.message]).toEqual([409, 'Another upcoming outlet is called Gold Leaf Kharar: choose another name']);
    const stale = await admin(owner, 'PATCH', `/upcoming-outlets/${made.body.responsePacket.id}`, { version: 7, name: 'Kharar' });
    expect([stale.status, stale.body.message]).toEqual([409, STALE_UPCOMING]);
    const rows = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'upcoming-outlet'), eq(auditLog.entityId, String(made.body.responsePacket.id))));
    expect(rows.map((row) => [row.action, row.role])).toEqual([['create', 'owner']]);
  });

  it('an outlet manager, support, finance, a customer and no one are refused pages and upcoming outlets', async () => {
    const [outlet] = await server.db.select().from(restaurants).limit(1);
    const customer = await newCustomer(server);
    const callers: Array<[string, Caller, number, string]> = [
      ['a manager', await join('manager', [outlet!.id]), 403, NOT_YOUR_ROLE],
      ['support', await join('support'), 403, NOT_YOUR_ROLE],
      ['finance', await join('finance'), 403, NOT_YOUR_ROLE],
      ['a customer', { address: newAddress(), headers: customer.auth }, 401, SIGN_IN_FIRST],
      ['no one', { address: newAddress() }, 401, SIGN_IN_FIRST],
    ];
    for (const [who, caller, status, message] of callers) {
      for (const [method, path, body] of [
        ['GET', '/pages', undefined],
        ['GET', '/pages/ceo', undefined],
        ['PATCH', '/pages/ceo', { version: 1, title: 'Taken' }],
        ['GET', '/upcoming-outlets', undefined],
        ['POST', '/upcoming-outlets', upcoming({ name: 'Taken' })],
        ['PATCH', '/upcoming-outlets/1', { version: 1, name: 'Taken' }],
        ['DELETE', '/upcoming-outlets/1', undefined],
      ] as const) {
        const answer = await admin(caller, method, path, body);
        expect([answer.status, answer.body.message], `${who} ${method} ${path}`).toEqual([status, message]);
      }
    }
    expect((await get<StaticPage>(server, '/staticPage/ceo')).body.responsePacket.title).not.toBe('Taken');
  });
});
