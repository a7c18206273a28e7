import { useId, useState, type RefObject } from 'react';
import { messageOf } from '../../api/errors';
import { SPEC } from '../../config/messages';
import { t } from '../../i18n';
import { useBusy } from '../../lib/useBusy';
import { geocoder, type GeocodedPlace } from './geocoder';
import { m } from './messages';
import './address.css';
import { SearchIcon } from '../../ui/SearchIcon';

/**
 * The search for a place, in the address form and the header's sheet of where the food goes: it searches when asked
 * (Enter or the button), never as the customer types (Nominatim's policy).
 */
export function PlaceSearch({
  inputRef,
  describedBy,
  onChoose,
}: {
  inputRef?: RefObject<HTMLInputElement | null>;
  describedBy?: string;
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
        {/* A magnifier, as the header's search: the field keeps the width its words need on a 320 px phone. */}
        <button type="button" className="button address-search__go" aria-label={t(m.search)} onClick={search} disabled={busy} aria-busy={busy}>
          <SearchIcon />
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
