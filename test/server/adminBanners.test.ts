/**
 * Home's banners in the console (issue 46): pictures checked and resized, every field checked with a clear message
 * and nothing half-saved, versions (409 on a stale save, one of two saves at once), the audit row with before and
 * after, and who may: owner and editor every banner, an outlet manager only their outlets' banners, support, finance,
 * a customer and no one none. Diners see a saved banner on their next request, in its window.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminBanner, Banner, CreateBannerRequest, OutletPhoto } from '../../src/api/contract';
import { END_BEFORE_START, HINDI_TOGETHER } from '../../src/api/contract/adminContent';
import { PROFILE_LIMITS } from '../../src/api/endpoints';
import { auditLog, banners, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { MANAGER_BANNERS, STALE_BANNER } from '../../server/routes/admin/banners';
import { NOT_YOUR_OUTLET, NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE } from '../../server/uploads';
import { MOHALI, NEAR_MOHALI, newCustomer } from '../support/ordering';
import { pngOf } from '../support/pngFile';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient, type Caller } from '../support/staff';
import { get } from './http';

const HOUR = 3_600_000;
const clock = manualClock(Date.parse('2026-11-27T06:30:00Z'));
let server: TestServer;
let mohaliId: number;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  const rows = await server.db.select().from(restaurants);
  mohaliId = rows.find((row) => row.uuid === MOHALI)!.id;
  otherId = rows.find((row) => row.uuid !== MOHALI)!.id;
});
afterAll(() => server.close());
const { admin, join, newAddress } = staffClient(() => server, clock.now);

const upload = (caller: Caller, file: Buffer) => admin<OutletPhoto>(caller, 'POST', '/content-pictures', { fileBase64: file.toString('base64') });
async function picture(caller: Caller): Promise<string> {
  const answer = await upload(caller, pngOf(240, 100));
  expect(answer.status).toBe(200);
  return answer.body.responsePacket.imageUrl;
}
const banner = (imageUrl: string, more: Partial<CreateBannerRequest> = {}): CreateBannerRequest => ({
  title: 'Diwali dinner',
  imageUrl,
  sliderAction: 'page:mrp-night',
  sortOrder: 0,
  ...more,
});
const dinerTitles = async (lang = '') =>
  (await get<Banner[]>(server, `/getAdBannerList/DashboardTop?lat=${NEAR_MOHALI.latitude}&lng=${NEAR_MOHALI.longitude}${lang}`)).body.responsePacket.map((one) => one.title);

describe('banners in the console', () => {
  it('an editor uploads pictures (checked, resized) and saves a Hindi banner for later: audited, shown to diners in its window', async () => {
    const editor = await join('editor');
    const big = await upload(editor, pngOf(1800, 750));
    expect(big.status).toBe(200);
    const served = await fetch(server.url + big.body.responsePacket.imageUrl);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await served.arrayBuffer());
    // The JPEG's frame header (SOF0) holds its size: 1200 x 500, the banner's.
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)]).toEqual([1200, 500]);
    const notImage = await upload(editor, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect([notImage.status, notImage.body.message]).toEqual([415, IMAGE_WRONG_TYPE]);
    const tooLarge = await upload(editor, Buffer.alloc(PROFILE_LIMITS.maxImageBytes + 1, 0xff));
    expect([tooLarge.status, tooLarge.body.message]).toEqual([413, IMAGE_TOO_LARGE]);

    const hiImageUrl = await picture(editor);
    const startsAt = clock.now() + HOUR;
    const made = await admin<AdminBanner>(editor, 'POST', '/banners', banner(big.body.responsePacket.imageUrl, { hiTitle: 'दिवाली डिनर', hiImageUrl, startsAt, endsAt: startsAt + 2 * HOUR }));
    expect(made.status).toBe(200);
    const saved = made.body.responsePacket;
    expect(saved).toMatchObject({ title: 'Diwali dinner', hiTitle: 'दिवाली डिनर', state: 'scheduled', version: 1, outletIds: [], areas: [] });
    const [audit] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'banner'), eq(auditLog.entityId, String(saved.id))));
    expect(audit).toMatchObject({ action: 'create', role: 'editor', before: null, after: { title: 'Diwali dinner', hiTitle: 'दिवाली डिनर', startsAt } });

    expect(await dinerTitles()).not.toContain('Diwali dinner');
    clock.advance(HOUR);
    expect(await dinerTitles()).toContain('Diwali dinner');
    expect(await dinerTitles('&lang=hi')).toContain('दिवाली डिनर');
    clock.advance(2 * HOUR);
    expect(await dinerTitles()).not.toContain('Diwali dinner');
    expect((await admin<AdminBanner>(editor, 'GET', `/banners/${saved.id}`)).body.responsePacket.state).toBe('ended');
  });

  it('every bad field is told with what to do, and nothing is saved', async () => {
    const editor = await join('editor');
    const imageUrl = await picture(editor);
    const now = clock.now();
    const cases: Array<[Partial<CreateBannerRequest>, string]> = [
      [{ startsAt: now + HOUR, endsAt: now }, `endsAt: ${END_BEFORE_START}`],
      [{ sliderAction: 'link:javascript:alert(1)' }, 'sliderAction: Choose what the banner opens: an outlet, an event, a page, a tab, or a link that starts with http:// or https://'],
      [{ sliderAction: 'link:ftp://files.example.com/a' }, 'sliderAction: Choose what the banner opens: an outlet, an event, a page, a tab, or a link that starts with http:// or https://'],
      [{ title: '<b>Sale</b>' }, 'title: The title is plain text: leave out < and >'],
      [{ hiTitle: 'दिवाली' }, `hiImageUrl: ${HINDI_TOGETHER}`],
      [{ imageUrl: 'https://elsewhere.example/banner.jpg' }, 'imageUrl: Upload the picture'],
      [{ imageUrl: '/uploads/AAAAAAAAAAAAAAAAAAAAAA.jpg' }, 'That picture is not on the server. Upload it again.'],
      [{ outletIds: [999_999] }, 'No outlet has the id 999999'],
    ];
    const before = await server.db.select().from(banners);
    for (const [change, message] of cases) {
      const answer = await admin(editor, 'POST', '/banners', banner(imageUrl, change));
      expect([answer.status, answer.body.message], JSON.stringify(change)).toEqual([400, message]);
    }
    expect(await server.db.select().from(banners)).toHaveLength(before.length);
    // A change that makes the window end before it starts is checked whole, with the stored start.
    const made = (await admin<AdminBanner>(editor, 'POST', '/banners', banner(imageUrl, { startsAt: now + HOUR }))).body.responsePacket;
    const reversed = await admin(editor, 'PATCH', `/banners/${made.id}`, { version: made.version, endsAt: now + HOUR - 1 });
    expect([reversed.status, reversed.body.message]).toEqual([400, END_BEFORE_START]);
    expect((await admin<AdminBanner>(editor, 'GET', `/banners/${made.id}`)).body.responsePacket).toMatchObject({ endsAt: null, version: 1 });
  });

  it('a save from an older version is told (409), and of two saves at once exactly one lands; both audited before and after', { tags: ['postgres'] }, async () => {
    const owner = await join('owner');
    const made = (await admin<AdminBanner>(owner, 'POST', '/banners', banner(await picture(owner)))).body.responsePacket;
    const first = await admin<AdminBanner>(owner, 'PATCH', `/banners/${made.id}`, { version: made.version, sortOrder: 3 });
    expect(first.status).toBe(200);
    const stale = await admin(owner, 'PATCH', `/banners/${made.id}`, { version: made.version, sortOrder: 9 });
    expect([stale.status, stale.body.message]).toEqual([409, STALE_BANNER]);
    const both = await Promise.all(['Two', 'Three'].map((title) => admin<AdminBanner>(owner, 'PATCH', `/banners/${made.id}`, { version: made.version + 1, title })));
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const rows = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'banner'), eq(auditLog.entityId, String(made.id))));
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'update']);
    expect(rows[1]).toMatchObject({ before: { sortOrder: 0 }, after: { sortOrder: 3 } });
  });

  it('an outlet manager sees and edits only the banners of their outlets; support, finance, a customer and no one are refused', async () => {
    const editor = await join('editor');
    const imageUrl = await picture(editor);
    const everywhere = (await admin<AdminBanner>(editor, 'POST', '/banners', banner(imageUrl, { title: 'Everywhere' }))).body.responsePacket;
    const theirs = (await admin<AdminBanner>(editor, 'POST', '/banners', banner(imageUrl, { title: 'Mohali night', outletIds: [mohaliId] }))).body.responsePacket;
    const other = (await admin<AdminBanner>(editor, 'POST', '/banners', banner(imageUrl, { title: 'Elsewhere', outletIds: [otherId] }))).body.responsePacket;

    const manager = await join('manager', [mohaliId]);
    const listed = (await admin<AdminBanner[]>(manager, 'GET', '/banners')).body.responsePacket;
    expect(listed.map((one) => one.id)).toEqual([theirs.id]);
    expect((await admin(manager, 'PATCH', `/banners/${theirs.id}`, { version: theirs.version, title: 'Mohali nights' })).status).toBe(200);
    for (const { id, version } of [everywhere, other]) {
      const refused = await admin(manager, 'PATCH', `/banners/${id}`, { version, title: 'Mine now' });
      expect([refused.status, refused.body.message]).toEqual([403, NOT_YOUR_OUTLET]);
      expect((await admin(manager, 'GET', `/banners/${id}`)).status).toBe(404);
      expect((await admin(manager, 'DELETE', `/banners/${id}`)).status).toBe(404);
    }
    // Their own banner cannot be widened to another outlet or to everywhere; a new one is for their outlets only.
    const widened = await admin(manager, 'PATCH', `/banners/${theirs.id}`, { version: theirs.version + 1, outletIds: [mohaliId, otherId] });
    expect([widened.status, widened.body.message]).toEqual([403, MANAGER_BANNERS]);
    for (const where of [{}, { outletIds: [otherId] }, { outletIds: [mohaliId], areas: ['Noida'] }]) {
      const refused = await admin(manager, 'POST', '/banners', banner(imageUrl, where));
      expect([refused.status, refused.body.message]).toEqual([403, MANAGER_BANNERS]);
    }
    expect((await admin(manager, 'POST', '/banners', banner(imageUrl, { outletIds: [mohaliId] }))).status).toBe(200);
    expect(await server.db.select().from(banners).where(eq(banners.title, 'Mine now'))).toEqual([]);

    const customer = await newCustomer(server);
    const callers: Array<[string, Caller, number, string]> = [
      ['support', await join('support'), 403, NOT_YOUR_ROLE],
      ['finance', await join('finance'), 403, NOT_YOUR_ROLE],
      ['a customer', { address: newAddress(), headers: customer.auth }, 401, SIGN_IN_FIRST],
      ['no one', { address: newAddress() }, 401, SIGN_IN_FIRST],
    ];
    for (const [who, caller, status, message] of callers) {
      for (const [method, path, body] of [
        ['GET', '/banners', undefined],
        ['GET', `/banners/${theirs.id}`, undefined],
        ['POST', '/banners', banner(imageUrl)],
        ['PATCH', `/banners/${theirs.id}`, { version: 2, title: 'Taken' }],
        ['DELETE', `/banners/${theirs.id}`, undefined],
        ['POST', '/content-pictures', { fileBase64: pngOf(8, 8).toString('base64') }],
      ] as const) {
        const answer = await admin(caller, method, path, body);
        expect([answer.status, answer.body.message], `${who} ${method} ${path}`).toEqual([status, message]);
      }
    }
    expect((await admin<AdminBanner>(editor, 'GET', `/banners/${theirs.id}`)).body.responsePacket.title).toBe('Mohali nights');
  });
});
