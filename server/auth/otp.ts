/**
 * One-time passwords: 4 random digits, valid 5 minutes, single use. Five wrong tries in a row lock the number
 * for 15 minutes; the counter lives apart from the code, so asking for a new code neither resets it nor
 * lifts a lock-out.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '../../src/config/constants';
import type { Database } from '../db/client';
import { otpCodes, otpLockouts } from '../db/schema';
import { sha256 } from './credentials';

export const OTP_LIFETIME_MS = 5 * 60_000;
export const MAX_WRONG_OTP_TRIES = 5;
export const LOCKOUT_MS = 15 * 60_000;

export type OtpCheck =
  | { outcome: 'valid' }
  | { outcome: 'invalid' }
  | { outcome: 'expired' }
  | { outcome: 'locked'; minutesLeft: number };

const hashCode = (salt: string, code: string) => sha256(`${salt}:${code}`);

/** Minutes (rounded up) until the number may try again, or null when it is not locked. */
export async function lockoutMinutesLeft(db: Database, mobile: string, now: number): Promise<number | null> {
  const [row] = await db
    .select({ lockedUntil: otpLockouts.lockedUntil })
    .from(otpLockouts)
    .where(and(eq(otpLockouts.mobile, mobile), gt(otpLockouts.lockedUntil, new Date(now))));
  return row?.lockedUntil ? Math.ceil((row.lockedUntil.getTime() - now) / 60_000) : null;
}

/** Creates a new code for the number, replacing any outstanding one, and returns it in clear. */
export async function issueOtp(db: Database, mobile: string, now: number): Promise<string> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  const values = { codeHash: hashCode(salt, code), salt, expiresAt: new Date(now + OTP_LIFETIME_MS), createdAt: new Date(now) };
  await db
    .insert(otpCodes)
    .values({ mobile, ...values })
    .onConflictDoUpdate({ target: otpCodes.mobile, set: values });
  return code;
}

/** Counts a wrong try in one statement (safe under concurrent guesses); the fifth starts the lock-out. */
async function recordWrongTry(db: Database, mobile: string, now: number): Promise<OtpCheck> {
  const lockedUntil = new Date(now + LOCKOUT_MS);
  const reachesLimit = sql`${otpLockouts.failedAttempts} + 1 >= ${MAX_WRONG_OTP_TRIES}`;
  const [row] = await db
    .insert(otpLockouts)
    .values({ mobile, failedAttempts: 1, lockedUntil: null })
    .onConflictDoUpdate({
      target: otpLockouts.mobile,
      set: {
        failedAttempts: sql`case when ${reachesLimit} then 0 else ${otpLockouts.failedAttempts} + 1 end`,
        lockedUntil: sql`case when ${reachesLimit} then ${lockedUntil.toISOString()}::timestamptz else ${otpLockouts.lockedUntil} end`,
      },
    })
    .returning({ lockedUntil: otpLockouts.lockedUntil });
  if (row?.lockedUntil && row.lockedUntil.getTime() > now) {
    // A locked number must ask for a new code once the lock-out ends.
    await db.delete(otpCodes).where(eq(otpCodes.mobile, mobile));
    return { outcome: 'locked', minutesLeft: Math.ceil(LOCKOUT_MS / 60_000) };
  }
  return { outcome: 'invalid' };
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks a code and, when it is right, consumes it (exactly once, even for concurrent tries). */
export async function checkOtp(db: Database, mobile: string, code: string, now: number): Promise<OtpCheck> {
  const minutesLeft = await lockoutMinutesLeft(db, mobile, now);
  if (minutesLeft !== null) return { outcome: 'locked', minutesLeft };

  const [stored] = await db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
  if (!stored) return recordWrongTry(db, mobile, now);
  if (stored.expiresAt.getTime() <= now) return { outcome: 'expired' };
  if (!sameHash(stored.codeHash, hashCode(stored.salt, code))) return recordWrongTry(db, mobile, now);

  const consumed = await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.codeHash, stored.codeHash)))
    .returning({ mobile: otpCodes.mobile });
  if (consumed.length === 0) return { outcome: 'invalid' };
  await db.delete(otpLockouts).where(eq(otpLockouts.mobile, mobile));
  return { outcome: 'valid' };
}
