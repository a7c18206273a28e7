import { Link } from '@tanstack/react-router';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { m } from './messages';
import { useFollowedTable } from './useFollowedTable';
import { JoinRequests } from './JoinRequests';
import './table.css';

/**
 * The menu's bar at a table ordering together (issue 23): what is on the table's cart from every phone, kept fresh
 * while the menu shows, and the way to the table's screen. Loaded only at such a table (MenuView).
 */
export default function TableBar({ tableNumber }: { tableNumber: string }) {
  const { session: current, sessionId } = useFollowedTable();
  const count = current?.cart.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <div className="table-dock">
      {/* Issue 34: someone asking to join is answered from the menu too. */}
      {current && sessionId && <JoinRequests session={current} sessionId={sessionId} />}
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
    </div>
  );
}
