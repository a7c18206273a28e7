import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { CartBadge } from '../features/cart';
import { myJoinedTableAtom, tableSessionAtom, useJoinedTableReady } from '../features/dine-in/joinedTable';
import { m } from '../features/table/messages';
import { t } from '../i18n';

/**
 * The header's cart after a table's QR code was scanned (issue 35: one cart in sight): ordering together, the
 * table's shared cart (its dishes not sent yet, from every phone), opening the table; otherwise `cart`, the cart.
 * Loaded only once a table was scanned: home's first view never reads the joined table.
 */
export default function HeaderTableCart({ cart }: { cart: ReactNode }) {
  useJoinedTableReady();
  const joined = useAtomValue(myJoinedTableAtom);
  const session = useAtomValue(tableSessionAtom);
  if (!joined || joined.waiting) return cart;
  const lines = session?.sessionId === joined.sessionId ? session.cart : [];
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <Link to="/table" className="icon-button" data-testid="header-table-cart">
      <CartBadge table={{ count, name: t(m.tableBadge, { count }) }} />
    </Link>
  );
}
