/**
 * An outlet's keys to the outlet API and its kitchen board. A key is 32 random bytes, shown once when made
 * (scripts/outlet-key.ts); the database keeps its SHA-256 only (a key this random needs no slow hash), so a
 * copy of the database opens no kitchen. A revoked key stops working at once and stays listed; a stream it holds
 * open ends within seconds, on every process (server/live/openStreams.ts re-checks it).
 */
import { randomBytes } from 'node:crypto';
import { sha256 } from '../auth/credentials';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { outletKeys, restaurants } from '../db/schema';

export type OutletRow = typeof restaurants.$inferSelect;

/** Every key starts so, which makes one easy to recognise (and to find if it leaks into a file or a log). */
const KEY_PREFIX = 'glk_';
const KEY_PATTERN = /^glk_[A-Za-z0-9_-]{43}$/;


/** Makes a key for the outlet and returns it: the only time it is ever seen. */
export async function createOutletKey(db: Database, restaurantId: number, label: string, now: number): Promise<{ id: number; key: string }> {
  const key = KEY_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(outletKeys)
    .values({ restaurantId, keyHash: sha256(key), label, createdAt: new Date(now) })
    .returning({ id: outletKeys.id });
  if (!row) throw new Error('The key was not stored');
  return { id: row.id, key };
}

/** Revokes a key by its id; false when there is no such key still working. */
export async function revokeOutletKey(db: Database, id: number, now: number): Promise<boolean> {
  const revoked = await db
    .update(outletKeys)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(outletKeys.id, id), isNull(outletKeys.revokedAt)))
    .returning({ id: outletKeys.id });
  return revoked.length > 0;
}

/** Every key ever made, with its outlet, for the CLI's list (never the key itself: it is not kept). */
export async function listOutletKeys(db: Database) {
  return db
    .select({ id: outletKeys.id, outlet: restaurants.title, code: restaurants.code, label: outletKeys.label, createdAt: outletKeys.createdAt, lastUsedAt: outletKeys.lastUsedAt, revokedAt: outletKeys.revokedAt })
    .from(outletKeys)
    .innerJoin(restaurants, eq(restaurants.id, outletKeys.restaurantId))
    .orderBy(asc(outletKeys.id));
}

/**
 * The outlet a working key opens and the key's id, or null. Marks the key used (at most once a minute, to spare
 * the writes).
 */
export async function outletForKey(db: Database, key: string, now: number): Promise<{ outlet: OutletRow; keyId: number } | null> {
  if (!KEY_PATTERN.test(key)) return null;
  const [row] = await db
    .select({ outlet: restaurants, keyId: outletKeys.id, lastUsedAt: outletKeys.lastUsedAt })
    .from(outletKeys)
    .innerJoin(restaurants, eq(restaurants.id, outletKeys.restaurantId))
    .where(and(eq(outletKeys.keyHash, sha256(key)), isNull(outletKeys.revokedAt)));
  if (!row) return null;
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > 60_000) {
    await db.update(outletKeys).set({ lastUsedAt: new Date(now) }).where(eq(outletKeys.id, row.keyId));
  }
  return { outlet: row.outlet, keyId: row.keyId };
}

/** Whether the outlet has a kitchen that moves its orders (a working key): the demo's clock leaves those alone. */
export async function hasKitchen(db: Database, restaurantId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: outletKeys.id })
    .from(outletKeys)
    .where(and(eq(outletKeys.restaurantId, restaurantId), isNull(outletKeys.revokedAt)))
    .limit(1);
  return row !== undefined;
}
