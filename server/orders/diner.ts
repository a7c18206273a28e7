/**
 * Whose an order is. An erase (the diner's own account deletion or support's on a data request, server/users.ts)
 * keeps the diner's orders for the invoice series and the month's figures, but they name no one any more
 * (orders.user_id null). A path that needs the diner — placing or pricing a draft, putting points towards it, money
 * or points back to their wallet — refuses such an order with a clear message, never a 500.
 */
import { ApiError } from '../http/envelope';

/** How the console names the customer of such an order. */
export const ERASED_CUSTOMER = 'Erased on request';

export const DINER_ERASED = (refId: string): string => `Order ${refId}'s diner has erased their account: nothing can go to them`;

/** The order's diner; refuses (409) an order whose diner's account was erased. */
export function dinerOf(order: { refId: string; userId: number | null }): number {
  if (order.userId === null) throw new ApiError(409, DINER_ERASED(order.refId));
  return order.userId;
}
