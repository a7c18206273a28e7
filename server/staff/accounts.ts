/**
 * Staff accounts (issue 36): invitations, joining with one, signing in (password, then the authenticator's code for
 * the roles that need it), the second factor's setup, and removal. Wrong passwords and codes are limited per account
 * (five in a row lock it for 15 minutes, and it says until when) and per address.
 */
import { randomBytes } from 'node:crypto';
import { sha256 } from '../auth/credentials';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { ROLES_NEEDING_SECOND_FACTOR, STAFF_LIMITS, type StaffRole } from '../../src/api/staffEndpoints';
import type { StaffMe } from '../../src/api/contract';
import { formatTime } from '../../src/lib/format';
import type { Database } from '../db/client';
import { staff, staffInvites } from '../db/schema';
import { ApiError } from '../http/envelope';
import { takeRateLimit } from '../rateLimit';
import { recordAudit, type Actor } from './audit';
import { hashPassword, passwordMatches, spendAPasswordCheck } from './passwords';
import { openSession, type StaffRow } from './sessions';
import { newTotpSecret, totpStep } from './totp';

const MINUTE_MS = 60 * 1000;
export const WRONG_SIGN_IN = 'Wrong e-mail address or password';
export const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app';
export const WRONG_CODE = 'That code is not right. Check the time on your phone, or wait for the next code.';
/** The sign-in answer that asks for the code: the console shows its field (errorCode, not the words, tells it). */
export const CODE_NEEDED_ERROR = 4011;

export const needsSecondFactor = (role: StaffRole): boolean => ROLES_NEEDING_SECOND_FACTOR.includes(role);

export function meOf(member: StaffRow): StaffMe {
  return {
    id: member.id,
    email: member.email,
    name: member.name,
    role: member.role,
    outletIds: member.outletIds,
    secondFactor: member.totpConfirmedAt !== null,
    needsSecondFactor: needsSecondFactor(member.role),
  };
}

export const lockedAnswer = (until: number) => new ApiError(429, `Too many wrong attempts. This account is locked until ${formatTime(until, 'en-IN')}.`);

/**
 * Takes one attempt from the account's allowance, before the password is even checked: a burst of guesses gets at most
 * five checks per lock, however many arrive at once. Null when the account is locked (until when).
 */
export async function chargeAttempt(db: Database, id: number, now: number): Promise<{ lockedUntil: number } | null> {
  // A lock that ran out starts a fresh allowance.
  await db
    .update(staff)
    .set({ failedAttempts: 0, lockedUntil: null })
    .where(and(eq(staff.id, id), lte(staff.lockedUntil, new Date(now))));
  const [charged] = await db
    .update(staff)
    .set({ failedAttempts: sql`${staff.failedAttempts} + 1` })
    .where(and(eq(staff.id, id), lt(staff.failedAttempts, STAFF_LIMITS.wrongAttemptsBeforeLock)))
    .returning({ id: staff.id });
  if (charged) return null;
  // The allowance is spent: the lock runs from the attempt that spent it.
  const [locked] = await db
    .update(staff)
    .set({ lockedUntil: sql`coalesce(${staff.lockedUntil}, ${new Date(now + STAFF_LIMITS.lockMinutes * MINUTE_MS).toISOString()}::timestamptz)` })
    .where(eq(staff.id, id))
    .returning({ lockedUntil: staff.lockedUntil });
  return { lockedUntil: locked?.lockedUntil?.getTime() ?? now + STAFF_LIMITS.lockMinutes * MINUTE_MS };
}

/** After a wrong password or code: the fifth in a row starts the lock. */
export async function lockIfSpent(db: Database, id: number, now: number): Promise<void> {
  await db
    .update(staff)
    .set({ lockedUntil: new Date(now + STAFF_LIMITS.lockMinutes * MINUTE_MS) })
    .where(and(eq(staff.id, id), sql`${staff.failedAttempts} >= ${STAFF_LIMITS.wrongAttemptsBeforeLock}`, isNull(staff.lockedUntil)));
}

/** Accepts the code once: the step is stored atomically, so the same code (or an older one) never works again. */
async function acceptCode(db: Database, member: StaffRow, code: string, now: number): Promise<boolean> {
  if (!member.totpSecret) return false;
  const step = await totpStep(member.totpSecret, code, now);
  if (step === null) return false;
  const [taken] = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, member.id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
    .returning({ id: staff.id });
  return taken !== undefined;
}

/** One sign-in attempt (password or passkey) from an address, whichever account it names: too many and it waits. */
export async function chargeAddress(db: Database, address: string, now: number): Promise<void> {
  const wait = await takeRateLimit(db, `staff-sign-in:${address}`, { max: STAFF_LIMITS.attemptsPerAddress, windowMs: 15 * MINUTE_MS }, now);
  if (wait !== null) throw new ApiError(429, `Too many sign-in attempts from this network. Try again in ${Math.ceil(wait / MINUTE_MS)} minutes.`);
}

