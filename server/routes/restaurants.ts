/** The outlet list (SPEC 3 restaurant list query): nearest first, filtered by order type and search text. */
import { Hono, type Handler } from 'hono';
import { and, eq, exists, ilike, or, sql, type SQL } from 'drizzle-orm';
import { PATHS, restaurantListRequest, type OrderType, type Restaurant } from '../../src/api/contract';
import { menuItems, restaurants } from '../db/schema';
import type { Database } from '../db/client';
import { metresBetween } from '../geo';
import { okRevalidated } from '../http/conditional';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { noticeFor } from '../closures';
import { toRestaurant } from '../outlets';
import { orderDeliveryMinutes } from '../orders/deliveryTime';
import { deliversThatFar } from '../../src/rules/geo';

/** The flag an outlet serves each order type by; All, StealDeal and EventList are not tied to it, so they list every outlet. */
const SERVED_BY: Record<OrderType, 'availableInHomeDelivery' | 'availableInDineIn' | 'availableInTakeAway' | undefined> = {
  HomeDelivery: 'availableInHomeDelivery',
  DineIn: 'availableInDineIn',
  TakeAway: 'availableInTakeAway',
  All: undefined,
  StealDeal: undefined,
  EventList: undefined,
};

/** The same rule as a filter on `restaurants` in SQL (the dish search's). */
export const ORDER_TYPE_FILTER = Object.fromEntries(
  Object.entries(SERVED_BY).map(([orderType, flag]) => [orderType, flag === undefined ? undefined : eq(restaurants[flag], true)]),
) as Record<OrderType, SQL | undefined>;

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

/**
 * Issue 23: one search across outlets and dishes. The live outlets that match by their name or area, or by a dish,
 * each with up to three of its matching dishes (none when it matched by name or area alone).
 */
async function outletsMatching(db: Database, search: string, words: string[]): Promise<Map<number, string[]>> {
  const dishes = dishesMatching(words);
  const rows = await db
    .select({ id: restaurants.id, matchingDishes: sql<string[]>`ARRAY(SELECT ${menuItems.title} FROM ${menuItems} WHERE ${dishes} ORDER BY ${menuItems.sortOrder} LIMIT ${DISHES_NAMED})` })
    .from(restaurants)
    .where(
      and(
        eq(restaurants.live, true),
        or(ilike(restaurants.title, likePattern(search)), ilike(restaurants.area, likePattern(search)), exists(db.select({ one: sql`1` }).from(menuItems).where(dishes))),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.matchingDishes]));
}

export function restaurantRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // A read-only query sent as POST (SPEC 7); categoryId and cityId are accepted but the reference data has
  // neither categories nor cities, so 0 ("all") is the only meaningful value. The outlets come from this process's
  // copy (outletCache.ts), ranked here by the haversine the app and saveOrder use; only a search asks the database.
  const listOutlets: Handler<AppEnv> = async (c) => {
    const query = await readJsonBody(c, restaurantListRequest);
    const search = query.searchKey.trim();
    const words = search.split(/\s+/).filter(Boolean);
    const now = deps.now();
    const [{ live, closures }, matching] = await Promise.all([deps.outlets.read(now), words.length > 0 ? outletsMatching(deps.db, search, words) : null]);
    const flag = SERVED_BY[query.orderType];
    const here = { latitude: query.latitude, longitude: query.longitude };
    const page = live
      .filter((outlet) => (flag === undefined || outlet[flag]) && (matching === null || matching.has(outlet.id)))
      .map((outlet) => ({ outlet, distance: metresBetween(outlet, here) }))
      .sort((a, b) => a.distance - b.distance || a.outlet.id - b.outlet.id)
      .slice(query.start, query.start + query.length);
    return okRevalidated<Restaurant[]>(
      c,
      page.map(({ outlet: restaurant, distance }) => {
        const matchingDishes = matching?.get(restaurant.id);
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
