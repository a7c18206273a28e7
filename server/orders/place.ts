/**
 * Placing and paying for orders. Each step is one database transaction: the order's state change is a
 * conditional UPDATE (only from the state it expects), and the money moves in the same transaction, so a
 * failed debit leaves the order unplaced and a repeated or concurrent call can never place or charge twice.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FoodOrderType, PaymentMode, PaymentStatus } from '../../src/api/contract';
import type { ClosureNotice } from '../../src/lib/closures';
import type { Database } from '../db/client';
import { orders, paymentTransactions, restaurants, users } from '../db/schema';
import { ApiError } from '../http/envelope';
import { dinerOf } from './diner';
import type { Deps } from '../http/types';
import { redeemCoupon } from '../coupons';
import { closureCovering, closureNoticeOf } from '../closures';
import { assertTakesOrder } from '../outlets';
import { rewardPointsFor } from '../pricing';
import { earnScratchCard } from '../rewardCards';
import { spendPoints } from '../wallet';
import { paidInPoints, recordPaid } from '../orderLedger/paid';
import { announce } from '../live/bus';
import { hasKitchen } from '../outlet/keys';
import { creditEarnedPoints } from './earnedPoints';
import { minutesFromNow, orderDeliveryMinutes } from './deliveryTime';
import { ORDER_MINUTES, orderDurationMs } from './progress';
import { ALREADY_PLACED, type OrderRow } from './store';

/** Marks every still-pending provider payment of the order FAILED (a newer choice replaces it). */
export async function supersedePendingPayments(tx: Database, orderId: number, now: number, keepTxnId?: string): Promise<void> {
  await tx
    .update(paymentTransactions)
    .set({ status: 'FAILED', decidedAt: new Date(now) })
    .where(
      and(
        eq(paymentTransactions.orderId, orderId),
        eq(paymentTransactions.status, 'PENDING'),
        keepTxnId === undefined ? undefined : ne(paymentTransactions.id, keepTxnId),
      ),
    );
}

/**
 * DRAFT or PAYMENT_PENDING to PLACED, exactly once; null when the order was placed already (by a concurrent
 * request or another payment). Reward points are earned when the order is paid now, on the money it is paid with:
 * pending on the order until its food is handed over (./earnedPoints.ts), so they cannot be spent before.
 */
export async function markPlaced(
  tx: Database,
  order: OrderRow,
  payment: { paymentMode: PaymentMode; paymentStatus: PaymentStatus },
  deps: Deps,
): Promise<OrderRow | null> {
  const now = deps.now();
  const userId = dinerOf(order);
  // An outlet with a kitchen moves the order itself, and promises its own time when it accepts; until then, the
  // usual time for the order type. The demo's outlets without one run on the demo's clock.
  const kitchen = await hasKitchen(tx, order.restaurantId);
  const orderType = order.orderType as FoodOrderType;
  // Real time (a kitchen, or no demo): the kitchen's usual minutes, and for a delivery the ride on top (issue 35).
  const durationMs = kitchen || !deps.demo ? minutesFromNow(order, deps, ORDER_MINUTES[orderType]) * 60_000 : orderDurationMs(orderType, deps.demo, deps.demoOrderSeconds);
  const points = payment.paymentStatus === 'PAID' && payment.paymentMode !== 'LOYALTY_POINTS' ? rewardPointsFor(order.grandTotalPaise) : 0;
  const [placed] = await tx
    .update(orders)
    .set({
      status: 'PLACED',
      ...payment,
      placedAt: new Date(now),
      // A scheduled order is expected at its slot (the demo's clock starts on it a preparation time before).
      expectedAt: order.scheduledFor ?? new Date(now + durationMs),
      kitchenMoves: kitchen,
      paidAt: payment.paymentStatus === 'PAID' ? new Date(now) : null,
      rewardPointsEarned: points,
      // The invoice names the GSTIN the customer's profile held now, whatever it says later.
      customerGstin: sql`(select ${users.gstin} from ${users} where ${users.id} = ${userId})`,
      updatedAt: new Date(now),
    })
    .where(and(eq(orders.id, order.id), inArray(orders.status, ['DRAFT', 'PAYMENT_PENDING'])))
    .returning();
  if (!placed) return null;
  // The outlet's kitchen board hears of it at once (and the customer's other screens).
  await announce(tx, { orderRefId: placed.refId, userId: placed.userId, restaurantId: placed.restaurantId, status: 'PLACED' });
  await redeemCoupon(tx, { couponCode: placed.couponCode, userId });
  // Points towards the bill are spent now, whatever pays the rest; too few left (spent on another order meanwhile)
  // throws, and the order stays unplaced (a provider's payment then goes to the wallet: ../payments/outcome.ts).
  if (placed.pointsUsed > 0) {
    await spendPoints(tx, { userId, points: placed.pointsUsed, kind: 'ORDER_PAYMENT', orderId: order.id, reference: `bill-${order.id}`, now });
    await recordPaid(tx, paidInPoints(order.id, userId, placed.pointsUsed, `order-${order.id}-bill-points`, now));
  }
  // Paid with money now: the order earns its scratch card (README), in this same transaction.
  if (payment.paymentStatus === 'PAID' && payment.paymentMode !== 'LOYALTY_POINTS') await earnScratchCard(tx, placed, now);
  return placed;
}

