/**
 * Staff passkeys (issue 36, /v1/admin/passkeys): a signed-in staff member registers one (audited), then signs in with
 * it alone, no TOTP code, even in a role that needs a second factor. Real WebAuthn answers from a software
 * authenticator (test/support/softAuthenticator.ts) go through the server's real verification. Refused: a challenge
 * used twice, someone else's challenge or passkey, a passkey removed, a staff member removed, another origin, a
 * passkey that skipped user verification (five of those lock the account like wrong passwords), an old counter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { AuditPage, StaffMe, StaffPasskey } from '../../src/api/contract';
import { staffWebauthnChallenges } from '../../server/db/schema';
import { parseTrustProxy } from '../../server/http/clientAddress';
import { CHALLENGE_GONE, NO_SUCH_PASSKEY, PASSKEY_NOT_VERIFIED, UNKNOWN_PASSKEY } from '../../server/staff/passkeys';
import { manualClock, startTestServer, type TestServer } from '../support/server';
import { SoftAuthenticator } from '../support/softAuthenticator';
import { staffClient, type Caller, type Member } from '../support/staff';

let server: TestServer;
const clock = manualClock(Date.parse('2026-03-10T07:00:00Z'));
const { admin, join, newAddress } = staffClient(() => server, clock.now);

beforeAll(async () => {
  server = await startTestServer({ now: clock.now, trustProxy: parseTrustProxy('127.0.0.1') });
});
afterAll(() => server.close());

/** The member registers the authenticator's passkey under `name`, as the Security screen does. */
async function register(member: Member, authenticator: SoftAuthenticator, name = 'Work laptop') {
  const options = (await admin<PublicKeyCredentialCreationOptionsJSON>(member, 'POST', '/passkeys/options', {})).body.responsePacket;
  return admin<StaffPasskey>(member, 'POST', '/passkeys', { name, response: authenticator.register(options, server.url) });
}

const signInOptions = async (caller: Caller) => (await admin<PublicKeyCredentialRequestOptionsJSON>(caller, 'POST', '/passkeys/sign-in/options', {})).body.responsePacket;

/** Signs in with the passkey from a fresh address (a new browser), on a fresh challenge. */
async function signIn(authenticator: SoftAuthenticator, caller: Caller = { address: newAddress() }, origin = server.url) {
  const response = authenticator.signIn(await signInOptions(caller), origin);
  return admin<StaffMe>(caller, 'POST', '/passkeys/sign-in', { response });
}

const passkeyAudit = async (owner: Member) => (await admin<AuditPage>(owner, 'GET', '/audit?entity=staff_passkey')).body.responsePacket.items.map((row) => ({ action: row.action, before: row.before, after: row.after }));

