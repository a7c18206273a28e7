import { memo } from 'react';
import { Link } from '@tanstack/react-router';
import type { Restaurant } from '../../api/contract';
import { formatDistance } from '../../lib/format';

const SERVICES: Array<[keyof Restaurant, string]> = [
  ['availableInDineIn', 'Dine In'],
  ['availableInHomeDelivery', 'Delivery'],
  ['availableInTakeAway', 'TakeAway'],
];

interface RestaurantCardProps {
  restaurant: Restaurant;
  /** 1-based place in the whole list, and the list's length: the list may render only part of it. */
  position: number;
  total: number;
}

/** Memoised: when the windowed list moves on by a few cards, the cards still shown are left alone. */
export const RestaurantCard = memo(function RestaurantCard({ restaurant, position, total }: RestaurantCardProps) {
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
            {restaurant.openingTime} – {restaurant.closingTime}
          </p>
          <ul className="chips" aria-label="Serves">
            {SERVICES.filter(([flag]) => restaurant[flag]).map(([, label]) => (
              <li key={label} className="chip">
                {label}
              </li>
            ))}
          </ul>
        </div>
      </Link>
    </li>
  );
});
