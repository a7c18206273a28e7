/**
 * Head office opens an outlet (issue 36): an owner or content editor makes it (nobody else), every field is checked
 * with a message that says what to do and nothing is written when one is wrong, the audit row is written in the same
 * transaction, diners see the outlet once it is live (its menu empty), and its photo is an image, resized.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { decode as decodeJpeg } from 'jpeg-js';
import type { AdminOutlet, CreateOutletRequest, OutletPhoto, Restaurant, RestaurantDetail } from '../../src/api/contract';
import { auditLog, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { PHOTO_MAX_WIDTH } from '../../server/photoResize';
import { CODE_TAKEN } from '../../server/routes/admin/outlets';
import { OUTLET_CODE_RULE } from '../../src/api/outletCode';
import { NOT_YOUR_ROLE, SIGN_IN_FIRST } from '../../server/staff/access';
import { IMAGE_WRONG_TYPE } from '../../server/uploads';
import { basicAuth, get, post, signIn, uniqueMobile } from './http';
import { pngOf } from '../support/pngFile';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient, type Caller } from '../support/staff';

let server: TestServer;
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
});
afterAll(() => server.close());
const { admin, join, newAddress } = staffClient(() => server, clock.now);

const listQuery = { categoryId: 0, cityId: 0, latitude: 30.7, longitude: 76.7, length: 50, orderType: 'All', searchKey: '', start: 0 };
const dinerList = async () => (await post<Restaurant[]>(server, '/restaurantList', listQuery)).body.responsePacket;
const upload = (caller: Caller, file: Buffer) => admin<OutletPhoto>(caller, 'POST', '/outlet-photos', { fileBase64: file.toString('base64') });
const outletsWithCode = (code: string) => server.db.select().from(restaurants).where(eq(restaurants.code, code));

async function photo(caller: Caller): Promise<string> {
  const answer = await upload(caller, pngOf(64, 48));
  expect(answer.status).toBe(200);
  return answer.body.responsePacket.imageUrl;
}

const outlet = (code: string, imageUrl: string): CreateOutletRequest => ({
  code,
  title: `Gold Leaf — ${code}`,
  area: 'Zirakpur',
  address: 'VIP Road, Zirakpur, Punjab 140603',
  latitude: 30.6425,
  longitude: 76.8173,
  phone: '+91 98140 12345',
  email: 'zirakpur@goldleaf.in',
  facilities: ['Wi-Fi', 'Parking'],
  imageUrl,
  openingTime: '00:00',
  closingTime: '24:00',
  deliveryRadiusInMeter: 6000,
  availableInDineIn: true,
  availableInHomeDelivery: true,
  availableInTakeAway: false,
});

describe('making an outlet', () => {
  it('an owner makes one hidden, makes it live, and diners then list it with its photo and an empty menu', async () => {
    const owner = await join('owner');
    const imageUrl = await photo(owner);
    const made = await admin<AdminOutlet>(owner, 'POST', '/outlets', outlet('ZRK', imageUrl));
    expect(made.status).toBe(200);
    expect(made.body.responsePacket).toMatchObject({ code: 'ZRK', live: false, imageUrl, facilities: ['Wi-Fi', 'Parking'], closingTime: '24:00', version: 1 });
    expect((await dinerList()).map((o) => o.title)).not.toContain('Gold Leaf — ZRK');

    const live = await admin<AdminOutlet>(owner, 'PATCH', `/outlets/${made.body.responsePacket.id}`, { version: 1, live: true });
    expect(live.status).toBe(200);
    const listed = (await dinerList()).find((o) => o.title === 'Gold Leaf — ZRK');
    expect(listed).toMatchObject({ imageUrl, facilities: ['Wi-Fi', 'Parking'], availableInTakeAway: false });
    const detail = await get<RestaurantDetail>(server, `/getRestaurantDetail/${listed!.restaurantUuid}`);
    expect([detail.status, detail.body.responsePacket.title]).toEqual([200, 'Gold Leaf — ZRK']);
    const served = await fetch(`${server.url}${imageUrl}`);
    expect([served.status, served.headers.get('Content-Type')]).toEqual([200, 'image/jpeg']);
  });

  it('an editor makes one live at once; a code already taken is refused and says why', async () => {
    const editor = await join('editor');
    const imageUrl = await photo(editor);
    const made = await admin<AdminOutlet>(editor, 'POST', '/outlets', { ...outlet('dbx', imageUrl), live: true });
    expect([made.status, made.body.responsePacket.code, made.body.message]).toEqual([200, 'DBX', 'Gold Leaf — dbx is open to diners']);
    expect((await dinerList()).map((o) => o.title)).toContain('Gold Leaf — dbx');
    const again = await admin(editor, 'POST', '/outlets', { ...outlet('DBX', imageUrl), title: 'Another' });
    expect([again.status, again.body.message]).toEqual([409, CODE_TAKEN('DBX')]);
    expect(await outletsWithCode('DBX')).toHaveLength(1);
  });

  it('of two outlets made with one code at once exactly one is written (a race only PostgreSQL can show)', { tags: ['postgres'] }, async () => {
    const owner = await join('owner');
    const imageUrl = await photo(owner);
    const both = await Promise.all(['One', 'Two'].map((title) => admin(owner, 'POST', '/outlets', { ...outlet('TWN', imageUrl), title })));
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await outletsWithCode('TWN')).toHaveLength(1);
  });

  it('a manager, a customer and someone not signed in are refused, and nothing is written', async () => {
    const manager = await join('manager', [1]);
    const customer = await signIn(server, uniqueMobile());
    const callers: [Caller, number, string][] = [
      [manager, 403, NOT_YOUR_ROLE],
      [{ address: newAddress(), headers: basicAuth(customer) }, 401, SIGN_IN_FIRST],
      [{ address: newAddress() }, 401, SIGN_IN_FIRST],
    ];
    for (const [caller, status, message] of callers) {
      const answer = await admin(caller, 'POST', '/outlets', outlet('NOP', '/uploads/aaaaaaaaaaaaaaaaaaaaaa.jpg'));
      expect([answer.status, answer.body.message]).toEqual([status, message]);
      expect((await upload(caller, pngOf(8, 8))).status).toBe(status);
    }
    expect(await outletsWithCode('NOP')).toHaveLength(0);
  });

  it.each([
    ['an empty name', { title: '  ' }, "The outlet's title cannot be empty"],
    ['a code with a space', { code: 'NO P' }, OUTLET_CODE_RULE],
    // Six letters would make its invoice numbers (code/2627/00042) 17 characters, one past GST's 16.
    ['a code of 6 letters', { code: 'ZIRAKP' }, OUTLET_CODE_RULE],
    ['a latitude off the earth', { latitude: 91 }, 'latitude must be at most 90'],
    ['a bad phone', { phone: '12' }, 'Enter a valid phone number'],
    ['a bad e-mail', { email: 'zirakpur@' }, 'Enter a valid e-mail address'],
    ['a facility the app does not know', { facilities: ['Helipad'] }, 'Each facility is one of Wi-Fi, Parking, Outdoor Seating, Live Music, Bar, Wheelchair Access, Restrooms'],
    ['a closing time of 25:00', { closingTime: '25:00' }, 'closingTime must be a time like 23:00 (24:00 for midnight)'],
    ['an opening time of 24:00', { openingTime: '24:00' }, 'openingTime must be a time like 09:30'],
    ['a negative delivery radius', { deliveryRadiusInMeter: -1 }, 'The delivery radius cannot be negative'],
    ['no way to order', { availableInDineIn: false, availableInHomeDelivery: false }, 'Choose at least one way to order: dine-in, delivery or takeaway'],
    ['a photo from elsewhere', { imageUrl: 'https://example.com/a.jpg' }, 'Upload a photo of the outlet'],
    ['a photo never uploaded', { imageUrl: '/uploads/aaaaaaaaaaaaaaaaaaaaaa.jpg' }, 'That photo is not on the server. Upload it again.'],
  ])('%s is refused with a clear message and nothing is written', async (_, change, message) => {
    const owner = await join('owner');
    const answer = await admin(owner, 'POST', '/outlets', { ...outlet('BAD', await photo(owner)), ...change });
    expect([answer.status, answer.body.message]).toEqual([400, expect.stringContaining(message)]);
    expect(await outletsWithCode('BAD')).toHaveLength(0);
  });

  it('the audit row is written in the outlet’s transaction: when it cannot be, the outlet is not made either', async () => {
    const owner = await join('owner');
    const imageUrl = await photo(owner);
    const made = await admin<AdminOutlet>(owner, 'POST', '/outlets', outlet('AUD', imageUrl));
    const [row] = await server.db.select().from(auditLog).where(eq(auditLog.entityId, String(made.body.responsePacket.id)));
    expect(row).toMatchObject({ action: 'create', entity: 'outlet', role: 'owner', before: null, after: expect.objectContaining({ code: 'AUD', live: false }) });

    await server.db.execute(sql`CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'audit refused'; END $$`);
    await server.db.execute(
      sql`CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW WHEN (NEW.after->>'code' = 'NOAUD') EXECUTE FUNCTION refuse_audit()`,
    );
    const refused = await admin(owner, 'POST', '/outlets', outlet('NOAUD', imageUrl));
    expect(refused.status).toBe(500);
    expect(await outletsWithCode('NOAUD')).toHaveLength(0);
  });
});

describe('an outlet’s photo', () => {
  it('a real PNG larger than the card is stored as a JPEG fitted inside it', async () => {
    const owner = await join('owner');
    const answer = await upload(owner, pngOf(1600, 1000));
    expect(answer.status).toBe(200);
    const stored = await fetch(`${server.url}${answer.body.responsePacket.imageUrl}`);
    const image = decodeJpeg(Buffer.from(await stored.arrayBuffer()));
    expect([image.width, image.height]).toEqual([PHOTO_MAX_WIDTH, 750]);
    // The colours survive: the top-left pixel is the gradient's warm orange, not black.
    expect(Array.from(image.data.subarray(0, 3)).map((c) => Math.round(c / 10))).toEqual([20, 12, 4]);
  });

  it('a text file named .png is refused as not an image, and nothing is stored', async () => {
    const editor = await join('editor');
    const answer = await upload(editor, Buffer.from('not a picture at all, only words\n'));
    expect([answer.status, answer.body.message]).toEqual([415, IMAGE_WRONG_TYPE]);
  });
});
