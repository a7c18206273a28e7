import type { MenuItem } from '../../api/contract';
import { formatRupees } from '../../lib/format';
import { QuantityStepper } from '../cart';

interface MenuItemRowProps {
  item: MenuItem;
  quantity: number;
  onAdd: () => void;
  onRemove: () => void;
}

export function MenuItemRow({ item, quantity, onAdd, onRemove }: MenuItemRowProps) {
  const veg = item.vegNonVeg === 'VEG';
  return (
    <li className="menu-item" data-testid="menu-item">
      <div className="menu-item__text">
        <span className={`veg-mark ${veg ? 'veg-mark--veg' : 'veg-mark--non-veg'}`} role="img" aria-label={veg ? 'Veg' : 'Non-veg'} />
        <h3 className="menu-item__title">{item.title}</h3>
        <p className="menu-item__price">{formatRupees(item.price)}</p>
        <p className="menu-item__description">{item.description}</p>
      </div>
      <div className="menu-item__side">
        <img className="menu-item__image" src={item.imageUrl} alt="" width="104" height="88" loading="lazy" decoding="async" />
        {item.isAvailable ? (
          <QuantityStepper title={item.title} quantity={quantity} onAdd={onAdd} onRemove={onRemove} />
        ) : (
          <span className="muted menu-item__unavailable">Not available</span>
        )}
      </div>
    </li>
  );
}
