/**
 * The rest of an order as support reads it on one screen (issue 47): its rider and the door's code (given, or the
 * outlet's override with its reason), the notifications its diner was sent, and what staff or an outlet's key changed
 * on it (from the audit trail, with who). Finance reads the rider's number masked, as it reads the diner's.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { SupportOrderMove, SupportOrderPush, SupportOrderRider } from '../../src/api/contract';
import type { Database } from '../db/client';
import { auditLog, notifications, orderRiders, riders, staff, type orders } from '../db/schema';
import { toRupees } from '../money';
import { maskPhone } from '../riders/orders';
import { outletKeyNames, outletKeyOf } from './audit';

export async function supportViewOf(
  db: Database,
  order: typeof orders.$inferSelect,
  maskNumbers: boolean,
): Promise<{ rider: SupportOrderRider | null; pushes: SupportOrderPush[]; moves: SupportOrderMove[] }> {
  const [[rider], pushes, trail] = await Promise.all([
    db.select({ link: orderRiders, name: riders.name, phone: riders.phone }).from(orderRiders).innerJoin(riders, eq(riders.id, orderRiders.riderId)).where(eq(orderRiders.orderId, order.id)),
    db
      .select({ at: notifications.createdAt, title: notifications.title, body: notifications.body, readAt: notifications.readAt })
      .from(notifications)
      // An erased diner's notifications went with their account: the order's pushes are then none to show.
      .where(and(order.userId === null ? sql`false` : eq(notifications.userId, order.userId), eq(notifications.orderRefId, order.refId)))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    db
      .select({ row: auditLog, staffName: staff.name })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, order.refId)))
      .orderBy(asc(auditLog.at), asc(auditLog.id)),
  ]);
  const keys = await outletKeyNames(db, trail.flatMap(({ row }) => outletKeyOf(row.role) ?? []));
  return {
    rider: rider
      ? {
          name: rider.name,
          phone: maskNumbers ? maskPhone(rider.phone) : rider.phone,
          deliveredAt: rider.link.deliveredAt?.getTime() ?? null,
          deliveredBy: rider.link.deliveredBy,
          overrideReason: rider.link.overrideReason,
          wrongTries: rider.link.wrongTries,
          cashCollected: rider.link.cashCollectedPaise === null ? null : toRupees(rider.link.cashCollectedPaise),
        }
      : null,
    pushes: pushes.map((push) => ({ at: push.at.getTime(), title: push.title, body: push.body, read: push.readAt !== null })),
    moves: trail.map(({ row, staffName }) => {
      const key = outletKeyOf(row.role);
      return { at: row.at.getTime(), action: row.action, role: key === null ? row.role : 'outlet key', who: key === null ? (staffName ?? 'A removed account') : (keys.get(key) ?? 'An outlet key') };
    }),
  };
}
