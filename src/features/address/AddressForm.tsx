import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import type { SavedAddress } from '../../api/contract';
import { ADDRESS_TYPES } from '../../api/endpoints';
import { messageOf } from '../../api/errors';
import { SPEC } from '../../config/messages';
import { t } from '../../i18n';
import type { Coordinates } from '../../rules/geo';
import { useBusy } from '../../lib/useBusy';
import { addressTypeLabel, devicePosition, disabledLocationHelp, LocationError, locationProblemText } from '../location';
// By path: the tracking map's error boundary ('Unable to load Map' when the map's code fails).
import { MapBoundary } from '../orders/MapBoundary';
import { saveAddress, updateAddress } from './api';
import { geocoder, type GeocodedPlace } from './geocoder';
import { m } from './messages';
import './address.css';

const MapPicker = lazy(() => import('./MapPicker'));

type AddressType = (typeof ADDRESS_TYPES)[number];
type Field = 'location' | 'line1' | 'type';

export interface AddressFormProps {
  /** The address being edited; null adds a new one. */
  initial: SavedAddress | null;
  /** Where the map opens for a new address (the customer's place, else the default). */
  startAt: Coordinates;
  onSaved: (address: SavedAddress) => void;
  onCancel: () => void;
  /** h1 when the form is the screen (/address), h2 inside another screen (checkout). */
  titleLevel?: 1 | 2;
}

