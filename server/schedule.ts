/**
 * The one schedule rule of head office's content (issue 46): a banner, an upcoming outlet (or anything with
 * starts_at and ends_at) is shown from its start until its end, null meaning from always and for ever. It is read
 * against the business clock (deps.now) of each request, straight from the database, so a festival banner saved
 * for Friday 18:00 shows by itself at that moment on every server process and is gone at its end, with no restart
 * and no notice to send. Whatever keeps a copy keeps it no later than nextChange: a process's cache, and a client's,
 * told by the answer's endsAt (the app drops a kept banner past it).
 */
import { and, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

export interface Window {
  startsAt: Date | null;
  endsAt: Date | null;
}

/** Whether content with this window is shown at `now` (epoch ms): started, and not yet ended. */
export const isShownAt = ({ startsAt, endsAt }: Window, now: number): boolean =>
  (startsAt === null || startsAt.getTime() <= now) && (endsAt === null || endsAt.getTime() > now);

/** The same rule in a query's WHERE: what is shown at `now`. */
export const shownAt = (startsAt: AnyPgColumn, endsAt: AnyPgColumn, now: number): SQL =>
  and(or(isNull(startsAt), lte(startsAt, new Date(now))), or(isNull(endsAt), gt(endsAt, new Date(now)))) as SQL;

/** Not over at `now` (shown, or still to come): what a reader that also wants the next change reads. */
export const notOverAt = (endsAt: AnyPgColumn, now: number): SQL => or(isNull(endsAt), gt(endsAt, new Date(now))) as SQL;

/** The first moment after `now` at which what is shown changes (a start or an end ahead), or null: none ahead. */
export function nextChange(windows: readonly Window[], now: number): number | null {
  let next: number | null = null;
  for (const { startsAt, endsAt } of windows) {
    for (const moment of [startsAt?.getTime(), endsAt?.getTime()]) {
      if (moment !== undefined && moment > now && (next === null || moment < next)) next = moment;
    }
  }
  return next;
}
