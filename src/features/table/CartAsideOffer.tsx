import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useStore } from 'jotai';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { cartSubtotal } from '../cart';
import { cartAsideAtom } from '../dine-in/tableAtoms';
import { takeCartBack } from '../dine-in/tableVisit';
import { m } from './messages';

/**
 * Issue 35: the cart the diner had before ordering together at a table (a delivery's, a takeaway's), kept aside
 * while the table's cart was the one in sight, offered back once they leave the table.
 */
export function CartAsideOffer() {
  const store = useStore();
  const navigate = useNavigate();
  const aside = useAtomValue(cartAsideAtom);
  if (!aside) return null;
  const count = aside.items.reduce((sum, line) => sum + line.quantity, 0);
  const takeBack = () => {
    takeCartBack(store);
    void navigate({ to: '/checkout' });
  };
  return (
    <section className="card cart-aside" aria-labelledby="cart-aside-title" data-testid="cart-aside">
      <h2 id="cart-aside-title" className="cart-aside__title">
        {t(m.cartKeptTitle)}
      </h2>
      <p className="cart-aside__what">
        <strong>{aside.restaurantName}</strong>
        <span className="muted">{t(m.cartKeptLine, { count, amount: formatRupees(cartSubtotal(aside)) })}</span>
      </p>
      <button type="button" className="button button--block" onClick={takeBack}>
        {t(m.backToCart)}
      </button>
    </section>
  );
}
