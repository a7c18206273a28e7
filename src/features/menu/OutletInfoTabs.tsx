import { useState, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { RestaurantDetail } from '../../api/contract';
import { formatDay } from '../../lib/format';
import { isAuthenticatedAtom, showLoginModalAtom } from '../auth';
import { openBookTableAtom } from '../reservations';
import { t } from '../../i18n';
import { hoursOn, isOpenAllDay, isOpenAt, kolkataWeekdayOf, type OutletHours } from '../../lib/openingHours';
import { hasWeekdayHours, WEEK_FROM_MONDAY, weekdayName } from '../../lib/weekHours';
import { m as outletWords } from '../../rules/outletWords';
import { m } from './outletInfoWords';
import { langOf } from '../../rules/contentLang';
import './menu.css';

/** SPEC 2, restaurant detail tabs, each with its name. */
const TABS = {
  timing: m.timing,
  phone: m.phoneNumber,
  email: m.email,
  facilities: m.facilities,
  reviews: m.reviews,
  directions: m.directions,
  reserve: m.reserveTable,
} as const;
type Tab = keyof typeof TABS;

/** What Info opens under the outlet's header: the seven tabs, then the outlet's address, description and picture. */
export function OutletInfoPanel({ restaurant }: { restaurant: RestaurantDetail }) {
  return (
    <>
      <OutletInfoTabs restaurant={restaurant} />
      {/* The outlet's square picture, whole, as on its card: a wide crop would cut it to a strip. */}
      <div className="outlet-head__about">
        <div>
          <p className="muted" lang={langOf(restaurant, 'address')}>
            {restaurant.address}
          </p>
          <p className="muted" lang={langOf(restaurant, 'description')}>
            {restaurant.description}
          </p>
        </div>
        <img className="outlet-head__image" src={restaurant.imageUrl} alt="" width="96" height="96" loading="lazy" />
      </div>
    </>
  );
}

export function OutletInfoTabs({ restaurant }: { restaurant: RestaurantDetail }) {
  const [tab, setTab] = useState<Tab>('timing');
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const openLogin = useSetAtom(showLoginModalAtom);

  function choose(next: Tab) {
    // SPEC 6: booking a table needs a signed-in customer; a visitor is asked to log in instead.
    if (next === 'reserve' && !signedIn) openLogin(true);
    setTab(next);
  }

  return (
    <section className="outlet-info">
      <div role="tablist" aria-label={t(m.aboutOutlet)} className="tabs">
        {(Object.keys(TABS) as Tab[]).map((name) => (
          <button key={name} type="button" role="tab" className="tabs__tab" aria-selected={tab === name} aria-controls="outlet-info-panel" onClick={() => choose(name)}>
            {t(TABS[name])}
          </button>
        ))}
      </div>
      <div id="outlet-info-panel" role="tabpanel" aria-label={t(TABS[tab])} className="outlet-info__panel">
        <TabPanel tab={tab} restaurant={restaurant} signedIn={signedIn} />
      </div>
    </section>
  );
}

function TabPanel({ tab, restaurant, signedIn }: { tab: Tab; restaurant: RestaurantDetail; signedIn: boolean }) {
  switch (tab) {
    case 'timing': {
      const { openingTime: opening, closingTime: closing } = restaurant;
      const open = isOpenAt(restaurant);
      const status = <strong className={open ? 'status-open' : 'status-closed'}>{t(open ? outletWords.openNow : outletWords.closedNow)}</strong>;
      if (hasWeekdayHours(restaurant)) return <WeekHours outlet={restaurant} status={status} />;
      return (
        <p>
          {isOpenAllDay({ opens: opening, closes: closing }) ? t(m.openAllDayEveryDay) : t(m.openEveryDay, { opening, closing })} {status}
        </p>
      );
    }
    case 'phone':
      return (
        <a className="button" href={`tel:${restaurant.phone.replace(/\s/g, '')}`}>
          {t(m.call, { phone: restaurant.phone })}
        </a>
      );
    case 'email':
      return <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>;
    case 'facilities':
      return (
        <ul className="chips">
          {restaurant.facilities.map((facility) => (
            <li key={facility} className="chip">
              {facility}
            </li>
          ))}
        </ul>
      );
    case 'reviews':
      return (
        <div>
          <p>
            <strong>{restaurant.averageRating.toFixed(1)} ★</strong> {t(m.fromReviews, { count: restaurant.reviewCount })}
          </p>
          <ul className="reviews">
            {restaurant.reviews.map((review) => (
              <li key={`${review.customerName}-${review.createdAt}`}>
                <strong>{review.customerName}</strong> · {'★'.repeat(review.rating)}
                <span className="muted"> · {formatDay(review.createdAt)}</span>
                <p>{review.comment}</p>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'directions':
      return (
        <a
          className="button"
          href={`https://www.google.com/maps/dir/?api=1&destination=${restaurant.latitude},${restaurant.longitude}`}
          target="_blank"
          rel="noopener"
        >
          {t(m.getDirections)}
        </a>
      );
    case 'reserve':
      if (!signedIn) return <p className="muted">{t(m.loginToReserve)}</p>;
      return restaurant.availableInDineIn ? (
        <BookTableButton restaurant={restaurant} />
      ) : (
        <p className="muted">{t(m.noTableBookings)}</p>
      );
  }
}

function BookTableButton({ restaurant }: { restaurant: RestaurantDetail }) {
  const openBookTable = useSetAtom(openBookTableAtom);
  return (
    <button type="button" className="button" onClick={() => openBookTable({ recordId: restaurant.recordId, title: restaurant.title, closure: restaurant.closure ?? null })}>
      {t(m.bookTable)}
    </button>
  );
}

/** Issue 36: a week whose days differ, Monday first, today's row marked. */
function WeekHours({ outlet, status }: { outlet: OutletHours; status: ReactNode }) {
  // Read once as the panel opens: a diner reading it past midnight reopens it.
  const [today] = useState(() => kolkataWeekdayOf(Date.now()));
  return (
    <>
      <p>
        {t(m.weekHours)} · {status}
      </p>
      <table className="week-hours">
        <tbody>
          {WEEK_FROM_MONDAY.map((weekday) => {
            const day = hoursOn(outlet, weekday);
            const hours = day === null ? t(m.dayClosed) : isOpenAllDay(day) ? t(m.dayAllDay) : `${day.opens} – ${day.closes}`;
            return (
              <tr key={weekday} className={weekday === today ? 'week-hours__today' : undefined} aria-current={weekday === today ? 'date' : undefined}>
                <th scope="row">
                  {weekdayName(weekday)}
                  {weekday === today && ` (${t(m.today)})`}
                </th>
                <td>{hours}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}
