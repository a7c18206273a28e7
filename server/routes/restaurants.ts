/** The outlet list (SPEC 3 restaurant list query): nearest first, filtered by order type and search text. */
import { Hono } from 'hono';
import { and, asc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { PATHS, restaurantListRequest, type OrderType, type Restaurant } from '../../src/api/contract';
import { restaurants } from '../db/schema';
import { distanceInMetres } from '../geo';
import { okRevalidated } from '../http/conditional';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { toRestaurant } from '../outlets';

/** All, StealDeal and EventList are not tied to how an outlet serves, so they list every outlet. */
const ORDER_TYPE_FILTER: Record<OrderType, SQL | undefined> = {
  HomeDelivery: eq(restaurants.availableInHomeDelivery, true),
  DineIn: eq(restaurants.availableInDineIn, true),
  TakeAway: eq(restaurants.availableInTakeAway, true),
  All: undefined,
  StealDeal: undefined,
  EventList: undefined,
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export function restaurantRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // A read-only query sent as POST (SPEC 7); categoryId and cityId are accepted but the reference data has
  // neither categories nor cities, so 0 ("all") is the only meaningful value.
  routes.post(PATHS.restaurantList, async (c) => {
    const query = await readJsonBody(c, restaurantListRequest);
    const distance = distanceInMetres(restaurants.latitude, restaurants.longitude, query.latitude, query.longitude);
    const search = query.searchKey.trim();
    const rows = await deps.db
      .select({ restaurant: restaurants, distance })
      .from(restaurants)
      .where(
        and(
          ORDER_TYPE_FILTER[query.orderType],
          search ? or(ilike(restaurants.title, likePattern(search)), ilike(restaurants.area, likePattern(search))) : undefined,
        ),
      )
      .orderBy(asc(distance), asc(restaurants.id))
      .limit(query.length)
      .offset(query.start);

    return okRevalidated<Restaurant[]>(
      c,
      rows.map(({ restaurant, distance }) => toRestaurant(restaurant, distance)),
    );
  });

  return routes;
}
