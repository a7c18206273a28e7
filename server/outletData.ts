/** An outlet's detail and menu as the API sends them: read by their routes and by the outlet's HTML shell. */
import { asc, avg, count, desc, eq } from 'drizzle-orm';
import type { Menu, MenuCategory, RestaurantDetail, VegNonVeg } from '../src/api/contract';
import type { ClosureNotice } from '../src/lib/closures';
import type { Database } from './db/client';
import { DISH_WORDS, menuCategories, menuItems, menuSubCategories, OUTLET_WORDS, reviews } from './db/schema';
import type { Locale } from '../src/i18n';
import { wordsIn } from './translations/wordsIn';
import { toRupees } from './money';
import { closureNoticeOf } from './closures';
import { toRestaurant, type RestaurantRow } from './outlets';

const MAX_REVIEWS = 20;

const TITLE = ['title'] as const;

/**
 * `now`: the closure the detail tells of is the first not over by then (issue 36). `locale`: the language of its
 * description and address (issue 46), each in English where the chain has not written it.
 */
export async function restaurantDetail(db: Database, restaurant: RestaurantRow, distanceInMeter: number, now: number, locale: Locale = 'en'): Promise<RestaurantDetail> {
  return detailWithClosure(db, restaurant, distanceInMeter, await closureNoticeOf(db, restaurant.id, now), locale);
}

/** The same detail, told of a closure already known (an outlet's HTML takes it from ./outletCache.ts). */
export async function detailWithClosure(db: Database, restaurant: RestaurantRow, distanceInMeter: number, closure: ClosureNotice | null, locale: Locale = 'en'): Promise<RestaurantDetail> {
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
    ...wordsIn(restaurant, OUTLET_WORDS, locale),
    averageRating: stats?.average ? Math.round(Number(stats.average) * 10) / 10 : 0,
    reviewCount: stats?.n ?? 0,
    reviews: newest.map((r) => ({ customerName: r.customerName, rating: r.rating, comment: r.comment, createdAt: r.createdAt.getTime() })),
  };
}

/** The outlet's menu, its sections' and dishes' words in `locale` where the chain has written them (issue 46). */
export async function restaurantMenu(db: Database, restaurant: RestaurantRow, locale: Locale = 'en'): Promise<Menu> {
  const [categories, subCategories, items] = await Promise.all([
    db.select().from(menuCategories).orderBy(asc(menuCategories.sortOrder)),
    db.select().from(menuSubCategories).orderBy(asc(menuSubCategories.sortOrder)),
    db.select().from(menuItems).where(eq(menuItems.restaurantId, restaurant.id)).orderBy(asc(menuItems.sortOrder)),
  ]);
  const categoryList: MenuCategory[] = categories
    .filter((category) => items.some((item) => item.categoryId === category.id))
    .map((category) => ({
      categoryId: category.id,
      ...wordsIn(category, TITLE, locale),
      subCategories: subCategories.filter((sub) => sub.categoryId === category.id).map((sub) => ({ subCategoryId: sub.id, ...wordsIn(sub, TITLE, locale) })),
    }));
  return {
    restaurantUuid: restaurant.uuid,
    categoryList,
    itemList: items.map((item) => ({
      itemId: item.id,
      categoryId: item.categoryId,
      subCategoryId: item.subCategoryId,
      ...wordsIn(item, DISH_WORDS, locale),
      price: toRupees(item.pricePaise),
      vegNonVeg: item.vegNonVeg as VegNonVeg,
      imageUrl: item.imageUrl,
      isAvailable: item.isAvailable,
      dietary: item.allergens && item.energyKcal !== null ? { allergens: item.allergens, energyKcal: item.energyKcal, jain: item.jain } : null,
      ...(item.choiceGroups?.length ? { choiceGroups: item.choiceGroups } : {}),
    })),
  };
}
