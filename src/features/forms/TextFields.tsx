/**
 * The text fields the forms share (name, mobile, email, city, a long message), each with its label, limits,
 * autofill hint and error wiring; `field` is the form's own name for it (Feedback's is 'customerName').
 */
import { FORM_LIMITS } from '../../api/formLimits';
import { MOBILE_LENGTH } from '../../config/constants';
import { digitsOnly } from '../../lib/validation';
import { Field, describedBy } from './Field';
import type { FieldError } from './formRules';

interface TextFieldProps {
  base: string;
  field: string;
  label: string;
  error: FieldError | null;
  value: string;
  onChange: (value: string) => void;
}

export function NameField({ base, field, label, error, value, onChange }: TextFieldProps) {
  return (
    <Field base={base} field={field} label={label} error={error}>
      <input
        className="input"
        type="text"
        autoComplete="name"
        maxLength={FORM_LIMITS.maxNameLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(base, error, field)}
      />
    </Field>
  );
}

/** Digits only, ten of them: what is typed or pasted is cut to that. */
export function MobileField({ base, field, label, error, value, onChange }: TextFieldProps) {
  return (
    <Field base={base} field={field} label={label} error={error}>
      <input
        className="input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={MOBILE_LENGTH}
        value={value}
        onChange={(event) => onChange(digitsOnly(event.target.value, MOBILE_LENGTH))}
        {...describedBy(base, error, field)}
      />
    </Field>
  );
}

export function EmailField({ base, field, label, error, value, onChange }: TextFieldProps) {
  return (
    <Field base={base} field={field} label={label} error={error}>
      <input
        className="input"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={FORM_LIMITS.maxEmailLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(base, error, field)}
      />
    </Field>
  );
}

export function CityField({ base, field, label, error, value, onChange }: TextFieldProps) {
  return (
    <Field base={base} field={field} label={label} error={error}>
      <input
        className="input"
        type="text"
        autoComplete="address-level2"
        maxLength={FORM_LIMITS.maxCityLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(base, error, field)}
      />
    </Field>
  );
}

/** A long text: an enquiry's message by default, or a shorter one where the form allows less. */
export function MessageField({ base, field, label, error, value, onChange, maxLength = FORM_LIMITS.maxMessageLength }: TextFieldProps & { maxLength?: number }) {
  return (
    <Field base={base} field={field} label={label} error={error}>
      <textarea className="input textarea" maxLength={maxLength} value={value} onChange={(event) => onChange(event.target.value)} {...describedBy(base, error, field)} />
    </Field>
  );
}
