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
import { backSummaryOf, ledgerOf } from '../orderLedger/sums';
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

  const ledger = await ledgerOf(tx, order.id);
  const paid = ledger.filter((row) => row.flow === 'PAID');
  const points = paid.filter((row) => row.means === 'POINTS').reduce((sum, row) => sum + row.amountPaise, 0);
  const online = paid.filter((row) => row.means === 'ONLINE');
  const toSource = choice === 'SOURCE' ? online.filter((row) => isProviderMode(row.paymentMode) && row.paymentId !== null) : [];
  // The wallet's part, cash, and a provider's part the diner wants in the wallet.
  let walletPaise = paid.filter((row) => row.means !== 'POINTS' && !toSource.includes(row)).reduce((sum, row) => sum + row.amountPaise, 0);
  // Earned points the balance no longer holds are kept out of the money: the wallet's part first, then the source's.
  let owedPaise = await takeBackEarnedPoints(tx, order, cause, now);
  const kept = Math.min(owedPaise, walletPaise);
  walletPaise -= kept;
  owedPaise -= kept;

  const reference = `${cause === 'REFUSED' ? 'reject' : 'cancel'}-${order.id}`;
  const parts: BackPart[] = [
    { to: 'POINTS', paise: points, reference: `${reference}-points` },
    { to: 'WALLET', paise: walletPaise, reference: `${reference}-wallet` },
    ...toSource.map((row) => {
      const source = sourcePart(row, owedPaise, reference);
      owedPaise -= row.amountPaise - source.paise;
      return source;
    }),
  ];
  return giveBack(tx, order.id, { cause, parts: parts.filter((part) => part.paise > 0), now });
}

function sourcePart(row: OrderLedgerRow, owedPaise: number, reference: string): BackPart {
  const paise = Math.max(0, row.amountPaise - owedPaise);
  return { to: 'SOURCE', paise, reference: `${reference}-source-${row.paymentId}`, paymentId: row.paymentId ?? undefined, paymentMode: row.paymentMode };
}

/**
 * The points a cancelled order earned. Pending ones (not handed over yet) are simply never credited: nothing to take.
 * Credited ones (a dine-in bill paid before its food was served) come back in full: as points as far as the locked
 * balance holds them, and answers in paise what it no longer holds (1 point = ₹1), for the refund to keep, so points
 * spent before cancelling buy nothing.
 */
async function takeBackEarnedPoints(tx: Database, order: OrderRow, cause: 'CANCELLED' | 'REFUSED', now: number): Promise<number> {
  if (order.pointsCreditedAt === null || order.rewardPointsEarned <= 0) return 0;
  const [user] = await tx.select({ points: users.rewardPoints }).from(users).where(eq(users.id, order.userId)).for('update');
  const asPoints = Math.min(order.rewardPointsEarned, user?.points ?? 0);
  const reference = `${cause === 'REFUSED' ? 'reject' : 'cancel'}-${order.id}`;
  if (asPoints > 0) await spendPoints(tx, { userId: order.userId, orderId: order.id, reference, now, kind: 'ORDER_CANCELLED', points: asPoints });
  return (order.rewardPointsEarned - asPoints) * 100;
}

/** The cancellation's money back as the diner reads it; null when the order was not cancelled with any. */
export function refundOf(ledger: readonly OrderLedgerRow[], userId: number): OrderRefund | null {
  const back = backSummaryOf(ledger.filter((row) => row.userId === userId && (row.cause === 'CANCELLED' || row.cause === 'REFUSED' || row.cause === 'TABLE_REOPENED')));
  if (back.sourcePaise + back.walletPaise + back.points === 0) return null;
  return { source: toRupees(back.sourcePaise), wallet: toRupees(back.walletPaise), points: back.points, state: back.pending ? 'PENDING' : 'DONE' };
}
