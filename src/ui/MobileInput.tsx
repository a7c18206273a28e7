import type { InputHTMLAttributes } from 'react';
import { DIAL_CODE, MOBILE_LENGTH } from '../config/constants';
import { digitsOnly } from '../lib/validation';

type MobileInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  id: string;
  value: string;
  /** Receives digits only, at most 10 (SPEC 5: inputs accept at most 10 characters). */
  onChange: (digits: string) => void;
};

/** A mobile number after the +91 dial code (SPEC 1 default): numeric keypad, digits only, 10 at most. */
export function MobileInput({ id, value, onChange, ...rest }: MobileInputProps) {
  return (
    <div className="input-group">
      <span className="input-group__prefix" aria-hidden="true">
        {DIAL_CODE}
      </span>
      <input
        {...rest}
        id={id}
        className="input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_LENGTH}
        value={value}
        onChange={(event) => onChange(digitsOnly(event.target.value, MOBILE_LENGTH))}
      />
    </div>
  );
}
