import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { FORM_LIMITS, INVESTMENT_RANGES, PATHS } from '../../api/endpoints';
import { userAtom } from '../auth';
import { CHAIN_CONTACT } from './chainContact';
import { ConsentField, Field, describedBy, focusField } from './Field';
import { validateFranchise } from './formRules';
import type { FieldError, FranchiseForm } from './formRules';
import { SendOutcome } from './SendOutcome';
import { SenderFields } from './SenderFields';
import { senderFrom } from './senderDefaults';
import { useFormSender } from './useFormSender';
import './forms.css';

const BASE = 'franchise';
const blank = (user: Parameters<typeof senderFrom>[0]): FranchiseForm => ({ ...senderFrom(user), city: '', investmentRange: '', acceptedTerms: false });

/** /franchise: the franchise enquiry (who, where, how much they mean to invest), with consent. */
export function FranchiseScreen() {
  const user = useAtomValue(userAtom);
  const [form, setForm] = useState<FranchiseForm>(() => blank(user));
  const [error, setError] = useState<FieldError | null>(null);
  const { state, busy, send, reset } = useFormSender();

  const change = <K extends keyof FranchiseForm>(field: K, value: FranchiseForm[K]) => setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const failure = validateFranchise(form);
    setError(failure);
    if (failure) {
      focusField(BASE, failure.field);
      return;
    }
    const body = { ...form, name: form.name.trim(), email: form.email.trim(), city: form.city.trim(), message: form.message.trim() };
    void send({ path: PATHS.saveFranchiseEnquiry, body, label: 'Your franchise enquiry' }, () => setForm(blank(user)));
  }

  return (
    <section className="screen info-form" aria-labelledby="franchise-title">
      <h1 id="franchise-title" className="screen__title">
        Get Franchisee
      </h1>
      <p className="muted">
        Gold Leaf runs restaurants and cafe-lounges across Punjab, Chandigarh and Haryana. We partner with people who
        know their city: tell us about yours, and our franchise team will call you within 3 working days.
      </p>
      <ul className="fact-list">
        <li>
          <strong>2,500 – 5,000 sq ft</strong> on a ground or first floor with parking
        </li>
        <li>
          <strong>Training</strong> for your chefs and staff at our Mohali kitchen
        </li>
        <li>
          <strong>Our app and delivery</strong> from the day you open
        </li>
      </ul>
      <form className="card form" onSubmit={submit} noValidate aria-labelledby="franchise-form-title">
        <h2 id="franchise-form-title" className="section-title">
          Franchise enquiry
        </h2>
        <SenderFields base={BASE} form={form} error={error} onChange={change} />
        <Field base={BASE} field="city" label="City" error={error}>
          <input
            className="input"
            type="text"
            autoComplete="address-level2"
            maxLength={FORM_LIMITS.maxCityLength}
            value={form.city}
            onChange={(event) => change('city', event.target.value)}
            {...describedBy(BASE, error, 'city')}
          />
        </Field>
        <Field base={BASE} field="investmentRange" label="Investment range" error={error}>
          <select className="input" value={form.investmentRange} onChange={(event) => change('investmentRange', event.target.value)} {...describedBy(BASE, error, 'investmentRange')}>
            <option value="">Select a range</option>
            {INVESTMENT_RANGES.map((range) => (
              <option key={range} value={range}>
                {range}
              </option>
            ))}
          </select>
        </Field>
        <Field base={BASE} field="message" label="About you and your site" error={error}>
          <textarea
            className="input textarea"
            maxLength={FORM_LIMITS.maxMessageLength}
            value={form.message}
            onChange={(event) => change('message', event.target.value)}
            {...describedBy(BASE, error, 'message')}
          />
        </Field>
        <ConsentField base={BASE} error={error} checked={form.acceptedTerms} onChange={(checked) => change('acceptedTerms', checked)}>
          I agree to the <a href="/terms-and-conditions">terms and conditions</a> and to be contacted about a franchise.
        </ConsentField>
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Send enquiry'}
        </button>
        <SendOutcome
          state={state}
          title="Enquiry sent"
          message="Thank you for your interest in a Gold Leaf franchise. Our franchise team will contact you within 3 working days."
          onClose={reset}
        />
      </form>
      <p className="muted info-form__footnote">
        Or write to <a href={CHAIN_CONTACT.franchiseEmail.href}>{CHAIN_CONTACT.franchiseEmail.display}</a>
      </p>
    </section>
  );
}
