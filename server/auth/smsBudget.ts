/**
 * Against SMS pumping: one budget of SMS sends an hour for the whole server (all processes: it lives in the
 * database, taken atomically), on top of the per-number and per-address limits. A warning is logged once, when
 * the send that reaches 80 % of it is taken.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { giveBackRateLimit } from '../rateLimit';

const KEY = 'sms-budget';
const HOUR_MS = 60 * 60_000;
export const DEFAULT_SMS_HOURLY_BUDGET = 1000;

const at = (ms: number) => sql`${new Date(ms).toISOString()}::timestamptz`;

/** Takes one send from the hour's budget: false when it is spent. */
export async function takeSmsBudget(db: Database, budget: number, now: number, log: (line: string) => void): Promise<boolean> {
  const windowOver = sql`${rateLimits.windowStartedAt} <= ${at(now - HOUR_MS)}`;
  const [taken] = await db
    .insert(rateLimits)
    .values({ key: KEY, windowStartedAt: new Date(now), count: 1, lastAt: new Date(now) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
        windowStartedAt: sql`case when ${windowOver} then ${at(now)} else ${rateLimits.windowStartedAt} end`,
        lastAt: sql`greatest(${rateLimits.lastAt}, ${at(now)})`,
      },
      setWhere: sql`${windowOver} or ${rateLimits.count} + 1 <= ${budget}`,
    })
    .returning({ count: rateLimits.count });
  if (!taken) return false;
  if (taken.count === Math.ceil(budget * 0.8)) {
    log(`warn: ${taken.count} of this hour's ${budget} SMS sends used (SMS_HOURLY_BUDGET): is someone pumping sign-in codes?`);
  }
  return true;
}

/** A send that did not happen (the provider refused it) does not count. */
export const giveBackSmsBudget = (db: Database) => giveBackRateLimit(db, KEY);
