/** Menus: shared categories and sub-categories, and each outlet's dishes. */
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { Allergen, DishChoiceGroup } from '../../../src/api/contract';
import { restaurants } from './outlets';

/** Categories and sub-categories are shared by every outlet; ids are fixed by the seed so they stay stable. */
export const menuCategories = pgTable('menu_categories', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const menuSubCategories = pgTable('menu_sub_categories', {
  id: integer('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => menuCategories.id),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

/** One row per dish per outlet (prices and availability differ by outlet); id = outlet number * 100 + dish. */
export const menuItems = pgTable(
  'menu_items',
  {
    id: integer('id').primaryKey(),
    restaurantId: integer('restaurant_id')
      .notNull()
      .references(() => restaurants.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => menuSubCategories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    vegNonVeg: text('veg_non_veg').notNull(),
    imageUrl: text('image_url').notNull(),
    isAvailable: boolean('is_available').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** Issue 23: the major allergens it contains (ALLERGENS); null when the outlet has not declared them. */
    allergens: text('allergens').array().$type<Allergen[]>(),
    energyKcal: integer('energy_kcal'),
    jain: boolean('jain').notNull().default(false),
    /** Issue 23: its sizes and add-ons (prices in rupees, added to the dish's); null when it has none. */
    choiceGroups: jsonb('choice_groups').$type<DishChoiceGroup[]>(),
  },
  (t) => [index('menu_items_restaurant_idx').on(t.restaurantId, t.sortOrder)],
);
