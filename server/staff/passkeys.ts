/**
 * Staff passkeys (issue 36), through @simplewebauthn/server: registering one while signed in, signing in with one, and
 * removing one. A passkey signs in as both factors: the authenticator verified the user (PIN, fingerprint, face), and
 * the server requires it. Challenges are single use (taken with DELETE … RETURNING), live five minutes, sit in the
 * database (any server process can check them) and, for a registration, belong to the staff member who asked.
 */
import { and, asc, eq, gt, isNull, lt } from 'drizzle-orm';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import type { StaffPasskey } from '../../src/api/contract';
import type { Database } from '../db/client';
import { staff, staffPasskeys, staffWebauthnChallenges } from '../db/schema';
import { ApiError } from '../http/envelope';
import { recordAudit, type Actor } from './audit';
import { chargeAddress, chargeAttempt, lockedAnswer, lockIfSpent } from './accounts';
import { openSession, type StaffRow } from './sessions';

const CHALLENGE_MS = 5 * 60 * 1000;
const RP_NAME = 'Gold Leaf console';
export const CHALLENGE_GONE = 'This passkey request has expired or was already used. Try again.';
export const PASSKEY_NOT_VERIFIED = 'This passkey could not be verified. Try again, or sign in with your password.';
export const UNKNOWN_PASSKEY = 'This passkey is not registered for the console. Sign in with your password.';
export const NO_SUCH_PASSKEY = 'No such passkey of yours';

/** Where passkeys are made and used: the console's own host, never an Origin header the caller sends. */
export interface RelyingParty {
  id: string;
  origin: string;
}

/** The request's own host (what the browser asked for); https when the server says every visitor comes over it. */
export function relyingPartyOf(requestUrl: string, servedOverHttps: boolean): RelyingParty {
  const url = new URL(requestUrl);
  return { id: url.hostname, origin: servedOverHttps ? `https://${url.host}` : url.origin };
}

/** The WebAuthn user handle: the staff id, nothing personal. */
const userHandleOf = (staffId: number) => new TextEncoder().encode(`staff:${staffId}`);

async function keepChallenge(db: Database, challenge: string, purpose: 'register' | 'sign-in', staffId: number | null, now: number): Promise<void> {
  // Challenges never answered go with the next one asked for: the table stays as small as the last five minutes.
  await db.delete(staffWebauthnChallenges).where(lt(staffWebauthnChallenges.expiresAt, new Date(now)));
  await db.insert(staffWebauthnChallenges).values({ challenge, purpose, staffId, expiresAt: new Date(now + CHALLENGE_MS) });
}

/** Takes the challenge once: true for the one caller that deleted it, still fresh, for this purpose and person. */
async function takeChallenge(db: Database, challenge: string, purpose: 'register' | 'sign-in', staffId: number | null, now: number): Promise<boolean> {
  const taken = await db
    .delete(staffWebauthnChallenges)
    .where(
      and(
        eq(staffWebauthnChallenges.challenge, challenge),
        eq(staffWebauthnChallenges.purpose, purpose),
        staffId === null ? isNull(staffWebauthnChallenges.staffId) : eq(staffWebauthnChallenges.staffId, staffId),
        gt(staffWebauthnChallenges.expiresAt, new Date(now)),
      ),
    )
    .returning({ id: staffWebauthnChallenges.id });
  return taken.length > 0;
}

/**
 * Runs a verification whose challenge is taken from the store as the library reads it, and says why it failed:
 * the challenge gone (expired, replayed, someone else's) or the answer itself.
 */
async function verifyWith<T>(take: (challenge: string) => Promise<boolean>, verify: (expectedChallenge: (challenge: string) => Promise<boolean>) => Promise<T>): Promise<T> {
  let challengeTaken: boolean | null = null;
  try {
    return await verify(async (challenge) => (challengeTaken = await take(challenge)));
  } catch {
    throw new ApiError(challengeTaken === false ? 409 : 401, challengeTaken === false ? CHALLENGE_GONE : PASSKEY_NOT_VERIFIED);
  }
}

export const passkeyOf = (row: typeof staffPasskeys.$inferSelect): StaffPasskey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.getTime(),
  lastUsedAt: row.lastUsedAt?.getTime() ?? null,
});

export async function listPasskeys(db: Database, staffId: number): Promise<StaffPasskey[]> {
  const rows = await db.select().from(staffPasskeys).where(eq(staffPasskeys.staffId, staffId)).orderBy(asc(staffPasskeys.createdAt), asc(staffPasskeys.id));
  return rows.map(passkeyOf);
}

