import { FORM_LIMITS } from '../../api/endpoints';
import { MOBILE_LENGTH } from '../../config/constants';
import { Field, describedBy } from './Field';
import type { ContactForm, FieldError } from './formRules';
import { digitsOnly } from '../../lib/validation';
import { t } from '../../i18n';
import { m } from './messages';

interface Props {
  base: string;
  form: ContactForm;
  error: FieldError | null;
  onChange: (field: 'name' | 'mobile' | 'email', value: string) => void;
}

/** Name, mobile and email: who is writing, the same on the three public forms. */
export function SenderFields({ base, form, error, onChange }: Props) {
  return (
    <>
      <Field base={base} field="name" label={t(m.name)} error={error}>
        <input
          className="input"
          type="text"
          autoComplete="name"
          maxLength={FORM_LIMITS.maxNameLength}
          value={form.name}
          onChange={(event) => onChange('name', event.target.value)}
          {...describedBy(base, error, 'name')}
        />
      </Field>
      <Field base={base} field="mobile" label={t(m.mobileNumber)} error={error}>
        <input
          className="input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={MOBILE_LENGTH}
          value={form.mobile}
          onChange={(event) => onChange('mobile', digitsOnly(event.target.value, MOBILE_LENGTH))}
          {...describedBy(base, error, 'mobile')}
        />
      </Field>
      <Field base={base} field="email" label={t(m.email)} error={error}>
        <input
          className="input"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={FORM_LIMITS.maxEmailLength}
          value={form.email}
          onChange={(event) => onChange('email', event.target.value)}
          {...describedBy(base, error, 'email')}
        />
      </Field>
    </>
  );
}
