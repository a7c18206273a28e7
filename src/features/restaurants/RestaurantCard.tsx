import { memo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { Restaurant } from '../../api/contract';
import { t, type MessageRef } from '../../i18n';
import { formatDistance } from '../../lib/format';
import { outletStatus, STATUS_WORDS } from './outletStatus';
import { openingHoursText } from './hoursText';
import { m } from './messages';
import './restaurants.css';

const SERVICES: Array<[keyof Restaurant, MessageRef]> = [
  ['availableInDineIn', m.dineIn],
  ['availableInHomeDelivery', m.delivery],
  ['availableInTakeAway', m.takeAway],
];

interface RestaurantCardProps {
  restaurant: Restaurant;
  /** 1-based place in the whole list, and the list's length: the list may render only part of it. */
  position: number;
  total: number;
  /** More to say inside the card, under its order types (the search names the dishes that matched). */
  children?: ReactNode;
}

/** Memoised: when the windowed list moves on by a few cards, the cards still shown are left alone. */
export const RestaurantCard = memo(function RestaurantCard({ restaurant, position, total, children }: RestaurantCardProps) {
  const status = outletStatus(restaurant);
  return (
    <li className="outlet-card" aria-posinset={position} aria-setsize={total}>
      <Link to="/restaurants/$restaurantUuid" params={{ restaurantUuid: restaurant.restaurantUuid }} className="outlet-card__link">
        <img className="outlet-card__image" src={restaurant.imageUrl} alt="" width="96" height="96" loading="lazy" decoding="async" />
        <div className="outlet-card__body">
          <h2 className="outlet-card__title">{restaurant.title}</h2>
          <p className="outlet-card__meta">
            {restaurant.area} · <span data-testid="outlet-distance">{formatDistance(restaurant.distanceInMeter)}</span>
          </p>
          <p className="outlet-card__meta">
            {/* Closed or paused is said before the diner taps in; open is the rule and goes without saying. */}
            {status !== 'open' && (
              <>
                <strong className={STATUS_WORDS[status].className}>{t(STATUS_WORDS[status].words)}</strong>
                {' · '}
              </>
            )}
            {openingHoursText(restaurant.openingTime, restaurant.closingTime)}
          </p>
          <ul className="chips" aria-label={t(m.serves)}>
            {SERVICES.filter(([flag]) => restaurant[flag]).map(([flag, label]) => (
              <li key={flag} className="chip">
                {t(label)}
              </li>
            ))}
          </ul>
          {children}
        </div>
      </Link>
    </li>
  );
});
