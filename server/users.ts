/** Customer accounts: created on first OTP sign-in, shaped as the contract's UserProfile, deleted on request. */
import { randomUUID } from 'node:crypto';
import { eq, like, or } from 'drizzle-orm';
import type { Gender, UserProfile } from '../src/api/contract';
import type { Database } from './db/client';
import { enquiries, idempotencyKeys, jobApplications, otpCodes, rateLimits, users } from './db/schema';
import type { UserRow } from './http/types';
import { grantWelcomeCredit } from './wallet';
import { anonymiseOrdersOf } from './privacy/anonymiseOrders';
import { keepInvoicesOf } from './privacy/keptInvoices';
import { WELCOME_CREDIT_OFFER, carryCouponUses, hasClaim, keepClaimsOf } from './offerClaims';

export const DEFAULT_USER_IMAGE = '/media/default-user.svg';
const GENDERS: readonly string[] = ['MALE', 'FEMALE', 'other'] satisfies Gender[];

const isGender = (value: string | null): value is Gender => value !== null && GENDERS.includes(value);

export const idempotencyOwner = (user: UserRow | null): string => (user ? `user:${user.uuid}` : 'anonymous');

export function toUserProfile(user: UserRow): UserProfile {
  return {
    uuid: user.uuid,
    recordId: user.id,
    fullName: user.fullName,
    mobile: user.mobile,
    mobileVerified: user.mobileVerified,
    email: user.email,
    emailVerified: user.emailVerified,
    gender: isGender(user.gender) ? user.gender : null,
    dateOfBirth: user.dateOfBirth,
    anniversaryDate: user.anniversaryDate,
    // SPEC 3: a default image stands in when the customer has none.
    userImage: user.userImage ?? DEFAULT_USER_IMAGE,
    socialLoginFrom: user.socialLoginFrom,
    gstin: user.gstin,
  };
}

/**
 * The customer with this number, created (with a verified mobile) if this is their first sign-in. Every
 * customer gets the demo welcome credit once (also those created before the wallet existed).
 */
export async function findOrCreateUser(db: Database, mobile: string, now: number): Promise<UserRow> {
  const created = await db
    .insert(users)
    .values({ uuid: randomUUID(), mobile, mobileVerified: true, emailVerified: false })
    .onConflictDoNothing({ target: users.mobile })
    .returning({ id: users.id });
  const [user] = await db.update(users).set({ mobileVerified: true }).where(eq(users.mobile, mobile)).returning();
  if (!user) throw new Error('User row missing right after upsert');
  // A number that had an account before: its one-time offers stay used (server/offerClaims.ts).
  if (created.length > 0) await carryCouponUses(db, user);
  if (!(await hasClaim(db, mobile, WELCOME_CREDIT_OFFER))) await grantWelcomeCredit(db, user.id, now);
  return user;
}

export interface ProfileChanges {
  fullName: string;
  email: string;
  gender: Gender;
  dateOfBirth: number;
  anniversaryDate: number | null;
  /** undefined keeps the current image; null goes back to the default one. */
  userImage?: string | null;
  /** undefined keeps the current GSTIN; null removes it. */
  gstin?: string | null;
}

/** Saves the customer's own profile; a changed email is no longer a verified one. */
export async function updateUserProfile(db: Database, user: UserRow, changes: ProfileChanges): Promise<UserRow> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, emailVerified: changes.email === user.email ? user.emailVerified : false })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new Error('User row missing on profile update');
  return updated;
}

/** What an erase kept, and the transaction it runs in (for the caller's own rows, such as the console's audit). */
export interface Erasure {
  /** The paid orders' tax invoices kept as issued (privacy/keptInvoices.ts): GST law keeps them; nothing else names the diner. */
  invoicesKept: number;
}

/**
 * Removes the account and everything kept about it, in one transaction: the diner's own deletion and support's erase
 * on a data request (routes/admin/privacy.ts) both come here. Its tax invoices are kept first, as issued; its placed
 * orders stay naming no one (privacy/anonymiseOrders.ts lists what goes), so the invoice series has no hole and the
 * month's figures stay; its other rows go with the user row (every table naming a customer cascades or sets null),
 * and then what names them without pointing at the row: their number's codes and counters, their requests' stored
 * answers, and the forms they sent. Only the one-time offers their number used stay, under a keyed fingerprint
 * (offerClaims.ts), so an offer cannot be claimed twice by deleting and signing up again.
 */
export async function deleteUserAndData(db: Database, user: UserRow, now: number, inSameTransaction?: (tx: Database, erasure: Erasure) => Promise<void>): Promise<Erasure> {
  return db.transaction(async (tx) => {
    const erasure: Erasure = { invoicesKept: await keepInvoicesOf(tx, user.id, now) };
    await keepClaimsOf(tx, user);
    await tx.delete(enquiries).where(or(eq(enquiries.userId, user.id), eq(enquiries.mobile, user.mobile)));
    await tx.delete(jobApplications).where(or(eq(jobApplications.userId, user.id), eq(jobApplications.mobile, user.mobile)));
    await anonymiseOrdersOf(tx, user.id);
    await tx.delete(users).where(eq(users.id, user.id));
    await tx.delete(otpCodes).where(eq(otpCodes.mobile, user.mobile));
    await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.owner, idempotencyOwner(user)));
    // 'otp-number:<mobile>', 'otp-pair:<address>:<mobile>', 'upload:<uuid>': short windows, but they name the person.
    await tx.delete(rateLimits).where(or(like(rateLimits.key, `%:${user.mobile}`), eq(rateLimits.key, `upload:${user.uuid}`)));
    await inSameTransaction?.(tx, erasure);
    return erasure;
  });
}

export async function isRegistered(db: Database, mobile: string): Promise<boolean> {
  const [user] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.mobile, mobile));
  return user !== undefined && user.fullName.trim() !== '';
}
