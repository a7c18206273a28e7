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

/** One dish at checkout, on one row: veg mark, name, stepper and the line's total (priced or not yet). */
export function ItemLineRow({ line: { title, choices, vegNonVeg, quantity }, total, disabled = false, onAdd, onRemove }: ItemLineRowProps) {
  return (
    <div className="draft-item__row">
      <VegMark kind={vegNonVeg} />
      <span className="draft-item__title">
        {title}
        {choices && <small className="draft-item__choices">{choices}</small>}
      </span>
      <QuantityStepper title={withChoices(title, choices)} quantity={quantity} disabled={disabled} onAdd={onAdd} onRemove={onRemove} />
      <span className="draft-item__total">{formatRupees(total)}</span>
    </div>
  );
}
