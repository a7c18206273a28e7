import { lazy, Suspense } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { CartBadge } from '../features/cart';
import { dineInTableAtom } from '../features/dine-in/tableAtoms';

const HeaderTableCart = lazy(() => import('./HeaderTableCart'));

/** The header's cart: the cart, opening checkout; after a table's QR code was scanned, maybe the table's (HeaderTableCart). */
export function HeaderCart() {
  const table = useAtomValue(dineInTableAtom);
  const cart = (
    <Link to="/checkout" className="icon-button">
      <CartBadge />
    </Link>
  );
  if (!table) return cart;
  return (
    <Suspense fallback={cart}>
      <HeaderTableCart cart={cart} />
    </Suspense>
  );
}
