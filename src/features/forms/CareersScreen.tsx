import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { FORM_LIMITS, JOB_POSITIONS, PATHS } from '../../api/endpoints';
import { userAtom } from '../auth';
import { CHAIN_CONTACT } from './chainContact';
import { ConsentField, Field, describedBy, focusField } from './Field';
import { fileToBase64 } from './fileToBase64';
import { cvProblem, validateApplication } from './formRules';
import type { ApplicationForm, FieldError } from './formRules';
import { SendOutcome } from './SendOutcome';
import { SenderFields } from './SenderFields';
import { senderFrom } from './senderDefaults';
import { useFormSender } from './useFormSender';
import './forms.css';

const BASE = 'careers';
const blank = (user: Parameters<typeof senderFrom>[0]): ApplicationForm => ({ ...senderFrom(user), city: '', position: '', cv: null, acceptedTerms: false });
const sizeInKb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-IN')} KB`;

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
      return send({ path: PATHS.saveJobApplication, body, label: 'Your job application' }, () => {
        setForm(blank(user));
        if (fileInput.current) fileInput.current.value = '';
      });
    });
  }

  return (
    <section className="screen info-form" aria-labelledby="careers-title">
      <h1 id="careers-title" className="screen__title">
        Apply For Job
      </h1>
      <p className="muted">
        We are hiring chefs, tandoor cooks, bartenders, stewards and managers for our outlets in Chandigarh, Mohali,
        Zirakpur, Ludhiana and Amritsar. Tell us about yourself and attach your CV.
      </p>
      <form className="card form" onSubmit={submit} noValidate aria-labelledby="careers-form-title">
        <h2 id="careers-form-title" className="section-title">
          Your application
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
        <Field base={BASE} field="position" label="Position" error={error}>
          <select className="input" value={form.position} onChange={(event) => change('position', event.target.value)} {...describedBy(BASE, error, 'position')}>
            <option value="">Select a position</option>
            {JOB_POSITIONS.map((position) => (
              <option key={position} value={position}>
                {position}
              </option>
            ))}
          </select>
        </Field>
        <Field base={BASE} field="message" label="Your experience" error={error}>
          <textarea
            className="input textarea"
            maxLength={FORM_LIMITS.maxMessageLength}
            value={form.message}
            onChange={(event) => change('message', event.target.value)}
            {...describedBy(BASE, error, 'message')}
          />
        </Field>
        <Field base={BASE} field="cv" label="CV (PDF, at most 2 MB)" error={error}>
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
          I agree to the <a href="/terms-and-conditions">terms and conditions</a> and to Gold Leaf keeping my CV for hiring.
        </ConsentField>
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Submit application'}
        </button>
        <SendOutcome
          state={state}
          title="Application sent"
          message="Thank you for applying. Our HR team will contact you if your profile matches an opening."
          onClose={reset}
        />
      </form>
      <p className="muted info-form__footnote">
        Questions about a job? Write to <a href={CHAIN_CONTACT.careersEmail.href}>{CHAIN_CONTACT.careersEmail.display}</a>
      </p>
    </section>
  );
}
