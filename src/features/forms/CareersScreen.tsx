import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { PATHS } from '../../api/endpoints';
import { JOB_POSITIONS } from '../../api/formLimits';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { formatNumber } from '../../lib/format';
import { userAtom } from '../auth';
import { CHAIN_CONTACT } from './chainContact';
import { ConsentField, Field, describedBy, focusField } from './Field';
import { fileToBase64 } from './fileToBase64';
import { cvProblem, validateApplication } from './formRules';
import type { ApplicationForm, FieldError } from './formRules';
import { SubmitRow } from './SendOutcome';
import { SenderFields } from './SenderFields';
import { CityField, MessageField } from './TextFields';
import { embed } from '../../i18n/embed';
import { POSITION_NAMES, m } from './messages';
import { senderFrom } from './senderDefaults';
import { useFormSender } from './useFormSender';
import './forms.css';

const BASE = 'careers';
const blank = (user: Parameters<typeof senderFrom>[0]): ApplicationForm => ({ ...senderFrom(user), city: '', position: '', cv: null, acceptedTerms: false });
const sizeInKb = (bytes: number) => t(m.fileSize, { size: formatNumber(Math.max(1, Math.round(bytes / 1024))) });

/**
 * /job-and-career: apply for a job with a CV (PDF, at most 2 MB). The CV travels inside the request, so an
 * application written offline waits in the outbox with its CV, on this device only.
 */
export function CareersScreen() {
  const user = useAtomValue(userAtom);
  const [form, setForm] = useState<ApplicationForm>(() => blank(user));
  const [error, setError] = useState<FieldError | null>(null);
  const { state, busy, send, reset } = useFormSender();
  const fileInput = useRef<HTMLInputElement>(null);

  const change = <K extends keyof ApplicationForm>(field: K, value: ApplicationForm[K]) => setForm((current) => ({ ...current, [field]: value }));

  function chooseCv(file: File | null) {
    change('cv', file);
    // Said at once, not on submit: the applicant is looking at the file they just picked.
    const problem = file ? cvProblem(file) : null;
    setError(problem ? { field: 'cv', message: problem } : null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const failure = validateApplication(form);
    setError(failure);
    if (failure) {
      focusField(BASE, failure.field);
      return;
    }
    const { cv, ...fields } = form;
    if (!cv) return;
    void fileToBase64(cv).then((cvBase64) => {
      const body = { ...fields, name: fields.name.trim(), email: fields.email.trim(), city: fields.city.trim(), message: fields.message.trim(), cvFileName: cv.name, cvBase64 };
      return send({ path: PATHS.saveJobApplication, body, label: m.outboxApplication }, () => {
        setForm(blank(user));
        if (fileInput.current) fileInput.current.value = '';
      });
    });
  }

  return (
    <section className="screen info-form" aria-labelledby="careers-title">
      <h1 id="careers-title" className="screen__title">
        {t(TITLES.applyForJob)}
      </h1>
      <p className="muted">{t(m.careersIntro)}</p>
      <form className="card form" onSubmit={submit} noValidate aria-labelledby="careers-form-title">
        <h2 id="careers-form-title" className="section-title">
          {t(m.yourApplication)}
        </h2>
        <SenderFields base={BASE} form={form} error={error} onChange={change} />
        <CityField base={BASE} field="city" label={t(m.city)} error={error} value={form.city} onChange={(value) => change('city', value)} />
        <Field base={BASE} field="position" label={t(m.position)} error={error}>
          <select className="input" value={form.position} onChange={(event) => change('position', event.target.value)} {...describedBy(BASE, error, 'position')}>
            <option value="">{t(m.selectAPosition)}</option>
            {JOB_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {t(POSITION_NAMES[position])}
              </option>
            ))}
          </select>
        </Field>
        <MessageField base={BASE} field="message" label={t(m.yourExperience)} error={error} value={form.message} onChange={(value) => change('message', value)} />
        <Field base={BASE} field="cv" label={t(m.cvLabel)} error={error}>
          <input
            ref={fileInput}
            className="input file-input"
            type="file"
            accept="application/pdf,.pdf"
            onChange={(event) => chooseCv(event.target.files?.[0] ?? null)}
            {...describedBy(BASE, error, 'cv')}
          />
        </Field>
        {form.cv && error?.field !== 'cv' && (
          <p className="muted file-chosen">
            {form.cv.name} · {sizeInKb(form.cv.size)}
          </p>
        )}
        <ConsentField base={BASE} error={error} checked={form.acceptedTerms} onChange={(checked) => change('acceptedTerms', checked)}>
          {embed(t(m.careersConsent), { terms: <a href="/terms-and-conditions">{t(m.termsLink)}</a> })}
        </ConsentField>
        <SubmitRow busy={busy} label={t(m.submitApplication)} state={state} sentTitle={t(m.applicationSent)} sentMessage={t(m.applicationSentText)} onClose={reset} />
      </form>
      <p className="muted info-form__footnote">
        {embed(t(m.careersWriteTo), { email: <a href={CHAIN_CONTACT.careersEmail.href}>{CHAIN_CONTACT.careersEmail.display}</a> })}
      </p>
    </section>
  );
}
