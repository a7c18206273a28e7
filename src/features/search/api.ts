import { request } from '../../api/client';
import type { DishHit, DishSearchAnswer, DishSearchOutlet, DishSearchRequest, OrderType, Restaurant, RestaurantListRequest } from '../../api/contract';
import { SEARCH_DISHES_PATH } from '../../api/dishSearchPath';
import { PATHS } from '../../api/endpoints';
import { arrayOf, isBoolean, isNonEmptyString, isNumber, isString, optional, shape, type Guard } from '../../api/guards';
import { isRestaurant, isRestaurantList } from '../../api/shapes';
import { RESTAURANT_LIST_QUERY } from '../../config/constants';
import type { Coordinates } from '../../rules/geo';

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

const isDishHit = shape<DishHit>({
  itemId: isNumber,
  title: isString,
  price: isNumber,
  vegNonVeg: isString,
  imageUrl: isString,
  hasChoices: isBoolean,
  restaurantUuid: isNonEmptyString,
});
const isDishOutlet: Guard<DishSearchOutlet> = (value): value is DishSearchOutlet => isRestaurant(value) && isBoolean((value as { takingOrders?: unknown }).takingOrders);
const isDishAnswer = shape<DishSearchAnswer>({ dishes: arrayOf(isDishHit), outlets: arrayOf(isDishOutlet) });

/** The dishes on sale whose name holds the words, across the outlets serving the order type, nearest first (issue 35). */
export async function searchDishes({ latitude, longitude }: Coordinates, orderType: OrderType, searchKey: string): Promise<DishSearchAnswer> {
  const body: DishSearchRequest = { searchKey, orderType, latitude, longitude };
  return (await request('POST', SEARCH_DISHES_PATH, body, { readOnly: true, guard: isDishAnswer })).data;
}