/** "Mohali, Punjab 160062": the lines below the street, as the geocoder found them. */
const cityLine = (place: GeocodedPlace) => [place.city, [place.state, place.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/**
 * Add Delivery Address (SPEC 5 map picker): find the place by search, by the device, or by moving the pin;
 * the pin is reverse-geocoded into the lines below it, which the customer completes.
 */
export default function AddressForm({ initial, startAt, onSaved, onCancel, titleLevel = 2 }: AddressFormProps) {
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const ids = useId();
  const [pin, setPin] = useState<Coordinates | null>(initial && { latitude: initial.latitude, longitude: initial.longitude });
  const [focusKey, setFocusKey] = useState(0);
  const [place, setPlace] = useState<GeocodedPlace | null>(null);
  const [line1, setLine1] = useState(initial?.addressLine1 ?? '');
  const [line2, setLine2] = useState(initial?.addressLine2 ?? '');
  const [line3, setLine3] = useState(initial?.addressLine3 ?? '');
  // Lines the customer typed are theirs: moving the pin fills only the lines still as the geocoder left them.
  // An address being edited keeps its lines until its pin is moved.
  const typed = useRef({ line2: false, line3: false });
  const initialPin = useRef(pin);
  const [type, setType] = useState<AddressType | ''>((initial?.addressType as AddressType | undefined) ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [locationHelp, setLocationHelp] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [mapFailed, setMapFailed] = useState(false);
  const { busy, run } = useBusy();
  const fields = { line1: useRef<HTMLInputElement>(null), type: useRef<HTMLInputElement>(null), location: useRef<HTMLInputElement>(null) };

  const fillFrom = (found: GeocodedPlace | null, fillLines = true) => {
    setPlace(found);
    if (!found || !fillLines) return;
    if (!typed.current.line2) setLine2(found.remainder);
    if (!typed.current.line3) setLine3(cityLine(found));
  };

  // Reverse geocoding of the pin (a search result already says what it is); an answer for a pin since moved
  // is dropped.
  const [resolvedFor, setResolvedFor] = useState<Coordinates | null>(null);
  useEffect(() => {
    if (!pin || pin === place) return undefined;
    const controller = new AbortController();
    geocoder.reverse(pin, controller.signal).then(
      (found) => {
        if (controller.signal.aborted) return;
        setResolvedFor(pin);
        fillFrom(found, pin !== initialPin.current);
      },
      () => {
        if (controller.signal.aborted) return;
        setResolvedFor(pin);
        setPlace(null);
      },
    );
    return () => controller.abort();
    // `place` is read only to skip a pin that came with its address; a new place never asks again by itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pin]);

  const lookingUp = pin !== null && pin !== place && resolvedFor !== pin;

  const placePin = (point: Coordinates, moveMap: boolean) => {
    setPin(point);
    setErrors((current) => ({ ...current, location: undefined }));
    setLocationHelp(null);
    if (moveMap) setFocusKey((key) => key + 1);
  };

  const { busy: locating, run: runLocate } = useBusy();
  const useMyLocation = () =>
    void runLocate(async () => {
      try {
        placePin(await devicePosition(), true);
      } catch (error) {
        // The action needs the position: say so, and how to allow it when the browser refuses it.
        const disabled = error instanceof LocationError && error.disabled;
        setErrors((current) => ({ ...current, location: disabled ? locationProblemText('unavailable') : messageOf(error) }));
        setLocationHelp(disabled ? disabledLocationHelp() : null);
      }
    });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const problem: [Field, string] | null = !pin
      ? ['location', t(SPEC.selectLocationFirst)]
      : !line1.trim()
        ? ['line1', t(SPEC.enterDetails)]
        : !type
          ? ['type', t(SPEC.selectAddressType)]
          : null;
    if (problem) {
      setErrors({ [problem[0]]: problem[1] });
      fields[problem[0]].current?.focus();
      return;
    }
    setErrors({});
    if (!pin || !type) return;
    const body = { addressLine1: line1.trim(), addressLine2: line2.trim(), addressLine3: line3.trim(), addressType: type, latitude: pin.latitude, longitude: pin.longitude };
    await run(async () => {
      try {
        onSaved(initial ? await updateAddress({ ...body, recordId: initial.recordId }) : await saveAddress(body));
      } catch (failure) {
        setFormError(messageOf(failure));
      }
    });
  }

  const errorId = (field: Field) => `${ids}-${field}-error`;
  const described = (field: Field) => (errors[field] ? { 'aria-invalid': true, 'aria-describedby': errorId(field) } : {});
  const fieldError = (field: Field, extra?: ReactNode) =>
    errors[field] && (
      <p id={errorId(field)} className="form__error" role="alert">
        {errors[field]}
        {extra}
      </p>
    );

  return (
    <form className="form address-form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${ids}-title`}>
      <Title id={`${ids}-title`} className="section-title">
        {t(initial ? m.editTitle : m.addTitle)}
      </Title>

      <PlaceSearch
        inputRef={fields.location}
        describedBy={errors.location ? errorId('location') : undefined}
        onChoose={(found) => {
          fillFrom(found);
          placePin(found, true);
        }}
      />

      <div className={`address-map${mapFailed ? ' address-map--failed' : ''}`} role="region" aria-label={t(m.mapLabel)} data-testid="address-map">
        <MapBoundary>
          <Suspense fallback={<p className="address-map__note muted">{t(m.loadingMap)}</p>}>
            <MapPicker center={pin ?? startAt} pin={pin} focusKey={focusKey} onPick={(point) => placePin(point, false)} onTilesFailed={setMapFailed} />
          </Suspense>
        </MapBoundary>
        {mapFailed && (
          <p className="address-map__note notice" role="status">
            <strong>{t(SPEC.unableToLoadMap)}</strong>
            <br />
            {t(m.mapFailedHint)}
          </p>
        )}
      </div>

      <button type="button" className="button button--ghost address-form__locate" onClick={useMyLocation} disabled={locating} aria-busy={locating}>
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3" />
        </svg>
        {t(locating ? m.findingYou : m.useMyLocation)}
      </button>
      {fieldError('location', locationHelp && <span className="address-form__help">{locationHelp}</span>)}

      <p className="address-place" aria-live="polite" data-testid="picked-place">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M12 21s-6.5-6.1-6.5-11a6.5 6.5 0 0 1 13 0c0 4.9-6.5 11-6.5 11z" />
          <circle cx="12" cy="10" r="2.3" />
        </svg>
        <span>
          {!pin ? t(mapFailed ? m.placeHintNoMap : m.placeHint) : lookingUp ? t(m.findingPinAddress) : (place?.addressText ?? t(m.pinPlaced))}
        </span>
      </p>

      <label className="form__label" htmlFor={`${ids}-line1`}>
        {t(m.line1)}
      </label>
      <input
        ref={fields.line1}
        id={`${ids}-line1`}
        className="input"
        value={line1}
        onChange={(event) => setLine1(event.target.value)}
        maxLength={200}
        autoComplete="address-line1"
        required
        {...described('line1')}
      />
      {fieldError('line1')}
      <label className="form__label" htmlFor={`${ids}-line2`}>
        {t(m.line2)}
      </label>
      <input
        id={`${ids}-line2`}
        className="input"
        value={line2}
        onChange={(event) => {
          typed.current.line2 = true;
          setLine2(event.target.value);
        }}
        maxLength={200}
        autoComplete="address-line2"
      />
      <label className="form__label" htmlFor={`${ids}-line3`}>
        {t(m.line3)}
      </label>
      <input
        id={`${ids}-line3`}
        className="input"
        value={line3}
        onChange={(event) => {
          typed.current.line3 = true;
          setLine3(event.target.value);
        }}
        maxLength={200}
        autoComplete="address-line3"
      />

      <fieldset className="choice-chips address-types" {...(errors.type ? { 'aria-describedby': errorId('type') } : {})}>
        <legend className="form__label">{t(m.type)}</legend>
        {ADDRESS_TYPES.map((option, i) => (
          <label key={option} className="choice-chip">
            <input
              ref={i === 0 ? fields.type : undefined}
              type="radio"
              name={`${ids}-type`}
              className="visually-hidden"
              checked={type === option}
              onChange={() => {
                setType(option);
                setErrors((current) => ({ ...current, type: undefined }));
              }}
            />
            {addressTypeLabel(option)}
          </label>
        ))}
      </fieldset>
      {fieldError('type')}

      {formError && (
        <p className="form__error" role="alert">
          {formError}
        </p>
      )}
      <div className="address-form__actions">
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {t(m.cancel)}
        </button>
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {t(initial ? m.saveChanges : m.saveAddress)}
        </button>
      </div>
    </form>
  );
}

/** The search box: searches when asked (Enter or the button), never as the customer types (Nominatim's policy). */
function PlaceSearch({
  inputRef,
  describedBy,
  onChoose,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>;
  describedBy: string | undefined;
  onChoose: (place: GeocodedPlace) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<GeocodedPlace[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { busy, run } = useBusy();

  const search = () =>
    void run(async () => {
      if (!query.trim()) return;
      setMessage(null);
      try {
        const found = await geocoder.search(query);
        setResults(found);
        if (found.length === 0) setMessage(t(SPEC.noResults));
      } catch (error) {
        setResults(null);
        setMessage(t(m.noResultsBecause, { noResults: t(SPEC.noResults), reason: messageOf(error) }));
      }
    });

  return (
    <div className="address-search">
      <label className="form__label" htmlFor={id}>
        {t(m.searchLabel)}
      </label>
      <div className="address-search__row">
        <input
          ref={inputRef}
          id={id}
          type="search"
          className="input"
          value={query}
          placeholder={t(m.searchPlaceholder)}
          enterKeyHint="search"
          autoComplete="off"
          aria-describedby={describedBy}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault(); // Enter searches; it does not submit the address.
            search();
          }}
        />
        <button type="button" className="button" onClick={search} disabled={busy} aria-busy={busy}>
          {t(m.search)}
        </button>
      </div>
      {message && (
        <p className="form__error" role="status">
          {message}
        </p>
      )}
      {results && results.length > 0 && (
        <ul className="address-results" aria-label={t(m.searchResults)}>
          {results.map((found) => (
            <li key={`${found.latitude},${found.longitude}`}>
              <button
                type="button"
                className="address-results__item"
                onClick={() => {
                  onChoose(found);
                  setResults(null);
                }}
              >
                {found.addressText}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
