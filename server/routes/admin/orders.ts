/**
 * Orders in the console: GET /v1/admin/orders (placed orders, newest first, by reference or the diner's number, by
 * outlet), GET /orders/{ref} (the order, its statuses, and its ledger: who paid what, what went back), and POST
 * /orders/{ref}/credit (money back to the diner's wallet, with a reason; staff/orderCredit.ts).
 * - owner and support: every outlet's orders; support and the owner may credit;
 * - finance: every outlet's orders to read and export, the diner's number masked; no credit;
 * - an outlet manager: their outlets' orders only, in the query itself (another outlet's order is 403); no credit;
 * - an editor: none.
 */
import { and, asc, count, desc, eq, inArray, isNotNull, like, sql, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { adminOrderQuery, orderCreditRequest, type AdminLedgerEntry, type AdminOrderDetail, type AdminOrderPage, type AdminOrderRow, type OrderStatus } from '../../../src/api/contract';
import { orderItems, orderLedger, orders, restaurants, staff, users } from '../../db/schema';
import type { OrderCreditAnswer } from '../../../src/api/contract/support';
import { listRefunds, readSupportSettings } from '../../staff/supportRefunds';
import { supportViewOf } from '../../staff/orderView';
import { ApiError, ok } from '../../http/envelope';
import { orderRefParam } from '../../http/params';
import { presentOnly } from '../../http/query';
import type { Deps } from '../../http/types';
import { parseWith, readJsonBody } from '../../http/validate';
import { toRupees } from '../../money';
import { progressOf } from '../../orders/progress';
import { ERASED_CUSTOMER } from '../../orders/diner';
import { toOrder } from '../../orders/store';
import { maskPhone } from '../../riders/orders';
import { actorOf, outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';
import { creditOrder, orderNotFound, sourceLeftOfOrder, dishesGivenBack, type CreditDone } from '../../staff/orderCredit';
import { ledgerSum, sumsOf } from '../../orderLedger/sums';
import type { StaffRow } from '../../staff/sessions';

const READERS = ['owner', 'support', 'finance', 'manager'] as const;
const CREDITORS = ['owner', 'support'] as const;

/** What support is told: where the money went, or that it waits for finance. */
function creditMessage(to: 'WALLET' | 'SOURCE', done: CreditDone): string {
  if (done.waitingId !== null) return 'Above the owner’s limit: it waits for approval by finance';
  return to === 'SOURCE' ? `₹${done.given} is going back to the UPI, card or app that paid` : `₹${done.given} is in the customer's wallet`;
}


function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  if (/^\d{10}$/.test(q)) return eq(users.mobile, q);
  if (!/^[A-Za-z0-9-]+$/.test(q)) throw new ApiError(400, 'Search with an order reference or a 10-digit number');
  return like(orders.refId, `${q.toUpperCase()}%`);
}

export function adminOrderRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  const select = () =>
    deps.db
      .select({ order: orders, outletTitle: restaurants.title, customerName: users.fullName, mobile: users.mobile, paid: ledgerSum('PAID'), returned: ledgerSum('BACK') })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      // An erased diner's orders stay (their invoices and figures), naming no one.
      .leftJoin(users, eq(users.id, orders.userId));
  type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

  /** Each order's money in by payment mode, for a page of orders at once. */
  const paidWithOf = async (orderIds: number[]): Promise<Map<number, AdminOrderRow['paidWith']>> => {
    const byOrder = new Map<number, AdminOrderRow['paidWith']>();
    if (orderIds.length === 0) return byOrder;
    const rows = await deps.db
      .select({ orderId: orderLedger.orderId, mode: orderLedger.paymentMode, paise: sql<number>`sum(${orderLedger.amountPaise})`.mapWith(Number) })
      .from(orderLedger)
      .where(and(inArray(orderLedger.orderId, orderIds), eq(orderLedger.flow, 'PAID')))
      .groupBy(orderLedger.orderId, orderLedger.paymentMode)
      .orderBy(orderLedger.paymentMode);
    for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), { mode: row.mode ?? 'CASH', amount: toRupees(row.paise) }]);
    return byOrder;
  };

  const rowOf = (member: StaffRow, { order, outletTitle, customerName, mobile, paid, returned }: Selected, paidWith: AdminOrderRow['paidWith']): AdminOrderRow => ({
    id: order.refId,
    placedAt: order.placedAt?.getTime() ?? order.createdAt.getTime(),
    outletId: order.restaurantId,
    outletTitle,
    orderType: order.orderType,
    status: progressOf(order, deps.now(), deps).status as OrderStatus,
    customerName: order.userId === null ? ERASED_CUSTOMER : customerName || 'Guest',
    customerMobile: mobile === null ? '' : member.role === 'finance' ? maskPhone(mobile) : mobile,
    total: toRupees(order.grandTotalPaise),
    paymentMode: order.paymentMode,
    paymentStatus: order.paymentStatus,
    paid: toRupees(paid),
    paidWith,
    returned: toRupees(returned),
  });

  routes.get('/orders', async (c) => {
    const member = staffIn(c, READERS);
    const query = parseWith(adminOrderQuery, presentOnly(c.req.query()));
    if (query.outletId !== undefined) requireOutlet(member, query.outletId);
    const where = and(
      isNotNull(orders.placedAt),
      outletScope(member, orders.restaurantId),
      query.outletId === undefined ? undefined : eq(orders.restaurantId, query.outletId),
      query.status === undefined ? undefined : eq(orders.status, query.status),
      matching(query.q),
    );
    const [rows, [total]] = await Promise.all([
      select()
        .where(where)
        .orderBy(desc(orders.placedAt), desc(orders.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      deps.db
        .select({ total: count() })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(where),
    ]);
    const paidWith = await paidWithOf(rows.map((row) => row.order.id));
    return ok<AdminOrderPage>(c, { total: total?.total ?? 0, items: rows.map((row) => rowOf(member, row, paidWith.get(row.order.id) ?? [])) });
  });

  routes.get('/orders/:refId', async (c) => {
    const member = staffIn(c, READERS);
    const refId = orderRefParam(c.req.param('refId'));
    const [row] = await select().where(and(eq(orders.refId, refId), isNotNull(orders.placedAt)));
    if (!row) throw new ApiError(404, orderNotFound(refId));
    requireOutlet(member, row.order.restaurantId);
    const [order, ledger] = await Promise.all([
      toOrder(deps.db, row.order, deps),
      deps.db
        .select({ row: orderLedger, customerName: users.fullName, staffName: staff.name })
        .from(orderLedger)
        .leftJoin(users, eq(users.id, orderLedger.userId))
        .leftJoin(staff, eq(staff.id, orderLedger.staffId))
        .where(eq(orderLedger.orderId, row.order.id))
        .orderBy(asc(orderLedger.at), asc(orderLedger.id)),
    ]);
    // The door's code is the diner's to give the rider: nobody at head office needs it.
    delete order.handoverCode;
    const ledgerRows = ledger.map((entry) => entry.row);
    const sums = sumsOf(ledgerRows);
    const lines = await deps.db.select().from(orderItems).where(eq(orderItems.orderId, row.order.id)).orderBy(asc(orderItems.id));
    const paidWith = await paidWithOf([row.order.id]);
    return ok<AdminOrderDetail>(c, {
      ...rowOf(member, row, paidWith.get(row.order.id) ?? []),
      order,
      ledger: ledger.map(({ row: entry, customerName, staffName }): AdminLedgerEntry => ({
        at: entry.at.getTime(),
        flow: entry.flow,
        means: entry.means,
        paymentMode: entry.paymentMode,
        amount: toRupees(entry.amountPaise),
        points: entry.points,
        cause: entry.cause,
        customerName: customerName || 'Guest',
        pending: entry.refundState === 'PENDING',
        staffName,
        note: entry.note,
        reason: (entry.reason as AdminLedgerEntry['reason']) ?? null,
      })),
      creditable: toRupees(sums.leftPaise),
      lines: lines.map((line) => ({ lineId: line.id, title: line.title, choices: line.choices, quantity: line.quantity, left: line.quantity - line.givenBackQuantity, eachWithTax: toRupees(dishesGivenBack(row.order, line.pricePaise).paise) })),
      sourceLeft: toRupees(Math.min(sourceLeftOfOrder(ledgerRows), sums.leftPaise)),
      refundRequests: (await listRefunds(deps.db, { orderId: row.order.id, page: 1, perPage: 100 })).items,
      approvalAbove: (await readSupportSettings(deps.db)).approvalAbove,
      ...(await supportViewOf(deps.db, row.order, member.role === 'finance')),
    });
  });

  routes.post('/orders/:refId/credit', async (c) => {
    const member = staffIn(c, CREDITORS);
    const refId = orderRefParam(c.req.param('refId'));
    const ask = await readJsonBody(c, orderCreditRequest);
    const done = await creditOrder(deps, actorOf(c, member), refId, ask, (outletId) => requireOutlet(member, outletId));
    return ok<OrderCreditAnswer>(c, done, creditMessage(ask.to, done));
  });

  return routes;
}
