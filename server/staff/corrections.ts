/**
 * Support corrects a diner's wallet or points (a payment taken twice, a credit that never arrived, one given by
 * mistake), with the reason the diner reads in their history and a note head office keeps. Limited by role: support
 * up to SUPPORT_CORRECTION_MAX at once, the owner any. A debit never takes the balance below zero (the wallet's own
 * conditional update); the money, the points and the audit row (before and after) commit together or not at all.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CustomerCorrectionAnswer, CustomerCorrectionRequest } from '../../src/api/contract';
import { SUPPORT_CORRECTION_MAX } from '../../src/api/supportReasons';
import { users } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { toPaise, toRupees } from '../money';
import { creditWallet, debitWallet, earnPoints, spendPoints } from '../wallet';
import { recordAudit, type Actor } from './audit';

export const NO_SUCH_CUSTOMER = 'No customer has that number';
export const ABOVE_SUPPORT = `Support corrects up to ₹${SUPPORT_CORRECTION_MAX} or ${SUPPORT_CORRECTION_MAX} points at once; ask the owner for more`;
export const WALLET_TOO_LOW = 'The wallet has less than that to take back';
export const POINTS_TOO_LOW = 'The diner has fewer points than that to take back';

export async function correctCustomer(deps: Deps, actor: Actor, request: CustomerCorrectionRequest): Promise<CustomerCorrectionAnswer> {
  if (actor.role !== 'owner' && (Math.abs(request.wallet ?? 0) > SUPPORT_CORRECTION_MAX || Math.abs(request.points ?? 0) > SUPPORT_CORRECTION_MAX)) throw new ApiError(403, ABOVE_SUPPORT);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.mobile, request.mobile)).for('update');
    if (!user) throw new ApiError(404, NO_SUCH_CUSTOMER);
    const entry = { userId: user.id, kind: 'CORRECTION' as const, reference: `correction-${randomUUID()}`, reason: request.why, now };
    if (request.wallet !== undefined) {
      const paise = toPaise(Math.abs(request.wallet));
      if (request.wallet > 0) await creditWallet(tx, { ...entry, amountPaise: paise });
      else if (user.walletBalancePaise < paise) throw new ApiError(409, WALLET_TOO_LOW);
      else await debitWallet(tx, { ...entry, amountPaise: paise });
    }
    if (request.points !== undefined) {
      const points = Math.abs(request.points);
      if (request.points > 0) await earnPoints(tx, { ...entry, points });
      else if (user.rewardPoints < points) throw new ApiError(409, POINTS_TOO_LOW);
      else await spendPoints(tx, { ...entry, points });
    }
    const [after] = await tx.select().from(users).where(eq(users.id, user.id));
    if (!after) throw new Error('the corrected customer is gone');
    await recordAudit(
      tx,
      actor,
      {
        action: 'correct',
        entity: 'customer',
        entityId: String(user.id),
        before: { wallet: toRupees(user.walletBalancePaise), points: user.rewardPoints },
        after: { wallet: toRupees(after.walletBalancePaise), points: after.rewardPoints, why: request.why, reason: request.reason },
      },
      now,
    );
    return { walletBalance: toRupees(after.walletBalancePaise), rewardPoints: after.rewardPoints };
  });
}
