import { useAtomValue } from 'jotai';
import { Link } from '@tanstack/react-router';
import { formatRupees } from '../../lib/format';
import { t } from '../../i18n';
import { dealCartAtom, dealCartCountAtom } from './dealCartAtoms';
import { m } from './messages';

/** The deal cart at the bottom of the deals, while it holds something: how many, what they cost, and the way on. */
export function DealCartBar() {
  const cart = useAtomValue(dealCartAtom);
  const count = useAtomValue(dealCartCountAtom);
  if (!cart || count === 0) return null;
  const total = cart.items.reduce((sum, item) => sum + item.itemPrice * item.stealDealItemQty, 0);
  return (
    <Link to="/steal-deal-cart" className="cart-bar" data-testid="deal-cart-bar">
      <span>
        {t(m.dealCount, { count })} · {formatRupees(total)}
      </span>
      <span>{t(m.viewDealCart)}</span>
    </Link>
  );
}
