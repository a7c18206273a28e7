/**
 * Promo / voucher codes (issue 10): a code credits wallet money and/or loyalty points, once per customer and
 * within the voucher's total cap. One transaction does everything: the redemption row (unique per voucher and
 * customer: a second or concurrent redemption by the same customer finds it taken), the cap (one conditional
 * UPDATE of the counter: concurrent redemptions of a single-use code cannot both pass), and the ledger credits
 * (a once-only reference per voucher and customer). Any failure rolls all of it back.
 */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { RedeemedVoucher } from '../src/api/contract';
import { formatCount, formatRupees } from '../src/lib/format';
import type { Database } from './db/client';
import { voucherRedemptions, vouchers } from './db/schema';
import { ApiError } from './http/envelope';
import { offerWords } from './messages/offers';
import { toRupees } from './money';
import { creditWallet, earnPoints } from './wallet';
import { hasClaim, mobileOf, voucherOffer } from './offerClaims';

/** Why a promo code cannot be redeemed, said in the reader's language. */
const REFUSALS = {
  invalid: offerWords.voucherInvalid,
  notYetValid: offerWords.voucherNotYetValid,
  expired: offerWords.voucherExpired,
  alreadyUsed: offerWords.voucherAlreadyUsed,
  fullyRedeemed: offerWords.voucherFullyRedeemed,
};
/** Their English: a wrong guess is known by it (server/routes/wallet.ts). */
export const VOUCHER_MESSAGES = Object.fromEntries(Object.entries(REFUSALS).map(([key, ref]) => [key, ref.en])) as Record<keyof typeof REFUSALS, string>;

type VoucherRow = typeof vouchers.$inferSelect;

/** The ledger reference of a customer's redemption of a code: at most one credit per code and customer. */
export const voucherReference = (code: string, userId: number): string => `voucher-${code}-${userId}`;

/** The code back from a reference written by voucherReference (the wallet history names the voucher). */
export function voucherCodeOf(reference: string | null, userId: number): string | null {
  const prefix = 'voucher-';
  const suffix = `-${userId}`;
  if (!reference?.startsWith(prefix) || !reference.endsWith(suffix)) return null;
  return reference.slice(prefix.length, reference.length - suffix.length) || null;
}

function rewardTextOf(walletAmountPaise: number, points: number): string {
  const parts: string[] = [];
  if (walletAmountPaise > 0) parts.push(`${formatRupees(toRupees(walletAmountPaise))} added to your wallet`);
  if (points > 0) parts.push(`${formatCount(points, 'loyalty point')} added`);
  return parts.join(' and ');
}

const toRedeemed = (voucher: VoucherRow, redeemedAt: Date): RedeemedVoucher => ({
  code: voucher.code,
  title: voucher.title,
  rewardText: rewardTextOf(voucher.walletAmountPaise, voucher.points),
  amount: toRupees(voucher.walletAmountPaise),
  points: voucher.points,
  redeemedAt: redeemedAt.getTime(),
});

/** Redeems `code` (any case) for the customer, or throws the reason it cannot be redeemed. */
export async function redeemVoucher(db: Database, userId: number, code: string, now: number): Promise<RedeemedVoucher> {
  return db.transaction(async (tx) => {
    const [voucher] = await tx.select().from(vouchers).where(eq(sql`lower(${vouchers.code})`, code.trim().toLowerCase()));
    if (!voucher) throw new ApiError(404, { ref: REFUSALS.invalid });
    if (now < voucher.validFrom.getTime()) throw new ApiError(422, { ref: REFUSALS.notYetValid });
    if (now > voucher.validUntil.getTime()) throw new ApiError(422, { ref: REFUSALS.expired });

    // The customer's own use first: someone who already used a single-use code hears that, not "fully redeemed".
    const redeemedAt = new Date(now);
    const [redemption] = await tx
      .insert(voucherRedemptions)
      .values({ voucherId: voucher.id, userId, redeemedAt })
      .onConflictDoNothing()
      .returning({ id: voucherRedemptions.id });
    if (!redemption) throw new ApiError(422, { ref: REFUSALS.alreadyUsed });
    // Used by this number's earlier account, since deleted: still used.
    if (await hasClaim(tx, await mobileOf(tx, userId), voucherOffer(voucher.id))) throw new ApiError(422, { ref: REFUSALS.alreadyUsed });

    const [counted] = await tx
      .update(vouchers)
      .set({ redemptionCount: sql`${vouchers.redemptionCount} + 1` })
      .where(and(eq(vouchers.id, voucher.id), or(isNull(vouchers.maxRedemptions), lt(vouchers.redemptionCount, vouchers.maxRedemptions))))
      .returning({ id: vouchers.id });
    if (!counted) throw new ApiError(422, { ref: REFUSALS.fullyRedeemed });

    const reference = voucherReference(voucher.code, userId);
    if (voucher.walletAmountPaise > 0) {
      await creditWallet(tx, { userId, amountPaise: voucher.walletAmountPaise, kind: 'VOUCHER', reference, now });
    }
    await earnPoints(tx, { userId, points: voucher.points, kind: 'VOUCHER', reference, now });
    return toRedeemed(voucher, redeemedAt);
  });
}

/** The customer's redeemed vouchers, newest first. */
export async function redeemedVouchers(db: Database, userId: number): Promise<RedeemedVoucher[]> {
  const rows = await db
    .select({ voucher: vouchers, redeemedAt: voucherRedemptions.redeemedAt })
    .from(voucherRedemptions)
    .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
    .where(eq(voucherRedemptions.userId, userId))
    .orderBy(desc(voucherRedemptions.redeemedAt), desc(voucherRedemptions.id));
  return rows.map((row) => toRedeemed(row.voucher, row.redeemedAt));
}
