/**
 * A cancelled order's money back (issue 23), whoever cancelled it. Inside the cancelling transaction, on the
 * order's locked row: the wallet's part back to the wallet, points spent (on the whole bill or a part) back as points, the points the order
 * earned dropped while pending or taken back in full once credited, and the provider's part either to the wallet too or marked
 * PENDING for the UPI, card or app that paid. Once: the ledger's references are unique and a cancelled order is
 * never cancelled again. The provider is asked after the commit (sendRefund), and again by the sweep until it
 * takes the refund: it keeps one refund per key, so asking twice never pays twice.
 */
import { and, asc, eq, notExists, sql } from 'drizzle-orm';
import { PROVIDER_PAYMENT_MODES, type OrderRefund, type ProviderPaymentMode } from '../../src/api/contract';
import type { Database } from '../db/client';
import { orders, paymentTransactions, pointTransactions, users, walletTransactions } from '../db/schema';
import type { Deps } from '../http/types';
import { toRupees } from '../money';
import { creditWallet, earnPoints, spendPoints } from '../wallet';
import { reopenTableBill, sessionOfRound } from '../tables/bill';

type OrderRow = typeof orders.$inferSelect;

/** Where the customer wants a provider payment back: where it came from, or the wallet at once. */
export type RefundChoice = 'SOURCE' | 'WALLET';

/** The provider payment that placed the order: succeeded and applied, not itself refunded as a late success. */
async function placingPayment(tx: Database, order: OrderRow) {
  const [txn] = await tx
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.orderId, order.id),
        eq(paymentTransactions.purpose, 'PLACE_ORDER'),
        eq(paymentTransactions.status, 'SUCCESS'),
        eq(paymentTransactions.applied, true),
        notExists(
          tx
            .select({ id: walletTransactions.id })
            .from(walletTransactions)
            .where(and(eq(walletTransactions.kind, 'REFUND'), eq(walletTransactions.reference, paymentTransactions.id))),
        ),
      ),
    )
    .orderBy(asc(paymentTransactions.createdAt))
    .limit(1);
  return txn ?? null;
}

/** Every point the order's payment took: the Loyalty Points method's and any put towards the bill before it. */
async function pointsSpentOn(tx: Database, order: OrderRow): Promise<number> {
  const [spent] = await tx
    .select({ points: sql<number>`coalesce(-sum(${pointTransactions.points}), 0)`.mapWith(Number) })
    .from(pointTransactions)
    .where(and(eq(pointTransactions.orderId, order.id), eq(pointTransactions.kind, 'ORDER_PAYMENT')));
  return spent?.points ?? 0;
}

const isProviderMode = (mode: string | null): mode is ProviderPaymentMode => PROVIDER_PAYMENT_MODES.includes(mode as ProviderPaymentMode);

/**
 * Gives the money back and answers the row's refund columns to write with the cancellation. `reference` makes
 * each ledger entry once-only (reject-<id> for an outlet's refusal, cancel-<id> for the customer's cancel).
 */
export async function refundCancelled(
  tx: Database,
  order: OrderRow,
  choice: RefundChoice,
  reference: string,
  now: number,
): Promise<RefundColumns & Pick<OrderRow, 'refundState'>> {
  const none = { refundSourcePaise: 0, refundWalletPaise: 0, refundPoints: 0, refundState: null };
  // A round of a table's bill: what its diners paid towards the bill goes back to each of them (issue 23).
  const tableSession = await sessionOfRound(tx, order.id);
  if (tableSession !== null) {
    await reopenTableBill(tx, tableSession, order.id, now);
    return none;
  }
  const base = { userId: order.userId, orderId: order.id, reference, now };
  // Points that paid the whole bill, or the part of it they were put towards (spent at placing, whatever pays the
  // rest, even cash not yet collected), come back as points.
  const paidWithPoints = order.paymentStatus === 'PAID' && order.paymentMode === 'LOYALTY_POINTS';
  const points = paidWithPoints ? await pointsSpentOn(tx, order) : order.pointsUsed;
  if (points > 0) await earnPoints(tx, { ...base, kind: 'REFUND', points });
  const pointsBack = { ...none, refundPoints: points, refundState: points > 0 ? ('DONE' as const) : null };
  if (order.paymentStatus !== 'PAID' || paidWithPoints) return pointsBack;

  const owedPaise = await takeBackEarnedPoints(tx, order, base);
  // A provider payment may go back where it came from; a split payment's wallet part always goes to the wallet.
  // Earned points the balance no longer holds are kept out of the money, the wallet's part first.
  const payment = choice === 'SOURCE' && isProviderMode(order.paymentMode) ? await placingPayment(tx, order) : null;
  const paidBySource = payment ? payment.amountPaise : 0;
  const keptFromWallet = Math.min(owedPaise, order.grandTotalPaise - paidBySource);
  const walletPaise = order.grandTotalPaise - paidBySource - keptFromWallet;
  const sourcePaise = Math.max(0, paidBySource - (owedPaise - keptFromWallet));
  if (walletPaise > 0) await creditWallet(tx, { ...base, kind: 'REFUND', amountPaise: walletPaise });
  return { ...pointsBack, refundSourcePaise: sourcePaise, refundWalletPaise: walletPaise, refundState: sourcePaise > 0 ? 'PENDING' : 'DONE' };
}

