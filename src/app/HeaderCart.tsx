import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { CartBadge } from '../features/cart';
import { myJoinedTableAtom, tableSessionAtom, useJoinedTableReady } from '../features/dine-in/joinedTable';
import { t } from '../i18n';
import { m } from './messages';

/**
 * The header's cart (issue 35): one cart in sight. At a table ordering together it is the table's shared cart (its
 * dishes not sent yet, from every phone) and opens the table; anywhere else it is the cart, and opens checkout.
 */
export function HeaderCart() {
  useJoinedTableReady();
  const joined = useAtomValue(myJoinedTableAtom);
  const session = useAtomValue(tableSessionAtom);
  if (!joined || joined.waiting) {
    return (
      <Link to="/checkout" className="icon-button" aria-label={t(m.cart)}>
        <CartBadge />
      </Link>
    );
  }
  const lines = session?.sessionId === joined.sessionId ? session.cart : [];
  return (
    <Link to="/table" className="icon-button" aria-label={t(m.tableCart)} data-testid="header-table-cart">
      <CartBadge tableCount={lines.reduce((sum, line) => sum + line.quantity, 0)} />
    </Link>
  );
}
