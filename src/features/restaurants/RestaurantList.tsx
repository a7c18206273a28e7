import { useAtomValue } from 'jotai';
import type { OrderType } from '../../api/contract';
import { formatDateTime } from '../../lib/format';
import { store } from '../../lib/store';
import { servesOrderType } from './chooseOrderType';
import { loadRestaurants } from './loadRestaurants';
import { restaurantListAtom } from './restaurantAtoms';
import { RestaurantCard } from './RestaurantCard';
import { RetryNotice } from '../../ui/RetryNotice';

/** The outlets near the customer, nearest first, limited to those that serve `orderType`. */
export function RestaurantList({ orderType = 'All' }: { orderType?: OrderType }) {
  const state = useAtomValue(restaurantListAtom);

  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <p className="muted" role="status">
        Finding outlets near you…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <RetryNotice message={state.message} onRetry={() => void loadRestaurants(store, { userAsked: true })} />
    );
  }
  const restaurants = state.restaurants.filter((r) => servesOrderType(r, orderType));
  return (
    <>
      {state.cachedAt && (
        <p className="notice" role="status">
          You are offline. Showing outlets as of {formatDateTime(state.cachedAt)}.
        </p>
      )}
      {restaurants.length === 0 ? (
        <p className="muted">No outlet near you serves this yet.</p>
      ) : (
        <ul className="outlet-list" aria-label="Outlets">
          {restaurants.map((r) => (
            <RestaurantCard key={r.restaurantUuid} restaurant={r} />
          ))}
        </ul>
      )}
    </>
  );
}
