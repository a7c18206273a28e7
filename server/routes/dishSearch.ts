/**
 * The dish search (issue 35): 'biryani' answers with the biryanis on sale across the outlets serving the order
 * type, nearest outlet first, each with what its row shows and its outlet. Public and the same for everyone at a
 * place, so revalidated by ETag like the outlet list (http/conditional.ts).
 */
import { Hono } from 'hono';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { DISH_SEARCH_MAX, dishSearchRequest, type DishHit, type DishSearchAnswer, type DishSearchOutlet, type VegNonVeg } from '../../src/api/contract';
import { SEARCH_DISHES_PATH } from '../../src/api/dishSearchPath';
import { menuItems, restaurants } from '../db/schema';
import { distanceInMetres } from '../geo';
import { okRevalidated } from '../http/conditional';
import type { AppEnv, Deps } from '../http/types';
import { readJsonBody } from '../http/validate';
import { toRupees } from '../money';
import { closuresAhead, noticeFor } from '../closures';
import { takingOrdersAt, toRestaurant } from '../outlets';
import { dishSearchWords } from '../search/hindiDishWords';
import { likePattern, ORDER_TYPE_FILTER } from './restaurants';

export function dishSearchRoutes(deps: Deps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(SEARCH_DISHES_PATH, async (c) => {
    const query = await readJsonBody(c, dishSearchRequest);
    const words = dishSearchWords(query.searchKey);
    // Issue 46: each word as typed also finds a dish by its Hindi name, where the chain has written one.
    const typed = query.searchKey.split(/\s+/).filter(Boolean);
    const hindiTitle = sql<string>`${menuItems.translations}->'hi'->>'title'`;
    // Without a position nothing is 'near': 0 m, as the outlet's detail says without one, and the outlets in their own order.
    const placed = query.latitude !== undefined && query.longitude !== undefined;
    const distance = placed ? distanceInMetres(restaurants.latitude, restaurants.longitude, query.latitude!, query.longitude!) : sql<number>`0`.mapWith(Number);
    const rows = await deps.db
      .select({ item: menuItems, restaurant: restaurants, distance })
      .from(menuItems)
      .innerJoin(restaurants, eq(restaurants.id, menuItems.restaurantId))
      .where(and(ORDER_TYPE_FILTER[query.orderType], eq(menuItems.isAvailable, true), ...words.map((word, i) => or(ilike(menuItems.title, likePattern(word)), ilike(hindiTitle, likePattern(typed[i] ?? word))))))
      // (ORDER BY a bare 0 would name the select list's first column: without a position, no distance to order by.)
      .orderBy(...(placed ? [asc(distance)] : []), asc(restaurants.id), asc(menuItems.sortOrder), asc(menuItems.id))
      .limit(query.length ?? DISH_SEARCH_MAX);

    const now = deps.now();
    const closures = await closuresAhead(deps.db, now);
    const outlets = new Map<string, DishSearchOutlet>();
    const dishes: DishHit[] = rows.map(({ item, restaurant, distance }) => {
      if (!outlets.has(restaurant.uuid)) {
        const closure = noticeFor(closures, restaurant.id, now);
        outlets.set(restaurant.uuid, { ...toRestaurant(restaurant, distance, closure), takingOrders: takingOrdersAt(restaurant, now, closure) });
      }
      return {
        itemId: item.id,
        title: item.title,
        price: toRupees(item.pricePaise),
        vegNonVeg: item.vegNonVeg as VegNonVeg,
        imageUrl: item.imageUrl,
        hasChoices: (item.choiceGroups?.length ?? 0) > 0,
        restaurantUuid: restaurant.uuid,
      };
    });
    return okRevalidated<DishSearchAnswer>(c, { dishes, outlets: [...outlets.values()] });
  });

  return routes;
}
