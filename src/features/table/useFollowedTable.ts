import { useAtomValue, useStore } from 'jotai';
import { usePolling } from '../orders/usePolling';
import { myJoinedTableAtom, tableSessionAtom } from '../dine-in/joinedTable';
import { refreshTable } from './tableActions';
import { TABLE_POLL_MS } from './tablePolling';

/**
 * The table this diner joined and its session as last heard, asked again every TABLE_POLL_MS while the screen
 * shows (and at once when the phone comes back to it): what the others add shows here within that.
 */
export function useFollowedTable() {
  const joined = useAtomValue(myJoinedTableAtom);
  const latest = useAtomValue(tableSessionAtom);
  const store = useStore();
  // A phone waiting to be let in asks only where it stands (JoinTableSheet), not for the table.
  const sessionId = joined && !joined.waiting ? joined.sessionId : null;
  usePolling(() => (sessionId ? refreshTable(store.set, sessionId) : undefined), TABLE_POLL_MS, sessionId !== null, { immediate: true });
  return { sessionId, session: latest?.sessionId === sessionId ? latest : null };
}
