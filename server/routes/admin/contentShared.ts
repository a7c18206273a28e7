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

/** A record as the console reads it, less what the server computes (its id, its state, its version): what a save merges onto. */
export function savedFields<T extends { id: unknown; state: unknown; version: unknown }>(record: T): Omit<T, 'id' | 'state' | 'version'> {
  const fields: Partial<T> = { ...record };
  delete fields.id;
  delete fields.state;
  delete fields.version;
  return fields as Omit<T, 'id' | 'state' | 'version'>;
}