describe('staff passkeys', () => {
  it('an owner registers a passkey (audited), lists it, and signs in with it alone: no TOTP code asked', async () => {
    const owner = await join('owner');
    const key = new SoftAuthenticator();
    const added = await register(owner, key, 'Asha’s laptop');
    expect([added.status, added.body.message]).toEqual([200, 'Passkey “Asha’s laptop” added. You can sign in with it now.']);
    const me = (await admin<StaffMe>(owner, 'GET', '/me')).body.responsePacket;
    expect(await passkeyAudit(owner)).toEqual([{ action: 'create', before: null, after: { staffId: me.id, name: 'Asha’s laptop' } }]);
    expect((await admin<StaffPasskey[]>(owner, 'GET', '/passkeys')).body.responsePacket).toEqual([{ id: added.body.responsePacket.id, name: 'Asha’s laptop', createdAt: clock.now(), lastUsedAt: null }]);

    clock.advance(60_000);
    const signedIn = await signIn(key);
    expect([signedIn.status, signedIn.body.message]).toEqual([200, `Signed in as A owner`]);
    expect(signedIn.body.responsePacket).toMatchObject({ role: 'owner', needsSecondFactor: true, secondFactor: true });
    // The new session does what an owner does (the staff list needs the second factor), and the key shows its use.
    const session: Caller = { address: newAddress(), cookie: signedIn.cookie! };
    expect((await admin(session, 'GET', '/staff')).status).toBe(200);
    expect((await admin<StaffPasskey[]>(session, 'GET', '/passkeys')).body.responsePacket[0]!.lastUsedAt).toBe(clock.now());
  });

  it('a challenge works once: the same answer sent again is refused, and so is an old counter', async () => {
    const editor = await join('editor');
    const key = new SoftAuthenticator();
    expect((await register(editor, key)).status).toBe(200);
    const caller = { address: newAddress() };
    const response = key.signIn(await signInOptions(caller), server.url);
    expect((await admin(caller, 'POST', '/passkeys/sign-in', { response })).status).toBe(200);
    const replayed = await admin(caller, 'POST', '/passkeys/sign-in', { response });
    expect([replayed.status, replayed.body.message, replayed.cookie]).toEqual([409, CHALLENGE_GONE, undefined]);
    // A fresh challenge signed with a counter the server has seen already: a cloned authenticator.
    key.counter = 0;
    const cloned = await signIn(key);
    expect([cloned.status, cloned.body.message, cloned.cookie]).toEqual([401, PASSKEY_NOT_VERIFIED, undefined]);
    // A challenge past its five minutes is gone too.
    const late = key.signIn(await signInOptions(caller), server.url);
    clock.advance(5 * 60_000 + 1);
    expect((await admin(caller, 'POST', '/passkeys/sign-in', { response: late })).body.message).toBe(CHALLENGE_GONE);
    // Every challenge handed out was taken or has expired and gone with the next one asked for.
    await signInOptions(caller);
    expect((await server.db.select().from(staffWebauthnChallenges)).length).toBe(1);
  });

  it('a challenge belongs to whoever asked for it, and a passkey to its owner: another staff member’s are refused', async () => {
    const first = await join('editor');
    const second = await join('editor');
    // The second member's registration options, answered and sent in the first member's session.
    const theirs = (await admin<PublicKeyCredentialCreationOptionsJSON>(second, 'POST', '/passkeys/options', {})).body.responsePacket;
    const stolen = await admin(first, 'POST', '/passkeys', { name: 'Not mine', response: new SoftAuthenticator().register(theirs, server.url) });
    expect([stolen.status, stolen.body.message]).toEqual([409, CHALLENGE_GONE]);

    const secondKey = new SoftAuthenticator();
    const added = (await register(second, secondKey, 'Second’s key')).body.responsePacket;
    expect((await admin<StaffPasskey[]>(first, 'GET', '/passkeys')).body.responsePacket).toEqual([]);
    const removed = await admin(first, 'DELETE', `/passkeys/${added.id}`);
    expect([removed.status, removed.body.message]).toEqual([404, NO_SUCH_PASSKEY]);
    // The second member's passkey answering with the first member's user handle is not the first member.
    const firstKey = new SoftAuthenticator();
    expect((await register(first, firstKey)).status).toBe(200);
    secondKey.userHandle = firstKey.userHandle;
    const posing = await signIn(secondKey);
    expect([posing.status, posing.body.message]).toEqual([401, PASSKEY_NOT_VERIFIED]);
  });

  it('a removed passkey no longer signs in, and its removal is audited', async () => {
    const owner = await join('owner');
    const key = new SoftAuthenticator();
    const added = (await register(owner, key, 'Old phone')).body.responsePacket;
    const removed = await admin(owner, 'DELETE', `/passkeys/${added.id}`);
    expect([removed.status, removed.body.message]).toEqual([200, 'Passkey removed']);
    const me = (await admin<StaffMe>(owner, 'GET', '/me')).body.responsePacket;
    expect((await passkeyAudit(owner))[0]).toEqual({ action: 'remove', before: { staffId: me.id, name: 'Old phone' }, after: null });
    const refused = await signIn(key);
    expect([refused.status, refused.body.message, refused.cookie]).toEqual([401, UNKNOWN_PASSKEY, undefined]);
  });

  it('a removed staff member’s passkey is refused', async () => {
    const owner = await join('owner');
    const editor = await join('editor');
    const key = new SoftAuthenticator();
    expect((await register(editor, key)).status).toBe(200);
    const editorId = (await admin<StaffMe>(editor, 'GET', '/me')).body.responsePacket.id;
    expect((await admin(owner, 'DELETE', `/staff/${editorId}`)).status).toBe(200);
    const refused = await signIn(key);
    expect([refused.status, refused.body.message, refused.cookie]).toEqual([401, UNKNOWN_PASSKEY, undefined]);
  });

  it('an answer made on another site is refused, whatever Origin header comes with it', async () => {
    const editor = await join('editor');
    const key = new SoftAuthenticator();
    const options = (await admin<PublicKeyCredentialCreationOptionsJSON>(editor, 'POST', '/passkeys/options', {})).body.responsePacket;
    const elsewhere = { ...editor, headers: { Origin: 'https://goldleaf-login.example' } };
    const refused = await admin(elsewhere, 'POST', '/passkeys', { name: 'Phished', response: key.register(options, 'https://goldleaf-login.example') });
    expect([refused.status, refused.body.message]).toEqual([401, PASSKEY_NOT_VERIFIED]);
    expect((await register(editor, key)).status).toBe(200);
    const phished = await signIn(key, { address: newAddress(), headers: { Origin: 'https://goldleaf-login.example' } }, 'https://goldleaf-login.example');
    expect([phished.status, phished.body.message]).toEqual([401, PASSKEY_NOT_VERIFIED]);
  });

  it('a passkey that skipped user verification is refused, and five in a row lock the account like wrong passwords', async () => {
    const editor = await join('editor');
    const key = new SoftAuthenticator();
    expect((await register(editor, key)).status).toBe(200);
    key.userVerified = false;
    const caller = { address: newAddress() };
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(key, caller)).body.message).toBe(PASSKEY_NOT_VERIFIED);
    key.userVerified = true;
    const locked = await signIn(key, caller);
    expect([locked.status, locked.body.message]).toEqual([429, expect.stringMatching(/^Too many wrong attempts\. This account is locked until /)]);
    clock.advance(15 * 60_000);
    expect((await signIn(key, caller)).status).toBe(200);
  });

  it('registering needs a full console session and a name', async () => {
    const signedOut = await admin({ address: newAddress() }, 'POST', '/passkeys/options', {});
    expect(signedOut.status).toBe(401);
    const editor = await join('editor');
    const options = (await admin<PublicKeyCredentialCreationOptionsJSON>(editor, 'POST', '/passkeys/options', {})).body.responsePacket;
    const unnamed = await admin(editor, 'POST', '/passkeys', { name: ' ', response: new SoftAuthenticator().register(options, server.url) });
    expect([unnamed.status, unnamed.body.message]).toEqual([400, 'Name your passkey']);
  });
});
