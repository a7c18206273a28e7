/**
 * Head office edits an outlet (issue 36): each role changes only its fields, a manager only their outlets, a save from
 * an older version is told (never silently wins, also when two land at once), every save is audited in its transaction,
 * and diners see the change on their next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminOutlet, RestaurantDetail } from '../../src/api/contract';
import { auditLog, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { STALE_OUTLET } from '../../server/routes/admin/outlets';
import { NOT_YOUR_OUTLET } from '../../server/staff/access';
import { get } from './http';
import { MOHALI } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient } from '../support/staff';

let server: TestServer;
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let mohaliId: number;
let otherId: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  const rows = await server.db.select().from(restaurants);
  otherId = rows.find((row) => row.uuid !== MOHALI)!.id;
  mohaliId = rows.find((row) => row.uuid === MOHALI)!.id;
});
afterAll(() => server.close());
const { admin, join } = staffClient(() => server, clock.now);

const read = async (caller: Parameters<typeof admin>[0], id: number) => (await admin<AdminOutlet>(caller, 'GET', `/outlets/${id}`)).body.responsePacket;
const diner = async () => (await get<RestaurantDetail>(server, `/getRestaurantDetail/${MOHALI}`)).body.responsePacket;

describe('editing an outlet', () => {
  it('an editor changes the public details: diners read them at once, and the audit row holds before and after', async () => {
    const editor = await join('editor');
    const id = mohaliId;
    const mohali = await read(editor, id);
    const saved = await admin<AdminOutlet>(editor, 'PATCH', `/outlets/${id}`, { version: mohali.version, title: 'Gold Leaf — Mohali 8', phone: '+91 98765 43210' });
    expect(saved.status).toBe(200);
    expect(saved.body.responsePacket).toMatchObject({ title: 'Gold Leaf — Mohali 8', version: mohali.version + 1 });
    expect((await diner()).title).toBe('Gold Leaf — Mohali 8');
    const [row] = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'outlet'), eq(auditLog.entityId, String(id))));
    expect(row).toMatchObject({
      action: 'update',
      role: 'editor',
      outletId: id,
      before: { title: mohali.title, phone: mohali.phone },
      after: { title: 'Gold Leaf — Mohali 8', phone: '+91 98765 43210' },
    });
    expect(row?.requestId).toMatch(/^[0-9a-f-]{36}$/);
    // A field outside the role changes nothing, and says which.
    const refused = await admin(editor, 'PATCH', `/outlets/${id}`, { version: mohali.version + 1, deliveryRadiusInMeter: 50_000, title: 'Nope' });
    expect([refused.status, refused.body.message]).toEqual([403, 'Your role cannot change deliveryRadiusInMeter']);
    expect((await diner()).title).toBe('Gold Leaf — Mohali 8');
  });

  it('a save from an older version is refused with what to do, and of two saves at once exactly one lands', { tags: ['postgres'] }, async () => {
    const owner = await join('owner');
    const outlet = await read(owner, mohaliId);
    const first = await admin(owner, 'PATCH', `/outlets/${outlet.id}`, { version: outlet.version, closingTime: '23:00' });
    expect(first.status).toBe(200);
    const stale = await admin(owner, 'PATCH', `/outlets/${outlet.id}`, { version: outlet.version, closingTime: '21:00' });
    expect([stale.status, stale.body.message]).toEqual([409, STALE_OUTLET]);
    expect((await read(owner, outlet.id)).closingTime).toBe('23:00');

    const now = await read(owner, outlet.id);
    const both = await Promise.all(
      ['22:00', '22:30'].map((closingTime) => admin(owner, 'PATCH', `/outlets/${outlet.id}`, { version: now.version, closingTime })),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const kept = both.find((answer) => answer.status === 200)!.body.responsePacket as AdminOutlet;
    expect((await read(owner, outlet.id)).closingTime).toBe(kept.closingTime);
  });

  it('an outlet manager changes their own outlet’s hours only: not its name, and nothing of another outlet', async () => {
    const manager = await join('manager', [mohaliId]);
    const outlet = await read(manager, mohaliId);
    expect((await admin(manager, 'PATCH', `/outlets/${outlet.id}`, { version: outlet.version, openingTime: '09:30' })).status).toBe(200);
    const name = await admin(manager, 'PATCH', `/outlets/${outlet.id}`, { version: outlet.version + 1, title: 'Mine now' });
    expect([name.status, name.body.message]).toEqual([403, 'Your role cannot change title']);
    const other = await admin(manager, 'PATCH', `/outlets/${otherId}`, { version: 1, openingTime: '06:00' });
    expect([other.status, other.body.message]).toEqual([403, NOT_YOUR_OUTLET]);
    const [untouched] = await server.db.select().from(restaurants).where(eq(restaurants.id, otherId));
    expect(untouched?.openingTime).not.toBe('06:00');
    // Support and finance change no outlet.
    const support = await join('support');
    expect((await admin(support, 'PATCH', `/outlets/${outlet.id}`, { version: outlet.version + 1, openingTime: '10:00' })).status).toBe(403);
  });

  it('a bad value is refused with a clear message and changes nothing', async () => {
    const owner = await join('owner');
    const outlet = await read(owner, mohaliId);
    for (const [body, message] of [
      [{ version: outlet.version, openingTime: '25:00' }, 'openingTime must be a time like 09:30'],
      [{ version: outlet.version, deliveryRadiusInMeter: 80_000 }, 'A delivery radius is at most 50 km'],
      [{ version: outlet.version, title: '   ' }, "The outlet's title cannot be empty"],
      [{ version: outlet.version, uuid: 'x' }, expect.stringContaining('uuid')],
    ] as const) {
      const answer = await admin(owner, 'PATCH', `/outlets/${outlet.id}`, body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
    expect((await read(owner, outlet.id)).version).toBe(outlet.version);
  });
});
