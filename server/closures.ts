/**
 * Closures as the diner's side of the server reads them (issue 36): the notice each outlet carries in its list,
 * detail and search answers, and the refusal of an order or a booking on a closed day, in the app's own words
 * (src/rules/closureWords.ts) and by the app's own rule (src/lib/closures.ts).
 */
import { and, gte, isNull } from 'drizzle-orm';
import { m as closureWords } from '../src/rules/closureWords';
import { backOnDay, closedOn, firstClosure, kolkataDayOf, midnightOfDay, type ClosureNotice } from '../src/lib/closures';
import type { Database } from './db/client';
import { outletClosures } from './db/schema';
import { ApiError } from './http/envelope';
import type { Moment, Words } from './http/say';

type ClosureRow = Pick<typeof outletClosures.$inferSelect, 'restaurantId' | 'startsOn' | 'endsOn' | 'reason'>;

/** Every closure not over by today (the chain's and each outlet's): few, read once per answer. */
export async function closuresAhead(db: Database, now: number): Promise<ClosureRow[]> {
  return db
    .select({ restaurantId: outletClosures.restaurantId, startsOn: outletClosures.startsOn, endsOn: outletClosures.endsOn, reason: outletClosures.reason })
    .from(outletClosures)
    .where(and(isNull(outletClosures.removedAt), gte(outletClosures.endsOn, kolkataDayOf(now))));
}

/** The outlet's notice from the closures ahead: its own and the chain's, the first one merged with those it runs into. */
export const noticeFor = (closures: readonly ClosureRow[], outletId: number, now: number): ClosureNotice | null =>
  firstClosure(
    closures.filter((c) => c.restaurantId === null || c.restaurantId === outletId),
    kolkataDayOf(now),
  );

/** The outlet's notice, read on its own (one outlet's answer, an order's checks). */
export const closureNoticeOf = async (db: Database, outletId: number, now: number): Promise<ClosureNotice | null> =>
  noticeFor(await closuresAhead(db, now), outletId, now);

const backOnMoment = (closure: ClosureNotice): Moment => ({ at: midnightOfDay(backOnDay(closure)), as: 'dayMonth' });

/** 'Closed for Diwali, back on 3 November', in the reader's language. */
export const closedForWords = (closure: ClosureNotice): Words => ({ ref: closureWords.closedFor, params: { reason: closure.reason, date: backOnMoment(closure) } });

/**
 * The closure (merged with those it runs into) covering the Kolkata day of `at` for this outlet, or null: a booking
 * can be weeks ahead, beyond the first closure a notice names. Seen from that day, the first closure not over is
 * the one covering it, if any does.
 */
export async function closureCovering(db: Database, outletId: number, at: number): Promise<ClosureNotice | null> {
  const closure = await closureNoticeOf(db, outletId, at);
  return closedOn(closure, at) ? closure : null;
}

/** Refuses an order or a booking for `at` when the outlet is closed that day. */
export async function assertNotClosedOn(db: Database, outletId: number, at: number): Promise<void> {
  const closure = await closureCovering(db, outletId, at);
  if (closure) throw new ApiError(422, closedForWords(closure));
}
