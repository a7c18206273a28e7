/**
 * Orders in the console: GET /v1/admin/orders (placed orders, newest first, by reference or the diner's number, by
 * outlet), GET /orders/{ref} (the order, its statuses, the money given back and support's credits), and POST
 * /orders/{ref}/credit (money back to the diner's wallet, with a reason; staff/orderCredit.ts).
 * - owner and support: every outlet's orders; support and the owner may credit;
 * - finance: every outlet's orders to read and export, the diner's number masked; no credit;
 * - an outlet manager: their outlets' orders only, in the query itself (another outlet's order is 403); no credit;
 * - an editor: none.
 */
import { and, count, desc, eq, isNotNull, like, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { adminOrderQuery, orderCreditRequest, type AdminOrderDetail, type AdminOrderPage, type AdminOrderRow, type OrderStatus } from '../../../src/api/contract';
import { auditLog, orders, restaurants, staff, users } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { orderRefParam } from '../../http/params';
import { presentOnly } from '../../http/query';
import type { Deps } from '../../http/types';
import { parseWith, readJsonBody } from '../../http/validate';
import { toRupees } from '../../money';
import { progressOf } from '../../orders/progress';
import { toOrder } from '../../orders/store';
import { maskPhone } from '../../riders/orders';
import { actorOf, outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';
import { creditOrder, orderNotFound, refundedToWallet } from '../../staff/orderCredit';
import type { StaffRow } from '../../staff/sessions';

const READERS = ['owner', 'support', 'finance', 'manager'] as const;
const CREDITORS = ['owner', 'support'] as const;


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
      .select({ order: orders, outletTitle: restaurants.title, customerName: users.fullName, mobile: users.mobile, walletReturned: refundedToWallet })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .innerJoin(users, eq(users.id, orders.userId));

  const rowOf = (member: StaffRow, { order, outletTitle, customerName, mobile, walletReturned: wallet }: Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number]): AdminOrderRow => ({
    id: order.refId,
    placedAt: order.placedAt?.getTime() ?? order.createdAt.getTime(),
    outletId: order.restaurantId,
    outletTitle,
    orderType: order.orderType,
    status: progressOf(order, deps.now(), deps).status as OrderStatus,
    customerName: customerName || 'Guest',
    customerMobile: member.role === 'finance' ? maskPhone(mobile) : mobile,
    total: toRupees(order.grandTotalPaise),
    paymentMode: order.paymentMode,
    paymentStatus: order.paymentStatus,
    returned: toRupees(wallet + order.refundSourcePaise),
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
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where),
    ]);
    return ok<AdminOrderPage>(c, { total: total?.total ?? 0, items: rows.map((row) => rowOf(member, row)) });
  });

  routes.get('/orders/:refId', async (c) => {
    const member = staffIn(c, READERS);
    const refId = orderRefParam(c.req.param('refId'));
    const [row] = await select().where(and(eq(orders.refId, refId), isNotNull(orders.placedAt)));
    if (!row) throw new ApiError(404, orderNotFound(refId));
    requireOutlet(member, row.order.restaurantId);
    const [order, credits] = await Promise.all([
      toOrder(deps.db, row.order, deps),
      deps.db
        .select({ at: auditLog.at, after: auditLog.after, staffName: staff.name })
        .from(auditLog)
        .leftJoin(staff, eq(staff.id, auditLog.staffId))
        .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, refId), eq(auditLog.action, 'credit')))
        .orderBy(auditLog.at, auditLog.id),
    ]);
    const returned = row.walletReturned + row.order.refundSourcePaise;
    // The door's code is the diner's to give the rider: nobody at head office needs it.
    delete order.handoverCode;
    return ok<AdminOrderDetail>(c, {
      ...rowOf(member, row),
      order,
      credits: credits.map(({ at, after, staffName }) => {
        const given = (after ?? {}) as { amount?: number; reason?: string };
        return { at: at.getTime(), amount: given.amount ?? 0, reason: given.reason ?? '', staffName };
      }),
      creditable: row.order.paymentStatus === 'PAID' ? toRupees(Math.max(0, row.order.grandTotalPaise - returned)) : 0,
    });
  });

  routes.post('/orders/:refId/credit', async (c) => {
    const member = staffIn(c, CREDITORS);
    const refId = orderRefParam(c.req.param('refId'));
    const { amount, reason } = await readJsonBody(c, orderCreditRequest);
    const left = await creditOrder(deps, actorOf(c, member), refId, amount, reason, (outletId) => requireOutlet(member, outletId));
    return ok(c, { creditable: left }, `₹${amount} is in the customer's wallet`);
  });

  return routes;
}
