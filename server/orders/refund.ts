/**
 * A cancelled order's money back, whoever cancelled it (the diner, or the outlet refusing it). Inside the cancelling
 * transaction, through the one function that gives money back (../orderLedger/giveBack.ts): points that paid come
 * back as points, the wallet's part to the wallet, a provider's part where it came from or to the wallet as the diner
 * chose; the points the order earned are dropped while pending, or taken back in full once credited. Whatever went
 * back before (support's credit, a report's refund) is counted: the cancel gives what is left, never more.
 */
import { eq } from 'drizzle-orm';
import { PROVIDER_PAYMENT_MODES, type OrderRefund, type ProviderPaymentMode } from '../../src/api/contract';
import type { Database } from '../db/client';
import { users, type OrderLedgerRow, type orders } from '../db/schema';
import { toRupees } from '../money';
import { giveBack, type BackPart, type GivenBack } from '../orderLedger/giveBack';
import { backSummaryOf, ledgerOf, sourceLeftOf, sumsOf } from '../orderLedger/sums';
import { pointsValue } from '../orderLedger/paid';
import { spendPoints } from '../wallet';
import { reopenTableBill, sessionOfRound } from '../tables/bill';

type OrderRow = typeof orders.$inferSelect;

/** Where the customer wants a provider payment back: where it came from, or the wallet at once. */
export type RefundChoice = 'SOURCE' | 'WALLET';

const isProviderMode = (mode: string | null): mode is ProviderPaymentMode => PROVIDER_PAYMENT_MODES.includes(mode as ProviderPaymentMode);

/**
 * Gives the cancelled order's money back and answers what was given (with the SOURCE rows to hand to the provider
 * after the commit). `cause`: CANCELLED by the diner, REFUSED by the outlet.
 */
export async function refundCancelled(tx: Database, order: OrderRow, choice: RefundChoice, cause: 'CANCELLED' | 'REFUSED', now: number): Promise<GivenBack> {
  // A round of a table's bill: what its diners paid towards the bill goes back to each of them.
  const tableSession = await sessionOfRound(tx, order.id);
  if (tableSession !== null) return reopenTableBill(tx, tableSession, order.id, now);

  // Read on the order's row, which the caller locked: what was paid, and what already went back (a report's, support's).
  const ledger = await ledgerOf(tx, order.id);
  const sums = sumsOf(ledger);
  // Earned points the balance no longer holds are kept out of the money: the wallet's part first, then the sources'.
  let left = sums.leftPaise - (await takeBackEarnedPoints(tx, order, cause, now));
  // Whole points paid and not given back come back as points; any paise over whole points go to the wallet below.
  const points = Math.max(0, Math.min(sums.paidPoints - sums.backPoints, Math.floor(Math.max(0, left) / 100)));
  left -= pointsValue(points);
  const reference = `${cause === 'REFUSED' ? 'reject' : 'cancel'}-${order.id}`;
  const parts: BackPart[] = [{ to: 'POINTS', paise: pointsValue(points), reference: `${reference}-points` }];
  // A provider's part goes back where it came from when the diner asked so, as far as it brought money not given back.
  const payments = choice === 'SOURCE' ? ledger.filter((row) => row.flow === 'PAID' && row.means === 'ONLINE' && isProviderMode(row.paymentMode) && row.paymentId) : [];
  for (const payment of payments) {
    const paise = Math.max(0, Math.min(sourceLeftOf(ledger, payment.paymentId ?? ''), left));
    left -= paise;
    parts.push({ to: 'SOURCE', paise, reference: `${reference}-source-${payment.paymentId}`, paymentId: payment.paymentId ?? undefined, paymentMode: payment.paymentMode });
  }
  // The rest to the wallet: the wallet's part, cash, tips, a provider's part the diner wants here.
  parts.push({ to: 'WALLET', paise: Math.max(0, left), reference: `${reference}-wallet` });
  return giveBack(tx, order.id, { cause, parts: parts.filter((part) => part.paise > 0), now });
}

/**
 * The points a cancelled order earned. Pending ones (not handed over yet) are simply never credited: nothing to take.
 * Credited ones (a dine-in bill paid before its food was served) come back in full: as points as far as the locked
 * balance holds them, and answers in paise what it no longer holds (1 point = ₹1), for the refund to keep, so points
 * spent before cancelling buy nothing.
 */
async function takeBackEarnedPoints(tx: Database, order: OrderRow, cause: 'CANCELLED' | 'REFUSED', now: number): Promise<number> {
  if (order.pointsCreditedAt === null || order.rewardPointsEarned <= 0) return 0;
  // An erased diner's points went with their account: the refund keeps their whole value.
  const [user] = order.userId === null ? [] : await tx.select({ points: users.rewardPoints }).from(users).where(eq(users.id, order.userId)).for('update');
  const asPoints = Math.min(order.rewardPointsEarned, user?.points ?? 0);
  const reference = `${cause === 'REFUSED' ? 'reject' : 'cancel'}-${order.id}`;
  if (asPoints > 0 && order.userId !== null) await spendPoints(tx, { userId: order.userId, orderId: order.id, reference, now, kind: 'ORDER_CANCELLED', points: asPoints });
  return (order.rewardPointsEarned - asPoints) * 100;
}

/** The cancellation's money back as the diner reads it; null when the order was not cancelled with any. */
export function refundOf(ledger: readonly OrderLedgerRow[], userId: number | null): OrderRefund | null {
  const back = backSummaryOf(ledger.filter((row) => row.userId === userId && (row.cause === 'CANCELLED' || row.cause === 'REFUSED' || row.cause === 'TABLE_REOPENED')));
  if (back.sourcePaise + back.walletPaise + back.points === 0) return null;
  return { source: toRupees(back.sourcePaise), wallet: toRupees(back.walletPaise), points: back.points, state: back.pending ? 'PENDING' : 'DONE' };
}