/**
 * A draft saved while the outlet was open is refused once it has closed: a closed kitchen takes no orders. A
 * scheduled draft is refused once its slot can no longer be kept, with the next one named (issue 23).
 */
export async function assertOutletOpen(tx: Database, order: OrderRow, deps: Deps): Promise<void> {
  const [outlet] = await tx.select().from(restaurants).where(eq(restaurants.id, order.restaurantId));
  if (!outlet) throw new Error(`Order ${order.refId} has no outlet`);
  const now = deps.now();
  assertTakesOrder(outlet, { ...order, deliveryMinutes: orderDeliveryMinutes(order, deps) }, now, await closureNoticeOf(tx, outlet.id, now));
}

/**
 * The closure covering the day the order is for (its slot, or today), or null. Head office can close an outlet while
 * a diner is at the provider's page: the payment's success asks again (./paymentPurposes.ts), since nobody cooks on a
 * closed day. Hours and a pause are asked when the payment is requested only: a kitchen closing at 23:00 cooks the
 * order paid for at 22:59.
 */
export const closureOfOrder = (db: Database, order: OrderRow, now: number): Promise<ClosureNotice | null> =>
  closureCovering(db, order.restaurantId, order.scheduledFor?.getTime() ?? now);

/** Places a draft paid at once or later (wallet, points, cash modes); refused while the outlet is closed. */
export async function placeOrThrow(
  tx: Database,
  order: OrderRow,
  payment: { paymentMode: PaymentMode; paymentStatus: PaymentStatus },
  deps: Deps,
): Promise<OrderRow> {
  await assertOutletOpen(tx, order, deps);
  const placed = await markPlaced(tx, order, payment, deps);
  if (!placed) throw new ApiError(422, ALREADY_PLACED);
  await supersedePendingPayments(tx, order.id, deps.now());
  return placed;
}

/** POSTPAID dine-in bill to PAID, exactly once; null when it was settled already. Paying the bill is the handover: its points are credited now. */
export async function markBillPaid(tx: Database, order: OrderRow, paymentMode: PaymentMode, now: number): Promise<OrderRow | null> {
  const points = rewardPointsFor(order.grandTotalPaise);
  const [paid] = await tx
    .update(orders)
    .set({ paymentStatus: 'PAID', paymentMode, rewardPointsEarned: points, paidAt: new Date(now), updatedAt: new Date(now) })
    .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'POSTPAID')))
    .returning();
  if (!paid) return null;
  await creditEarnedPoints(tx, paid.id, now);
  await earnScratchCard(tx, paid, now);
  return paid;
}
