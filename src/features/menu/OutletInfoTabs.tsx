import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import type { RestaurantDetail } from '../../api/contract';
import { formatDateTime } from '../../lib/format';
import { isAuthenticatedAtom, showLoginModalAtom } from '../auth';
import { openBookTableAtom } from '../reservations';
import { isOpenAt, openingHoursText } from '../../lib/openingHours';

/** SPEC 2, restaurant detail tabs. */
const TABS = ['Timing', 'Phone Number', 'Email', 'Facilities', 'Reviews', 'Directions', 'Reserve a Table'] as const;
type Tab = (typeof TABS)[number];

export function OutletInfoTabs({ restaurant }: { restaurant: RestaurantDetail }) {
  const [tab, setTab] = useState<Tab>('Timing');
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const openLogin = useSetAtom(showLoginModalAtom);

  function choose(next: Tab) {
    // SPEC 6: booking a table needs a signed-in customer; a visitor is asked to log in instead.
    if (next === 'Reserve a Table' && !signedIn) openLogin(true);
    setTab(next);
  }

  return (
    <section className="outlet-info">
      <div role="tablist" aria-label="About this outlet" className="tabs">
        {TABS.map((name) => (
          <button key={name} type="button" role="tab" className="tabs__tab" aria-selected={tab === name} aria-controls="outlet-info-panel" onClick={() => choose(name)}>
            {name}
          </button>
        ))}
      </div>
      <div id="outlet-info-panel" role="tabpanel" aria-label={tab} className="outlet-info__panel">
        <TabPanel tab={tab} restaurant={restaurant} signedIn={signedIn} />
      </div>
    </section>
  );
}

function TabPanel({ tab, restaurant, signedIn }: { tab: Tab; restaurant: RestaurantDetail; signedIn: boolean }) {
  switch (tab) {
    case 'Timing': {
      const open = isOpenAt(restaurant.openingTime, restaurant.closingTime);
      const hours = openingHoursText(restaurant.openingTime, restaurant.closingTime);
      return (
        <p>
          {hours === 'Open 24 hours' ? 'Open 24 hours, every day.' : `Open every day, ${restaurant.openingTime} – ${restaurant.closingTime}.`}{' '}
          <strong className={open ? 'status-open' : 'status-closed'}>{open ? 'Open now' : 'Closed now'}</strong>
        </p>
      );
    }
    case 'Phone Number':
      return (
        <a className="button" href={`tel:${restaurant.phone.replace(/\s/g, '')}`}>
          Call {restaurant.phone}
        </a>
      );
    case 'Email':
      return <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>;
    case 'Facilities':
      return (
        <ul className="chips">
          {restaurant.facilities.map((facility) => (
            <li key={facility} className="chip">
              {facility}
            </li>
          ))}
        </ul>
      );
    case 'Reviews':
      return (
        <div>
          <p>
            <strong>{restaurant.averageRating.toFixed(1)} ★</strong> from {restaurant.reviewCount} reviews
          </p>
          <ul className="reviews">
            {restaurant.reviews.map((review) => (
              <li key={`${review.customerName}-${review.createdAt}`}>
                <strong>{review.customerName}</strong> · {'★'.repeat(review.rating)}
                <span className="muted"> · {formatDateTime(review.createdAt)}</span>
                <p>{review.comment}</p>
              </li>
            ))}
          </ul>
        </div>
      );
    case 'Directions':
      return (
        <a
          className="button"
          href={`https://www.google.com/maps/dir/?api=1&destination=${restaurant.latitude},${restaurant.longitude}`}
          target="_blank"
          rel="noopener"
        >
          Get directions
        </a>
      );
    case 'Reserve a Table':
      if (!signedIn) return <p className="muted">Please login to reserve a table.</p>;
      return restaurant.availableInDineIn ? (
        <BookTableButton restaurant={restaurant} />
      ) : (
        <p className="muted">This outlet does not take table bookings.</p>
      );
  }
}

function BookTableButton({ restaurant }: { restaurant: RestaurantDetail }) {
  const openBookTable = useSetAtom(openBookTableAtom);
  return (
    <button type="button" className="button" onClick={() => openBookTable({ recordId: restaurant.recordId, title: restaurant.title })}>
      Book A Table
    </button>
  );
}
