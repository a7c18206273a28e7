import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import { PATHS } from '../../api/endpoints';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { userAtom } from '../auth';
import { CHAIN_CONTACT } from './chainContact';
import { ContactIcon } from './ContactIcon';
import { focusField } from './Field';
import { validateContact } from './formRules';
import type { ContactForm, FieldError } from './formRules';
import { SubmitRow } from './SendOutcome';
import { SenderFields } from './SenderFields';
import { MessageField } from './TextFields';
import { m } from './messages';
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
    void send({ path: PATHS.saveContactEnquiry, body, label: m.outboxMessage }, () => setForm(senderFrom(user)));
  }

  return (
    <section className="screen info-form" aria-labelledby="contact-title">
      <h1 id="contact-title" className="screen__title">
        {t(TITLES.contactUs)}
      </h1>
      <p className="muted">{t(m.contactIntro)}</p>
      <ul className="contact-list">
        <li>
          <a className="contact-list__item" href={CHAIN_CONTACT.phone.href}>
            <ContactIcon kind="phone" />
            <span className="contact-list__text">
              <span className="contact-list__label">{t(m.callGuestCare)}</span>
              <strong>{CHAIN_CONTACT.phone.display}</strong>
            </span>
          </a>
        </li>
        <li>
          <a className="contact-list__item" href={CHAIN_CONTACT.email.href}>
            <ContactIcon kind="mail" />
            <span className="contact-list__text">
              <span className="contact-list__label">{t(m.email)}</span>
              <strong>{CHAIN_CONTACT.email.display}</strong>
            </span>
          </a>
        </li>
        <li className="contact-list__item contact-list__item--plain">
          <ContactIcon kind="office" />
          <span className="contact-list__text">
            <span className="contact-list__label">{t(m.headOffice)}</span>
            <a href={CHAIN_CONTACT.mapHref} target="_blank" rel="noopener noreferrer" className="contact-list__address">
              <address>{CHAIN_CONTACT.headOffice.join(', ')}</address>
            </a>
            <span className="contact-list__hours">{t(m.guestCareHours)}</span>
            <span className="contact-list__hours">{t(m.officeHours)}</span>
          </span>
        </li>
      </ul>

      <form className="card form" onSubmit={submit} noValidate aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="section-title">
          {t(m.writeToUs)}
        </h2>
        <SenderFields base={BASE} form={form} error={error} onChange={change} />
        <MessageField base={BASE} field="message" label={t(m.message)} error={error} value={form.message} onChange={(value) => change('message', value)} />
        <SubmitRow busy={busy} label={t(m.sendMessage)} state={state} sentTitle={t(m.messageSent)} sentMessage={t(m.messageSentText)} onClose={reset} />
      </form>
    </section>
  );
}
