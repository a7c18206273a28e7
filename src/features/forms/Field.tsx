/**
 * The pieces every form of this feature is made of: a label, its control and the one failure shown under it,
 * tied together by id, aria-invalid and aria-describedby (as the account forms do), so a screen reader reads
 * the message with the field and focus can be moved to it.
 */
import type { ReactNode } from 'react';
import type { FieldError } from './formRules';

export const fieldId = (base: string, field: string) => `${base}-${field}`;
const errorIdOf = (base: string, field: string) => `${base}-${field}-error`;

export function describedBy(base: string, error: FieldError | null, field: string) {
  const invalid = error?.field === field;
  return { id: fieldId(base, field), 'aria-invalid': invalid, 'aria-describedby': invalid ? errorIdOf(base, field) : undefined };
}

export function InlineError({ base, error, field }: { base: string; error: FieldError | null; field: string }) {
  if (error?.field !== field) return null;
  return (
    <p id={errorIdOf(base, field)} className="form__error" role="alert">
      {error.message}
    </p>
  );
}

/** Moves focus to the field that failed (for a star group, its first star). */
export function focusField(base: string, field: string): void {
  const element = document.getElementById(fieldId(base, field));
  const target = element instanceof HTMLFieldSetElement ? element.querySelector('input') : element;
  target?.focus();
}

/** A label above its control and the control's failure below it. */
export function Field({ base, field, label, error, children }: { base: string; field: string; label: string; error: FieldError | null; children: ReactNode }) {
  return (
    <>
      <label htmlFor={fieldId(base, field)} className="form__label">
        {label}
      </label>
      {children}
      <InlineError base={base} error={error} field={field} />
    </>
  );
}

/** The consent box: 'Please select terms and conditions' under it when left unticked. */
export function ConsentField({
  base,
  error,
  checked,
  onChange,
  children,
}: {
  base: string;
  error: FieldError | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <>
      <label className="consent">
        <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} {...describedBy(base, error, 'acceptedTerms')} />
        <span>{children}</span>
      </label>
      <InlineError base={base} error={error} field="acceptedTerms" />
    </>
  );
}
