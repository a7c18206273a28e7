import { Link } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { usePolling } from '../orders/usePolling';
import { m } from './messages';
import { refreshTable } from './tableActions';
import { myJoinedTableAtom, tableSessionAtom } from '../dine-in/joinedTable';
import { TABLE_POLL_MS } from './tablePolling';

/**
 * The menu's bar at a table ordering together (issue 23): what is on the table's cart from every phone, kept fresh
 * while the menu shows, and the way to the table's screen. Loaded only at such a table (MenuView).
 */
export default function TableBar({ tableNumber }: { tableNumber: string }) {
  const joined = useAtomValue(myJoinedTableAtom);
  const session = useAtomValue(tableSessionAtom);
  const store = useStore();
  const sessionId = joined?.sessionId ?? null;
  usePolling(() => (sessionId ? refreshTable(store.set, sessionId) : undefined), TABLE_POLL_MS, sessionId !== null, { immediate: true });
  const current = session?.sessionId === sessionId ? session : null;
  const count = current?.cart.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <Link to="/table" className="cart-bar" data-testid="view-table">
      <span>
        {t(m.tableBar, {
          count,
          table: tableNumber,
          amount: formatRupees(current?.cartTotal ?? 0),
        })}
      </span>
      <span>{t(m.viewTable)}</span>
    </Link>
  );
}
