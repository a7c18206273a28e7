import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { FavouriteOutlet, RestaurantDetail } from '../../api/contract';
import { formatDistance } from '../../lib/format';
import { distanceInMeters } from '../../rules/geo';
import { placeAtom } from '../location/locationAtoms';
import { t } from '../../i18n';
import { closureLine } from '../../rules/closureWords';
import { outletStatus, STATUS_WORDS } from '../../rules/outletStatus';
import { openingHoursText } from '../restaurants/hoursText';
import { m } from '../../rules/menuWords';
import { LazyHeart } from '../favourites/LazyHeart';
import { ShareButton } from '../../ui/ShareButton';
import { StarIcon } from '../../ui/StarIcon';

/**
 * The seven tabs, the address, the description and the picture load on the first tap on Info (the worker keeps their
 * chunk for offline): most diners never open them.
 */
const OutletInfoPanel = lazy(() => import('./OutletInfoTabs').then((module) => ({ default: module.OutletInfoPanel })));

const pick = ({ recordId, restaurantUuid, title, area, imageUrl }: RestaurantDetail): FavouriteOutlet => ({ recordId, restaurantUuid, title, area, imageUrl });

/**
 * The outlet in two lines (name; open or closed, hours, distance, rating) so the menu starts on the first screen.
 * The photo, address, description and the seven SPEC 2 tabs are one tap away behind "Info".
 */
export function OutletHeader({ restaurant }: { restaurant: RestaurantDetail }) {
  const [infoOpen, setInfoOpen] = useState(false);
  const status = STATUS_WORDS[outletStatus(restaurant)];
  // Issue 36: inside a closure the menu's closed line right below says why and when it is back; the usual hours,
  // which say nothing while it lasts, are left out here.
  const closed = closureLine(restaurant) !== null;
  // Null on a weekday it keeps closed: 'Closed now' and the closed line say it.
  const hours = openingHoursText(restaurant);
  // From where the food goes, so it follows a place that arrives, or is chosen, after the outlet did.
  const place = useAtomValue(placeAtom);
  const metres = place ? distanceInMeters(place, restaurant) : 0;
  return (
    <header className="outlet-head">
      <h1 className="outlet-head__title">{restaurant.title}</h1>
      <ShareButton
        path={`/restaurants/${restaurant.restaurantUuid}`}
        title={restaurant.title}
        text={t(m.shareOutlet, { outlet: restaurant.title })}
        label={t(m.shareThis, { name: restaurant.title })}
        className="icon-button outlet-head__share"
      />
      <LazyHeart
        kind="OUTLET"
        id={restaurant.recordId}
        name={restaurant.title}
        className="outlet-head__heart"
        target={() => ({ kind: 'OUTLET', entry: pick(restaurant) })}
      />
      <div className="outlet-head__row">
        <p className="outlet-head__meta">
          <strong className={status.className}>{t(status.words)}</strong>
          {!closed && hours !== null && ` · ${hours}`}
          {metres > 0 && ` · ${formatDistance(metres)}`}
          {restaurant.reviewCount > 0 && (
            <>
              {' · '}
              <span className="outlet-head__rating" role="img" aria-label={t(m.rated, { rating: restaurant.averageRating.toFixed(1), count: restaurant.reviewCount })}>
                <StarIcon className="outlet-head__star" />{' '}
                {restaurant.averageRating.toFixed(1)} ({restaurant.reviewCount})
              </span>
            </>
          )}
        </p>
        <button
          type="button"
          className="outlet-head__info"
          aria-expanded={infoOpen}
          aria-controls="outlet-info"
          onClick={() => setInfoOpen((was) => !was)}
        >
          {t(m.info)}
          <svg aria-hidden="true" viewBox="0 0 12 12" width="12" height="12">
            <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <div id="outlet-info" className="outlet-head__info-panel" hidden={!infoOpen}>
        {infoOpen && (
          <Suspense fallback={null}>
            <OutletInfoPanel restaurant={restaurant} />
          </Suspense>
        )}
      </div>
    </header>
  );
}
