import { useSetAtom } from 'jotai';
import { cartAtom, keyOf, raiseOne, removeOne } from '../cart';
import type { Cart } from '../cart';
import { m as orderMessages } from '../orders/messages';
import { t } from '../../i18n';
import { ItemLineRow } from './ItemLineRow';
import './checkout.css';

/**
 * The cart's own lines while the server has not priced them (no address chosen yet, or the order refused, e.g. the
 * outlet has closed): the diner still sees, and can change, what they are ordering. Prices are the menu's; the
 * bill, with taxes and charges, comes with the draft order.
 */
export function CartLines({ cart }: { cart: Cart }) {
  const setCart = useSetAtom(cartAtom);
  return (
    <ul className="draft-items" aria-label={t(orderMessages.items)} data-testid="cart-lines">
      {cart.items.map((line) => (
        <li key={keyOf(line)} className="draft-item">
          <ItemLineRow
            line={line}
            total={line.finalPrice * line.quantity}
            onAdd={() => setCart((current) => current && raiseOne(current, keyOf(line)))}
            onRemove={() => setCart((current) => removeOne(current, keyOf(line)))}
          />
        </li>
      ))}
    </ul>
  );
}
