/**
 * An outlet moves its orders (issue 22): accept with its own time, refuse with a reason, preparing, ready, out for
 * delivery with the rider, the rider's position, delivered. Each move is one transaction on the order's locked
 * row: the status moves only forward from where it stands, and what the move causes happens with it, once: the
 * money back for a refused paid order, the cash recorded and the points credited at a handover, the customer's
 * notification and push, and the live announcement every server process hears (../live/bus.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { FoodOrderType, OrderStatus } from '../../src/api/contract';
import type { Transaction } from '../db/client';
import { orderRiders, orders } from '../db/schema';
import { outletKeyActor, recordAudit } from '../staff/audit';
import { newHandoverCode } from '../riders/handover';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { announce } from '../live/bus';
import { creditEarnedPoints } from '../orders/earnedPoints';
import { settleCashOnHandover } from '../orders/handover';
import { minutesFromNow, remainingRideMinutes } from '../orders/deliveryTime';
import { movedByClock, progressOf } from '../orders/progress';
import { metresBetween } from '../geo';
import { refundCancelled } from '../orders/refund';
import { backSummaryOf } from '../orderLedger/sums';
import { lockTableOfRound } from '../tables/bill';
import { ORDER_NOT_FOUND } from '../orders/store';
import { cancelledNotification, notifyCustomer, orderNotification } from '../push/notifications';
import { notificationWords } from '../messages/notifications';
import type { OutletRow } from './keys';

type OrderRow = typeof orders.$inferSelect;

export interface Rider {
  name: string;
  phone: string;
}
export interface Position {
  latitude: number;
  longitude: number;
}

/**
 * Issue 37: the order goes to one of the outlet's riders, on this shift of theirs; `newLink`: the token of a shift
 * started for this move, whose sign-in link goes out once the move is made.
 */
export interface RiderShiftRef {
  riderId: number;
  shiftId: number;
  newLink?: string;
}

/**
 * Issue 37: how an order handed to one of the outlet's riders was handed over: the diner's code (checked by
 * ../riders/handover.ts, with the cash the rider confirmed), or the outlet's override with its reason, audited.
 */
export type Handover = { by: 'CODE'; cashCollectedPaise: number | null } | { by: 'OVERRIDE'; reason: string; keyId: number; requestId: string };

export type OutletMove =
  | { kind: 'accept'; minutes: number }
  | { kind: 'reject'; reason: string }
  | { kind: 'preparing' }
  | { kind: 'ready' }
  | { kind: 'out_for_delivery'; rider: Rider; position?: Position; shift?: RiderShiftRef }
  | { kind: 'rider'; position: Position }
  | { kind: 'delivered'; handover?: Handover };

const TARGET: Record<OutletMove['kind'], OrderStatus> = {
  accept: 'ACCEPTED',
  reject: 'CANCELLED',
  preparing: 'PREPARING',
  ready: 'READY',
  out_for_delivery: 'OUT_FOR_DELIVERY',
  rider: 'OUT_FOR_DELIVERY',
  delivered: 'DELIVERED',
};

/** The way forward for each order type; a move may skip steps but never go back. */
const FORWARD: Record<FoodOrderType, readonly OrderStatus[]> = {
  HomeDelivery: ['PLACED', 'ACCEPTED', 'PREPARING', 'READY', 'OUT_FOR_DELIVERY', 'DELIVERED'],
  TakeAway: ['PLACED', 'ACCEPTED', 'PREPARING', 'READY', 'DELIVERED'],
  DineIn: ['PLACED', 'ACCEPTED', 'PREPARING', 'READY', 'DELIVERED'],
};

