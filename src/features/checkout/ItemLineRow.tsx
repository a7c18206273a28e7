import { withChoices } from '../../rules/lineKey';
import { formatRupees } from '../../lib/format';
import { VegMark } from '../../ui/VegMark';
import { QuantityStepper } from '../cart';
import './checkout.css';

interface ItemLineRowProps {
  /** A cart line or a draft order's line. */
  line: { title: string; choices?: string; vegNonVeg: string; quantity: number };
  total: number;
  disabled?: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

/**
 * One dish at checkout: veg mark, name, stepper and the line's total (priced or not yet), on one row where they fit;
 * on a narrow phone the stepper and total go under the name, at the right (checkout.css).
 */
export function ItemLineRow({ line: { title, choices, vegNonVeg, quantity }, total, disabled = false, onAdd, onRemove }: ItemLineRowProps) {
  return (
    <div className="draft-item__row">
      <VegMark kind={vegNonVeg} />
      <span className="draft-item__title">
        {title}
        {choices && <small className="draft-item__choices">{choices}</small>}
      </span>
      <span className="draft-item__controls">
        <QuantityStepper title={withChoices(title, choices)} quantity={quantity} disabled={disabled} onAdd={onAdd} onRemove={onRemove} />
        <span className="draft-item__total">{formatRupees(total)}</span>
      </span>
    </div>
  );
}
