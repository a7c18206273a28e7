import type { OrderStatus } from '../../api/contract';

/**
 * Which time a running order shows (issue 35), one rule for tracking, My Orders and the order's details. A scheduled
 * slot is when the food arrives (a delivery) or is ready (a takeaway), as on Swiggy and Zomato: the kitchen starts
 * early enough for its minutes and the ride (src/lib/orderSlots.ts leadMinutes, the server's demo clock the same).
 * Once its rider is on the way, the rider's ride is the truer answer, as for any delivery: expectedAt, then.
 */
export const slotShown = (order: { scheduledFor?: number | null; status: OrderStatus }): number | null =>
  order.scheduledFor != null && order.status !== 'OUT_FOR_DELIVERY' ? order.scheduledFor : null;