/** Why the move cannot be made from where the order stands, in words for the outlet's staff; null when it can. */
function refusal(order: OrderRow, current: OrderStatus, move: OutletMove): string | null {
  if (current === 'CANCELLED') return `Order ${order.refId} was cancelled`;
  if (current === 'DELIVERED') return `Order ${order.refId} has been handed over already`;
  const type = order.orderType as FoodOrderType;
  const way = FORWARD[type];
  const target = TARGET[move.kind];
  if (move.kind === 'reject') return current === 'OUT_FOR_DELIVERY' ? `Order ${order.refId} is with the rider already` : null;
  if (move.kind === 'rider') return current === 'OUT_FOR_DELIVERY' ? null : `Order ${order.refId} is not out for delivery`;
  if (move.kind === 'out_for_delivery' && type !== 'HomeDelivery') return `Order ${order.refId} is not a home delivery`;
  if (move.kind !== 'accept' && current === 'PLACED') return `Accept order ${order.refId} first`;
  if (move.kind === 'delivered' && type === 'HomeDelivery' && current !== 'OUT_FOR_DELIVERY') return `Hand order ${order.refId} to a rider first`;
  if (way.indexOf(target) <= way.indexOf(current)) return `Order ${order.refId} is past that already`;
  return null;
}

/**
 * When a delivery arrives with its rider at `position`: the rest of the ride from there (issue 35), so tracking's
 * 'about N min' follows the rider's real position. Unchanged without a position or an address.
 */
export function arrivalFrom(order: OrderRow, position: Position | undefined, now: number, deps: Deps): Partial<OrderRow> {
  if (!position || order.deliveryLatitude === null || order.deliveryLongitude === null) return {};
  const metres = metresBetween(position, { latitude: order.deliveryLatitude, longitude: order.deliveryLongitude });
  return { expectedAt: new Date(now + remainingRideMinutes(metres, deps) * 60_000) };
}

/** The changes a move makes to the row, beyond its status and history. */
function changesOf(order: OrderRow, move: OutletMove, now: number, deps: Deps): Partial<OrderRow> {
  switch (move.kind) {
    case 'accept':
      // A scheduled order keeps its slot: the kitchen's minutes are for an order wanted now. A delivery's ride
      // comes on top of them (issue 35): the same rule as the list and the checkout (./orders/deliveryTime.ts).
      return { expectedAt: order.scheduledFor ?? new Date(now + minutesFromNow(order, deps, move.minutes) * 60_000) };
    case 'reject':
      return { cancelReason: move.reason, cancelledBy: 'OUTLET' };
    case 'out_for_delivery':
      return {
        riderName: move.rider.name,
        riderPhone: move.rider.phone,
        ...(move.position ? { riderLatitude: move.position.latitude, riderLongitude: move.position.longitude, riderAt: new Date(now) } : {}),
        ...arrivalFrom(order, move.position, now, deps),
      };
    case 'rider':
      return { riderLatitude: move.position.latitude, riderLongitude: move.position.longitude, riderAt: new Date(now), ...arrivalFrom(order, move.position, now, deps) };
    default:
      return {};
  }
}

/** The outlet's placed order, its row locked for a move; 404 for a draft or another outlet's order. */
export async function lockOutletOrder(tx: Transaction, outlet: OutletRow, refId: string): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.refId, refId), eq(orders.restaurantId, outlet.id)))
    .for('update');
  if (!order?.placedAt) throw new ApiError(404, ORDER_NOT_FOUND);
  return order;
}

