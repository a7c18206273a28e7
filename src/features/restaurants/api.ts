import { request } from '../../api/client';
import type { ApiResult } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { Restaurant, RestaurantListRequest } from '../../api/contract';
import { RESTAURANT_LIST_QUERY } from '../../config/constants';
import type { Coordinates } from '../../rules/geo';
import { isRestaurantList } from '../../api/shapes';

/** SPEC 9: the whole list (length 1000 from 0, every category and city); the tabs filter it on the device. */
export function fetchRestaurantList({ latitude, longitude }: Coordinates): Promise<ApiResult<Restaurant[]>> {
  const body: RestaurantListRequest = { ...RESTAURANT_LIST_QUERY, latitude, longitude, orderType: 'All' };
  // A read-only query: safe to retry, and the service worker may answer it from its cache.
  return request('POST', PATHS.restaurantList, body, { readOnly: true, guard: isRestaurantList });
}
