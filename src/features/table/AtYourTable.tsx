import { Link } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import type { DineInTable } from '../dine-in/tableAtoms';
import { myJoinedTableAtom, useJoinedTableReady } from '../dine-in/joinedTable';
import { leaveTable } from '../dine-in/tableVisit';
import { m } from './messages';
import { useFollowedTable } from './useFollowedTable';
import './table.css';

/**
 * Home's Dine In tab while the diner sits at a table (issue 35): their table, its outlet and code, and (once they
 * order together) its cart and bill, with the way back to it; not the list of outlets with tables, as if no table
 * were open. Loaded only at a table: home's first view never carries it.
 */
export default function AtYourTable({ table }: { table: DineInTable }) {
  const store = useStore();
  const ready = useJoinedTableReady();
  const joined = useAtomValue(myJoinedTableAtom);
  const together = ready && joined !== null && !joined.waiting && joined.tableCode === table.code;
  return (
    <section className="card at-your-table" aria-labelledby="at-your-table-title" data-testid="at-your-table">
      <h2 id="at-your-table-title" className="at-your-table__title">
        {t(m.atYourTable, { table: table.tableNumber })}
      </h2>
      <p className="at-your-table__outlet">{table.restaurantName}</p>
      <p className="muted at-your-table__code">{t(m.tableCode, { code: table.code })}</p>
      {together && <TableNews />}
      {together ? (
        <Link to="/table" className="button button--block">
          {t(m.backToTable)}
        </Link>
      ) : (
        <Link to="/restaurants/$restaurantUuid" params={{ restaurantUuid: table.restaurantUuid }} className="button button--block">
          {t(m.backToMenu)}
        </Link>
      )}
      <button type="button" className="link-button at-your-table__leave" onClick={() => leaveTable(store)}>
        {t(m.leave)}
      </button>
    </section>
  );
}

/** What the table has now: the dishes on its cart not sent yet, and its bill once a round went to the kitchen. */
function TableNews() {
  const { session } = useFollowedTable();
  if (!session) return null;
  const count = session.cart.reduce((sum, line) => sum + line.quantity, 0);
  const bill = session.bill;
  return (
    <div className="at-your-table__news" data-testid="at-your-table-news">
      {count > 0 && <p>{t(m.cartLine, { count })}</p>}
      {bill &&
        (bill.closed || bill.due <= 0 ? (
          <p>{t(m.paidInFull)}</p>
        ) : (
          <p>
            <strong>{t(m.billLine, { total: formatRupees(bill.total), due: formatRupees(bill.due) })}</strong>
          </p>
        ))}
    </div>
  );
}
