import { useId } from 'react';

interface SwitchProps {
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
}

/** An on/off row: a real button with role=switch, named by its label and described by its hint. */
export function Switch({ label, hint, checked, disabled = false, onChange, testId }: SwitchProps) {
  const labelId = useId();
  const hintId = useId();
  return (
    <div className="push-switch">
      <span className="push-switch__text">
        <span id={labelId} className="push-switch__label">
          {label}
        </span>
        {hint && (
          <span id={hintId} className="push-switch__hint">
            {hint}
          </span>
        )}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        className="push-switch__control"
        disabled={disabled}
        data-testid={testId}
        onClick={() => onChange(!checked)}
      >
        <span className="push-switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}
