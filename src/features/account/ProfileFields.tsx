import { useState } from 'react';
import type { ReactNode } from 'react';
import { PROFILE_LIMITS } from '../../api/endpoints';
import { t } from '../../i18n';
import { DateField } from './DateField';
import { m } from './messages';
import { GENDERS, todayIso } from './profileForm';
import type { FieldError, ProfileField, ProfileForm } from './profileForm';

/** The id of a field's input (the first radio for gender) and of its message, from the form's useId base. */
export const fieldId = (base: string, field: ProfileField) => `${base}-${field}`;
export const errorIdOf = (base: string, field: ProfileField) => `${base}-${field}-error`;

/** Ties a field to the failure shown under it: aria-invalid and aria-describedby (screen readers read it). */
export function describedBy(base: string, error: FieldError | null, field: ProfileField) {
  const invalid = error?.field === field;
  return { 'aria-invalid': invalid, 'aria-describedby': invalid ? errorIdOf(base, field) : undefined };
}

export function InlineError({ base, error, field }: { base: string; error: FieldError | null; field: ProfileField }) {
  if (error?.field !== field) return null;
  return (
    <p id={errorIdOf(base, field)} className="form__error" role="alert">
      {error.message}
    </p>
  );
}

/** Moves focus to the field that failed, so keyboard and screen-reader users land on it. */
export function focusField(base: string, field: ProfileField): void {
  document.getElementById(fieldId(base, field))?.focus();
}

interface ProfileFieldsProps {
  base: string;
  form: ProfileForm;
  error: FieldError | null;
  onChange: <K extends keyof ProfileForm>(field: K, value: ProfileForm[K]) => void;
  /** Shown right after the full name (the edit form's read-only mobile number). */
  afterName?: ReactNode;
  disabled?: boolean;
}

/** Name, email, date of birth, anniversary, gender and GSTIN: the part both profile forms share. */
export function ProfileFields({ base, form, error, onChange, afterName, disabled = false }: ProfileFieldsProps) {
  // The pickers' latest day, fixed when the form opens.
  const [today] = useState(() => todayIso(Date.now()));
  return (
    <>
      <label htmlFor={fieldId(base, 'fullName')} className="form__label">
        {t(m.fullName)}
      </label>
      <input
        id={fieldId(base, 'fullName')}
        className="input"
        type="text"
        autoComplete="name"
        maxLength={PROFILE_LIMITS.maxNameLength}
        value={form.fullName}
        disabled={disabled}
        {...describedBy(base, error, 'fullName')}
        onChange={(event) => onChange('fullName', event.target.value)}
      />
      <InlineError base={base} error={error} field="fullName" />

      {afterName}

      <label htmlFor={fieldId(base, 'email')} className="form__label">
        {t(m.email)}
      </label>
      <input
        id={fieldId(base, 'email')}
        className="input"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={PROFILE_LIMITS.maxEmailLength}
        value={form.email}
        disabled={disabled}
        {...describedBy(base, error, 'email')}
        onChange={(event) => onChange('email', event.target.value)}
      />
      <InlineError base={base} error={error} field="email" />

      <div className="profile-form__dates">
        <div className="profile-form__date">
          <label htmlFor={fieldId(base, 'dateOfBirth')} className="form__label">
            {t(m.dateOfBirth)} <span className="profile-form__format">{t(m.dateFormat)}</span>
          </label>
          <DateField
            id={fieldId(base, 'dateOfBirth')}
            autoComplete="bday"
            min="1900-01-01"
            max={today}
            pickerLabel={t(m.dateOfBirthPicker)}
            value={form.dateOfBirth}
            disabled={disabled}
            {...describedBy(base, error, 'dateOfBirth')}
            onChange={(value) => onChange('dateOfBirth', value)}
          />
        </div>
        <div className="profile-form__date">
          <label htmlFor={fieldId(base, 'anniversaryDate')} className="form__label">
            {t(m.anniversary)}{' '}
            <span className="profile-form__format">
              {t(m.dateFormat)} · {t(m.optional)}
            </span>
          </label>
          <DateField
            id={fieldId(base, 'anniversaryDate')}
            min="1900-01-01"
            max={today}
            pickerLabel={t(m.anniversaryPicker)}
            value={form.anniversaryDate}
            disabled={disabled}
            {...describedBy(base, error, 'anniversaryDate')}
            onChange={(value) => onChange('anniversaryDate', value)}
          />
        </div>
      </div>
      <InlineError base={base} error={error} field="dateOfBirth" />
      <InlineError base={base} error={error} field="anniversaryDate" />

      <fieldset
        className="profile-form__gender"
        role="radiogroup"
        aria-labelledby={`${base}-gender-legend`}
        {...describedBy(base, error, 'gender')}
      >
        <legend id={`${base}-gender-legend`} className="form__label">
          {t(m.gender)}
        </legend>
        <div className="chip-radios">
          {GENDERS.map((gender, index) => (
            <label key={gender.value} className="chip-radio">
              <input
                id={index === 0 ? fieldId(base, 'gender') : undefined}
                type="radio"
                name={`${base}-gender`}
                value={gender.value}
                checked={form.gender === gender.value}
                disabled={disabled}
                onChange={() => onChange('gender', gender.value)}
              />
              <span>{t(gender.label)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <InlineError base={base} error={error} field="gender" />

      <label htmlFor={fieldId(base, 'gstin')} className="form__label">
        {t(m.gstin)}{' '}
        <span className="profile-form__format">
          {t(m.gstinHint)} · {t(m.optional)}
        </span>
      </label>
      <input
        id={fieldId(base, 'gstin')}
        className="input"
        type="text"
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={20}
        value={form.gstin}
        disabled={disabled}
        {...describedBy(base, error, 'gstin')}
        onChange={(event) => onChange('gstin', event.target.value)}
      />
      <InlineError base={base} error={error} field="gstin" />
    </>
  );
}
