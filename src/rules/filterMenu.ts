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

/** A dish whose outlet has not declared what is in it may contain anything: no dietary filter shows it. */
const mayContain = (item: MenuItem, allergen: Allergen): boolean => !item.dietary || item.dietary.allergens.includes(allergen);

/** Whether a dish meets every dietary need of the filter; Veg reads the dish's own mark, the rest its declaration. */
export function meetsNeeds(item: MenuItem, filter: MenuFilter): boolean {
  if ((filter.vegOnly || filter.jain) && item.vegNonVeg !== 'VEG') return false;
  if (filter.eggFree && (item.vegNonVeg === 'EGG' || mayContain(item, 'EGG'))) return false;
  if (filter.jain && !item.dietary?.jain) return false;
  return filter.without.every((allergen) => !mayContain(item, allergen));
}

export interface MenuSection {
  key: string;
  title: string;
  /** English (CONTENT_LANG) when its section's or sub-section's title has no words in the reader's language yet. */
  lang: string | undefined;
  items: MenuItem[];
}

interface IndexedSection {
  key: string;
  title: string;
  lang: string | undefined;
  categoryId: number;
  items: MenuItem[];
  /** Lower-case "title description" per item, in the same order: built once per menu, not per keystroke. */
  keys: string[];
}

/**
 * A menu grouped into its sections with each dish's search text lower-cased, once per menu object (the loader
 * hands the same object to every render), so a keystroke only runs `includes` over ready strings.
 */
const indexes = new WeakMap<Menu, IndexedSection[]>();

function indexOf(menu: Menu): IndexedSection[] {
  const cached = indexes.get(menu);
  if (cached) return cached;
  const bySub = new Map<string, MenuItem[]>();
  for (const item of menu.itemList) {
    const key = `${item.categoryId}-${item.subCategoryId}`;
    const list = bySub.get(key);
    if (list) list.push(item);
    else bySub.set(key, [item]);
  }
  const sections: IndexedSection[] = [];
  for (const category of menu.categoryList) {
    for (const sub of category.subCategories) {
      const key = `${category.categoryId}-${sub.subCategoryId}`;
      const items = bySub.get(key) ?? [];
      if (items.length === 0) continue;
      sections.push({
        key,
        title: `${category.title} · ${sub.title}`,
        lang: langOf(category, 'title') ?? langOf(sub, 'title'),
        categoryId: category.categoryId,
        items,
        keys: items.map((item) => `${item.title} ${item.description}`.toLowerCase()),
      });
    }
  }
  indexes.set(menu, sections);
  return sections;
}

/** The menu as sections (category › sub-category), narrowed by the category chip, the search and dietary needs. */
export function filterMenu(menu: Menu, filter: MenuFilter): MenuSection[] {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const result: MenuSection[] = [];
  for (const section of indexOf(menu)) {
    if (filter.category !== ALL_CATEGORIES && filter.category !== section.categoryId) continue;
    const needs = hasDietaryNeed(filter);
    if (words.length === 0 && !needs) {
      result.push({ key: section.key, title: section.title, lang: section.lang, items: section.items });
      continue;
    }
    const items: MenuItem[] = [];
    section.items.forEach((item, i) => {
      if (needs && !meetsNeeds(item, filter)) return;
      const text = section.keys[i] ?? '';
      if (words.every((word) => text.includes(word))) items.push(item);
    });
    if (items.length) result.push({ key: section.key, title: section.title, lang: section.lang, items });
  }
  return result;
}
