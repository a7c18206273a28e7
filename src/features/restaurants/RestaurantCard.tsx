import { memo, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import type { OrderType, Restaurant } from '../../api/contract';
import { t, type MessageRef } from '../../i18n';
import { deliveryFeePaise, FREE_DELIVERY_MIN_PAISE } from '../../rules/deliveryFee';
import { deliversThatFar } from '../../rules/geo';
import { formatDistance, formatRupees } from '../../lib/format';
import { PREPARATION_MINUTES } from '../../rules/kitchenMinutes';
import { closureCardLines } from '../../rules/closureWords';
import { outletStatus, STATUS_WORDS } from '../../rules/outletStatus';
import { openingHoursText } from './hoursText';
import { f } from './cardFacts';
import { m } from '../../rules/outletWords';
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
  /** The order type chosen: its tab's facts are what the card says (issue 35); All lists the outlet's services. */
  orderType?: OrderType;
  /** The place the list is measured from, as its outlets' distances are ('Sector 70'); null: the device's. */
  place?: string | null;
  /** More to say inside the card, under its order types (the search names the dishes that matched). */
  children?: ReactNode;
}

/** Whether the outlet delivers to the list's place: it delivers at all, and that far (src/rules/geo.ts, the server's rule). */
export const deliversHere = (r: Restaurant): boolean => r.availableInHomeDelivery && deliversThatFar(r, r.distanceInMeter);

const rupees = (paise: number) => formatRupees(paise / 100);

/** Memoised: when the windowed list moves on by a few cards, the cards still shown are left alone. */
export const RestaurantCard = memo(function RestaurantCard({ restaurant, position, total, orderType, place = null, children }: RestaurantCardProps) {
  const status = outletStatus(restaurant);
  // Issue 36: inside a closure the card says why and when it is back, in place of 'Closed now'.
  const closure = closureCardLines(restaurant);
  const delivery = orderType === 'HomeDelivery';
  const away = delivery && !deliversHere(restaurant);
  // Each line keeps its height whatever it says: the list is windowed on a fixed pitch (RestaurantList.tsx).
  const hours = openingHoursText(restaurant);
  // A weekday it keeps closed has no hours to show: 'Closed today' says so in place of 'Closed now'.
  const statusWords = closure?.closedFor ?? t(status === 'closed' && hours === null ? m.closedToday : STATUS_WORDS[status].words);
  let line3: ReactNode = hours;
  if (away) line3 = <strong className="outlet-card__away">{place === null ? t(f.noDeliveryHere) : t(f.noDelivery, { place })}</strong>;
  else if (delivery && status === 'open') line3 = t(f.freeDeliveryAbove, { amount: rupees(FREE_DELIVERY_MIN_PAISE) });
  // A closure's words take the whole line: the usual hours say nothing while it lasts.
  else if (closure !== null) line3 = null;
  let facts: string | null = null;
  // A copy of the list saved before issue 35 has no delivery time: its card lists the services as it did.
  if (delivery && !away && restaurant.deliveryMinutes !== undefined) {
    facts = t(f.deliveryFacts, { minutes: restaurant.deliveryMinutes, fee: rupees(deliveryFeePaise(restaurant.distanceInMeter)) });
  } else if (orderType === 'TakeAway') facts = t(f.readyIn, { minutes: PREPARATION_MINUTES.TakeAway });
  else if (orderType === 'DineIn') facts = t(f.hasTables);
  // Inside a closure no time or fee holds: the day it is back takes their place, whichever tab.
  if (closure !== null && !away) facts = closure.backOn;
  return (
    <li className={away ? 'outlet-card outlet-card--away' : 'outlet-card'} aria-posinset={position} aria-setsize={total}>
      <Link to="/restaurants/$restaurantUuid" params={{ restaurantUuid: restaurant.restaurantUuid }} className="outlet-card__link">
        <img className="outlet-card__image" src={restaurant.imageUrl} alt="" width="96" height="96" loading="lazy" decoding="async" />
        <div className="outlet-card__body">
          <h2 className="outlet-card__title">{restaurant.title}</h2>
          <p className="outlet-card__meta">
            {restaurant.area} · <span data-testid="outlet-distance">{formatDistance(restaurant.distanceInMeter)}</span>
          </p>
          <p className="outlet-card__meta">
            {/* Closed or paused is said before the diner taps in; open is the rule and goes without saying. */}
            {status !== 'open' && !away && (
              <>
                <strong className={STATUS_WORDS[status].className}>{statusWords}</strong>
                {line3 !== null && ' · '}
              </>
            )}
            {line3}
          </p>
          {facts !== null ? (
            <p className="outlet-card__facts" data-testid="outlet-facts">
              {facts}
            </p>
          ) : (
            <ul className="chips" aria-label={t(m.serves)}>
              {SERVICES.filter(([flag]) => restaurant[flag] && !(away && flag === 'availableInHomeDelivery')).map(([flag, label]) => (
                <li key={flag} className="chip">
                  {t(label)}
                </li>
              ))}
            </ul>
          )}
          {children}
        </div>
      </Link>
    </li>
  );
});