/** Makes the move on the outlet's order; answers the row as it now stands. A move already made is a no-op. */
export async function moveOrder(deps: Deps, outlet: OutletRow, refId: string, move: OutletMove): Promise<OrderRow> {
  return deps.db.transaction(async (tx) => {
    // Refusing a round of a table's bill: the table's session first, then the order (../tables/bill.ts).
    if (move.kind === 'reject') await lockTableOfRound(tx, and(eq(orders.refId, refId), eq(orders.restaurantId, outlet.id)));
    const order = await lockOutletOrder(tx, outlet, refId);
    const now = deps.now();
    const progress = progressOf(order, now, deps);
    const target = TARGET[move.kind];
    // A repeat (the tablet lost the answer and sent it again) finds the order where it asked for: nothing to do.
    if (progress.status === target && move.kind !== 'rider') return order;
    const why = refusal(order, progress.status, move);
    if (why) throw new ApiError(409, why);

    // A demo order the clock was moving: the kitchen takes over from where the clock has it.
    const history = movedByClock(order, deps.demo) ? progress.history.slice(1) : order.moves;
    const [moved] = await tx
      .update(orders)
      .set({
        status: target,
        moves: move.kind === 'rider' ? history : [...history, { status: target, at: now }],
        kitchenMoves: true,
        updatedAt: new Date(now),
        ...changesOf(order, move, now, deps),
      })
      .where(eq(orders.id, order.id))
      .returning();
    if (!moved) throw new Error(`Order ${refId} vanished while moving`);
    deps.metrics.outletMoves.inc({ move: move.kind });
    if (move.kind === 'out_for_delivery' && move.shift) {
      // The diner's code for the door, shown on their tracking while the order is out for delivery.
      await tx.insert(orderRiders).values({ orderId: moved.id, shiftId: move.shift.shiftId, riderId: move.shift.riderId, handoverCode: newHandoverCode() });
    }
    if (move.kind === 'delivered') await recordHandover(tx, moved, move.handover, outlet, now);
    await announce(tx, { orderRefId: moved.refId, userId: moved.userId, restaurantId: moved.restaurantId, status: target });
    if (move.kind === 'rider') return moved;

    if (move.kind === 'reject') {
      // The outlet's refusal: the money to the wallet, at once (the customer can spend it on another order now).
      const refund = await refundCancelled(tx, moved, 'WALLET', 'REFUSED', now);
      const back = backSummaryOf(refund.rows.filter((row) => row.userId === moved.userId));
      await notifyCustomer(tx, moved.userId, cancelledNotification(moved.refId, { ref: notificationWords.declinedBody, params: { outlet: outlet.title, ref: moved.refId, reason: move.reason } }, back), now);
      return moved;
    }
    const settled = move.kind === 'delivered' ? await settleCashOnHandover(tx, moved, deps) : moved;
    // Handed over: the points the order earned reach the customer's balance now (../orders/earnedPoints.ts).
    if (move.kind === 'delivered') await creditEarnedPoints(tx, moved.id, now);
    // A takeaway the kitchen said was ready has had its push ('ready to pick up'): collecting it needs none.
    const collected = move.kind === 'delivered' && moved.orderType === 'TakeAway' && history.some((step) => step.status === 'READY');
    const notification = collected ? null : orderNotification(moved.refId, target, outlet.title, moved.orderType);
    if (notification) await notifyCustomer(tx, moved.userId, notification, now);
    return settled;
  });
}


/**
 * An order handed to one of the outlet's riders is delivered only with the diner's code or the outlet's override
 * with a reason (issue 37); the override's audit row commits with the move. Any other order needs neither.
 */
async function recordHandover(tx: Transaction, order: OrderRow, handover: Handover | undefined, outlet: OutletRow, now: number): Promise<void> {
  const [rider] = await tx.select().from(orderRiders).where(eq(orderRiders.orderId, order.id)).for('update');
  if (!rider) return;
  if (!handover) throw new ApiError(409, `Order ${order.refId} is handed over with the customer's code: the rider enters it, or give a reason to mark it delivered`);
  await tx
    .update(orderRiders)
    .set({
      deliveredAt: new Date(now),
      deliveredBy: handover.by,
      overrideReason: handover.by === 'OVERRIDE' ? handover.reason : null,
      cashCollectedPaise: handover.by === 'CODE' ? handover.cashCollectedPaise : null,
    })
    .where(eq(orderRiders.orderId, order.id));
  if (handover.by === 'OVERRIDE') {
    const entry = { action: 'order.delivered_override', entity: 'order', entityId: order.refId, outletId: outlet.id, before: { status: 'OUT_FOR_DELIVERY' }, after: { status: 'DELIVERED', reason: handover.reason } };
    await recordAudit(tx, outletKeyActor(handover.keyId, handover.requestId), entry, now);
  }
}
