/**
 * Idempotency-Key for POSTs: a client that retries after a lost answer gets the first answer back instead of
 * acting twice. Keys are scoped to (key, method + path, customer) and kept 24 hours.
 *
 * Not kept: read-only POSTs (restaurantList and searchOutlets: queries, nothing to repeat) and sign-in (its answer is a
 * credential, which must never be stored). Expired rows are swept at most once a minute.
 *
 * Concurrency: the first request inserts a pending row (the unique constraint lets exactly one win); the
 * others poll until the winner stores its answer. Only final answers are stored: if the winner fails with
 * a 5xx, its row is removed so that a retry acts again.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { and, eq, lt } from 'drizzle-orm';
import { API_BASE_PATH, IDEMPOTENCY_HEADER, PATHS } from '../../src/api/contract';
import { sha256 } from '../auth/credentials';
import { idempotencyKeys } from '../db/schema';
import { idempotencyOwner } from '../users';
import { ApiError } from './envelope';
import type { AppEnv, Deps } from './types';

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const WAIT_FOR_WINNER_MS = 10_000;
const POLL_MS = 50;
const SWEEP_EVERY_MS = 60_000;
const NOT_KEPT = new Set([PATHS.restaurantList, PATHS.searchOutlets, PATHS.loginByOtp].map((path) => `${API_BASE_PATH}${path}`));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function idempotency(deps: Deps): MiddlewareHandler<AppEnv> {
  const { db } = deps;
  let lastSweep = Number.NEGATIVE_INFINITY;

  async function sweepExpired(now: number): Promise<void> {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS)));
  }

  async function actAndStore(c: Context<AppEnv>, id: number, next: () => Promise<void>): Promise<void> {
    await next(); // Hono turns a thrown error into c.res inside next.
    const res = c.res;
    try {
      // A 4xx is the final answer to that request; a 5xx says nothing about what a retry would get.
      if (res.status >= 500) {
        await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id));
        return;
      }
      await db
        .update(idempotencyKeys)
        .set({ status: res.status, contentType: res.headers.get('Content-Type'), body: await res.clone().text() })
        .where(eq(idempotencyKeys.id, id));
    } catch (error) {
      // The answer itself is fine; without a stored copy, free the key so that waiting duplicates act.
      deps.log(`error: could not store idempotent answer: ${error instanceof Error ? error.message : String(error)}`);
      await db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, id)).catch(() => undefined);
    }
  }

  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (c.req.method !== 'POST' || key === undefined || NOT_KEPT.has(c.req.path)) return next();
    if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
      throw new ApiError(400, `${IDEMPOTENCY_HEADER} must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} characters`);
    }
    const identity = { key, scope: `POST ${c.req.path}`, owner: idempotencyOwner(c.get('user')) };
    const matchesIdentity = and(
      eq(idempotencyKeys.key, identity.key),
      eq(idempotencyKeys.scope, identity.scope),
      eq(idempotencyKeys.owner, identity.owner),
    );
    // The body is hashed, never stored: reusing a key for a different request is a client bug to report.
    const requestHash = sha256(await c.req.text());
    const startedAt = performance.now();

    await sweepExpired(deps.now());
    for (;;) {
      const now = deps.now();
      await db.delete(idempotencyKeys).where(and(matchesIdentity, lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS))));
      const [claimed] = await db
        .insert(idempotencyKeys)
        .values({ ...identity, requestHash, createdAt: new Date(now) })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (claimed) return actAndStore(c, claimed.id, next);

      const [earlier] = await db.select().from(idempotencyKeys).where(matchesIdentity);
      if (earlier && earlier.requestHash !== requestHash) {
        throw new ApiError(422, `${IDEMPOTENCY_HEADER} was already used for a different request`);
      }
      if (earlier && earlier.status !== null) {
        return new Response(earlier.body, {
          status: earlier.status,
          headers: { 'Content-Type': earlier.contentType ?? 'application/json', 'Idempotent-Replayed': 'true' },
        });
      }
      if (performance.now() - startedAt > WAIT_FOR_WINNER_MS) {
        // 503 + Retry-After: the client's retry policy (5xx on idempotent requests) tries again later.
        throw new ApiError(503, 'An earlier request with this Idempotency-Key is still being processed', {
          headers: { 'Retry-After': '1' },
        });
      }
      await sleep(POLL_MS);
    }
  };
}
