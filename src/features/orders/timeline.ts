import type { FoodOrderType, Order, OrderStatus } from '../../api/contract';
import { t, type MessageRef } from '../../i18n';
import { m as statuses } from './statusMessages';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** When the order reached this step (epoch ms); null while it has not. */
  at: number | null;
  done: boolean;
  /** The step the order is at now. */
  current: boolean;
}

/** The steps a customer sees: only a home delivery goes out for delivery. */
export function timelineStatuses(orderType: FoodOrderType): OrderStatus[] {
  return orderType === 'HomeDelivery'
    ? ['PLACED', 'ACCEPTED', 'PREPARING', 'OUT_FOR_DELIVERY', 'DELIVERED']
    : ['PLACED', 'ACCEPTED', 'PREPARING', 'DELIVERED'];
}

/**
 * Builds the status timeline from the order's history. A step counts as done when the order reached it or any
 * later step (the server may skip a step, e.g. straight from PLACED to PREPARING).
 */
export function buildTimeline(order: Pick<Order, 'orderType' | 'status' | 'statusHistory' | 'placedAt'>): TimelineStep[] {
  const statuses = timelineStatuses(order.orderType);
  const reachedAt = new Map<OrderStatus, number>();
  for (const entry of order.statusHistory) {
    if (!reachedAt.has(entry.status)) reachedAt.set(entry.status, entry.at);
  }
  if (order.placedAt !== null && !reachedAt.has('PLACED')) reachedAt.set('PLACED', order.placedAt);

  let furthest = statuses.indexOf(order.status);
  statuses.forEach((status, index) => {
    if (reachedAt.has(status)) furthest = Math.max(furthest, index);
  });

  return statuses.map((status, index) => ({
    status,
    label: statusLabel(status),
    at: reachedAt.get(status) ?? null,
    done: index <= furthest,
    current: index === furthest,
  }));
}

/** Still moving: worth refreshing. DRAFT and PAYMENT_PENDING are not tracked; DELIVERED and CANCELLED are final. */
export const isRunning = (status: OrderStatus): boolean =>
  status === 'PLACED' || status === 'ACCEPTED' || status === 'PREPARING' || status === 'OUT_FOR_DELIVERY';

/** What each status the server sends is called on screen (SPEC 4): t(STATUS_LABELS[status]). */
export const STATUS_LABELS: Record<OrderStatus, MessageRef> = {
  DRAFT: statuses.statusDraft,
  PAYMENT_PENDING: statuses.statusPaymentPending,
  PLACED: statuses.statusPlaced,
  ACCEPTED: statuses.statusAccepted,
  PREPARING: statuses.statusPreparing,
  OUT_FOR_DELIVERY: statuses.statusOutForDelivery,
  DELIVERED: statuses.statusDelivered,
  CANCELLED: statuses.statusCancelled,
};

/** A status's name, or the status itself when the server sends one this app does not know yet. */
export const statusLabel = (status: OrderStatus): string => {
  const label = STATUS_LABELS[status] as MessageRef | undefined;
  return label ? t(label) : status;
};
