/** The outlet's live orders as its kitchen sees them (src/outlet/contract.ts OutletOrder), newest first. */
import { and, asc, desc, eq, gt, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { FoodOrderType, PaymentMode, PaymentStatus, VegNonVeg } from '../../src/api/contract';
import type { OutletOrder, OutletReport } from '../../src/outlet/contract';
import { orderItems, orderRiders, orders, riderShifts, users, type OrderReportRow } from '../db/schema';
import type { Deps } from '../http/types';
import { withChoices } from '../../src/rules/lineKey';
import { toRupees } from '../money';
import { progressOf } from '../orders/progress';
import { riderNeeded } from '../riders/shifts';
import { isReportOpen, refundableOf } from '../orders/report';
import { tableBillsOf } from '../tables/bill';
import type { OutletRow } from './keys';

type OrderRow = typeof orders.$inferSelect;

/** How far back the board looks: a day's service (the demo's clock-moved orders finish by themselves). */
const LOOK_BACK_MS = 24 * 60 * 60_000;
const FINISHED = ['DELIVERED', 'CANCELLED'];

async function shape(deps: Deps, rows: Array<{ order: OrderRow; customerName: string; mobile: string }>): Promise<OutletOrder[]> {
  if (rows.length === 0) return [];
  const now = deps.now();
  const lines = await deps.db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((row) => row.order.id)))
    .orderBy(asc(orderItems.id));
  // Issue 37: handed to one of the outlet's riders; issue 44: whose shift ended (rider needed) or whose codes stopped.
  const handovers = new Map(
    (
      await deps.db
        .select({ orderId: orderRiders.orderId, deliveredAt: orderRiders.deliveredAt, shift: { revokedAt: riderShifts.revokedAt, endsAt: riderShifts.endsAt, codesStoppedAt: riderShifts.codesStoppedAt } })
        .from(orderRiders)
        .innerJoin(riderShifts, eq(riderShifts.id, orderRiders.shiftId))
        .where(inArray(orderRiders.orderId, rows.map((row) => row.order.id)))
    ).map((row) => [row.orderId, row]),
  );
  const refundable = new Map(await Promise.all(rows.map(async ({ order }) => [order.id, await refundableOf(deps, order)] as const)));
  const tableBills = await tableBillsOf(deps, rows.map((row) => row.order));
  return rows.map(({ order, customerName, mobile }) => {
    const type = order.orderType as FoodOrderType;
    const orderLines = lines.filter((line) => line.orderId === order.id);
    const status = progressOf(order, now, deps).status;
    const handover = handovers.get(order.id);
    const out = status === 'OUT_FOR_DELIVERY';
    return {
      orderRefId: order.refId,
      orderType: type,
      status,
      placedAt: order.placedAt?.getTime() ?? order.createdAt.getTime(),
      expectedAt: order.expectedAt?.getTime() ?? now,
      scheduledFor: order.scheduledFor?.getTime() ?? null,
      paymentStatus: order.paymentStatus as PaymentStatus,
      paymentMode: order.paymentMode as PaymentMode | null,
      total: toRupees(order.grandTotalPaise),
      customerName: customerName || 'Guest',
      customerMobile: type === 'DineIn' ? null : mobile,
      tableNumber: order.tableNumber,
      deliveryAddress: order.deliveryText,
      items: orderLines.map((line) => ({ title: line.title, choices: line.choices, quantity: line.quantity, vegNonVeg: line.vegNonVeg as VegNonVeg, instruction: line.instruction })),
      cookingInstruction: order.cookingInstruction,
      rider: order.riderName && order.riderPhone ? { name: order.riderName, phone: order.riderPhone } : null,
      withCode: handover !== undefined,
      riderNeeded: out && handover !== undefined && riderNeeded(handover, handover.shift, now),
      codesStopped: out && handover !== undefined && !riderNeeded(handover, handover.shift, now) && handover.shift.codesStoppedAt !== null,
      calls: { waiter: order.waiterCalledAt?.getTime() ?? null, bill: order.billRequestedAt?.getTime() ?? null },
      report: isReportOpen(order) && order.report ? reportFor(order.report, orderLines, refundable.get(order.id) ?? 0) : null,
      tableBill: tableBills.get(order.id) ?? null,
    };
  });
}

function reportFor(report: OrderReportRow, lines: Array<typeof orderItems.$inferSelect>, refundable: number): OutletReport {
  return {
    kind: report.kind,
    items: lines.filter((line) => report.itemIds.includes(line.itemId)).map((line) => ({ title: withChoices(line.title, line.choices), quantity: line.quantity })),
    note: report.note,
    at: report.at,
    refundable,
  };
}

// An erased diner's order stays on the board (left join) and names no one: an empty name and number.
const columns = { order: orders, customerName: sql<string>`coalesce(${users.fullName}, '')`, mobile: sql<string>`coalesce(${users.mobile}, '')` };

/** Still the outlet's to see to when finished: a table calling, or a report waiting for an answer. */
const waiting = (order: OutletOrder) => order.calls.waiter !== null || order.calls.bill !== null || order.report !== null;

/** Placed, not yet handed over or cancelled, or a table still calling: what the outlet still has to do. */
export async function liveOrders(deps: Deps, outlet: OutletRow): Promise<OutletOrder[]> {
  const rows = await deps.db
    .select(columns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.restaurantId, outlet.id),
        isNotNull(orders.placedAt),
        or(
          and(
            or(notInArray(orders.status, FINISHED), isNotNull(orders.waiterCalledAt), isNotNull(orders.billRequestedAt)),
            gt(orders.placedAt, new Date(deps.now() - LOOK_BACK_MS)),
          ),
          // A report may come a day after the handover: it stays until answered, however old the order.
          sql`${orders.report} IS NOT NULL AND (${orders.report}->>'resolvedAt') IS NULL`,
        ),
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.id));
  const shaped = await shape(deps, rows);
  return shaped.filter((order) => !FINISHED.includes(order.status) || waiting(order));
}

/** One of the outlet's placed orders, as the kitchen sees it (the answer to a move). */
export async function outletOrder(deps: Deps, order: OrderRow): Promise<OutletOrder> {
  const [customer] = order.userId === null ? [] : await deps.db.select({ customerName: users.fullName, mobile: users.mobile }).from(users).where(eq(users.id, order.userId));
  const [shaped] = await shape(deps, [{ order, customerName: customer?.customerName ?? '', mobile: customer?.mobile ?? '' }]);
  if (!shaped) throw new Error(`Order ${order.refId} could not be shown`);
  return shaped;
}
