import { request } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import { isMenu, isRestaurantDetail } from '../../api/shapes';
import type { Coordinates } from '../../lib/geo';

export function fetchRestaurantDetail(restaurantUuid: string, position: Coordinates | null) {
  const query = position ? `?lat=${position.latitude.toFixed(4)}&lng=${position.longitude.toFixed(4)}` : '';
  return request('GET', `${PATHS.restaurantDetail(restaurantUuid)}${query}`, undefined, { guard: isRestaurantDetail });
}

/** The service worker answers from its cache without the network; cachedAt then says how old the menu is. */
export const fetchMenu = (restaurantUuid: string) => request('GET', PATHS.menu(restaurantUuid), undefined, { guard: isMenu });
