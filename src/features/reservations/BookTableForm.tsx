import { useId, useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useAtomValue } from 'jotai';
import { RESERVATION_LIMITS } from '../../api/endpoints';
import { SessionExpiredError, messageOf } from '../../api/errors';
import { t } from '../../i18n';
import { useBusy } from '../../lib/useBusy';
import { useAttemptKey } from '../../api/useAttemptKey';
import { userAtom } from '../auth';
import { saveReservation } from './api';
import { fromKolkataInput, toKolkataInput } from './kolkataTime';
import { closureLine } from '../../rules/closureWords';
import { m } from './messages';
import { FILL_DETAILS_MESSAGE, checkReservation, initialReservationForm } from './reservationForm';
import type { ReservationField } from './reservationForm';
import { useBookableRestaurants, useOccasions } from './useBookingLists';
import type { BookTableRestaurant } from './reservationAtoms';
import { MobileInput } from '../../ui/MobileInput';
import './reservations.css';

const DAY_MS = 24 * 60 * 60_000;
/** SPEC 5: the head count is a whole number, so the number input's exponent, sign and decimal keys do nothing. */
const BLOCKED_PEOPLE_KEYS = new Set(['e', 'E', '+', '-', '.']);

interface BookTableFormProps {
  preselected: BookTableRestaurant | null;
  onBooked: (message: string) => void;
  onFailed: (message: string) => void;
}

