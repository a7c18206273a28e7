/**
 * Support puts money back in a diner's wallet for an order (a late delivery, a cold dish), with a reason. On the
 * order's locked row, so credits made at once are counted one after another on every database: together with the
 * refunds already given (a cancellation's, a report's), they never pass what the order cost. The credit and its
 * audit row (who, why, how much) commit together; the diner's wallet history reads it as a refund for the order.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { orders, walletTransactions } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { toPaise, toRupees } from '../money';
import { creditWallet } from '../wallet';
import { notificationWords } from '../messages/notifications';
import { notifyCustomer, worded } from '../push/notifications';
import { formatRupees } from '../../src/lib/format';
import { recordAudit, type Actor } from './audit';

/** The ledger's references of support's credits: `support-<order id>-<n>`, once each. */
const CREDIT_PREFIX = 'support-';


/** Wallet refunds of every kind for the order in the query (paise): a correlated subquery on `orders`. */
export const refundedToWallet = sql<number>`coalesce((select sum(${walletTransactions.amountPaise}) from ${walletTransactions} where ${walletTransactions.orderId} = ${orders.id} and ${walletTransactions.kind} = 'REFUND'), 0)`.mapWith(Number);

/** Where the diner's notification opens: the wallet, where the money is. */
const WALLET_TARGET = '/wallet-money';

export const orderNotFound = (refId: string) => `No order ${refId}`;

export async function creditOrder(deps: Deps, actor: Actor, refId: string, amount: number, reason: string, canSee: (outletId: number) => void): Promise<number> {
  const now = deps.now();
  const paise = toPaise(amount);
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.refId, refId)).for('update');
    if (!order || order.placedAt === null) throw new ApiError(404, orderNotFound(refId));
    canSee(order.restaurantId);
    if (order.paymentStatus !== 'PAID') throw new ApiError(409, `Order ${refId} is not paid: there is nothing to give back`);
    // The same sum as refundedToWallet, for this one order (a query on `orders` alone would not qualify its id).
    const [refunded] = await tx
      .select({ paise: sql<number>`coalesce(sum(${walletTransactions.amountPaise}), 0)`.mapWith(Number) })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, order.id), eq(walletTransactions.kind, 'REFUND')));
    // What already went back: to the wallet, and to where the provider took the payment from.
    const returned = (refunded?.paise ?? 0) + order.refundSourcePaise;
    const left = order.grandTotalPaise - returned;
    if (paise > left) throw new ApiError(409, left > 0 ? `At most ₹${toRupees(left)} can go back for order ${refId}` : `Order ${refId} has had all its money back`);
    const [given] = await tx
      .select({ n: count() })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.orderId, order.id), eq(walletTransactions.kind, 'REFUND'), sql`${walletTransactions.reference} like ${`${CREDIT_PREFIX}${order.id}-%`}`));
    const nth = (given?.n ?? 0) + 1;
    await creditWallet(tx, { userId: order.userId, orderId: order.id, kind: 'REFUND', reference: `${CREDIT_PREFIX}${order.id}-${nth}`, amountPaise: paise, now });
    // The diner hears of it (and reads it in their notifications); the reason stays with head office.
    await notifyCustomer(
      tx,
      order.userId,
      {
        kind: 'ORDER',
        ...worded({ ref: notificationWords.moneyBack }, { ref: notificationWords.moneyBackBody, params: { amount: formatRupees(amount), ref: refId } }),
        target: WALLET_TARGET,
        orderRefId: refId,
        dedupeKey: `order-${refId}-CREDIT-${nth}`,
      },
      now,
    );
    await recordAudit(
      tx,
      actor,
      { action: 'credit', entity: 'order', entityId: refId, outletId: order.restaurantId, before: { returned: toRupees(returned) }, after: { returned: toRupees(returned + paise), amount, reason } },
      now,
    );
    return toRupees(left - paise);
  });
}
