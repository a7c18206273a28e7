/**
 * The table session this phone joined to order together (issue 23): which one, at which table, kept over a reload;
 * and the session as the server last told it, shared by the menu's rows and the table's screen. Read from storage
 * when the menu or the table's screen first needs it, not before home's first paint.
 */
import { atom } from 'jotai';
import type { TableSession } from '../../api/contract';
import { persistedAtom } from '../../lib/persistedAtom';
import { useHydrated } from '../../lib/useHydrated';
import { userAtom } from '../auth/sessionAtoms';

export interface JoinedTable {
  sessionId: string;
  tableCode: string;
  restaurantUuid: string;
  /** Who joined: after a sign-out, or with another account on this phone, the table is not theirs. */
  userId: number;
  /** Issue 34: asked to join, not let in yet: the phone sees nothing of the table until a diner lets it in. */
  waiting?: boolean;
}

/** As stored on this phone, whoever joined. */
export const joinedTableAtom = persistedAtom<JoinedTable | null>('table-session', null);

/** The table the signed-in diner joined; null signed out or for another account. */
export const myJoinedTableAtom = atom((get) => {
  const joined = get(joinedTableAtom);
  const user = get(userAtom);
  return joined && user && joined.userId === user.recordId ? joined : null;
});

export const tableSessionAtom = atom<TableSession | null>(null);

/** True once the stored joined table has been read into the store (once per page load). */
export const useJoinedTableReady = (): boolean => useHydrated(joinedTableAtom);
