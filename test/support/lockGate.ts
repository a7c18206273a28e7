/**
 * Requests that must be in flight together on PostgreSQL, in a known order, whatever the machine's speed: the test
 * holds a row's lock on a connection of its own, starts each request once every request before it waits on a lock
 * (pg_stat_activity says so), and lets go when all of them wait. What each then does is decided by the locks the app
 * takes, not by timing. On PGlite (one connection: a lock held here would hold every query) they run one after
 * another, which is how PGlite runs them anyway.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../server/db/client';
import { testDatabaseUrl } from './database';

const WAIT_MS = 10_000;

async function requestsWaitingOnLocks(db: Database): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: Array<{ n: number }> };
  return Number(result.rows[0]?.n ?? 0);
}

/** Polls until `count` backends of the test's database wait on a lock; fails, naming how many do, after 10 s. */
async function untilWaiting(db: Database, count: number): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const waiting = await requestsWaitingOnLocks(db);
    if (waiting >= count) return;
    if (Date.now() > deadline) throw new Error(`Expected ${count} ${count === 1 ? 'request' : 'requests'} waiting on a lock, ${waiting} did: one went through without waiting`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

type Requests = ReadonlyArray<() => Promise<unknown>>;
type Answers<R extends Requests> = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };

/**
 * `lock`: a statement that locks the row every request needs (`select … for update`). The answers come back in the
 * order of `requests`.
 */
export async function inFlightTogether<const R extends Requests>(db: Database, lock: SQL, requests: R): Promise<Answers<R>> {
  if (!testDatabaseUrl()) {
    const answers: unknown[] = [];
    for (const request of requests) answers.push(await request());
    return answers as Answers<R>;
  }
  const started: Array<Promise<unknown>> = [];
  try {
    await db.transaction(async (tx) => {
      await tx.execute(lock);
      for (const request of requests) {
        started.push(request());
        await untilWaiting(db, started.length);
      }
    });
  } catch (error) {
    // The requests still finish (the lock is gone): their answers are not the news.
    await Promise.allSettled(started);
    throw error;
  }
  return (await Promise.all(started)) as Answers<R>;
}
