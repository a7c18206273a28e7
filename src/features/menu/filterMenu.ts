import type { Menu, MenuItem } from '../../api/contract';

export const ALL_CATEGORIES = 'All';

export interface MenuFilter {
  /** A categoryId, or 'All' (SPEC 3: mainCategory defaults to 'All'). */
  category: number | typeof ALL_CATEGORIES;
  search: string;
  vegOnly: boolean;
}

export interface MenuSection {
  key: string;
  title: string;
  items: MenuItem[];
}

/** The menu as sections (category › sub-category), narrowed by the category chip, the search and veg-only. */
export function filterMenu(menu: Menu, filter: MenuFilter): MenuSection[] {
  const words = filter.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (item: MenuItem) => {
    if (filter.vegOnly && item.vegNonVeg !== 'VEG') return false;
    const text = `${item.title} ${item.description}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  const sections: MenuSection[] = [];
  for (const category of menu.categoryList) {
    if (filter.category !== ALL_CATEGORIES && filter.category !== category.categoryId) continue;
    for (const sub of category.subCategories) {
      const items = menu.itemList.filter((item) => item.categoryId === category.categoryId && item.subCategoryId === sub.subCategoryId && matches(item));
      if (items.length) sections.push({ key: `${category.categoryId}-${sub.subCategoryId}`, title: `${category.title} · ${sub.title}`, items });
    }
  }
  return sections;
}
