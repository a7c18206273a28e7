import { useAtomValue } from 'jotai';
import { Link } from '@tanstack/react-router';
import { formatCount, formatRupees } from '../../lib/format';
import { dealCartAtom, dealCartCountAtom } from './dealCartAtoms';

/** The deal cart at the bottom of the deals, while it holds something: how many, what they cost, and the way on. */
export function DealCartBar() {
  const cart = useAtomValue(dealCartAtom);
  const count = useAtomValue(dealCartCountAtom);
  if (!cart || count === 0) return null;
  const total = cart.items.reduce((sum, item) => sum + item.itemPrice * item.stealDealItemQty, 0);
  return (
    <Link to="/steal-deal-cart" className="cart-bar" data-testid="deal-cart-bar">
      <span>
        {formatCount(count, 'deal')} · {formatRupees(total)}
      </span>
      <span>View deal cart</span>
    </Link>
  );
}
