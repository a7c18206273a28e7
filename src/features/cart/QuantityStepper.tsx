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
      <button type="button" className="stepper stepper--add" disabled={disabled} onClick={onAdd} aria-label={`Add ${title}`}>
        Add
      </button>
    );
  }
  return (
    <div className="stepper" role="group" aria-label={`${title} quantity`}>
      <button type="button" className="stepper__button" disabled={disabled} onClick={onRemove} aria-label={`Remove one ${title}`}>
        −
      </button>
      <span className="stepper__count" aria-live="polite">
        {quantity}
      </span>
      <button type="button" className="stepper__button" disabled={disabled} onClick={onAdd} aria-label={`Add one more ${title}`}>
        +
      </button>
    </div>
  );
}
