/**
 * The audit trail in the console (issue 36): GET /v1/admin/audit, read-only (no route here or anywhere changes a row),
 * newest first. Who sees which rows is decided in the query itself, never filtered after it:
 * - an owner: every row;
 * - an outlet manager: the rows of their outlets only (asking for another outlet by outletId is 403, as everywhere);
 * - an editor: the rows about outlets' and menus' public content, by anyone (CONTENT_KINDS), and their own rows of
 *   any kind; never staff management (invitations, removals) nor outlet keys. A kind missing from CONTENT_KINDS is
 *   hidden from editors until it is added: the list fails closed.
 * Support and finance work in the orders (routes/admin/orders.ts); a credit's row is read there, with the order.
 */
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { auditQuery, type AuditPage } from '../../../src/api/contract';
import { auditLog, staff } from '../../db/schema';
import { ok } from '../../http/envelope';
import { presentOnly } from '../../http/query';
import type { Deps } from '../../http/types';
import { parseWith } from '../../http/validate';
import { outletScope, requireOutlet, staffIn, type AdminEnv } from '../../staff/access';
import { outletKeyNames, outletKeyOf } from '../../staff/audit';
import type { StaffRow } from '../../staff/sessions';

/** How the trail names who acted where no staff member's name is (a removed account) or none signs (an outlet's key). */
export const REMOVED_ACCOUNT = 'A removed account';
export const REMOVED_KEY = 'A removed outlet key';
export const OUTLET_KEY = 'outlet key';

/** The kinds of record an editor works on (outlets' public details, closures, menus and dishes). */
export const CONTENT_KINDS = ['outlet', 'closure', 'menu_section', 'menu_sub_section', 'dish', 'menu_import'];

function visibleTo(member: StaffRow): SQL | undefined {
  if (member.role === 'manager') return outletScope(member, auditLog.outletId);
  if (member.role === 'editor') return or(inArray(auditLog.entity, CONTENT_KINDS), eq(auditLog.staffId, member.id));
  return undefined;
}

export function adminAuditRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.get('/audit', async (c) => {
    const member = staffIn(c, ['owner', 'editor', 'manager']);
    const query = parseWith(auditQuery, presentOnly(c.req.query()));
    if (query.outletId !== undefined) requireOutlet(member, query.outletId);
    const where = and(
      visibleTo(member),
      query.staffId === undefined ? undefined : eq(auditLog.staffId, query.staffId),
      query.outletId === undefined ? undefined : eq(auditLog.outletId, query.outletId),
      query.entity === undefined ? undefined : eq(auditLog.entity, query.entity),
      query.entityId === undefined ? undefined : eq(auditLog.entityId, query.entityId),
    );
    const [rows, [total]] = await Promise.all([
      deps.db
        .select({ row: auditLog, staffName: staff.name })
        .from(auditLog)
        .leftJoin(staff, eq(staff.id, auditLog.staffId))
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage),
      deps.db.select({ total: count() }).from(auditLog).where(where),
    ]);
    const keys = await outletKeyNames(deps.db, rows.flatMap(({ row }) => outletKeyOf(row.role) ?? []));
    return ok<AuditPage>(c, {
      total: total?.total ?? 0,
      items: rows.map(({ row, staffName }) => {
        const keyId = outletKeyOf(row.role);
        return {
          id: row.id,
          at: row.at.getTime(),
          staffId: row.staffId,
          actorName: keyId === null ? (staffName ?? REMOVED_ACCOUNT) : (keys.get(keyId) ?? REMOVED_KEY),
          role: keyId === null ? row.role : OUTLET_KEY,
          action: row.action,
          entity: row.entity,
          entityId: row.entityId,
          outletId: row.outletId,
          before: row.before,
          after: row.after,
          requestId: row.requestId,
        };
      }),
    });
  });

  return routes;
}
