import { useState } from 'react';
import type { FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import type { UserProfile } from '../../api/contract';
import { PATHS } from '../../api/endpoints';
import { FEEDBACK_RATINGS, FORM_LIMITS } from '../../api/formLimits';
import { StarRating } from '../../ui/StarRating';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { userAtom } from '../auth';
import { Field, InlineError, describedBy, fieldId, focusField } from './Field';
import { validateFeedback } from './formRules';
import type { FeedbackForm, FieldError, RatingField } from './formRules';
import { m } from './messages';
import { SubmitRow } from './SendOutcome';
import { useFormSender } from './useFormSender';
import { useOutletOptions } from './useOutletOptions';
import { MessageField, MobileField, NameField } from './TextFields';
import './forms.css';

const BASE = 'feedback';

const blank = (user: UserProfile | null): FeedbackForm => ({
  customerName: user?.fullName ?? '',
  customerMobile: user?.mobile ?? '',
  selectedRestaurant: 0,
  qualityOfFood: 0,
  serviceQuality: 0,
  cleaning: 0,
  staffBehavior: 0,
  music: 0,
  bestPartOfRestaurant: '',
  suggestion: '',
});

/** /feedback (SPEC 3 "Feedback"): an outlet rated on five things, what was best, and what to improve. */
export function FeedbackScreen() {
  const user = useAtomValue(userAtom);
  const [form, setForm] = useState<FeedbackForm>(() => blank(user));
  const [error, setError] = useState<FieldError | null>(null);
  const { outlets, loading, error: outletsError } = useOutletOptions();
  const { state, busy, send, reset } = useFormSender();

  const change = <K extends keyof FeedbackForm>(field: K, value: FeedbackForm[K]) => setForm((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const failure = validateFeedback(form);
    setError(failure);
    if (failure) {
      focusField(BASE, failure.field);
      return;
    }
    const body = {
      ...form,
      customerName: form.customerName.trim(),
      bestPartOfRestaurant: form.bestPartOfRestaurant.trim(),
      suggestion: form.suggestion.trim(),
    };
    void send({ path: PATHS.saveFeedback, body, label: m.outboxFeedback }, () => setForm(blank(user)));
  }

  const rating = (field: RatingField, label: string) => {
    const invalid = error?.field === field;
    return (
      <div key={field}>
        <StarRating
          id={fieldId(BASE, field)}
          name={field}
          legend={label}
          showLegend
          value={form[field]}
          onChange={(value) => change(field, value)}
          invalid={invalid}
          describedBy={invalid ? `${BASE}-${field}-error` : undefined}
        />
        <InlineError base={BASE} error={error} field={field} />
      </div>
    );
  };

  return (
    <section className="screen info-form" aria-labelledby="feedback-title">
      <h1 id="feedback-title" className="screen__title">
        {t(TITLES.feedback)}
      </h1>
      <p className="muted">{t(m.feedbackIntro)}</p>
      <form className="card form" onSubmit={submit} noValidate aria-labelledby="feedback-title">
        <NameField base={BASE} field="customerName" label={t(m.name)} error={error} value={form.customerName} onChange={(value) => change('customerName', value)} />
        <MobileField base={BASE} field="customerMobile" label={t(m.mobileNumber)} error={error} value={form.customerMobile} onChange={(value) => change('customerMobile', value)} />
        <Field base={BASE} field="selectedRestaurant" label={t(m.restaurant)} error={error}>
          <select
            className="input"
            value={form.selectedRestaurant || ''}
            onChange={(event) => change('selectedRestaurant', Number(event.target.value) || 0)}
            {...describedBy(BASE, error, 'selectedRestaurant')}
          >
            <option value="">{loading ? t(m.loadingOutlets) : t(m.selectRestaurant)}</option>
            {outlets.map((outlet) => (
              <option key={outlet.recordId} value={outlet.recordId}>
                {outlet.title}
              </option>
            ))}
          </select>
        </Field>
        {outletsError && <p className="form__error">{outletsError}</p>}

        <h2 className="rating-rows__title">{t(m.rateYourVisit)}</h2>
        <p className="muted rating-rows__hint">{t(m.ratingHint)}</p>
        <div className="rating-rows">{FEEDBACK_RATINGS.map(({ field }) => rating(field, t(m[field])))}</div>

        <Field base={BASE} field="bestPartOfRestaurant" label={t(m.bestPart)} error={error}>
          <input
            className="input"
            type="text"
            maxLength={FORM_LIMITS.maxFeedbackTextLength}
            value={form.bestPartOfRestaurant}
            onChange={(event) => change('bestPartOfRestaurant', event.target.value)}
            {...describedBy(BASE, error, 'bestPartOfRestaurant')}
          />
        </Field>
        <MessageField base={BASE} field="suggestion" label={t(m.suggestion)} error={error} value={form.suggestion} onChange={(value) => change('suggestion', value)} maxLength={FORM_LIMITS.maxFeedbackTextLength} />
        <SubmitRow busy={busy} label={t(m.submitFeedback)} state={state} sentTitle={t(m.thankYou)} sentMessage={t(m.feedbackSentText)} onClose={reset} />
      </form>
    </section>
  );
}
