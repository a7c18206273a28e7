/**
 * Fixed-window rate limits kept in the database, so they hold across restarts and across server processes.
 * Taking a unit is one conditional upsert: under any concurrency, at most `max` requests per window pass.
 */
import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { rateLimits } from './db/schema';
import { ApiError } from './http/envelope';
import type { Words } from './http/say';
import { m } from './messages';

export interface RateLimit {
  /** Requests allowed per window. */
  max: number;
  windowMs: number;
  /** Least time between two requests. */
  minGapMs?: number;
}

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/**
 * Takes `units` (default one: a request; or bytes, for a size budget) for key: null when allowed, otherwise
 * the milliseconds until the next one would be.
 */
export async function takeRateLimit(db: Database, key: string, limit: RateLimit, now: number, units = 1): Promise<number | null> {
  if (units > limit.max) return limit.windowMs;
  const windowOver = sql`${rateLimits.windowStartedAt} <= ${at(now - limit.windowMs)}`;
  const [taken] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: new Date(now), count: units, lastAt: new Date(now) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then ${units} else ${rateLimits.count} + ${units} end`,
        windowStartedAt: sql`case when ${windowOver} then ${at(now)} else ${rateLimits.windowStartedAt} end`,
        // Never backwards: concurrent requests read their clocks in one order and commit in another.
        lastAt: sql`greatest(${rateLimits.lastAt}, ${at(now)})`,
      },
      // Without a gap rule, a request whose clock was read just before another's committed is not refused.
      setWhere: limit.minGapMs
        ? sql`(${windowOver} or ${rateLimits.count} + ${units} <= ${limit.max}) and ${rateLimits.lastAt} <= ${at(now - limit.minGapMs)}`
        : sql`(${windowOver} or ${rateLimits.count} + ${units} <= ${limit.max})`,
    })
    .returning({ key: rateLimits.key });
  if (taken) return null;

  const [row] = await db.select().from(rateLimits).where(eq(rateLimits.key, key));
  if (!row) return 1000;
  const gapWait = row.lastAt.getTime() + (limit.minGapMs ?? 0) - now;
  const windowWait = row.count + units > limit.max ? row.windowStartedAt.getTime() + limit.windowMs - now : 0;
  return Math.max(gapWait, windowWait, 1000);
}

/** Gives back units taken for a request that, after all, does not count (a right guess: see guessLimits.ts). */
export async function giveBackRateLimit(db: Database, key: string, units = 1): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${units}, 0)` })
    .where(eq(rateLimits.key, key));
}

/** A wait in words, said in the reader's language: '42 seconds', '3 minutes'. */
export function waitWords(ms: number): Words {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 120) return { ref: m.waitSeconds, params: { count: seconds } };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return { ref: m.waitMinutes, params: { count: minutes } };
  return { ref: m.waitHours, params: { count: Math.ceil(minutes / 60) } };
}

/** The 429 envelope error of a spent limit, with Retry-After. */
export const tooManyRequests = (message: Words | string, waitMs: number): ApiError =>
  new ApiError(429, message, { headers: { 'Retry-After': String(Math.ceil(waitMs / 1000)) } });

/** One limit a request must pass: its counter, its rule, what it costs, and what a refusal says. */
export interface Budget {
  key: string;
  limit: RateLimit;
  /** Default 1 (one request). */
  units?: number;
  /** The refusal, given the wait in words ('42 minutes'). */
  refusal: (wait: Words) => Words;
}

/**
 * Takes from every budget in turn, or from none: the first one spent answers 429 in its own words (with
 * Retry-After), and what was already taken for this request is given back.
 */
export async function takeAll(db: Database, budgets: Budget[], now: number): Promise<void> {
  for (const [index, budget] of budgets.entries()) {
    const wait = await takeRateLimit(db, budget.key, budget.limit, now, budget.units);
    if (wait !== null) {
      await giveBackAll(db, budgets.slice(0, index));
      throw tooManyRequests(budget.refusal(waitWords(wait)), wait);
    }
  }
}

export async function giveBackAll(db: Database, budgets: Budget[]): Promise<void> {
  for (const budget of budgets) await giveBackRateLimit(db, budget.key, budget.units);
}

/** Drops counters whose window ended long ago (they would restart at 1 anyway). */
export async function sweepRateLimits(db: Database, olderThan: number): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.lastAt, new Date(olderThan)));
}