export interface SignIn {
  email: string;
  password: string;
  code?: string | undefined;
}

/** Signs in: a session token for the cookie, and who signed in. */
export async function signIn(db: Database, attempt: SignIn, context: { address: string; device: string; now: number }): Promise<{ token: string; member: StaffRow }> {
  const { now } = context;
  await chargeAddress(db, context.address, now);
  const [member] = await db.select().from(staff).where(and(eq(staff.email, attempt.email), isNull(staff.removedAt)));
  if (!member) {
    await spendAPasswordCheck(attempt.password);
    throw new ApiError(401, WRONG_SIGN_IN);
  }
  const locked = await chargeAttempt(db, member.id, now);
  if (locked) throw lockedAnswer(locked.lockedUntil);
  if (!(await passwordMatches(attempt.password, member.passwordHash))) {
    await lockIfSpent(db, member.id, now);
    throw new ApiError(401, WRONG_SIGN_IN);
  }
  if (member.totpConfirmedAt) {
    if (attempt.code === undefined) {
      // The password was right: asking for the code is not a wrong attempt.
      await db.update(staff).set({ failedAttempts: sql`greatest(${staff.failedAttempts} - 1, 0)` }).where(eq(staff.id, member.id));
      throw new ApiError(401, CODE_NEEDED, { errorCode: CODE_NEEDED_ERROR });
    }
    if (!(await acceptCode(db, member, attempt.code, now))) {
      await lockIfSpent(db, member.id, now);
      throw new ApiError(401, WRONG_CODE);
    }
  }
  await db.update(staff).set({ failedAttempts: 0, lockedUntil: null }).where(eq(staff.id, member.id));
  return { token: await openSession(db, member.id, context.device, now), member };
}

/** A fresh TOTP secret for a staff member who has none confirmed yet (a new one each time: the old one was never used). */
export async function startTotpSetup(db: Database, member: StaffRow): Promise<string> {
  if (member.totpConfirmedAt) throw new ApiError(409, 'Your authenticator app is already set up');
  const secret = newTotpSecret();
  await db.update(staff).set({ totpSecret: secret }).where(and(eq(staff.id, member.id), isNull(staff.totpConfirmedAt)));
  return secret;
}

/** Turns the second factor on with the first code the app shows. */
export async function confirmTotp(db: Database, member: StaffRow, code: string, now: number): Promise<StaffRow> {
  if (member.totpConfirmedAt) throw new ApiError(409, 'Your authenticator app is already set up');
  if (!member.totpSecret) throw new ApiError(409, 'Start setting up your authenticator app first');
  if (!(await acceptCode(db, member, code, now))) throw new ApiError(400, WRONG_CODE);
  const [confirmed] = await db.update(staff).set({ totpConfirmedAt: new Date(now) }).where(eq(staff.id, member.id)).returning();
  if (!confirmed) throw new ApiError(404, 'This account no longer exists');
  return confirmed;
}

export interface Invitation {
  email: string;
  role: StaffRole;
  outletIds: number[];
}

/** Makes a one-time invitation; its token is returned once (for the link) and kept only as a hash. */
export async function createInvitation(db: Database, invitation: Invitation, actor: Actor | null, now: number): Promise<{ token: string; expiresAt: number }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + STAFF_LIMITS.inviteHours * 60 * MINUTE_MS;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffInvites)
      .values({ tokenHash: sha256(token), ...invitation, invitedBy: actor?.staffId ?? null, expiresAt: new Date(expiresAt) })
      .returning({ id: staffInvites.id });
    if (actor && row) await recordAudit(tx, actor, { action: 'invite', entity: 'staff_invite', entityId: String(row.id), before: null, after: invitation }, now);
  });
  return { token, expiresAt };
}

/** Joins with an invitation: the account is made and the invitation spent in one transaction. */
export async function acceptInvitation(db: Database, accept: { token: string; name: string; password: string }, now: number): Promise<StaffRow> {
  const passwordHash = await hashPassword(accept.password);
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(staffInvites)
      .set({ usedAt: new Date(now) })
      .where(and(eq(staffInvites.tokenHash, sha256(accept.token)), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, new Date(now))))
      .returning();
    if (!invite) throw new ApiError(410, 'This invitation link has expired or was already used. Ask for a new one.');
    const [member] = await tx
      .insert(staff)
      .values({ email: invite.email, name: accept.name, role: invite.role, outletIds: invite.outletIds, passwordHash })
      .onConflictDoNothing()
      .returning();
    if (!member) throw new ApiError(409, 'This e-mail address already has an account. Sign in instead.');
    await recordAudit(
      tx,
      { staffId: member.id, role: member.role, requestId: 'invitation' },
      { action: 'join', entity: 'staff', entityId: String(member.id), before: null, after: { email: member.email, role: member.role, outletIds: member.outletIds } },
      now,
    );
    return member;
  });
}
