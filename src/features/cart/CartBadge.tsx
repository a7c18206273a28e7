import { useAtomValue } from 'jotai';
import { t } from '../../i18n';
import { cartCountAtom } from './cartAtoms';
import { m } from '../../rules/cartWords';

/**
 * The cart's count, or at a table ordering together the table's, with its name (the header's cart is the table's).
 * It names the link it sits in ('Cart, 2 items'): a name that holds the count shown, so a voice-control user who
 * says the number they see reaches it.
 */
export function CartBadge({ table }: { table?: { count: number; name: string } | undefined }) {
  const cartCount = useAtomValue(cartCountAtom);
  const count = table?.count ?? cartCount;
  return (
    <span className="cart-badge" role="img" aria-label={table?.name ?? t(m.badge, { count })} data-testid="cart-badge">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
        <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM3 2h2.2l2.6 11.3a2 2 0 0 0 2 1.7h7.7a2 2 0 0 0 1.9-1.4L22 6H6.4L5.8 3.4A2 2 0 0 0 3.8 2H3Z" />
      </svg>
      {count > 0 && <span className="cart-badge__count">{count}</span>}
    </span>
  );
}
