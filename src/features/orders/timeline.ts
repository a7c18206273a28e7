import type { FoodOrderType, Order, OrderStatus } from '../../api/contract';

export interface TimelineStep {
  status: OrderStatus;
  label: string;
  /** When the order reached this step (epoch ms); null while it has not. */
  at: number | null;
  done: boolean;
  /** The step the order is at now. */
  current: boolean;
}

const LABELS: Partial<Record<OrderStatus, string>> = {
  PLACED: 'Order Placed',
  ACCEPTED: 'Accepted',
  PREPARING: 'Preparing',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
};

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
    label: LABELS[status] ?? status,
    at: reachedAt.get(status) ?? null,
    done: index <= furthest,
    current: index === furthest,
  }));
}

/** Still moving: worth refreshing. DRAFT and PAYMENT_PENDING are not tracked; DELIVERED and CANCELLED are final. */
export const isRunning = (status: OrderStatus): boolean =>
  status === 'PLACED' || status === 'ACCEPTED' || status === 'PREPARING' || status === 'OUT_FOR_DELIVERY';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  DRAFT: 'Not placed',
  PAYMENT_PENDING: 'Payment pending',
  PLACED: 'Order Placed',
  ACCEPTED: 'Accepted',
  PREPARING: 'Preparing',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
};
