import { t } from '../../i18n';
import { m } from '../../rules/cartWords';
import './stepper.css';

interface QuantityStepperProps {
  title: string;
  quantity: number;
  disabled?: boolean;
  /**
   * The id of the line that says why nothing can be added now (a closed outlet): Add and + then look unavailable
   * and are read as such, with that line (aria-disabled, aria-describedby), yet stay focusable, and a tap still
   * reaches onAdd, which says why. Taking one away stays possible.
   */
  blockedBy?: string;
  onAdd: () => void;
  onRemove: () => void;
}

/** "Add", then − n +; each button names the item for screen readers. */
export function QuantityStepper({ title, quantity, disabled = false, blockedBy, onAdd, onRemove }: QuantityStepperProps) {
  const blocked = blockedBy ? ({ 'aria-disabled': true, 'aria-describedby': blockedBy } as const) : {};
  if (quantity === 0) {
    return (
      <button type="button" className="stepper stepper--add" disabled={disabled} {...blocked} onClick={onAdd} aria-label={t(m.addTitle, { title })}>
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
      <button type="button" className="stepper__button" disabled={disabled} {...blocked} onClick={onAdd} aria-label={t(m.addOneMore, { title })}>
        +
      </button>
    </div>
  );
}
