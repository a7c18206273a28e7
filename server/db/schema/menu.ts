/** Menus: shared categories and sub-categories, and each outlet's dishes. */
import { boolean, index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Allergen, DishChoiceGroup } from '../../../src/api/contract';
import type { FieldTranslations } from '../../../src/api/contract/translations';
import { restaurants } from './outlets';

/** Categories and sub-categories are shared by every outlet; ids are fixed by the seed so they stay stable. */
export const menuCategories = pgTable(
  'menu_categories',
  {
    id: integer('id').primaryKey(),
    /** Issue 36: its stable reference, as a POS catalogue names it ('C1'). */
    ref: text('ref').notNull(),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull(),
    /** Issue 46: its title in other languages, where the chain has written it. */
    translations: jsonb('translations').$type<FieldTranslations<'title'>>().notNull().default({}),
  },
  (t) => [uniqueIndex('menu_categories_ref').on(t.ref)],
);

export const menuSubCategories = pgTable(
  'menu_sub_categories',
  {
    id: integer('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => menuCategories.id),
    ref: text('ref').notNull(),
    title: text('title').notNull(),
    sortOrder: integer('sort_order').notNull(),
    translations: jsonb('translations').$type<FieldTranslations<'title'>>().notNull().default({}),
  },
  (t) => [uniqueIndex('menu_sub_categories_ref').on(t.ref)],
);

/** A dish's words the chain writes in other languages too (its choices' names stay as written, for now). */
export const DISH_WORDS = ['title', 'description'] as const;
export type DishWord = (typeof DISH_WORDS)[number];

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
    /** Issue 36: a console save names the version it read; an older one is refused (409). */
    version: integer('version').notNull().default(1),
    /** Issue 36: the dish's stable reference for POS imports ('D12'), the same for the dish at every outlet. */
    ref: text('ref').notNull(),
    /** Issue 46: its name and description in other languages, each once the chain has written it. */
    translations: jsonb('translations').$type<FieldTranslations<DishWord>>().notNull().default({}),
  },
  (t) => [index('menu_items_restaurant_idx').on(t.restaurantId, t.sortOrder), uniqueIndex('menu_items_outlet_ref').on(t.restaurantId, t.ref)],
);

/** Issue 36: ids for the dishes, sections and sub-sections the console adds (the seed fixes its own, far below). */
export const menuItemIds = pgSequence('menu_item_ids', { startWith: 100_000_000 });
export const menuSectionIds = pgSequence('menu_section_ids', { startWith: 1000 });
