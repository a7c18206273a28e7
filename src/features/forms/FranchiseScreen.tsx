import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { PATHS } from '../../api/endpoints';
import { INVESTMENT_RANGES } from '../../api/formLimits';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { userAtom } from '../auth';
import { CHAIN_CONTACT } from './chainContact';
import { ConsentField, Field, describedBy, focusField } from './Field';
import { validateFranchise } from './formRules';
import type { FieldError, FranchiseForm } from './formRules';
import { SubmitRow } from './SendOutcome';
import { SenderFields } from './SenderFields';
import { CityField, MessageField } from './TextFields';
import { embed } from '../../i18n/embed';
import { RANGE_NAMES, m } from './messages';
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
    void send({ path: PATHS.saveFranchiseEnquiry, body, label: m.outboxFranchise }, () => setForm(blank(user)));
  }

  return (
    <section className="screen info-form" aria-labelledby="franchise-title">
      <h1 id="franchise-title" className="screen__title">
        {t(TITLES.getFranchisee)}
      </h1>
      <p className="muted">{t(m.franchiseIntro)}</p>
      <ul className="fact-list">
        <li>{embed(t(m.factSpace), { size: <strong>{t(m.factSpaceSize)}</strong> })}</li>
        <li>{embed(t(m.factTraining), { training: <strong>{t(m.factTrainingWord)}</strong> })}</li>
        <li>{embed(t(m.factApp), { app: <strong>{t(m.factAppWords)}</strong> })}</li>
      </ul>
      <form className="card form" onSubmit={submit} noValidate aria-labelledby="franchise-form-title">
        <h2 id="franchise-form-title" className="section-title">
          {t(m.franchiseEnquiry)}
        </h2>
        <SenderFields base={BASE} form={form} error={error} onChange={change} />
        <CityField base={BASE} field="city" label={t(m.city)} error={error} value={form.city} onChange={(value) => change('city', value)} />
        <Field base={BASE} field="investmentRange" label={t(m.investmentRange)} error={error}>
          <select className="input" value={form.investmentRange} onChange={(event) => change('investmentRange', event.target.value)} {...describedBy(BASE, error, 'investmentRange')}>
            <option value="">{t(m.selectRange)}</option>
            {INVESTMENT_RANGES.map((range) => (
              <option key={range} value={range}>
                {t(RANGE_NAMES[range])}
              </option>
            ))}
          </select>
        </Field>
        <MessageField base={BASE} field="message" label={t(m.aboutYouAndSite)} error={error} value={form.message} onChange={(value) => change('message', value)} />
        <ConsentField base={BASE} error={error} checked={form.acceptedTerms} onChange={(checked) => change('acceptedTerms', checked)}>
          {embed(t(m.franchiseConsent), { terms: <a href="/terms-and-conditions">{t(m.termsLink)}</a> })}
        </ConsentField>
        <SubmitRow busy={busy} label={t(m.sendEnquiry)} state={state} sentTitle={t(m.enquirySent)} sentMessage={t(m.enquirySentText)} onClose={reset} />
      </form>
      <p className="muted info-form__footnote">
        {embed(t(m.franchiseWriteTo), { email: <a href={CHAIN_CONTACT.franchiseEmail.href}>{CHAIN_CONTACT.franchiseEmail.display}</a> })}
      </p>
    </section>
  );
}
