import { request } from '../../api/client';
import type { Restaurant, RestaurantListRequest } from '../../api/contract';
import { PATHS } from '../../api/endpoints';
import { arrayOf, isString, optional, type Guard } from '../../api/guards';
import { isRestaurantList } from '../../api/shapes';
import { RESTAURANT_LIST_QUERY } from '../../config/constants';
import type { Coordinates } from '../../lib/geo';

const isDishNames = optional(arrayOf(isString));
/** The outlet list's own check, and the names of the dishes that matched (checked here: the entry never needs it). */
const isSearchAnswer: Guard<Restaurant[]> = (value): value is Restaurant[] => isRestaurantList(value) && value.every((outlet) => isDishNames(outlet.matchingDishes));

/** How many outlets a search lists: more than anyone scrolls through for a dish. */
const RESULTS = 50;

/** The outlets whose name, area or a dish on sale holds the words, nearest first (issue 23). */
export async function searchOutlets({ latitude, longitude }: Coordinates, searchKey: string): Promise<Restaurant[]> {
  const body: RestaurantListRequest = { ...RESTAURANT_LIST_QUERY, latitude, longitude, orderType: 'All', length: RESULTS, searchKey };
  return (await request('POST', PATHS.searchOutlets, body, { readOnly: true, guard: isSearchAnswer })).data;
}
