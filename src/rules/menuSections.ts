/**
 * A menu's sections and the filter's state, which its first view draws (the chips, the categories, every dish). The
 * narrowing itself (the search, Veg only, dietary needs, a category: filterMenu.ts) loads on the first change of
 * the filter.
 */
import type { Allergen, Menu, MenuItem } from '../api/contract';
import { ALLERGENS } from './allergens';
import { langOf } from './contentLang';

export const ALL_CATEGORIES = 'All';

export interface MenuFilter {
  /** A categoryId, or 'All' (SPEC 3: mainCategory defaults to 'All'). */
  category: number | typeof ALL_CATEGORIES;
  search: string;
  vegOnly: boolean;
  /** Issue 23: no egg in it; fit for a Jain diet; none of these allergens in it. */
  eggFree: boolean;
  jain: boolean;
  without: readonly Allergen[];
}

/** No dietary need; with every category and no words, nothing narrowed at all. */
export const NO_NEEDS = { vegOnly: false, eggFree: false, jain: false, without: [] } as const satisfies Partial<MenuFilter>;
export const EVERYTHING: MenuFilter = { category: ALL_CATEGORIES, search: '', ...NO_NEEDS };

/** The allergens with a 'No <allergen>' chip: egg has its own (Egg-free), which also leaves out dishes marked Egg. */
export const CHIP_ALLERGENS = ALLERGENS.filter((allergen) => allergen !== 'EGG');

/** Whether any dish of the menu declares what is in it: the dietary chips would hide every dish of a menu that does not. */
export const declaresDietary = (menu: Menu): boolean => menu.itemList.some((item) => item.dietary);

export const hasDietaryNeed = (filter: MenuFilter): boolean => filter.vegOnly || filter.eggFree || filter.jain || filter.without.length > 0;

/** How many dietary needs are in force (Veg only, Egg-free, Jain, each 'No <allergen>'): the sticky bar's 'Filters (3)'. */
export const dietaryNeedCount = (filter: MenuFilter): number => Number(filter.vegOnly) + Number(filter.eggFree) + Number(filter.jain) + filter.without.length;

export interface MenuSection {
  key: string;
  title: string;
  /** English (CONTENT_LANG) when its section's or sub-section's title has no words in the reader's language yet. */
  lang: string | undefined;
  items: MenuItem[];
}

/** A section with the category it belongs to, which the category chips narrow by. */
export interface CategorySection extends MenuSection {
  categoryId: number;
}

/** Built once per menu object (the loader hands the same object to every render). */
const grouped = new WeakMap<Menu, CategorySection[]>();

/** The menu as its sections (category › sub-category), in the menu's order, each with its dishes. */
export function menuSections(menu: Menu): CategorySection[] {
  const cached = grouped.get(menu);
  if (cached) return cached;
  const bySub = new Map<string, MenuItem[]>();
  for (const item of menu.itemList) {
    const key = `${item.categoryId}-${item.subCategoryId}`;
    const list = bySub.get(key);
    if (list) list.push(item);
    else bySub.set(key, [item]);
  }
  const sections: CategorySection[] = [];
  for (const category of menu.categoryList) {
    for (const sub of category.subCategories) {
      const key = `${category.categoryId}-${sub.subCategoryId}`;
      const items = bySub.get(key) ?? [];
      if (items.length === 0) continue;
      sections.push({ key, title: `${category.title} · ${sub.title}`, lang: langOf(category, 'title') ?? langOf(sub, 'title'), categoryId: category.categoryId, items });
    }
  }
  grouped.set(menu, sections);
  return sections;
}
