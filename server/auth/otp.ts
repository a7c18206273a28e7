/**
 * One-time passwords: 4 random digits, valid 5 minutes, single use, and at most MAX_WRONG_OTP_TRIES guesses
 * per code issued. A guess first takes a try in the same UPDATE that reads the code, so no burst of
 * concurrent guesses can compare more than that many; a used-up code is dead, and the customer asks for a new
 * one (sending is rate limited, see routes/auth.ts), so nobody can lock a number out for long.
 */
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH } from '../../src/config/constants';
import type { Database } from '../db/client';
import { otpCodes } from '../db/schema';
import { sha256 } from './credentials';

export const OTP_LIFETIME_MS = 5 * 60_000;
export const MAX_WRONG_OTP_TRIES = 5;

export type OtpCheck =
  | { outcome: 'valid' }
  | { outcome: 'invalid' }
  /** No live code: never requested, already used, or expired. */
  | { outcome: 'expired' }
  | { outcome: 'used-up' };

const hashCode = (salt: string, code: string) => sha256(`${salt}:${code}`);

/** Creates a new code for the number, replacing any outstanding one (and its tries), and returns it in clear. */
export async function issueOtp(db: Database, mobile: string, now: number): Promise<string> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const salt = randomBytes(16).toString('hex');
  const values = { codeHash: hashCode(salt, code), salt, tries: 0, expiresAt: new Date(now + OTP_LIFETIME_MS), createdAt: new Date(now) };
  await db
    .insert(otpCodes)
    .values({ mobile, ...values })
    .onConflictDoUpdate({ target: otpCodes.mobile, set: values });
  return code;
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Checks a code and, when it is right, consumes it (exactly once, even for concurrent tries). */
export async function checkOtp(db: Database, mobile: string, code: string, now: number): Promise<OtpCheck> {
  const [taken] = await db
    .update(otpCodes)
    .set({ tries: sql`${otpCodes.tries} + 1` })
    .where(and(eq(otpCodes.mobile, mobile), lt(otpCodes.tries, MAX_WRONG_OTP_TRIES), gt(otpCodes.expiresAt, new Date(now))))
    .returning({ codeHash: otpCodes.codeHash, salt: otpCodes.salt, tries: otpCodes.tries });
  if (!taken) {
    const [stored] = await db.select({ tries: otpCodes.tries, expiresAt: otpCodes.expiresAt }).from(otpCodes).where(eq(otpCodes.mobile, mobile));
    return stored && stored.expiresAt.getTime() > now && stored.tries >= MAX_WRONG_OTP_TRIES ? { outcome: 'used-up' } : { outcome: 'expired' };
  }
  if (!sameHash(taken.codeHash, hashCode(taken.salt, code))) {
    return taken.tries < MAX_WRONG_OTP_TRIES ? { outcome: 'invalid' } : { outcome: 'used-up' };
  }
  const consumed = await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.codeHash, taken.codeHash)))
    .returning({ mobile: otpCodes.mobile });
  // A concurrent request with the same right code consumed it first: this one signs nobody in.
  return consumed.length === 0 ? { outcome: 'expired' } : { outcome: 'valid' };
}
