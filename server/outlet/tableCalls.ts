/**
 * A diner at the table calls a waiter or asks for the bill (issue 22); the outlet's board shows the call at once
 * and the floor marks it done. A call already waiting keeps its first time (tapping again does not jump the
 * queue). Both ends hear every change live (../live/bus.ts).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { TableNeed } from '../../src/api/contract';
import type { Database } from '../db/client';
import { orders } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { Deps } from '../http/types';
import { announce } from '../live/bus';
import { orderWords } from '../messages/orders';
import { effectiveStatus, ORDER_NOT_FOUND, type OrderRow } from '../orders/store';

const COLUMN = { WAITER: 'waiterCalledAt', BILL: 'billRequestedAt' } as const;

async function mark(db: Database, order: OrderRow, need: TableNeed, at: Date | null, onlyIfClear: boolean): Promise<OrderRow> {
  const column = COLUMN[need];
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(orders)
      .set({ [column]: at })
      .where(onlyIfClear ? and(eq(orders.id, order.id), isNull(orders[column])) : eq(orders.id, order.id))
      .returning();
    const row = changed ?? order;
    if (changed) await announce(tx, { orderRefId: row.refId, userId: row.userId, restaurantId: row.restaurantId, status: row.status });
    return row;
  });
}

/** The diner's call, on their own placed dine-in order: refused in the diner's language. */
export async function callTable(deps: Deps, order: OrderRow, need: TableNeed): Promise<OrderRow> {
  if (order.orderType !== 'DineIn') throw new ApiError(422, { ref: orderWords.notAtATable });
  if (!order.placedAt || effectiveStatus(order, deps) === 'CANCELLED') throw new ApiError(422, { ref: orderWords.notAtTableNow });
  if (need === 'BILL' && order.paymentStatus !== 'POSTPAID') throw new ApiError(422, { ref: orderWords.billPaidAlready });
  if (order[COLUMN[need]] !== null) return order;
  return mark(deps.db, order, need, new Date(deps.now()), true);
}

/** The floor saw to it. */
export async function tableCallDone(deps: Deps, restaurantId: number, refId: string, need: TableNeed): Promise<OrderRow> {
  const [order] = await deps.db.select().from(orders).where(and(eq(orders.refId, refId), eq(orders.restaurantId, restaurantId)));
  if (!order?.placedAt) throw new ApiError(404, ORDER_NOT_FOUND);
  return mark(deps.db, order, need, null, false);
}
