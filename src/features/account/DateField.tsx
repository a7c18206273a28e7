import { useRef } from 'react';
import { displayToIso, isoToDisplay, typedDate } from './profileForm';

interface DateFieldProps {
  id: string;
  /** What the customer sees and types: DD/MM/YYYY (SPEC 2), possibly unfinished; the field's label says the format. */
  value: string;
  onChange: (value: string) => void;
  /** The calendar's bounds, YYYY-MM-DD. */
  min: string;
  max: string;
  /** Names the calendar button: 'Choose date of birth from a calendar'. */
  pickerLabel: string;
  disabled?: boolean;
  autoComplete?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A date as DD/MM/YYYY whatever the phone's language (a native date input shows the browser's own order, often
 * MM/DD/YYYY), typed with the numeric keypad, or picked from the native calendar behind the button.
 */
export function DateField({ id, value, onChange, min, max, pickerLabel, disabled = false, autoComplete, ...aria }: DateFieldProps) {
  const calendar = useRef<HTMLInputElement>(null);

  function openCalendar() {
    const input = calendar.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus(); // no showPicker (older browsers): the native input takes the tap itself
      input.click();
    }
  }

  return (
    <div className="input-group date-field">
      <input
        id={id}
        className="input"
        type="text"
        inputMode="numeric"
        maxLength={10}
        autoComplete={autoComplete ?? 'off'}
        value={value}
        disabled={disabled}
        {...aria}
        onChange={(event) => onChange(typedDate(event.target.value, value))}
      />
      <button type="button" className="date-field__button" aria-label={pickerLabel} disabled={disabled} onClick={openCalendar}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3V2Zm12 8H5v9h14v-9ZM5 8h14V6H5v2Zm2 4h3v3H7v-3Z"
          />
        </svg>
      </button>
      <input
        ref={calendar}
        className="date-field__calendar"
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        min={min}
        max={max}
        value={displayToIso(value) ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(isoToDisplay(event.target.value))}
      />
    </div>
  );
}
