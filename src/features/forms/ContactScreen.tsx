import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { FORM_LIMITS, PATHS } from '../../api/endpoints';
import { userAtom } from '../auth';
import { CHAIN_CONTACT } from './chainContact';
import { ContactIcon } from './ContactIcon';
import { Field, describedBy, focusField } from './Field';
import { validateContact } from './formRules';
import type { ContactForm, FieldError } from './formRules';
import { SendOutcome } from './SendOutcome';
import { SenderFields } from './SenderFields';
import { senderFrom } from './senderDefaults';
import { useFormSender } from './useFormSender';
import './forms.css';

const BASE = 'contact';

/** /contact-us: call, write or visit the head office, or leave a message that guest care answers. */
export function ContactScreen() {
  const user = useAtomValue(userAtom);
  const [form, setForm] = useState<ContactForm>(() => senderFrom(user));
  const [error, setError] = useState<FieldError | null>(null);
  const { state, busy, send, reset } = useFormSender();

  const change = (field: keyof ContactForm, value: string) => setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const failure = validateContact(form);
    setError(failure);
    if (failure) {
      focusField(BASE, failure.field);
      return;
    }
    const body = { ...form, name: form.name.trim(), email: form.email.trim(), message: form.message.trim() };
    void send({ path: PATHS.saveContactEnquiry, body, label: 'Your message' }, () => setForm(senderFrom(user)));
  }

  return (
    <section className="screen info-form" aria-labelledby="contact-title">
      <h1 id="contact-title" className="screen__title">
        Contact Us
      </h1>
      <p className="muted">Questions about an order, a booking or an event? Our guest care team in Chandigarh is here to help.</p>
      <ul className="contact-list">
        <li>
          <a className="contact-list__item" href={CHAIN_CONTACT.phone.href}>
            <ContactIcon kind="phone" />
            <span className="contact-list__text">
              <span className="contact-list__label">Call guest care</span>
              <strong>{CHAIN_CONTACT.phone.display}</strong>
            </span>
          </a>
        </li>
        <li>
          <a className="contact-list__item" href={CHAIN_CONTACT.email.href}>
            <ContactIcon kind="mail" />
            <span className="contact-list__text">
              <span className="contact-list__label">Email</span>
              <strong>{CHAIN_CONTACT.email.display}</strong>
            </span>
          </a>
        </li>
        <li className="contact-list__item contact-list__item--plain">
          <ContactIcon kind="office" />
          <span className="contact-list__text">
            <span className="contact-list__label">Head office</span>
            <a href={CHAIN_CONTACT.mapHref} target="_blank" rel="noopener noreferrer" className="contact-list__address">
              <address>{CHAIN_CONTACT.headOffice.join(', ')}</address>
            </a>
            <span className="contact-list__hours">{CHAIN_CONTACT.hours}</span>
            <span className="contact-list__hours">{CHAIN_CONTACT.officeHours}</span>
          </span>
        </li>
      </ul>

      <form className="card form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="section-title">
          Write to us
        </h2>
        <SenderFields base={BASE} form={form} error={error} onChange={change} />
        <Field base={BASE} field="message" label="Message" error={error}>
          <textarea
            className="input textarea"
            maxLength={FORM_LIMITS.maxMessageLength}
            value={form.message}
            onChange={(event) => change('message', event.target.value)}
            {...describedBy(BASE, error, 'message')}
          />
        </Field>
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Send message'}
        </button>
        <SendOutcome
          state={state}
          title="Message sent"
          message="Thank you for writing to us. Our guest care team will call or write back within one working day."
          onClose={reset}
        />
      </form>
    </section>
  );
}
