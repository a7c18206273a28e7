/**
 * An outlet's keys to the outlet API and its kitchen board, in the console (issue 36), beside the command line
 * (scripts/outlet-key.ts) and made by the same code (server/outlet/keys.ts): the key is answered once and only its
 * hash is kept. An owner looks after every outlet's keys, an outlet manager their outlets'; every other role is
 * refused (a key opens a kitchen). Each write and its audit row are one transaction (the audit never holds a key).
 *
 * A revoked key stops working at once on every process: the outlet API looks each request's key up in the
 * database (outletForKey, no cache) and an open stream re-checks its key within seconds (server/live/openStreams.ts).
 * Revoking a revoked key changes nothing and says so.
 */
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { createKeyRequest, type AdminOutletKey, type MadeOutletKey } from '../../../src/api/contract/adminTables';
import { outletKeys } from '../../db/schema';
import { ApiError, ok } from '../../http/envelope';
import { rowIdParam } from '../../http/params';
import type { Deps } from '../../http/types';
import { readJsonBody } from '../../http/validate';
import { createOutletKey } from '../../outlet/keys';
import { actorOf, staffIn, type AdminEnv } from '../../staff/access';
import { memberOutlet, outletIdParam } from './memberOutlet';
import { recordAudit } from '../../staff/audit';

const KEY_KEEPERS = ['owner', 'manager'] as const;
export const NO_SUCH_KEY = 'No such key at this outlet';
export const alreadyRevoked = (label: string) => `The key "${label}" was already revoked: it opens nothing, and nothing changed`;

type KeyRow = typeof outletKeys.$inferSelect;
const keyOf = (row: KeyRow): AdminOutletKey => ({
  id: row.id,
  outletId: row.restaurantId,
  label: row.label,
  createdAt: row.createdAt.getTime(),
  lastUsedAt: row.lastUsedAt?.getTime() ?? null,
  revokedAt: row.revokedAt?.getTime() ?? null,
});
const audited = (row: KeyRow) => ({ label: row.label, revokedAt: row.revokedAt?.toISOString() ?? null });

export function adminOutletKeyRoutes(deps: Deps): Hono<AdminEnv> {
  const routes = new Hono<AdminEnv>();

  const outletFor = async (member: ReturnType<typeof staffIn>, raw: string) => (await memberOutlet(deps.db, member, outletIdParam(raw))).id;

  routes.get('/outlets/:id/keys', async (c) => {
    const outletId = await outletFor(staffIn(c, KEY_KEEPERS), c.req.param('id'));
    const rows = await deps.db.select().from(outletKeys).where(eq(outletKeys.restaurantId, outletId)).orderBy(asc(outletKeys.id));
    return ok(c, rows.map(keyOf));
  });

  routes.post('/outlets/:id/keys', async (c) => {
    const member = staffIn(c, KEY_KEEPERS);
    const outletId = await outletFor(member, c.req.param('id'));
    const { label } = await readJsonBody(c, createKeyRequest);
    const now = deps.now();
    const made = await deps.db.transaction(async (tx) => {
      const { id, key } = await createOutletKey(tx, outletId, label, now);
      const [row] = await tx.select().from(outletKeys).where(eq(outletKeys.id, id));
      if (!row) throw new Error('The key was not stored');
      await recordAudit(tx, actorOf(c, member), { action: 'create', entity: 'outlet_key', entityId: String(id), outletId, before: null, after: audited(row) }, now);
      return { ...keyOf(row), key };
    });
    return ok<MadeOutletKey>(c, made, 'Key made: copy it now, it is not shown again');
  });

  routes.post('/outlets/:id/keys/:keyId/revoke', async (c) => {
    const member = staffIn(c, KEY_KEEPERS);
    const outletId = await outletFor(member, c.req.param('id'));
    const keyId = rowIdParam(c.req.param('keyId'), NO_SUCH_KEY);
    const now = deps.now();
    const answer = await deps.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(outletKeys)
        .where(and(eq(outletKeys.id, keyId), eq(outletKeys.restaurantId, outletId)))
        .for('update');
      if (!before) throw new ApiError(404, NO_SUCH_KEY);
      if (before.revokedAt) return { row: before, message: alreadyRevoked(before.label) };
      const [after] = await tx.update(outletKeys).set({ revokedAt: new Date(now) }).where(eq(outletKeys.id, keyId)).returning();
      if (!after) throw new ApiError(404, NO_SUCH_KEY);
      await recordAudit(tx, actorOf(c, member), { action: 'revoke', entity: 'outlet_key', entityId: String(keyId), outletId, before: audited(before), after: audited(after) }, now);
      return { row: after, message: `The key "${after.label}" is revoked: it no longer opens the kitchen board or the outlet API` };
    });
    return ok(c, keyOf(answer.row), answer.message);
  });

  return routes;
}
