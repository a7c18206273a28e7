/**
 * The menu narrowed by the category chip, the search and dietary needs: loaded on the first change of the filter
 * (MenuView.tsx); the sections and the filter's state are menuSections.ts, which the first view draws. Types only
 * from there: a value imported back from the menu's chunk had the bundler move the menu's words into a chunk
 * shared with unrelated screens.
 */
import type { Allergen, MenuItem } from '../api/contract';
import type { CategorySection, MenuFilter, MenuSection } from './menuSections';

/** A dish whose outlet has not declared what is in it may contain anything: no dietary filter shows it. */
const mayContain = (item: MenuItem, allergen: Allergen): boolean => !item.dietary || item.dietary.allergens.includes(allergen);

/** Whether a dish meets every dietary need of the filter; Veg reads the dish's own mark, the rest its declaration. */
export function meetsNeeds(item: MenuItem, filter: MenuFilter): boolean {
  if ((filter.vegOnly || filter.jain) && item.vegNonVeg !== 'VEG') return false;
  if (filter.eggFree && (item.vegNonVeg === 'EGG' || mayContain(item, 'EGG'))) return false;
  if (filter.jain && !item.dietary?.jain) return false;
  return filter.without.every((allergen) => !mayContain(item, allergen));
}

/**
 * Each dish's search text, lower-cased ("title description"), once per menu (menuSections gives each menu one
 * array), in its sections' order: a keystroke only runs `includes` over ready strings.
 */
const searchTexts = new WeakMap<CategorySection[], string[][]>();

function textsOf(sections: CategorySection[]): string[][] {
  const cached = searchTexts.get(sections);
  if (cached) return cached;
  const texts = sections.map((section) => section.items.map((item) => `${item.title} ${item.description}`.toLowerCase()));
  searchTexts.set(sections, texts);
  return texts;
}

/** A menu's sections (menuSections), narrowed by the category chip, the search and dietary needs; empty ones left out. */
export function filterMenu(sections: CategorySection[], filter: MenuFilter): MenuSection[] {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const texts = textsOf(sections);
  const result: MenuSection[] = [];
  sections.forEach((section, s) => {
    // A categoryId, or 'All' (ALL_CATEGORIES).
    if (typeof filter.category === 'number' && filter.category !== section.categoryId) return;
    const items = section.items.filter((item, i) => meetsNeeds(item, filter) && words.every((word) => (texts[s]?.[i] ?? '').includes(word)));
    if (items.length) result.push({ key: section.key, title: section.title, lang: section.lang, items });
  });
  return result;
}
