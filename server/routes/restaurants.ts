/** The outlet list (SPEC 3 restaurant list query): nearest first, filtered by order type and search text. */
import { Hono, type Handler } from 'hono';
import { and, asc, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PATHS, restaurantListRequest, type OrderType, type Restaurant } from '../../src/api/contract';
import { menuItems, restaurants } from '../db/schema';
import { distanceInMetres } from '../geo';
import { okRevalidated } from '../http/conditional';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { closuresAhead, noticeFor } from '../closures';
import { toRestaurant } from '../outlets';
import { orderDeliveryMinutes } from '../orders/deliveryTime';
import { deliversThatFar } from '../../src/rules/geo';

/** All, StealDeal and EventList are not tied to how an outlet serves, so they list every outlet. */
export const ORDER_TYPE_FILTER: Record<OrderType, SQL | undefined> = {
  HomeDelivery: eq(restaurants.availableInHomeDelivery, true),
  DineIn: eq(restaurants.availableInDineIn, true),
  TakeAway: eq(restaurants.availableInTakeAway, true),
  All: undefined,
  StealDeal: undefined,
  EventList: undefined,
};

export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A dish of the outlet in the outer query, on sale, whose name holds every word of the search. */
const dishesMatching = (words: string[]): SQL =>
  and(
    eq(menuItems.restaurantId, restaurants.id),
    eq(menuItems.isAvailable, true),
    ...words.map((word) => ilike(menuItems.title, likePattern(word))),
  ) as SQL;
/** How many matching dish names a card shows. */
const DISHES_NAMED = 3;

export function restaurantRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // A read-only query sent as POST (SPEC 7); categoryId and cityId are accepted but the reference data has
  // neither categories nor cities, so 0 ("all") is the only meaningful value.
  const listOutlets: Handler<AppEnv> = async (c) => {
    const query = await readJsonBody(c, restaurantListRequest);
    const distance = distanceInMetres(restaurants.latitude, restaurants.longitude, query.latitude, query.longitude);
    const search = query.searchKey.trim();
    const words = search.split(/\s+/).filter(Boolean);
    // Issue 23: one search across outlets and dishes. An outlet matches by its name or area, or by a dish.
    const dishes = words.length > 0 ? dishesMatching(words) : undefined;
    const matchingDishes = dishes
      ? sql<string[]>`ARRAY(SELECT ${menuItems.title} FROM ${menuItems} WHERE ${dishes} ORDER BY ${menuItems.sortOrder} LIMIT ${DISHES_NAMED})`
      : sql<null>`NULL`;
    const rows = await deps.db
      .select({ restaurant: restaurants, distance, matchingDishes })
      .from(restaurants)
      .where(
        and(
          // Issue 36: an outlet head office has not made live is not shown.
          eq(restaurants.live, true),
          ORDER_TYPE_FILTER[query.orderType],
          dishes
            ? or(
                ilike(restaurants.title, likePattern(search)),
                ilike(restaurants.area, likePattern(search)),
                exists(deps.db.select({ one: sql`1` }).from(menuItems).where(dishes)),
              )
            : undefined,
        ),
      )
      .orderBy(asc(distance), asc(restaurants.id))
      .limit(query.length)
      .offset(query.start);

    const now = deps.now();
    const closures = await closuresAhead(deps.db, now);
    return okRevalidated<Restaurant[]>(
      c,
      rows.map(({ restaurant, distance, matchingDishes }) => {
        const outlet = { ...toRestaurant(restaurant, distance, noticeFor(closures, restaurant.id, now)), ...(matchingDishes ? { matchingDishes } : {}) };
        // Issue 35: the delivery time the checkout and tracking will say, for an outlet that delivers here.
        const delivers = restaurant.availableInHomeDelivery && deliversThatFar(restaurant, distance);
        const minutes = delivers ? orderDeliveryMinutes({ orderType: 'HomeDelivery', deliveryDistanceMetres: distance }, deps) : null;
        return minutes === null ? outlet : { ...outlet, deliveryMinutes: minutes };
      }),
    );
  };
  routes.post(PATHS.restaurantList, listOutlets);
  // A search from the search screen: the same answer, on a path the service worker does not cache (endpoints.ts).
  routes.post(PATHS.searchOutlets, listOutlets);

  return routes;
}
