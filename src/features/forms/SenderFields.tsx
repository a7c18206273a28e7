import { t } from '../../i18n';
import type { ContactForm, FieldError } from './formRules';
import { m } from './messages';
import { EmailField, MobileField, NameField } from './TextFields';

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
      <NameField base={base} field="name" label={t(m.name)} error={error} value={form.name} onChange={(value) => onChange('name', value)} />
      <MobileField base={base} field="mobile" label={t(m.mobileNumber)} error={error} value={form.mobile} onChange={(value) => onChange('mobile', value)} />
      <EmailField base={base} field="email" label={t(m.email)} error={error} value={form.email} onChange={(value) => onChange('email', value)} />
    </>
  );
}
