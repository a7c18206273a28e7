import { useAtom } from 'jotai';
import { formatRupees } from '../../lib/format';
import { QuantityStepper } from '../cart';
import { dealCartAtom, withQuantity } from './dealCartAtoms';
import { t } from '../../i18n';
import { m } from './messages';

/** The deal cart's lines: each with its quantity (stealDealItemQty) and a Remove. */
export function DealCartLines() {
  const [cart, setCart] = useAtom(dealCartAtom);
  if (!cart) return null;
  const set = (dealItemId: number, quantity: number) =>
    setCart((current) => {
      const line = current?.items.find((item) => item.dealItemId === dealItemId);
      return line ? withQuantity(current, { ...line, dealPrice: line.itemPrice }, quantity) : current;
    });
  return (
    <ul className="deal-lines card">
      {cart.items.map((item) => (
        <li key={item.dealItemId} className="deal-line" data-testid="deal-line">
          <div className="deal-line__text">
            <p className="deal-line__title">{item.title}</p>
            <p className="muted deal-line__outlet">{item.restaurantName}</p>
            <p className="deal-line__price">
              {formatRupees(item.itemPrice)} × {item.stealDealItemQty} = <strong>{formatRupees(item.itemPrice * item.stealDealItemQty)}</strong>
            </p>
          </div>
          <div className="deal-line__side">
            <QuantityStepper
              title={item.title}
              quantity={item.stealDealItemQty}
              onAdd={() => set(item.dealItemId, Math.min(item.stealDealItemQty + 1, item.maxPerOrder))}
              onRemove={() => set(item.dealItemId, item.stealDealItemQty - 1)}
            />
            <button type="button" className="link-button" onClick={() => set(item.dealItemId, 0)} aria-label={t(m.removeItem, { title: item.title })}>
              {t(m.remove)}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
