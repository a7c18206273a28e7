/** Issue 37: the orders handed to a rider's shift, as the rider reads them: until an hour after each is handed over. */
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { OrderStatus } from '../../src/api/contract';
import type { RiderOrder } from '../../src/api/contract/riders';
import { orderRiders, orders, users } from '../db/schema';
import type { Deps } from '../http/types';
import { toRupees } from '../money';
import { progressOf } from '../orders/progress';
import { cashDuePaise } from './handover';
import type { ShiftRow } from './shifts';

export const SEEN_AFTER_DELIVERY_MS = 60 * 60_000;

/** '••••••• 210': enough to tell two diners apart, never enough to dial. */
export const maskPhone = (mobile: string): string => `${'•'.repeat(Math.max(0, mobile.length - 3))} ${mobile.slice(-3)}`;

export const firstNameOf = (fullName: string): string => fullName.trim().split(/\s+/)[0] || 'Guest';

export async function ordersOfShift(deps: Deps, shift: ShiftRow): Promise<RiderOrder[]> {
  const now = deps.now();
  const rows = await deps.db
    .select({ order: orders, handover: orderRiders, fullName: users.fullName, mobile: users.mobile })
    .from(orderRiders)
    .innerJoin(orders, eq(orders.id, orderRiders.orderId))
    // An order whose diner's account was erased stays on the rider's list, naming no one.
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orderRiders.shiftId, shift.id), or(isNull(orderRiders.deliveredAt), gt(orderRiders.deliveredAt, new Date(now - SEEN_AFTER_DELIVERY_MS)))))
    .orderBy(desc(orders.placedAt));
  return rows
    .map(({ order, handover, fullName, mobile }) => ({
      orderRefId: order.refId,
      status: progressOf(order, now, deps).status as OrderStatus,
      firstName: firstNameOf(fullName ?? ''),
      address: order.deliveryText ?? '',
      latitude: order.deliveryLatitude,
      longitude: order.deliveryLongitude,
      note: order.cookingInstruction,
      cashToCollect: toRupees(cashDuePaise(order)),
      maskedPhone: mobile ? maskPhone(mobile) : '',
      lockedUntil: handover.lockedUntil && handover.lockedUntil.getTime() > now ? handover.lockedUntil.getTime() : null,
      deliveredAt: handover.deliveredAt?.getTime() ?? null,
    }))
    .filter((order) => order.status !== 'CANCELLED');
}
