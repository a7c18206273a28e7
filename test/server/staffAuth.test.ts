/**
 * Head office staff (issue 36): joining with a one-time invitation, the second factor, signing in and the limits on
 * wrong passwords and codes, sessions, removal, and what each role may see. Every permission is also tried by the
 * wrong party: another role, another outlet's manager, a customer, an outlet's key, nobody.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { AdminOutlet, PendingInvitation, StaffInvitation, StaffMe, StaffSessionInfo, TotpSetup } from '../../src/api/contract';
import { auditLog, restaurants, staff } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { createOutletKey } from '../../server/outlet/keys';
import { CODE_NEEDED, CODE_NEEDED_ERROR, createInvitation, WRONG_CODE, WRONG_SIGN_IN } from '../../server/staff/accounts';
import { NOT_YOUR_OUTLET, NOT_YOUR_ROLE, SET_UP_SECOND_FACTOR, SIGN_IN_FIRST } from '../../server/staff/access';
import { MOHALI, newCustomer } from '../support/ordering';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { staffClient, STAFF_PASSWORD, type Caller } from '../support/staff';

let server: TestServer;
// 12:30 in Kolkata.
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
let mohaliId: number;
let otherOutletId: number;

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
  const outlets = await server.db.select().from(restaurants);
  mohaliId = outlets.find((outlet) => outlet.uuid === MOHALI)!.id;
  otherOutletId = outlets.find((outlet) => outlet.uuid !== MOHALI)!.id;
});
afterAll(() => server.close());
const { admin, join, codeFor, newAddress } = staffClient(() => server, clock.now);

describe('joining and signing in', () => {
  it('the first owner joins with the command line link, can do nothing before the authenticator app is set up, and signs in with its code after', async () => {
    const { token } = await createInvitation(server.db, { email: 'first@chain.in', role: 'owner', outletIds: [] }, null, clock.now());
    const owner: Caller = { address: newAddress() };
    const joined = await admin<StaffMe>(owner, 'POST', '/invitations/accept', { token, name: 'Asha Owner', password: STAFF_PASSWORD });
    expect(joined.body.responsePacket).toMatchObject({ email: 'first@chain.in', role: 'owner', secondFactor: false, needsSecondFactor: true });
    owner.cookie = joined.cookie;
    // The link works once.
    const again = await admin(owner, 'POST', '/invitations/accept', { token, name: 'Someone else', password: STAFF_PASSWORD });
    expect(again.status).toBe(410);
    // Before the second factor, only its setup.
    const early = await admin(owner, 'GET', '/staff');
    expect([early.status, early.body.message]).toEqual([403, SET_UP_SECOND_FACTOR]);
    const setup = (await admin<TotpSetup>(owner, 'POST', '/totp/setup', {})).body.responsePacket;
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/.*first%40chain\.in\?.*secret=/);
    const wrong = await admin(owner, 'POST', '/totp/confirm', { code: '000000' === (await codeFor(setup.secret)) ? '111111' : '000000' });
    expect([wrong.status, wrong.body.message]).toEqual([400, WRONG_CODE]);
    expect((await admin(owner, 'POST', '/totp/confirm', { code: await codeFor(setup.secret) })).status).toBe(200);
    expect((await admin<StaffMe[]>(owner, 'GET', '/staff')).body.responsePacket.map((member) => member.email)).toContain('first@chain.in');

    // Signed out, the cookie opens nothing.
    expect((await admin(owner, 'DELETE', '/session')).status).toBe(200);
    expect((await admin(owner, 'GET', '/me')).body.message).toBe(SIGN_IN_FIRST);
    // The password alone asks for the code; the code just used (same 30 s) does not work twice; the next one does.
    const passwordOnly = await admin({ address: owner.address }, 'POST', '/session', { email: 'First@Chain.in', password: STAFF_PASSWORD });
    expect([passwordOnly.status, passwordOnly.body.errorCode, passwordOnly.body.message]).toEqual([401, CODE_NEEDED_ERROR, CODE_NEEDED]);
    const replayed = await admin({ address: owner.address }, 'POST', '/session', { email: 'first@chain.in', password: STAFF_PASSWORD, code: await codeFor(setup.secret) });
    expect([replayed.status, replayed.body.message]).toEqual([401, WRONG_CODE]);
    clock.advance(30_000);
    const signedIn = await admin<StaffMe>({ address: owner.address }, 'POST', '/session', { email: 'first@chain.in', password: STAFF_PASSWORD, code: await codeFor(setup.secret) });
    expect(signedIn.status).toBe(200);
    expect(signedIn.cookie).toMatch(/^gl_staff=[A-Za-z0-9_-]{43}$/);
    const cookieLine = (await fetch(`${server.url}/v1/admin/session`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': owner.address }, body: JSON.stringify({ email: 'first@chain.in', password: STAFF_PASSWORD, code: await codeFor(setup.secret, clock.now() + 30_000) }) })).headers.getSetCookie()[0];
    expect(cookieLine).toMatch(/HttpOnly/);
    expect(cookieLine).toMatch(/SameSite=Strict/);
    expect(cookieLine).toMatch(/Path=\/v1\/admin/);
  });

  it('an expired invitation is refused, and a second account for the same address too', async () => {
    const { token } = await createInvitation(server.db, { email: 'late@chain.in', role: 'editor', outletIds: [] }, null, clock.now());
    clock.advance(73 * 60 * 60 * 1000);
    const late = await admin({ address: newAddress() }, 'POST', '/invitations/accept', { token, name: 'Late', password: STAFF_PASSWORD });
    expect([late.status, late.body.message]).toEqual([410, 'This invitation link has expired or was already used. Ask for a new one.']);
    const editor = await join('editor');
    const { token: twice } = await createInvitation(server.db, { email: editor.email, role: 'owner', outletIds: [] }, null, clock.now());
    const second = await admin({ address: newAddress() }, 'POST', '/invitations/accept', { token: twice, name: 'Twice', password: STAFF_PASSWORD });
    expect([second.status, second.body.message]).toEqual([409, 'This e-mail address already has an account. Sign in instead.']);
  });

  it('five wrong passwords in a row lock the account and say until when; the right one waits for the lock to end', async () => {
    const editor = await join('editor');
    const attempt = (password: string) => admin({ address: editor.address }, 'POST', '/session', { email: editor.email, password });
    for (let i = 0; i < 5; i += 1) expect((await attempt('not the password')).body.message).toBe(WRONG_SIGN_IN);
    const locked = await attempt(STAFF_PASSWORD);
    // 12:30 + 73 h (the test before) = 13:30 in Kolkata; locked for 15 minutes.
    expect([locked.status, locked.body.message]).toEqual([429, `Too many wrong attempts. This account is locked until ${new Date(clock.now() + 15 * 60_000).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' })}.`]);
    clock.advance(15 * 60_000);
    expect((await attempt(STAFF_PASSWORD)).status).toBe(200);
  });

  it('a burst of wrong passwords at once gets five checks, not one per request (the lock is taken before the check)', { tags: ['postgres'] }, async () => {
    const editor = await join('editor');
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => admin({ address: editor.address }, 'POST', '/session', { email: editor.email, password: 'guess' })),
    );
    const messages = answers.map((answer) => answer.body.message);
    expect(messages.filter((message) => message === WRONG_SIGN_IN)).toHaveLength(5);
    expect(messages.filter((message) => message.startsWith('Too many wrong attempts.'))).toHaveLength(7);
    const [row] = await server.db.select().from(staff).where(eq(staff.email, editor.email));
    expect(row?.lockedUntil?.getTime()).toBe(clock.now() + 15 * 60_000);
  });

  it('wrong authenticator codes count towards the lock as wrong passwords do', async () => {
    const owner = await join('owner');
    clock.advance(30_000);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await admin({ address: owner.address }, 'POST', '/session', { email: owner.email, password: STAFF_PASSWORD, code: '000000' === (await codeFor(owner.secret!)) ? '111111' : '000000' });
      expect(wrong.body.message).toBe(WRONG_CODE);
    }
    const locked = await admin({ address: owner.address }, 'POST', '/session', { email: owner.email, password: STAFF_PASSWORD, code: await codeFor(owner.secret!) });
    expect(locked.status).toBe(429);
  });

  it('one address gets 30 sign-in attempts in 15 minutes, whichever accounts they name', { tags: ['postgres'], timeout: 120_000 }, async () => {
    const address = newAddress();
    // All at once: the limit is one atomic upsert, so a burst gets no more than a slow hand.
    const tries = await Promise.all(Array.from({ length: 30 }, (_, i) => admin({ address }, 'POST', '/session', { email: `nobody${i}@chain.in`, password: 'x' })));
    expect(tries.map((answer) => answer.status)).toEqual(Array.from({ length: 30 }, () => 401));
    const refused = await admin({ address }, 'POST', '/session', { email: 'nobody@chain.in', password: 'x' });
    expect([refused.status, refused.body.message]).toEqual([429, 'Too many sign-in attempts from this network. Try again in 15 minutes.']);
    // A bound on a hang, not a speed check: each attempt spends a full password check (scrypt), busy cores take seconds.
  });
});

describe('sessions and removal', () => {
  it('lists one’s sessions and ends another one at once; a removed member is out at once, and the removal is audited', async () => {
    const owner = await join('owner');
    const editor = await join('editor');
    const laptop = await admin<StaffMe>({ address: editor.address }, 'POST', '/session', { email: editor.email, password: STAFF_PASSWORD });
    const onLaptop: Caller = { address: editor.address, cookie: laptop.cookie! };
    const sessions = (await admin<StaffSessionInfo[]>(editor, 'GET', '/sessions')).body.responsePacket;
    expect(sessions).toHaveLength(2);
    const other = sessions.find((session) => !session.current)!;
    // Another member cannot end it; its owner can.
    expect((await admin(owner, 'DELETE', `/sessions/${other.id}`)).status).toBe(404);
    expect((await admin(onLaptop, 'GET', '/me')).status).toBe(200);
    expect((await admin(editor, 'DELETE', `/sessions/${other.id}`)).status).toBe(200);
    expect((await admin(onLaptop, 'GET', '/me')).body.message).toBe(SIGN_IN_FIRST);

    const editorId = (await admin<StaffMe>(editor, 'GET', '/me')).body.responsePacket.id;
    // Only an owner removes staff.
    expect((await admin(editor, 'DELETE', `/staff/${editorId}`)).body.message).toBe(NOT_YOUR_ROLE);
    expect((await admin(owner, 'DELETE', `/staff/${editorId}`)).status).toBe(200);
    expect((await admin(editor, 'GET', '/me')).body.message).toBe(SIGN_IN_FIRST);
    expect((await admin({ address: newAddress() }, 'POST', '/session', { email: editor.email, password: STAFF_PASSWORD })).body.message).toBe(WRONG_SIGN_IN);
    const trail = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'staff'), eq(auditLog.entityId, String(editorId))));
    expect(trail.map((row) => [row.action, row.role, row.after === null])).toEqual([
      ['join', 'editor', false],
      ['remove', 'owner', true],
    ]);
  });
});

describe('roles', () => {
  it('only an owner invites; the invitation is a one-time link with the token in its fragment', async () => {
    const owner = await join('owner');
    const editor = await join('editor');
    const manager = await join('manager', [mohaliId]);
    for (const wrong of [editor, manager]) {
      expect((await admin(wrong, 'POST', '/invitations', { email: 'new@chain.in', role: 'editor' })).body.message).toBe(NOT_YOUR_ROLE);
    }
    const made = await admin<StaffInvitation>(owner, 'POST', '/invitations', { email: 'New@Chain.in', role: 'editor' });
    expect(made.body.responsePacket.link).toMatch(/\/admin\/join#t=[A-Za-z0-9_-]{43}$/);
    const noOutlets = await admin(owner, 'POST', '/invitations', { email: 'm@chain.in', role: 'manager', outletIds: [] });
    expect([noOutlets.status, noOutlets.body.message]).toEqual([400, 'outletIds: An outlet manager needs at least one outlet']);
  });

  it('an owner sees who is still to join and withdraws an invitation: its link stops working, and the trail says so', async () => {
    const owner = await join('owner');
    const editor = await join('editor');
    const manager = await join('manager', [mohaliId]);
    const made = (await admin<StaffInvitation>(owner, 'POST', '/invitations', { email: 'later@chain.in', role: 'manager', outletIds: [mohaliId] })).body.responsePacket;
    const pending = (await admin<PendingInvitation[]>(owner, 'GET', '/invitations')).body.responsePacket;
    const invitation = pending.find((row) => row.email === 'later@chain.in');
    expect(invitation).toMatchObject({ role: 'manager', outletIds: [mohaliId], expiresAt: made.expiresAt });
    expect(invitation?.invitedBy).toEqual(expect.any(String));
    // Nobody else lists or withdraws them, nor does anyone without a session.
    const refusals: Array<[Caller, number, string]> = [[editor, 403, NOT_YOUR_ROLE], [manager, 403, NOT_YOUR_ROLE], [{ address: newAddress() }, 401, SIGN_IN_FIRST]];
    for (const [wrong, status, message] of refusals) {
      for (const [method, path] of [['GET', '/invitations'], ['DELETE', `/invitations/${invitation!.id}`]] as const) {
        const refused = await admin(wrong, method, path);
        expect([refused.status, refused.body.message]).toEqual([status, message]);
      }
    }
    expect((await admin<PendingInvitation[]>(owner, 'GET', '/invitations')).body.responsePacket.map((row) => row.id)).toContain(invitation!.id);

    const withdrawn = await admin(owner, 'DELETE', `/invitations/${invitation!.id}`);
    expect([withdrawn.status, withdrawn.body.message]).toEqual([200, 'The invitation for later@chain.in no longer works']);
    expect((await admin<PendingInvitation[]>(owner, 'GET', '/invitations')).body.responsePacket.map((row) => row.id)).not.toContain(invitation!.id);
    const token = new URL(made.link).hash.slice('#t='.length);
    const late = await admin({ address: newAddress() }, 'POST', '/invitations/accept', { token, name: 'Late', password: STAFF_PASSWORD });
    expect(late.status).toBe(410);
    const again = await admin(owner, 'DELETE', `/invitations/${invitation!.id}`);
    expect([again.status, again.body.message]).toEqual([404, 'This invitation was already used, withdrawn or expired']);
    const trail = await server.db.select().from(auditLog).where(and(eq(auditLog.entity, 'staff_invite'), eq(auditLog.entityId, String(invitation!.id))));
    expect(trail.map((row) => [row.action, row.after])).toEqual([
      ['invite', { email: 'later@chain.in', role: 'manager', outletIds: [mohaliId] }],
      ['withdraw', null],
    ]);
  });

  it('an outlet manager sees only their outlets, and gets 403 for another; the chain-wide roles see every outlet', async () => {
    const manager = await join('manager', [mohaliId]);
    const editor = await join('editor');
    const listed = (await admin<AdminOutlet[]>(manager, 'GET', '/outlets')).body.responsePacket;
    expect(listed.map((outlet) => outlet.id)).toEqual([mohaliId]);
    expect((await admin(manager, 'GET', `/outlets/${mohaliId}`)).status).toBe(200);
    const other = await admin(manager, 'GET', `/outlets/${otherOutletId}`);
    expect([other.status, other.body.message]).toEqual([403, NOT_YOUR_OUTLET]);
    const all = (await admin<AdminOutlet[]>(editor, 'GET', '/outlets')).body.responsePacket;
    expect(all.length).toBeGreaterThan(5);
    expect((await admin(editor, 'GET', `/outlets/${otherOutletId}`)).status).toBe(200);
  });

  it('no customer credential, outlet key or missing session opens the console', async () => {
    const customer = await newCustomer(server);
    const outletKey = (await createOutletKey(server.db, mohaliId, 'Kitchen', clock.now())).key;
    for (const headers of [customer.auth, { Authorization: `Bearer ${outletKey}` }, {}]) {
      const answer = await admin({ address: newAddress(), headers }, 'GET', '/outlets');
      expect([answer.status, answer.body.message]).toEqual([401, SIGN_IN_FIRST]);
    }
  });
});
