import { t } from '../../i18n';
import { m } from './messages';

interface QuantityStepperProps {
  title: string;
  quantity: number;
  disabled?: boolean;
  onAdd: () => void;
  onRemove: () => void;
}

/** "Add", then − n +; each button names the item for screen readers. */
export function QuantityStepper({ title, quantity, disabled = false, onAdd, onRemove }: QuantityStepperProps) {
  if (quantity === 0) {
    return (
      <button type="button" className="stepper stepper--add" disabled={disabled} onClick={onAdd} aria-label={t(m.addTitle, { title })}>
        {t(m.add)}
      </button>
    );
  }
  return (
    <div className="stepper" role="group" aria-label={t(m.quantityOf, { title })}>
      <button type="button" className="stepper__button" disabled={disabled} onClick={onRemove} aria-label={t(m.removeOne, { title })}>
        −
      </button>
      <span className="stepper__count" aria-live="polite">
        {quantity}
      </span>
      <button type="button" className="stepper__button" disabled={disabled} onClick={onAdd} aria-label={t(m.addOneMore, { title })}>
        +
      </button>
    </div>
  );
}
