/**
 * The audit trail (issue 36): every staff change to money or content writes one row in the same transaction as the
 * change itself, so there is never a change without its row, nor a row for a change that rolled back.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client';
import { auditLog, outletKeys, restaurants } from '../db/schema';

/** Who acts: the staff member, the role they acted in, and the request (its id is in the access log too). */
export interface Actor {
  /** Null for an outlet's key (its kitchen board), which no staff member signs. */
  staffId: number | null;
  role: string;
  requestId: string;
}

const OUTLET_KEY_ROLE = /^outlet-key:(\d+)$/;

/** An outlet's key as the actor of a change (issue 37: its riders, a delivery marked without the diner's code). */
export const outletKeyActor = (keyId: number, requestId: string): Actor => ({ staffId: null, role: `outlet-key:${keyId}`, requestId });

/** The key whose role an audit row holds (outletKeyActor's), or null for a staff member's. */
export const outletKeyOf = (role: string): number | null => {
  const key = OUTLET_KEY_ROLE.exec(role)?.[1];
  return key === undefined ? null : Number(key);
};

/**
 * Outlet keys as the trail names them, by the label staff gave the key and its outlet's code: 'Kitchen tablet · MOH8'
 * (a revoked key keeps its name; an outlet without a code is named by its title).
 */
export async function outletKeyNames(db: Database, keyIds: readonly number[]): Promise<Map<number, string>> {
  if (keyIds.length === 0) return new Map();
  const rows = await db
    .select({ id: outletKeys.id, label: outletKeys.label, code: restaurants.code, title: restaurants.title })
    .from(outletKeys)
    .innerJoin(restaurants, eq(restaurants.id, outletKeys.restaurantId))
    .where(inArray(outletKeys.id, [...new Set(keyIds)]));
  return new Map(rows.map((row) => [row.id, `${row.label} · ${row.code || row.title}`]));
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId: string;
  outletId?: number | null;
  before: unknown;
  after: unknown;
}


export async function recordAudit(tx: Transaction | Database, actor: Actor, entry: AuditEntry, now: number): Promise<void> {
  await recordAudits(tx, actor, [entry], now);
}

/** Many rows in one statement (a menu import audits each dish it touches). */
export async function recordAudits(tx: Transaction | Database, actor: Actor, entries: AuditEntry[], now: number): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((entry) => ({
      staffId: actor.staffId,
      role: actor.role,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId,
      outletId: entry.outletId ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      requestId: actor.requestId,
      at: new Date(now),
    })),
  );
}
