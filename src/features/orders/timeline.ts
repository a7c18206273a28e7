import type { FoodOrderType, Order, OrderStatus } from '../../api/contract';
import { t, type MessageRef } from '../../i18n';
import { m as statuses } from './statusMessages';

/** A step of the timeline: an order status, or, for a dine-in bill, the moment it was paid. */
export type TimelineStepKey = OrderStatus | 'PAID';

export interface TimelineStep {
  status: TimelineStepKey;
  label: string;
  /** When the order reached this step (epoch ms); null while it has not. */
  at: number | null;
  done: boolean;
  /** The step the order is at now. */
  current: boolean;
}

type TimelineOrder = Pick<Order, 'orderType' | 'status' | 'statusHistory' | 'placedAt' | 'paymentStatus'> & Partial<Pick<Order, 'paidAt'>>;

/**
 * The steps a customer sees. DELIVERED is the handover: a home delivery goes out for delivery and is delivered,
 * a takeaway is picked up, a dine-in order is served, and its bill is paid: at the end once settled, or right
 * after placing when it was paid up front.
 */
export function timelineSteps(order: TimelineOrder, servedAt?: number): TimelineStepKey[] {
  if (order.orderType === 'HomeDelivery') return ['PLACED', 'ACCEPTED', 'PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED'];
  if (order.orderType !== 'DineIn') {
    // A kitchen says when a takeaway waits at the counter; the demo's clock goes straight to the pick-up.
    const saidReady = order.status === 'READY' || order.statusHistory.some((step) => step.status === 'READY');
    return saidReady ? ['PLACED', 'ACCEPTED', 'PREPARING', 'READY', 'DELIVERED'] : ['PLACED', 'ACCEPTED', 'PREPARING', 'DELIVERED'];
  }
  const paidAt = order.paidAt ?? null;
  const paidUpFront = order.paymentStatus === 'PAID' && (servedAt === undefined ? order.status !== 'DELIVERED' : paidAt !== null && paidAt < servedAt);
  return paidUpFront ? ['PLACED', 'PAID', 'ACCEPTED', 'PREPARING', 'DELIVERED'] : ['PLACED', 'ACCEPTED', 'PREPARING', 'DELIVERED', 'PAID'];
}

/**
 * Builds the status timeline from the order's history. A step counts as done when the order reached it or any
 * later step (the server may skip a step, e.g. straight from PLACED to PREPARING).
 */
export function buildTimeline(order: TimelineOrder): TimelineStep[] {
  const reachedAt = new Map<TimelineStepKey, number | null>();
  for (const entry of order.statusHistory) {
    if (!reachedAt.has(entry.status)) reachedAt.set(entry.status, entry.at);
  }
  if (order.placedAt !== null && !reachedAt.has('PLACED')) reachedAt.set('PLACED', order.placedAt);
  if (order.paymentStatus === 'PAID') reachedAt.set('PAID', order.paidAt ?? null);
  const steps = timelineSteps(order, reachedAt.get('DELIVERED') ?? undefined);
  // A cancelled order ends where it was cancelled: the steps it reached, then Cancelled, never steps to come.
  if (order.status === 'CANCELLED') {
    const reached = steps.filter((status) => reachedAt.has(status));
    return [...reached, 'CANCELLED' as const].map((status) => ({
      status,
      label: status === 'PAID' ? t(statuses.statusBillPaid) : statusLabel(status, order.orderType),
      at: reachedAt.get(status) ?? null,
      done: true,
      current: status === 'CANCELLED',
    }));
  }

  let furthest = steps.indexOf(order.status);
  steps.forEach((status, index) => {
    if (reachedAt.has(status)) furthest = Math.max(furthest, index);
  });

  return steps.map((status, index) => ({
    status,
    label: status === 'PAID' ? t(statuses.statusBillPaid) : statusLabel(status, order.orderType),
    at: reachedAt.get(status) ?? null,
    done: index <= furthest,
    current: index === furthest,
  }));
}

/** Still moving: worth refreshing. DRAFT and PAYMENT_PENDING are not tracked; DELIVERED and CANCELLED are final. */
export const isRunning = (status: OrderStatus): boolean =>
  status === 'PLACED' || status === 'ACCEPTED' || status === 'PREPARING' || status === 'READY' || status === 'OUT_FOR_DELIVERY';

/** What each status the server sends is called on screen (SPEC 4): t(STATUS_LABELS[status]). */
export const STATUS_LABELS: Record<OrderStatus, MessageRef> = {
  DRAFT: statuses.statusDraft,
  PAYMENT_PENDING: statuses.statusPaymentPending,
  PLACED: statuses.statusPlaced,
  ACCEPTED: statuses.statusAccepted,
  PREPARING: statuses.statusPreparing,
  READY: statuses.statusReady,
  OUT_FOR_DELIVERY: statuses.statusOutForDelivery,
  DELIVERED: statuses.statusDelivered,
  CANCELLED: statuses.statusCancelled,
};

/** What the handover (DELIVERED) is called for each order type: a table is served, a takeaway picked up. */
const HANDED_OVER: Record<FoodOrderType, MessageRef> = {
  HomeDelivery: statuses.statusDelivered,
  TakeAway: statuses.statusPickedUp,
  DineIn: statuses.statusServed,
};

/** A status's name for this type of order, or the status itself when the server sends one this app does not know yet. */
export const statusLabel = (status: OrderStatus, orderType: string): string => {
  if (status === 'READY' && orderType === 'TakeAway') return t(statuses.statusReadyToPickUp);
  const handover = status === 'DELIVERED' ? (HANDED_OVER[orderType as FoodOrderType] as MessageRef | undefined) : undefined;
  const label = handover ?? (STATUS_LABELS[status] as MessageRef | undefined);
  return label ? t(label) : status;
};
