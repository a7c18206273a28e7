/** The chain's staff (issue 36): only an owner invites (and withdraws), lists and removes them; each change is audited with it. */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { createInviteRequest, type PendingInvitation, type StaffInvitation, type StaffMe } from '../../../src/api/contract';
import { inviteLink } from '../../../src/api/staffEndpoints';
import { staff, staffInvites } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { rowIdParam } from '../../http/params';
import type { Deps } from '../../http/types';
import { readJsonBody } from '../../http/validate';
import { actorOf, staffIn, type AdminEnv } from '../../staff/access';
import { createInvitation, meOf } from '../../staff/accounts';
import { recordAudit } from '../../staff/audit';
import { revokeAllSessions } from '../../staff/sessions';

export function adminStaffRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  routes.post('/invitations', async (c) => {
    const owner = staffIn(c, ['owner']);
    const invitation = await readJsonBody(c, createInviteRequest);
    const { token, expiresAt } = await createInvitation(deps.db, invitation, actorOf(c, owner), deps.now());
    return ok<StaffInvitation>(c, { link: inviteLink(new URL(c.req.url).origin, token), expiresAt }, `Invitation made for ${invitation.email}`);
  });

  // Who is still to join: invitations neither used nor expired, the newest first.
  routes.get('/invitations', async (c) => {
    staffIn(c, ['owner']);
    const rows = await deps.db
      .select({ invite: staffInvites, invitedBy: staff.name })
      .from(staffInvites)
      .leftJoin(staff, eq(staff.id, staffInvites.invitedBy))
      .where(and(isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, new Date(deps.now()))))
      .orderBy(asc(staffInvites.expiresAt));
    return ok<PendingInvitation[]>(
      c,
      rows.map(({ invite, invitedBy }) => ({
        id: invite.id,
        email: invite.email,
        role: invite.role,
        outletIds: invite.outletIds,
        invitedBy,
        createdAt: invite.createdAt.getTime(),
        expiresAt: invite.expiresAt.getTime(),
      })),
    );
  });

  // Withdrawn: the link stops working at once (it expires now), and the trail says who withdrew it.
  routes.delete('/invitations/:id', async (c) => {
    const owner = staffIn(c, ['owner']);
    const id = rowIdParam(c.req.param('id'), 'No such invitation');
    const now = deps.now();
    const withdrawn = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(staffInvites)
        .set({ expiresAt: new Date(now) })
        .where(and(eq(staffInvites.id, id), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, new Date(now))))
        .returning();
      if (!row) return null;
      const invitation = { email: row.email, role: row.role, outletIds: row.outletIds };
      await recordAudit(tx, actorOf(c, owner), { action: 'withdraw', entity: 'staff_invite', entityId: String(id), before: invitation, after: null }, now);
      return row;
    });
    if (!withdrawn) throw new ApiError(404, 'This invitation was already used, withdrawn or expired');
    return ok(c, null, `The invitation for ${withdrawn.email} no longer works`);
  });

  routes.get('/staff', async (c) => {
    staffIn(c, ['owner']);
    const rows = await deps.db.select().from(staff).where(isNull(staff.removedAt)).orderBy(asc(staff.name));
    return ok<StaffMe[]>(c, rows.map(meOf));
  });

  routes.delete('/staff/:id', async (c) => {
    const owner = staffIn(c, ['owner']);
    const id = rowIdParam(c.req.param('id'), 'No such staff member');
    if (id === owner.id) throw new ApiError(409, 'You cannot remove yourself. Ask another owner.');
    const now = deps.now();
    const removed = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(staff)
        .set({ removedAt: new Date(now) })
        .where(and(eq(staff.id, id), isNull(staff.removedAt)))
        .returning();
      if (!row) return null;
      await revokeAllSessions(tx, row.id, now);
      await recordAudit(tx, actorOf(c, owner), { action: 'remove', entity: 'staff', entityId: String(id), before: { email: row.email, role: row.role }, after: null }, now);
      return row;
    });
    if (!removed) throw new ApiError(404, 'No such staff member');
    return ok(c, null, `${removed.name} can no longer sign in`);
  });

  return routes;
}
