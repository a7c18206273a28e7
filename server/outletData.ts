/** An outlet's detail and menu as the API sends them: read by their routes and by the outlet's HTML shell. */
import { asc, avg, count, desc, eq } from 'drizzle-orm';
import type { Menu, MenuCategory, RestaurantDetail, VegNonVeg } from '../src/api/contract';
import type { ClosureNotice } from '../src/lib/closures';
import type { Database } from './db/client';
import { menuCategories, menuItems, menuSubCategories, reviews } from './db/schema';
import { toRupees } from './money';
import { closureNoticeOf } from './closures';
import { toRestaurant, type RestaurantRow } from './outlets';

const MAX_REVIEWS = 20;

/** `now`: the closure the detail tells of is the first not over by then (issue 36). */
export async function restaurantDetail(db: Database, restaurant: RestaurantRow, distanceInMeter: number, now: number): Promise<RestaurantDetail> {
  return detailWithClosure(db, restaurant, distanceInMeter, await closureNoticeOf(db, restaurant.id, now));
}

/** The same detail, told of a closure already known (an outlet's HTML takes it from ./outletCache.ts). */
export async function detailWithClosure(db: Database, restaurant: RestaurantRow, distanceInMeter: number, closure: ClosureNotice | null): Promise<RestaurantDetail> {
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
  return {
    ...toRestaurant(restaurant, distanceInMeter, closure),
    description: restaurant.description,
    averageRating: stats?.average ? Math.round(Number(stats.average) * 10) / 10 : 0,
    reviewCount: stats?.n ?? 0,
    reviews: newest.map((r) => ({ customerName: r.customerName, rating: r.rating, comment: r.comment, createdAt: r.createdAt.getTime() })),
  };
}

export async function restaurantMenu(db: Database, restaurant: RestaurantRow): Promise<Menu> {
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
      subCategories: subCategories.filter((sub) => sub.categoryId === category.id).map((sub) => ({ subCategoryId: sub.id, title: sub.title })),
    }));
  return {
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
      dietary: item.allergens && item.energyKcal !== null ? { allergens: item.allergens, energyKcal: item.energyKcal, jain: item.jain } : null,
      ...(item.choiceGroups?.length ? { choiceGroups: item.choiceGroups } : {}),
    })),
  };
}