/**
 * The points a cancelled order earned. Pending ones (not handed over yet) are simply never credited: nothing to take.
 * Credited ones (a dine-in bill paid before its food was served) come back in full: as points as far as the locked
 * balance holds them, and answers in paise what it no longer holds (1 point = ₹1), for the refund to keep, so points
 * spent before cancelling buy nothing (issue 34).
 */
async function takeBackEarnedPoints(tx: Database, order: OrderRow, base: { userId: number; orderId: number; reference: string; now: number }): Promise<number> {
  if (order.pointsCreditedAt === null || order.rewardPointsEarned <= 0) return 0;
  const [user] = await tx.select({ points: users.rewardPoints }).from(users).where(eq(users.id, order.userId)).for('update');
  const asPoints = Math.min(order.rewardPointsEarned, user?.points ?? 0);
  if (asPoints > 0) await spendPoints(tx, { ...base, kind: 'ORDER_CANCELLED', points: asPoints });
  return (order.rewardPointsEarned - asPoints) * 100;
}

export type RefundColumns = Pick<OrderRow, 'refundSourcePaise' | 'refundWalletPaise' | 'refundPoints'>;

/** The refund as the customer reads it; null when nothing was paid. */
export function refundOf(order: OrderRow): OrderRefund | null {
  if (order.refundState === null) return null;
  return { source: toRupees(order.refundSourcePaise), wallet: toRupees(order.refundWalletPaise), points: order.refundPoints, state: order.refundState };
}

/**
 * Hands a PENDING source refund to the provider, then marks it DONE with the provider's refund id. A refusal or
 * a provider that does not answer leaves it PENDING for the sweep, and is logged. Safe to run twice at once: the
 * provider keys the refund by the order, and only a PENDING row is marked.
 */
export async function sendRefund(deps: Deps, order: OrderRow): Promise<void> {
  if (order.refundState !== 'PENDING') return;
  const payment = await placingPayment(deps.db, order);
  try {
    if (!payment) throw new Error('its payment is not found');
    const { refundRef } = await deps.payments.refund({
      providerRef: payment.providerRef,
      refundId: `refund-${order.refId}`,
      receipt: order.refId,
      amountPaise: order.refundSourcePaise,
    });
    await deps.db
      .update(orders)
      .set({ refundState: 'DONE', refundRef })
      .where(and(eq(orders.id, order.id), eq(orders.refundState, 'PENDING')));
    deps.metrics.refunds.inc({ result: 'sent' });
  } catch (error) {
    deps.metrics.refunds.inc({ result: 'failed' });
    deps.log(`error: refund of order ${order.refId} through ${deps.payments.name} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

const REFUND_BATCH = 20;

/** One round of the sweep: the oldest refunds the provider has not taken yet, sent one by one. Returns how many. */
export async function sendPendingRefunds(deps: Deps): Promise<number> {
  const pending = await deps.db.select().from(orders).where(eq(orders.refundState, 'PENDING')).orderBy(asc(orders.updatedAt)).limit(REFUND_BATCH);
  for (const order of pending) await sendRefund(deps, order);
  return pending.length;
}