export function BookTableForm({ preselected, onBooked, onFailed }: BookTableFormProps) {
  const user = useAtomValue(userAtom);
  const [form, setForm] = useState(() => {
    const initial = initialReservationForm(user, preselected?.recordId ?? null);
    // From an event, the table is for its evening: the time starts as the event's (the customer may change it).
    return preselected?.event ? { ...initial, reservationDateTime: toKolkataInput(preselected.event.startsAt) } : initial;
  });
  // Booked from an event: the booking names it while the table is at the event's outlet (another outlet, no event).
  const eventId = preselected?.event && form.restaurantId === String(preselected.recordId) ? String(preselected.event.eventId) : '';
  // Set on the first submit: from then on the marks follow the customer's corrections as they type (judged
  // against the time of that submit; the next submit judges against its own time).
  const [marks, setMarks] = useState<{ fields: ReservationField[]; checkedAt: number } | null>(null);
  const { busy, run } = useBusy();
  // The picker's bounds, fixed when the form opens: now (a past time cannot be booked) to 60 days ahead.
  const [bounds] = useState(() => {
    const now = Date.now();
    return { min: toKolkataInput(now), max: toKolkataInput(now + RESERVATION_LIMITS.maxDaysAhead * DAY_MS) };
  });
  const restaurants = useBookableRestaurants(preselected);
  const occasions = useOccasions();
  const { keyFor, settle } = useAttemptKey();
  const errorId = useId();
  const id = useId();

  function update(field: ReservationField, value: string) {
    const next = { ...form, [field]: value };
    setForm(next);
    if (marks) {
      const check = checkReservation(next, marks.checkedAt, eventId);
      setMarks({ fields: check.ok ? [] : check.invalid, checkedAt: marks.checkedAt });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const checkedAt = Date.now();
    const check = checkReservation(form, checkedAt, eventId);
    setMarks({ fields: check.ok ? [] : check.invalid, checkedAt });
    if (!check.ok) return;
    await run(async () => {
      try {
        const { message } = await saveReservation(check.request, keyFor(JSON.stringify(check.request)));
        settle();
        onBooked(message);
      } catch (error) {
        settle(error);
        // A dead session signs the customer out; the modal then gives way to the login modal on its own.
        if (!(error instanceof SessionExpiredError)) onFailed(messageOf(error));
      }
    });
  }

  const isInvalid = (field: ReservationField) => marks?.fields.includes(field) ?? false;
  const showError = (marks?.fields.length ?? 0) > 0;
  const fieldProps = (field: Exclude<ReservationField, 'reservedByMobile'>) => ({
    id: `${id}-${field}`,
    value: form[field],
    'aria-invalid': isInvalid(field),
    'aria-describedby': isInvalid(field) ? errorId : undefined,
    onChange: (event: { target: { value: string } }) => update(field, event.target.value),
  });

  // A day the chosen outlet is closed is said under the picker at once ('Closed for Diwali, back on 3 November').
  const chosen = restaurants.find((r) => String(r.recordId) === form.restaurantId);
  const pickedAt = fromKolkataInput(form.reservationDateTime);
  const closedThen = chosen && pickedAt !== null ? closureLine(chosen, pickedAt) : null;

  const [forBefore, forAfter] = t(m.forEvent).split('{event}');
  return (
    <form className="form book-table" onSubmit={(event) => void submit(event)} noValidate>
      {/* The fields scroll in their own area above the footer, so no field or label ever slides under it. */}
      <div className="book-table__fields">
        {preselected?.event && eventId && (
          <p className="notice" data-testid="book-table-event">
            {forBefore}
            <strong>{preselected.event.title}</strong>
            {forAfter}
          </p>
        )}
        <label htmlFor={`${id}-restaurantId`} className="form__label">
          {t(m.restaurant)}
        </label>
        <select className="input" required {...fieldProps('restaurantId')}>
          <option value="">{t(m.selectRestaurant)}</option>
          {restaurants.map((r) => (
            <option key={r.recordId} value={r.recordId}>
              {r.title}
            </option>
          ))}
        </select>

        <label htmlFor={`${id}-reservedByName`} className="form__label">
          {t(m.name)}
        </label>
        <input className="input" type="text" autoComplete="name" maxLength={RESERVATION_LIMITS.maxNameLength} required {...fieldProps('reservedByName')} />

        <label htmlFor={`${id}-mobile`} className="form__label">
          {t(m.mobileNumber)}
        </label>
        <MobileInput
          id={`${id}-mobile`}
          required
          value={form.reservedByMobile}
          aria-invalid={isInvalid('reservedByMobile')}
          aria-describedby={isInvalid('reservedByMobile') ? errorId : undefined}
          onChange={(digits) => update('reservedByMobile', digits)}
        />

        <label htmlFor={`${id}-reservedByEmail`} className="form__label">
          {t(m.email)}
        </label>
        <input className="input" type="email" autoComplete="email" required {...fieldProps('reservedByEmail')} />

        <label htmlFor={`${id}-reservationDateTime`} className="form__label">
          {t(m.dateTime)}
        </label>
        <input className="input" type="datetime-local" min={bounds.min} max={bounds.max} required {...fieldProps('reservationDateTime')} />
        {closedThen && (
          <p className="book-table__closed" role="status">
            {closedThen}
          </p>
        )}

        <label htmlFor={`${id}-occasion`} className="form__label">
          {t(m.occasion)}
        </label>
        <select className="input" required aria-busy={occasions.status === 'loading'} {...fieldProps('occasion')}>
          <option value="">{t(occasions.status === 'loading' ? m.loadingOccasions : m.selectOccasion)}</option>
          {occasions.names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        {occasions.status === 'error' && (
          <p className="form__error book-table__retry">
            {occasions.message}{' '}
            <button type="button" className="link-button" onClick={occasions.retry}>
              {t(m.tryAgain)}
            </button>
          </p>
        )}

        <label htmlFor={`${id}-numberOfPeople`} className="form__label">
          {t(m.people)}
        </label>
        <input
          className="input"
          type="number"
          inputMode="numeric"
          min={1}
          max={RESERVATION_LIMITS.maxPeople}
          step={1}
          required
          onKeyDown={(event: KeyboardEvent) => {
            if (BLOCKED_PEOPLE_KEYS.has(event.key)) event.preventDefault();
          }}
          {...fieldProps('numberOfPeople')}
        />

        <label htmlFor={`${id}-cookingInstructions`} className="form__label">
          {t(m.cookingInstructions)} <span className="muted">{t(m.optional)}</span>
        </label>
        <textarea className="input textarea" maxLength={RESERVATION_LIMITS.maxInstructionsLength} rows={3} {...fieldProps('cookingInstructions')} />
      </div>

      {/* Always in view at the foot of the long form, so the message shows where the customer tapped. */}
      <div className="book-table__footer">
        {showError && (
          <p id={errorId} className="form__error" role="alert">
            {t(FILL_DETAILS_MESSAGE)}
          </p>
        )}
        <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
          {t(busy ? m.booking : m.bookTable)}
        </button>
      </div>
    </form>
  );
}
