/**
 * The console's audit trail (issue 36, GET /v1/admin/audit): newest first, filtered and paged; an owner sees every
 * row, an outlet manager only their outlets' rows (another outlet asked for is 403), an editor content rows and their
 * own, never staff management; nobody without a full console session sees anything, and no call changes a row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOutlet, AuditPage, StaffMe } from '../../src/api/contract';
import type { MadeOutletKey } from '../../src/api/contract/adminTables';
import { auditLog, restaurants } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { NOT_YOUR_OUTLET, NOT_YOUR_ROLE, SET_UP_SECOND_FACTOR, SIGN_IN_FIRST } from '../../server/staff/access';
import { createInvitation } from '../../server/staff/accounts';
import { MOHALI } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { STAFF_PASSWORD, staffClient, type Member } from '../support/staff';

let server: TestServer;
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let mohaliId: number;
let otherId: number;
let owner: Member;
let ownerId: number;

const { admin, join } = staffClient(() => server, clock.now);
const audit = async (caller: Member | { address: string }, query = '') => admin<AuditPage>(caller, 'GET', `/audit${query}`);
const kinds = (page: AuditPage) => page.items.map((row) => `${row.entity}:${row.outletId ?? '-'}`);

async function edit(member: Member, id: number, change: Record<string, string>) {
  clock.advance(1000);
  const outlet = (await admin<AdminOutlet>(member, 'GET', `/outlets/${id}`)).body.responsePacket;
  expect((await admin(member, 'PATCH', `/outlets/${id}`, { version: outlet.version, ...change })).status).toBe(200);
}

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  const rows = await server.db.select().from(restaurants);
  mohaliId = rows.find((row) => row.uuid === MOHALI)!.id;
  otherId = rows.find((row) => row.uuid !== MOHALI)!.id;
  owner = await join('owner');
  ownerId = (await admin<StaffMe>(owner, 'GET', '/me')).body.responsePacket.id;
  // Three changes, a second apart: Mohali's hours, the other outlet's description, an invitation.
  await edit(owner, mohaliId, { closingTime: '23:00' });
  await edit(owner, otherId, { description: 'Now with a terrace' });
  clock.advance(1000);
  expect((await admin(owner, 'POST', '/invitations', { email: 'new.editor@chain.in', role: 'editor' })).status).toBe(200);
});
afterAll(() => server.close());

describe('the audit trail', () => {
  it('an owner sees every row, newest first, with before and after, and filters by outlet, kind, record and person', async () => {
    const all = (await audit(owner)).body.responsePacket;
    expect(kinds(all).slice(0, 3)).toEqual(['staff_invite:-', `outlet:${otherId}`, `outlet:${mohaliId}`]);
    expect(all.items[1]).toMatchObject({ staffId: ownerId, actorName: 'A owner', role: 'owner', action: 'update', entityId: String(otherId), after: { description: 'Now with a terrace' } });
    expect(all.total).toBe(all.items.length);

    expect(kinds((await audit(owner, `?outletId=${mohaliId}`)).body.responsePacket)).toEqual([`outlet:${mohaliId}`]);
    expect(kinds((await audit(owner, `?entity=outlet&entityId=${otherId}`)).body.responsePacket)).toEqual([`outlet:${otherId}`]);
    const mine = (await audit(owner, `?staffId=${ownerId}&entity=staff_invite`)).body.responsePacket;
    expect(mine.items.map((row) => row.after)).toEqual([{ email: 'new.editor@chain.in', role: 'editor', outletIds: [] }]);

    // Paged: the total is of every match, the page holds its share.
    const second = (await audit(owner, '?perPage=1&page=2')).body.responsePacket;
    expect([second.total, kinds(second)]).toEqual([all.total, [`outlet:${otherId}`]]);
    const bad = await audit(owner, '?perPage=500');
    expect([bad.status, bad.body.message]).toEqual([400, 'perPage must be at most 100']);
  });

  it('an outlet manager sees only their outlets’ rows, in the query, and is refused another outlet', async () => {
    const manager = await join('manager', [mohaliId]);
    const page = (await audit(manager)).body.responsePacket;
    expect(kinds(page)).toEqual([`outlet:${mohaliId}`]);
    expect(page.total).toBe(1);
    // Asking for the other outlet's record by kind and id finds nothing of it; by outlet it is refused outright.
    expect((await audit(manager, `?entity=outlet&entityId=${otherId}`)).body.responsePacket).toEqual({ items: [], total: 0 });
    const other = await audit(manager, `?outletId=${otherId}`);
    expect([other.status, other.body.message]).toEqual([403, NOT_YOUR_OUTLET]);
  });

  it('an editor sees content rows and their own, never staff management', async () => {
    const editor = await join('editor');
    await edit(editor, mohaliId, { description: 'Fresh tandoor daily' });
    const page = (await audit(editor)).body.responsePacket;
    expect(kinds(page)).toEqual([`outlet:${mohaliId}`, 'staff:-', `outlet:${otherId}`, `outlet:${mohaliId}`]);
    expect(page.items[1]).toMatchObject({ action: 'join', role: 'editor' });
    expect((await audit(editor, '?entity=staff_invite')).body.responsePacket).toEqual({ items: [], total: 0 });
  });

  it('no one, a half-signed-in owner and the roles without the trail are refused; no call changes a row', async () => {
    const support = await join('support');
    const { token } = await createInvitation(server.db, { email: 'half@chain.in', role: 'owner', outletIds: [] }, null, clock.now());
    const joined = await admin<StaffMe>({ address: '203.0.113.251' }, 'POST', '/invitations/accept', { token, name: 'Half', password: STAFF_PASSWORD });
    const half = { address: '203.0.113.251', cookie: joined.cookie!, email: 'half@chain.in', secret: null };
    const before = await server.db.select().from(auditLog);
    const unfinished = await audit(half);
    expect([unfinished.status, unfinished.body.message]).toEqual([403, SET_UP_SECOND_FACTOR]);
    const nobody = await audit({ address: '203.0.113.250' });
    expect([nobody.status, nobody.body.message]).toEqual([401, SIGN_IN_FIRST]);
    expect([(await audit(support)).status, (await audit(support)).body.message]).toEqual([403, NOT_YOUR_ROLE]);
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      const id = before[0]!.id;
      for (const path of [`/audit/${id}`, '/audit']) {
        const answer = await fetch(`${server.url}/v1/admin${path}`, {
          method,
          headers: { Cookie: owner.cookie!, 'X-Forwarded-For': owner.address, 'Content-Type': 'application/json' },
          body: JSON.stringify({ action: 'x' }),
        });
        expect([method, path, answer.status]).toEqual([method, path, 404]);
      }
    }
    expect(await server.db.select().from(auditLog)).toEqual(before);
  });

  it('names an outlet key’s actions by the key’s label and outlet, revoked or not, to the owner and the outlet’s manager', async () => {
    const made = await admin<MadeOutletKey>(owner, 'POST', `/outlets/${mohaliId}/keys`, { label: 'Kitchen tablet' });
    expect(made.status).toBe(200);
    // The kitchen board adds a rider with the key: an audited change no staff member signs.
    clock.advance(1000);
    const added = await fetch(`${server.url}/v1/outlet-api/riders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${made.body.responsePacket.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Ravi Rider', phone: '9876501234' }),
    });
    expect(added.status).toBe(200);
    const byKey = { staffId: null, actorName: 'Kitchen tablet · MOH8', role: 'outlet key', action: 'rider.saved', entity: 'rider', outletId: mohaliId };
    expect((await audit(owner, '?entity=rider')).body.responsePacket.items).toEqual([expect.objectContaining(byKey)]);
    const manager = await join('manager', [mohaliId]);
    expect((await audit(manager, '?entity=rider')).body.responsePacket.items).toEqual([expect.objectContaining(byKey)]);

    clock.advance(1000);
    expect((await admin(owner, 'POST', `/outlets/${mohaliId}/keys/${made.body.responsePacket.id}/revoke`, {})).status).toBe(200);
    expect((await audit(owner, '?entity=rider')).body.responsePacket.items).toEqual([expect.objectContaining(byKey)]);
  });
});