/** What the browser needs to make a passkey: a discoverable one, user-verified, not one this person already has. */
export async function registrationOptions(db: Database, member: StaffRow, rp: RelyingParty, now: number): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db.select({ id: staffPasskeys.credentialId, transports: staffPasskeys.transports }).from(staffPasskeys).where(eq(staffPasskeys.staffId, member.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: member.email,
    userDisplayName: member.name,
    userID: userHandleOf(member.id),
    attestationType: 'none',
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_MS,
  });
  await keepChallenge(db, options.challenge, 'register', member.id, now);
  return options;
}

/** Verifies the browser's new passkey against this person's challenge and keeps it, audited in the same transaction. */
export async function registerPasskey(db: Database, member: StaffRow, actor: Actor, name: string, response: RegistrationResponseJSON, rp: RelyingParty, now: number): Promise<StaffPasskey> {
  const verification = await verifyWith(
    (challenge) => takeChallenge(db, challenge, 'register', member.id, now),
    (expectedChallenge) => verifyRegistrationResponse({ response, expectedChallenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true }),
  );
  if (!verification.verified) throw new ApiError(401, PASSKEY_NOT_VERIFIED);
  const { credential } = verification.registrationInfo;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffPasskeys)
      .values({
        staffId: member.id,
        credentialId: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name,
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new ApiError(409, 'This passkey is registered already');
    await recordAudit(tx, actor, { action: 'create', entity: 'staff_passkey', entityId: String(row.id), before: null, after: { staffId: member.id, name } }, now);
    return passkeyOf(row);
  });
}

/** Removes one of the person's own passkeys, audited in the same transaction. */
export async function removePasskey(db: Database, member: StaffRow, actor: Actor, id: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(staffPasskeys)
      .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.staffId, member.id)))
      .returning();
    if (!row) throw new ApiError(404, NO_SUCH_PASSKEY);
    await recordAudit(tx, actor, { action: 'remove', entity: 'staff_passkey', entityId: String(row.id), before: { staffId: member.id, name: row.name }, after: null }, now);
  });
}

/** What the browser needs to sign in with a passkey: any discoverable one for this host, user-verified. */
export async function signInOptions(db: Database, rp: RelyingParty, now: number): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({ rpID: rp.id, userVerification: 'required', timeout: CHALLENGE_MS });
  await keepChallenge(db, options.challenge, 'sign-in', null, now);
  return options;
}

/**
 * Signs in with a passkey: the same limits as the password (per address, and per account: five failures in a row
 * lock it), a staff member still employed, the challenge once, the signature and user verification by the library,
 * and the counter moved on in one statement from the value it was checked against (a clone or a replay loses).
 */
export async function signInWithPasskey(
  db: Database,
  response: AuthenticationResponseJSON,
  rp: RelyingParty,
  context: { address: string; device: string; now: number },
): Promise<{ token: string; member: StaffRow }> {
  const { now } = context;
  await chargeAddress(db, context.address, now);
  const [found] = await db
    .select({ passkey: staffPasskeys, member: staff })
    .from(staffPasskeys)
    .innerJoin(staff, eq(staff.id, staffPasskeys.staffId))
    .where(and(eq(staffPasskeys.credentialId, response.id), isNull(staff.removedAt)));
  if (!found) throw new ApiError(401, UNKNOWN_PASSKEY);
  const { passkey, member } = found;
  const locked = await chargeAttempt(db, member.id, now);
  if (locked) throw lockedAnswer(locked.lockedUntil);
  const failed = async (error: ApiError) => {
    await lockIfSpent(db, member.id, now);
    return error;
  };
  // A passkey answers for the person it was made for: a user handle naming anyone else is refused.
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== isoBase64URL.fromBuffer(userHandleOf(member.id))) throw await failed(new ApiError(401, PASSKEY_NOT_VERIFIED));
  const verification = await verifyWith(
    (challenge) => takeChallenge(db, challenge, 'sign-in', null, now),
    (expectedChallenge) =>
      verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.id,
        credential: { id: passkey.credentialId, publicKey: isoBase64URL.toBuffer(passkey.publicKey), counter: passkey.counter, transports: passkey.transports as AuthenticatorTransport[] },
        requireUserVerification: true,
      }),
  ).catch(async (error: unknown) => {
    throw error instanceof ApiError ? await failed(error) : error;
  });
  if (!verification.verified) throw await failed(new ApiError(401, PASSKEY_NOT_VERIFIED));
  const [used] = await db
    .update(staffPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date(now) })
    .where(and(eq(staffPasskeys.id, passkey.id), eq(staffPasskeys.counter, passkey.counter)))
    .returning({ id: staffPasskeys.id });
  if (!used) throw await failed(new ApiError(401, PASSKEY_NOT_VERIFIED));
  await db.update(staff).set({ failedAttempts: 0, lockedUntil: null }).where(eq(staff.id, member.id));
  return { token: await openSession(db, member.id, context.device, now), member };
}
