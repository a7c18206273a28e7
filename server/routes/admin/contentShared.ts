/** What the console's content routes share (issue 46): a record's id from the address, and where its window stands. */
import type { ScheduleState } from '../../../src/api/contract';
import { rowIdParam } from '../../http/params';
import { isShownAt, type Window } from '../../schedule';

/** A banner's or an upcoming outlet's id from the address; a malformed one is 'No such record'. */
export const contentIdParam = (raw: string): number => rowIdParam(raw, 'No such record');

/** Shown now, waiting for its start, or over: the console's list says which (the same rule diners are shown by). */
export function stateAt(window: Window, now: number): ScheduleState {
  if (isShownAt(window, now)) return 'showing';
  return window.startsAt !== null && window.startsAt.getTime() > now ? 'scheduled' : 'ended';
}
