import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { OrderType, Restaurant } from '../../api/contract';
import { t } from '../../i18n';
import { store } from '../../lib/store';
import { servesOrderType } from './chooseOrderType';
import { loadRestaurants } from './loadRestaurants';
import { restaurantListAtom } from './restaurantAtoms';
import { m } from '../../rules/outletWords';
import { deliversHere, RestaurantCard } from './RestaurantCard';
import { positionAtom } from '../location/locationAtoms';
import { placeArea } from '../location/placeLabel';
import { RetryNotice } from '../../ui/RetryNotice';
import { SavedCopyNote } from '../../ui/SavedCopyNote';
import './restaurants.css';

/** Cards rendered before the list knows where it sits on the page: more than a phone screen holds. */
const FIRST_CARDS = 16;
/** Cards kept rendered above and below the viewport, so a quick flick does not show blank space. */
const OVERSCAN = 8;
/** The window moves in steps of this many cards, so most scroll frames render nothing new. */
const STEP = 8;
/** A card's height plus the gap below it (restaurants.css keeps every card the same height), until measured. */
const DEFAULT_PITCH = 130;

interface CardWindow {
  start: number;
  end: number;
}

/** The cards to render so that [viewTop, viewBottom) (px from the list's top) is covered, plus some spare. */
function cardWindow(viewTop: number, viewBottom: number, pitch: number, total: number): CardWindow {
  const first = Math.floor(viewTop / pitch) - OVERSCAN;
  const last = Math.ceil(viewBottom / pitch) + OVERSCAN;
  const start = Math.min(Math.max(0, Math.floor(first / STEP) * STEP), total);
  const end = Math.max(start, Math.min(total, Math.ceil(last / STEP) * STEP));
  return { start, end };
}

/**
 * For a delivery, the outlets that deliver to the place come first and those beyond their radius after (issue 35),
 * each part nearest first: the list is never led by an outlet the checkout would refuse.
 */
export const deliveringFirst = (outlets: Restaurant[], orderType: OrderType): Restaurant[] =>
  orderType === 'HomeDelivery' ? [...outlets.filter(deliversHere), ...outlets.filter((r) => !deliversHere(r))] : outlets;

/** The outlets near the customer, nearest first, limited to those that serve `orderType`. */
export function RestaurantList({ orderType = 'All' }: { orderType?: OrderType }) {
  const state = useAtomValue(restaurantListAtom);

  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <p className="muted" role="status">
        {t(m.finding)}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <RetryNotice message={state.message} onRetry={() => void loadRestaurants(store, { userAsked: true })} />
    );
  }
  const restaurants = deliveringFirst(state.restaurants.filter((r) => servesOrderType(r, orderType)), orderType);
  return (
    <>
      <SavedCopyNote cachedAt={state.cachedAt} offline={m.offline} />
      {restaurants.length === 0 ? (
        <p className="muted">{t(m.noneServe)}</p>
      ) : (
        <WindowedOutletList key={orderType} restaurants={restaurants} orderType={orderType} />
      )}
    </>
  );
}

/**
 * A list of up to 1000 outlets (SPEC 9), windowed: only the cards on and near the screen are in the DOM, and
 * padding above and below stands in for the rest, so the first render and every scroll step cost the same
 * for 14 outlets or 1000. The page itself scrolls and the window follows it (the padding keeps the page's full
 * height, so the router's scroll restoration lands right). Each item tells assistive technology its place
 * among all outlets.
 */
function WindowedOutletList({ restaurants, orderType }: { restaurants: Restaurant[]; orderType: OrderType }) {
  const total = restaurants.length;
  const position = useAtomValue(positionAtom);
  const place = position && placeArea(position);
  const [range, setRange] = useState<CardWindow>(() => ({ start: 0, end: Math.min(total, FIRST_CARDS) }));
  const [pitch, setPitch] = useState(DEFAULT_PITCH);
  const list = useRef<HTMLUListElement>(null);

  // Positions are read when a ResizeObserver reports, right after the browser's own layout, when reading them
  // costs nothing. Read as soon as React inserts the cards, they would make the browser lay the page out inside
  // React's commit, one long task on a slow phone. The observer also reports when the cards' height changes
  // (a larger font): every card has the same height (restaurants.css), so one pitch fits all.
  useEffect(() => {
    const element = list.current;
    if (!element) return;
    let frame = 0;
    const follow = () => {
      frame = 0;
      const top = element.getBoundingClientRect().top;
      const next = cardWindow(-top, window.innerHeight - top, pitch, total);
      setRange((current) => (current.start === next.start && current.end === next.end ? current : next));
    };
    const measure = () => {
      const items = element.children;
      const first = items[0] as HTMLElement | undefined;
      const last = items[items.length - 1] as HTMLElement | undefined;
      if (items.length < 2 || !first || !last) return;
      const measured = (last.offsetTop - first.offsetTop) / (items.length - 1);
      if (measured > 0 && Math.abs(measured - pitch) > 0.5) setPitch(measured);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(follow);
    };
    const observer = new ResizeObserver(() => {
      measure();
      follow();
    });
    observer.observe(element);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [pitch, total]);

  const start = Math.min(range.start, total);
  const end = Math.min(range.end, total);
  return (
    <ul
      ref={list}
      className="outlet-list"
      aria-label={t(m.outlets)}
      data-total={total}
      style={{ paddingTop: start * pitch, paddingBottom: (total - end) * pitch }}
    >
      {restaurants.slice(start, end).map((r, i) => (
        <RestaurantCard key={r.restaurantUuid} restaurant={r} position={start + i + 1} total={total} orderType={orderType} place={place} />
      ))}
    </ul>
  );
}
