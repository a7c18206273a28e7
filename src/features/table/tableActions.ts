/**
 * Changes to the joined table's session, from the menu's rows and the table's screen alike, one at a time (one
 * queue for the app, so an older answer never lands after a newer one). A session that ended or was never this
 * diner's (404, 410) is let go of, with the server's words.
 */
import type { Setter } from 'jotai';
import type { TableSession } from '../../api/contract';
import { ApiError, messageOf } from '../../api/errors';
import type { DishLine } from '../../rules/lineKey';
import { serial } from '../../lib/serial';
import { notify } from '../../lib/toast';
import { changeTableLine, fetchTableSession, sendTableRound } from './api';
import { joinedTableAtom, tableSessionAtom } from '../dine-in/joinedTable';

const queue = serial();

/** A session that ended or is not this diner's is let go of: only that one (a newer one joined meanwhile stays). */
function letGoIfEnded(set: Setter, sessionId: string, error: unknown): boolean {
  if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 410)) return false;
  set(joinedTableAtom, (joined) => (joined?.sessionId === sessionId ? null : joined));
  set(tableSessionAtom, (session) => (session?.sessionId === sessionId ? null : session));
  return true;
}

/** Runs one change; true when it went through. */
export async function changeTable(set: Setter, sessionId: string, action: (sessionId: string) => Promise<TableSession>): Promise<boolean> {
  try {
    set(tableSessionAtom, await queue(() => action(sessionId)));
    return true;
  } catch (error) {
    letGoIfEnded(set, sessionId, error);
    notify.error(messageOf(error));
    return false;
  }
}

let asking = false;
/**
 * Asks what the others did; skipped while the last ask is still out (a weak network never piles asks up ahead of
 * the diner's taps). No answer (no signal) says nothing: the last view stays until the next ask.
 */
export async function refreshTable(set: Setter, sessionId: string): Promise<void> {
  if (asking) return;
  asking = true;
  try {
    set(tableSessionAtom, await queue(() => fetchTableSession(sessionId)));
  } catch (error) {
    if (letGoIfEnded(set, sessionId, error)) notify.error(messageOf(error));
  } finally {
    asking = false;
  }
}

export const addDish = (dish: DishLine) => (sessionId: string) => changeTableLine(sessionId, dish, 'ADD');
export const removeDish = (dish: DishLine) => (sessionId: string) => changeTableLine(sessionId, dish, 'REMOVE');
export const sendRound = (sessionId: string) => sendTableRound(sessionId);
