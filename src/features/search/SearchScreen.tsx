import { useEffect, useState } from 'react';
import { atom, useAtom, useAtomValue } from 'jotai';
import type { DishSearchAnswer, Restaurant } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { RetryNotice } from '../../ui/RetryNotice';
import { placeArea, placeAtom } from '../location';
import { effectiveOrderTypeAtom } from '../cart/cartAtoms';
import { RestaurantCard } from '../restaurants';
import { deliveringFirst } from '../restaurants/RestaurantList';
import { searchDishes, searchOutlets } from './api';
import { DishResults } from './DishResults';
import { m } from './messages';
import './search.css';
import '../restaurants/restaurants.css';

/** Fewer letters than this match too much to be worth a request. */
const MIN_LETTERS = 2;
/** Typing pauses this long before the search is sent: one request per word, not per letter. */
const PAUSE_MS = 300;

/** What was typed, kept for this visit only: back from an outlet, the search is still there (never in the URL). */
const searchTextAtom = atom('');

type Answer = { query: string } & ({ status: 'done'; outlets: Restaurant[]; dishes: DishSearchAnswer } | { status: 'error'; message: string });
type Found = { status: 'idle' | 'locating' | 'searching' } | Answer;

/**
 * One search across outlets and dishes (issue 23): 'biryani' lists the biryanis themselves for the order type chosen
 * (issue 35), then the outlets that serve them, nearest first.
 */
export function SearchScreen() {
  const [text, setText] = useAtom(searchTextAtom);
  const position = useAtomValue(placeAtom);
  const orderType = useAtomValue(effectiveOrderTypeAtom);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);
  const query = text.trim();

  useEffect(() => {
    if (query.length < MIN_LETTERS || !position) return;
    // An answer for words the diner has since changed is dropped.
    let current = true;
    const timer = setTimeout(() => {
      Promise.all([searchOutlets(position, query), searchDishes(position, orderType, query)]).then(
        ([outlets, dishes]) => current && setAnswer({ query, status: 'done', outlets, dishes }),
        (error: unknown) => current && setAnswer({ query, status: 'error', message: messageOf(error) }),
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, position, orderType, attempt]);

  return (
    <section className="screen search" aria-labelledby="search-title">
      <h1 id="search-title" className="screen__title">
        {t(TITLES.search)}
      </h1>
      <label className="visually-hidden" htmlFor="search-text">
        {t(m.label)}
      </label>
      <input
        id="search-text"
        className="input search__field"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={100}
        placeholder={t(m.placeholder)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        // The screen is opened to type: the keyboard comes up with it.
        autoFocus
      />
      <SearchResults
        found={query.length < MIN_LETTERS ? IDLE : !position ? LOCATING : answer?.query === query ? answer : SEARCHING}
        onRetry={() => {
          setAnswer(null);
          setAttempt((n) => n + 1);
        }}
      />
    </section>
  );
}

const IDLE: Found = { status: 'idle' };
const LOCATING: Found = { status: 'locating' };
const SEARCHING: Found = { status: 'searching' };

function SearchResults({ found, onRetry }: { found: Found; onRetry: () => void }) {
  // Issue 35: for a delivery, the outlets that deliver to the place first; the others greyed, saying so.
  const orderType = useAtomValue(effectiveOrderTypeAtom);
  const position = useAtomValue(placeAtom);
  switch (found.status) {
    case 'locating':
      return (
        <p className="muted" role="status">
          {t(m.locating)}
        </p>
      );
    case 'idle':
      return <p className="muted">{t(m.hint)}</p>;
    case 'searching':
      return <p className="muted" role="status">{t(m.searching)}</p>;
    case 'error':
      return <RetryNotice message={found.message} onRetry={onRetry} />;
    case 'done':
      if (found.outlets.length === 0 && found.dishes.dishes.length === 0) return <p className="muted" role="status">{t(m.none, { query: found.query })}</p>;
      return (
        <>
          {found.dishes.dishes.length > 0 && <DishResults dishes={found.dishes.dishes} outlets={found.dishes.outlets} />}
          <section aria-labelledby="search-outlets" className="search__section">
            <h2 id="search-outlets" className="search__heading">
              <span role="status">{t(m.results, { count: found.outlets.length })}</span>
            </h2>
            <ul className="outlet-list search__results">
              {deliveringFirst(found.outlets, orderType).map((outlet, i) => (
                <RestaurantCard
                  key={outlet.restaurantUuid}
                  restaurant={outlet}
                  position={i + 1}
                  total={found.outlets.length}
                  orderType={orderType}
                  place={position && placeArea(position)}
                >
                  {outlet.matchingDishes && outlet.matchingDishes.length > 0 && (
                    <p className="search__dishes">{t(m.serves, { dishes: outlet.matchingDishes.join(', ') })}</p>
                  )}
                </RestaurantCard>
              ))}
            </ul>
          </section>
        </>
      );
  }
}
