/** An outlet's detail page, its menu and the dine-in table QR codes (public: browsing needs no sign-in). */
import { Hono } from 'hono';
import { asc, avg, count, desc, eq } from 'drizzle-orm';
import {
  restaurantDetailQuery,
  type Menu,
  type MenuCategory,
  type RestaurantDetail,
  type TableScan,
  type VegNonVeg,
} from '../../src/api/contract';
import { menuCategories, menuItems, menuSubCategories, restaurantTables, restaurants, reviews } from '../db/schema';
import { metresBetween } from '../geo';
import { okRevalidated } from '../http/conditional';
import { ApiError, ok } from '../http/envelope';
import { restaurantUuidParam, tableCodeParam } from '../http/params';
import type { AppEnv, Deps } from '../http/types';
import { parseWith } from '../http/validate';
import { findRestaurantByUuid, toRestaurant } from '../outlets';
import { presentOnly } from '../http/query';
import { toRupees } from '../money';

const MAX_REVIEWS = 20;
export const NOT_OUR_TABLE = 'This QR code is not a table of ours';

export function menuRoutes(deps: Deps): Hono<AppEnv> {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  routes.get('/getRestaurantDetail/:restaurantUuid', async (c) => {
    const uuid = restaurantUuidParam(c.req.param('restaurantUuid'));
    const { lat, lng } = parseWith(restaurantDetailQuery, presentOnly(c.req.query()));
    if ((lat === undefined) !== (lng === undefined)) throw new ApiError(400, 'lat and lng must be given together');
    const restaurant = await findRestaurantByUuid(db, uuid);
    const [stats] = await db
      .select({ n: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(eq(reviews.restaurantId, restaurant.id));
    const newest = await db
      .select()
      .from(reviews)
      .where(eq(reviews.restaurantId, restaurant.id))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(MAX_REVIEWS);
    const distance = lat === undefined || lng === undefined ? 0 : metresBetween({ latitude: lat, longitude: lng }, restaurant);
    return ok<RestaurantDetail>(c, {
      ...toRestaurant(restaurant, distance),
      description: restaurant.description,
      averageRating: stats?.average ? Math.round(Number(stats.average) * 10) / 10 : 0,
      reviewCount: stats?.n ?? 0,
      reviews: newest.map((r) => ({ customerName: r.customerName, rating: r.rating, comment: r.comment, createdAt: r.createdAt.getTime() })),
    });
  });

  routes.get('/getItemListWithCatSubCat/:restaurantUuid', async (c) => {
    const uuid = restaurantUuidParam(c.req.param('restaurantUuid'));
    const restaurant = await findRestaurantByUuid(db, uuid);
    const [categories, subCategories, items] = await Promise.all([
      db.select().from(menuCategories).orderBy(asc(menuCategories.sortOrder)),
      db.select().from(menuSubCategories).orderBy(asc(menuSubCategories.sortOrder)),
      db.select().from(menuItems).where(eq(menuItems.restaurantId, restaurant.id)).orderBy(asc(menuItems.sortOrder)),
    ]);
    const categoryList: MenuCategory[] = categories
      .filter((category) => items.some((item) => item.categoryId === category.id))
      .map((category) => ({
        categoryId: category.id,
        title: category.title,
        subCategories: subCategories
          .filter((sub) => sub.categoryId === category.id)
          .map((sub) => ({ subCategoryId: sub.id, title: sub.title })),
      }));
    return okRevalidated<Menu>(c, {
      restaurantUuid: restaurant.uuid,
      categoryList,
      itemList: items.map((item) => ({
        itemId: item.id,
        categoryId: item.categoryId,
        subCategoryId: item.subCategoryId,
        title: item.title,
        description: item.description,
        price: toRupees(item.pricePaise),
        vegNonVeg: item.vegNonVeg as VegNonVeg,
        imageUrl: item.imageUrl,
        isAvailable: item.isAvailable,
      })),
    });
  });

  routes.get('/scanQrCode/:code', async (c) => {
    const code = tableCodeParam(c.req.param('code'));
    const [row] = await db
      .select({ table: restaurantTables, restaurant: restaurants })
      .from(restaurantTables)
      .innerJoin(restaurants, eq(restaurants.id, restaurantTables.restaurantId))
      .where(eq(restaurantTables.code, code));
    if (!row) throw new ApiError(404, NOT_OUR_TABLE);
    return ok<TableScan>(c, { code: row.table.code, tableNumber: row.table.tableNumber, restaurant: toRestaurant(row.restaurant, 0) });
  });

  return routes;
}
