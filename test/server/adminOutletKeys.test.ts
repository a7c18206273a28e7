/**
 * An outlet's keys in the console (issue 36): an owner and the outlet's own manager make one (answered once, only its
 * hash kept), list them and revoke one; a revoked key stops opening the outlet API at once; a manager of another
 * outlet, an editor, a customer and no one are refused and change nothing; each change writes its audit row, which
 * never holds the key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminOutletKey, MadeOutletKey } from '../../src/api/contract/adminTables';
import { auditLog, outletKeys, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { NO_SUCH_KEY, alreadyRevoked } from '../../server/routes/admin/outletKeys';
import { WRONG_KEY } from '../../server/routes/outletApi';
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
  mohaliId = rows.find((row) => row.uuid === MOHALI)!.id;
  otherId = rows.find((row) => row.uuid !== MOHALI)!.id;
});
afterAll(() => server.close());
const { admin, join, outsiders } = staffClient(() => server, clock.now);

/** The outlet API as the kitchen board calls it, with a key. */
const outletMe = async (key: string) => {
  const res = await fetch(`${server.url}/v1/outlet-api/me`, { headers: { Authorization: `Bearer ${key}` } });
  return { status: res.status, body: (await res.json()) as { message: string; responsePacket: { title: string } } };
};
const keysAt = async (outletId: number) =>
  (await server.db.select().from(outletKeys).where(eq(outletKeys.restaurantId, outletId))).map((row) => `${row.id}:${row.label}:${row.revokedAt ? 'revoked' : 'working'}`).sort();
const auditOf = (id: number) => server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'outlet_key'), eq(auditLog.entityId, String(id))));

describe('an outlet’s keys in the console', () => {
  it('the outlet’s manager makes a key that opens the outlet API, lists it, revokes it and it is refused at once; all audited', async () => {
    const manager = await join('manager', [mohaliId]);
    const made = await admin<MadeOutletKey>(manager, 'POST', `/outlets/${mohaliId}/keys`, { label: 'Kitchen tablet' });
    expect([made.status, made.body.message]).toEqual([200, 'Key made: copy it now, it is not shown again']);
    const { key, id } = made.body.responsePacket;
    expect(key).toMatch(/^glk_[A-Za-z0-9_-]{43}$/);
    // Only its hash is kept.
    const [stored] = await server.db.select().from(outletKeys).where(eq(outletKeys.id, id));
    expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(key.slice(4));

    const opened = await outletMe(key);
    expect(opened.status).toBe(200);
    expect(opened.body.responsePacket.title).toContain('Mohali');

    const listed = await admin<AdminOutletKey[]>(manager, 'GET', `/outlets/${mohaliId}/keys`);
    expect(listed.status).toBe(200);
    const mine = listed.body.responsePacket.find((row) => row.id === id);
    expect(mine).toEqual({ id, outletId: mohaliId, label: 'Kitchen tablet', createdAt: clock.now(), lastUsedAt: clock.now(), revokedAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(key.slice(4));

    const revoked = await admin<AdminOutletKey>(manager, 'POST', `/outlets/${mohaliId}/keys/${id}/revoke`);
    expect([revoked.status, revoked.body.message]).toEqual([200, 'The key "Kitchen tablet" is revoked: it no longer opens the kitchen board or the outlet API']);
    expect(revoked.body.responsePacket.revokedAt).toBe(clock.now());
    const refused = await outletMe(key);
    expect([refused.status, refused.body.message]).toEqual([401, WRONG_KEY]);

    // Again: nothing changes, and it says so.
    const again = await admin<AdminOutletKey>(manager, 'POST', `/outlets/${mohaliId}/keys/${id}/revoke`);
    expect([again.status, again.body.message, again.body.responsePacket.revokedAt]).toEqual([200, alreadyRevoked('Kitchen tablet'), clock.now()]);

    const rows = await auditOf(id);
    expect(rows.map((row) => [row.action, row.role, row.outletId])).toEqual([
      ['create', 'manager', mohaliId],
      ['revoke', 'manager', mohaliId],
    ]);
    expect(JSON.stringify(rows)).not.toContain(key.slice(4));
  });

  it('a manager of another outlet, an editor, a customer and no one are refused: no key made, listed or revoked', async () => {
    const owner = await join('owner');
    const working = (await admin<MadeOutletKey>(owner, 'POST', `/outlets/${mohaliId}/keys`, { label: 'Pass' })).body.responsePacket;
    const { otherManager, callers } = await outsiders(otherId);
    const before = await keysAt(mohaliId);
    for (const [who, caller, status, message] of callers) {
      for (const [method, path, body] of [
        ['GET', `/outlets/${mohaliId}/keys`, undefined],
        ['POST', `/outlets/${mohaliId}/keys`, { label: 'Mine now' }],
        ['POST', `/outlets/${mohaliId}/keys/${working.id}/revoke`, undefined],
      ] as const) {
        const answer = await admin(caller, method, path, body);
        expect([who, method, path, answer.status, answer.body.message]).toEqual([who, method, path, status, message]);
      }
    }
    expect(await keysAt(mohaliId)).toEqual(before);
    expect((await outletMe(working.key)).status).toBe(200);

    // A manager of another outlet cannot reach this key through their own outlet either.
    const sideways = await admin(otherManager, 'POST', `/outlets/${otherId}/keys/${working.id}/revoke`);
    expect([sideways.status, sideways.body.message]).toEqual([404, NO_SUCH_KEY]);
    expect((await outletMe(working.key)).status).toBe(200);
  });

  it('a label is required and plain', async () => {
    const owner = await join('owner');
    for (const [body, message] of [
      [{ label: ' ' }, 'Say where the key is used, like Kitchen board'],
      [{ label: 'x'.repeat(41) }, "A key's label has at most 40 characters"],
      [{}, 'label: Say where the key is used, like Kitchen board'],
    ] as const) {
      const answer = await admin(owner, 'POST', `/outlets/${mohaliId}/keys`, body);
      expect([answer.status, answer.body.message]).toEqual([400, message]);
    }
  });
});
