/**
 * Offers once per person, even after the account is deleted (issue 20): deleting an account keeps, for its mobile
 * number's fingerprint only, which one-time offers it used; signing up again with that number starts with them
 * used. The fingerprint is an HMAC of the number under NUMBER_FINGERPRINT_KEY, so the table alone does not give
 * the numbers back (a plain hash of a 10-digit number would: there are only 10^10 of them).
 */
import { createHmac } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { couponCustomerUses, offerClaims, users, voucherRedemptions, walletTransactions } from './db/schema';
import type { UserRow } from './http/types';

/** The demo's key; a live server sets NUMBER_FINGERPRINT_KEY (README), read once at start. */
const DEMO_KEY = 'gold-leaf-demo-number-fingerprint';
const key = () => process.env.NUMBER_FINGERPRINT_KEY?.trim() || DEMO_KEY;

export const numberFingerprint = (mobile: string): string => createHmac('sha256', key()).update(mobile).digest('hex');

export const WELCOME_CREDIT_OFFER = 'welcome-credit';
export const voucherOffer = (voucherId: number) => `voucher:${voucherId}`;
const COUPON_PREFIX = 'coupon:';

/** Called in the deleting transaction, before the account's rows go: what its number used, kept (or added to). */
export async function keepClaimsOf(tx: Database, user: UserRow): Promise<void> {
  const numberHash = numberFingerprint(user.mobile);
  const claims: Array<{ offer: string; uses: number }> = [];
  const [welcome] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, user.id), eq(walletTransactions.kind, 'WELCOME_CREDIT')));
  if (welcome) claims.push({ offer: WELCOME_CREDIT_OFFER, uses: 1 });
  for (const r of await tx.select({ voucherId: voucherRedemptions.voucherId }).from(voucherRedemptions).where(eq(voucherRedemptions.userId, user.id))) {
    claims.push({ offer: voucherOffer(r.voucherId), uses: 1 });
  }
  for (const c of await tx.select().from(couponCustomerUses).where(eq(couponCustomerUses.userId, user.id))) {
    claims.push({ offer: `${COUPON_PREFIX}${c.couponCode}`, uses: c.uses });
  }
  if (claims.length === 0) return;
  await tx
    .insert(offerClaims)
    .values(claims.map((c) => ({ numberHash, ...c })))
    .onConflictDoUpdate({ target: [offerClaims.numberHash, offerClaims.offer], set: { uses: sql`${offerClaims.uses} + excluded.uses` } });
}

export async function hasClaim(db: Database, mobile: string, offer: string): Promise<boolean> {
  const [claim] = await db
    .select({ uses: offerClaims.uses })
    .from(offerClaims)
    .where(and(eq(offerClaims.numberHash, numberFingerprint(mobile)), eq(offerClaims.offer, offer)));
  return claim !== undefined;
}

/** A new account for a number that had one: its coupons start as often used as they were (per-customer limits). */
export async function carryCouponUses(db: Database, user: UserRow): Promise<void> {
  const claims = await db
    .select()
    .from(offerClaims)
    .where(and(eq(offerClaims.numberHash, numberFingerprint(user.mobile)), like(offerClaims.offer, `${COUPON_PREFIX}%`)));
  if (claims.length === 0) return;
  await db
    .insert(couponCustomerUses)
    .values(claims.map((c) => ({ couponCode: c.offer.slice(COUPON_PREFIX.length), userId: user.id, uses: c.uses })))
    .onConflictDoNothing();
}

/** The mobile number of a customer, for the checks that read claims. */
export async function mobileOf(db: Database, userId: number): Promise<string> {
  const [user] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, userId));
  if (!user) throw new Error(`No customer ${userId}`);
  return user.mobile;
}
