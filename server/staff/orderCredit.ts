/**
 * Support puts money back in a diner's wallet for an order (a late delivery, a cold dish), with a reason. On the
 * order's locked row, so credits made at once are counted one after another on every database: together with the
 * refunds already given (a cancellation's, a report's), they never pass what the order cost. The credit and its
 * audit row (who, why, how much) commit together; the diner's wallet history reads it as a refund for the order.
 */
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { toPaise, toRupees } from '../money';
import { giveBack } from '../orderLedger/giveBack';
import { notificationWords } from '../messages/notifications';
import { notifyCustomer, worded } from '../push/notifications';
import { formatRupees } from '../../src/lib/format';
import { recordAudit, type Actor } from './audit';
import { ledgerOf, sumsOf } from '../orderLedger/sums';

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
    const before = await ledgerOf(tx, order.id);
    if (sumsOf(before).paidPaise === 0) throw new ApiError(409, `Order ${refId} is not paid: there is nothing to give back`);
    const nth = before.filter((row) => row.cause === 'SUPPORT').length + 1;
    // All of it or none: more than is left is refused with what is left (giveBack reads it on the locked row).
    const given = await giveBack(tx, order.id, {
      cause: 'SUPPORT',
      parts: [{ to: 'WALLET', paise, reference: `support-${order.id}-${nth}` }],
      whole: true,
      staffId: actor.staffId ?? undefined,
      note: reason,
      now,
    });
    const returned = sumsOf(before).backPaise;
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
    return toRupees(given.leftPaise);
  });
}
