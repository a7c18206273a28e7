import { formatRupees } from '../../lib/format';
import { QuantityStepper } from '../cart';
import { vegLabel } from '../orders';

interface ItemLineRowProps {
  /** A cart line or a draft order's line. */
  line: { title: string; vegNonVeg: string; quantity: number };
  total: number;
  disabled?: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

/** One dish at checkout, on one row: veg mark, name, stepper and the line's total (priced or not yet). */
export function ItemLineRow({ line: { title, vegNonVeg, quantity }, total, disabled = false, onAdd, onRemove }: ItemLineRowProps) {
  return (
    <div className="draft-item__row">
      <span className={`veg-mark ${vegNonVeg === 'VEG' ? 'veg-mark--veg' : 'veg-mark--non-veg'}`} role="img" aria-label={vegLabel(vegNonVeg)} />
      <span className="draft-item__title">{title}</span>
      <QuantityStepper title={title} quantity={quantity} disabled={disabled} onAdd={onAdd} onRemove={onRemove} />
      <span className="draft-item__total">{formatRupees(total)}</span>
    </div>
  );
}
