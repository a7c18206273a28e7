import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dishImageUrl, SEED_DISHES } from '../../server/db/seed-menu';
import type { Dietary, Menu, VegNonVeg } from '../../src/api/contract';
import { dishFacts } from '../../src/rules/dishFacts';
import { filterMenu } from '../../src/rules/filterMenu';
import { declaresDietary, EVERYTHING, menuSections, type MenuFilter } from '../../src/rules/menuSections';
import { isOpenAt } from '../../src/lib/openingHours';
import { closedLine } from '../../src/rules/closedLine';
import { closedMessage } from '../../src/rules/closedMessage';
import { outletStatus } from '../../src/rules/outletStatus';
import { tableCodeFrom } from '../../src/features/dine-in/tableCode';

const menu: Menu = {
  restaurantUuid: 'x',
  categoryList: [
    { categoryId: 1, title: 'Starters', subCategories: [{ subCategoryId: 11, title: 'Veg' }, { subCategoryId: 12, title: 'Non-Veg' }] },
    { categoryId: 6, title: 'Beverages', subCategories: [{ subCategoryId: 61, title: 'Hot' }] },
  ],
  itemList: [
    { itemId: 1, categoryId: 1, subCategoryId: 11, title: 'Paneer Tikka', description: 'Charred cottage cheese', price: 329, vegNonVeg: 'VEG', imageUrl: '', isAvailable: true },
    { itemId: 2, categoryId: 1, subCategoryId: 12, title: 'Chicken Tikka', description: 'Tandoor chicken', price: 379, vegNonVeg: 'NON_VEG', imageUrl: '', isAvailable: true },
    { itemId: 3, categoryId: 6, subCategoryId: 61, title: 'Masala Chai', description: 'Ginger, cardamom', price: 79, vegNonVeg: 'VEG', imageUrl: '', isAvailable: true },
  ],
};
const titles = (filter: Parameters<typeof filterMenu>[1]) => filterMenu(menuSections(menu), filter).flatMap((s) => s.items.map((i) => i.title));

describe('menu filter', () => {
  it("shows everything, by category and sub-category, under 'All'", () => {
    const sections = filterMenu(menuSections(menu), EVERYTHING);
    expect(sections.map((s) => s.title)).toEqual(['Starters · Veg', 'Starters · Non-Veg', 'Beverages · Hot']);
  });
  it('narrows by category, veg-only and every search word (title or description)', () => {
    expect(titles({ ...EVERYTHING, category: 6, search: '' })).toEqual(['Masala Chai']);
    expect(titles({ ...EVERYTHING, vegOnly: true })).toEqual(['Paneer Tikka', 'Masala Chai']);
    expect(titles({ ...EVERYTHING, search: 'tikka tandoor' })).toEqual(['Chicken Tikka']);
    expect(titles({ ...EVERYTHING, search: '  CARDAMOM ' })).toEqual(['Masala Chai']);
    expect(titles({ ...EVERYTHING, category: 1, search: 'chai' })).toEqual([]);
    expect(titles({ ...EVERYTHING, search: 'tikka', vegOnly: true })).toEqual(['Paneer Tikka']);
  });
  it('answers the same way on every keystroke of one menu (its search keys are built once)', () => {
    expect(titles({ ...EVERYTHING, search: 'ch' })).toEqual(['Paneer Tikka', 'Chicken Tikka', 'Masala Chai']);
    expect(titles({ ...EVERYTHING, search: 'cha' })).toEqual(['Paneer Tikka', 'Masala Chai']);
    expect(titles({ ...EVERYTHING, search: 'chai' })).toEqual(['Masala Chai']);
    expect(titles(EVERYTHING)).toEqual(['Paneer Tikka', 'Chicken Tikka', 'Masala Chai']);
  });
  it('leaves out sub-categories with no dishes and dishes of an unknown sub-category', () => {
    const sparse: Menu = { ...menu, itemList: [...menu.itemList.slice(0, 1), { ...menu.itemList[2]!, itemId: 9, subCategoryId: 99 }] };
    expect(filterMenu(menuSections(sparse), EVERYTHING).map((s) => s.title)).toEqual(['Starters · Veg']);
  });
});

describe('dietary filters (issue 23)', () => {
  const dish = (itemId: number, title: string, vegNonVeg: VegNonVeg, dietary: Dietary | null) => ({
    itemId, categoryId: 1, subCategoryId: 11, title, description: '', price: 100, vegNonVeg, imageUrl: '', isAvailable: true, dietary,
  });
  const diet: Menu = {
    restaurantUuid: 'x',
    categoryList: [{ categoryId: 1, title: 'Starters', subCategories: [{ subCategoryId: 11, title: 'All' }] }],
    itemList: [
      dish(1, 'Tandoori Roti', 'VEG', { allergens: ['GLUTEN'], energyKcal: 120, jain: true }),
      dish(2, 'Paneer Tikka', 'VEG', { allergens: ['MILK'], energyKcal: 420, jain: false }),
      dish(3, 'Egg Biryani', 'EGG', { allergens: ['MILK', 'EGG'], energyKcal: 560, jain: false }),
      dish(4, 'Eggy Cake', 'VEG', { allergens: ['GLUTEN', 'EGG'], energyKcal: 300, jain: false }),
      dish(5, 'Amritsari Fish', 'NON_VEG', { allergens: ['FISH'], energyKcal: 410, jain: false }),
      dish(6, 'Undeclared Kebab', 'VEG', null),
      { ...dish(7, 'Kept From Before', 'VEG', null), dietary: undefined },
    ],
  };
  const shown = (needs: Partial<MenuFilter>) => filterMenu(menuSections(diet), { ...EVERYTHING, ...needs }).flatMap((s) => s.items.map((i) => i.title));

  it('Veg reads the mark; Egg-free leaves out the Egg mark and egg inside', () => {
    expect(shown({ vegOnly: true })).toEqual(['Tandoori Roti', 'Paneer Tikka', 'Eggy Cake', 'Undeclared Kebab', 'Kept From Before']);
    expect(shown({ eggFree: true })).toEqual(['Tandoori Roti', 'Paneer Tikka', 'Amritsari Fish']);
  });
  it('Jain needs the declaration; a dish not declared never passes a dietary filter but Veg', () => {
    expect(shown({ jain: true })).toEqual(['Tandoori Roti']);
    expect(shown({ without: ['MILK'] })).toEqual(['Tandoori Roti', 'Eggy Cake', 'Amritsari Fish']);
  });
  it('needs add up: every chip on narrows further', () => {
    expect(shown({ without: ['MILK', 'GLUTEN'] })).toEqual(['Amritsari Fish']);
    expect(shown({ vegOnly: true, without: ['GLUTEN'] })).toEqual(['Paneer Tikka']);
    expect(shown({ eggFree: true, jain: true, without: ['GLUTEN'] })).toEqual([]);
  });
  it('knows a menu with no dish declared, whose chips would hide everything', () => {
    expect(declaresDietary(diet)).toBe(true);
    expect(declaresDietary({ ...diet, itemList: diet.itemList.slice(5) })).toBe(false);
  });
  it("says each dish's energy, Jain and allergens in FSSAI's order, and nothing for a dish not declared", () => {
    expect(dishFacts(diet.itemList[2]!)).toBe('560 kcal · Contains milk, egg');
    expect(dishFacts(diet.itemList[0]!)).toBe('120 kcal · Jain · Contains gluten');
    expect(dishFacts(dish(8, 'Water', 'VEG', { allergens: [], energyKcal: 1500, jain: true }))).toBe('1,500 kcal · Jain');
    expect(dishFacts(diet.itemList[5]!)).toBeNull();
    expect(dishFacts(diet.itemList[6]!)).toBeNull();
  });
});

describe('the demo menu declares what is in each dish truthfully', () => {
  it('a Jain dish is veg without egg; an Egg dish holds egg; a fish dish holds fish', () => {
    for (const { title, description, vegNonVeg, dietary } of SEED_DISHES) {
      if (dietary.jain) expect({ title, vegNonVeg, egg: dietary.allergens.includes('EGG') }).toEqual({ title, vegNonVeg: 'VEG', egg: false });
      if (vegNonVeg === 'EGG' || /\begg/i.test(title)) expect(dietary.allergens, title).toContain('EGG');
      if (/fish/i.test(title)) expect(dietary.allergens, title).toContain('FISH');
      if (/paneer|lassi|kulfi|chai|naan|butter|malai|coffee|cappuccino|cheesecake/i.test(title)) expect(dietary.allergens, title).toContain('MILK');
      if (/naan|roti|paratha|kulcha|brownie|cheesecake/i.test(title)) expect(dietary.allergens, title).toContain('GLUTEN');
      if (/onion|garlic|potato|carrot|ginger/i.test(description)) expect(dietary.jain, title).toBe(false);
      expect(dietary.energyKcal, title).toBeGreaterThan(0);
    }
  });
});

describe('demo dish pictures', () => {
  it('every dish has its own small picture that exists, and none is shared', () => {
    const urls = SEED_DISHES.map(dishImageUrl);
    expect(urls.every((url) => /^\/media\/dish-[a-z-]+\.svg$/.test(url))).toBe(true);
    expect(new Set(urls).size).toBe(SEED_DISHES.length);
    for (const url of urls) {
      const file = join(process.cwd(), 'server', url);
      expect(statSync(file).size, url).toBeLessThan(3072);
      expect(readFileSync(file, 'utf8'), url).toMatch(/^<svg [^>]*viewBox="0 0 120 100"/);
    }
  });
  it('a dish without a picture carries none', () => {
    expect(dishImageUrl({ subCategoryId: 11, title: 'x', description: '', price: 1, vegNonVeg: 'VEG', dietary: { allergens: [], energyKcal: 1, jain: true } })).toBe('');
  });
});

describe('opening hours in Kolkata', () => {
  // 2026-11-22 06:30 UTC is 12:00 in Kolkata; 18:00 UTC is 23:30.
  const noon = Date.UTC(2026, 10, 22, 6, 30);
  const lateNight = Date.UTC(2026, 10, 22, 18, 0);
  it('knows open and closed, past midnight too', () => {
    const hours = (openingTime: string, closingTime: string) => ({ openingTime, closingTime });
    expect(isOpenAt(hours('11:00', '23:00'), noon)).toBe(true);
    expect(isOpenAt(hours('11:00', '23:00'), lateNight)).toBe(false);
    expect(isOpenAt(hours('18:00', '02:00'), lateNight)).toBe(true);
    expect(isOpenAt(hours('18:00', '02:00'), noon)).toBe(false);
  });

  it('knows an open outlet its kitchen paused, and says until when; closed by its hours wins', () => {
    const pausedUntil = noon + 30 * 60_000;
    const outlet = { title: 'Gold Leaf — Noida', openingTime: '11:00', closingTime: '23:00', pausedUntil };
    expect(outletStatus(outlet, noon)).toBe('paused');
    expect(outletStatus(outlet, pausedUntil)).toBe('open');
    expect(outletStatus(outlet, lateNight)).toBe('closed');
    expect(closedLine(outlet, noon)).toBe('Not accepting orders right now. Back at 12:30 pm.');
    expect(closedMessage(outlet, noon)).toBe('Gold Leaf — Noida is not accepting orders right now. It resumes at 12:30 pm.');
    expect(closedMessage(outlet, pausedUntil)).toBeNull();
    expect(closedLine(outlet, lateNight)).toBe('Closed now. Opens tomorrow at 11:00 am.');
  });
});

describe('table QR codes', () => {
  it('reads the code and its secret from the app URL a QR code holds, or as typed from under it', () => {
    expect(tableCodeFrom('https://goldleaf.example/?table=GL-MOH8-T1#k=K7QXM9XD4TRA8WPNZZ6H2B1C')).toEqual({ code: 'GL-MOH8-T1', key: 'K7QXM9XD4TRA8WPNZZ6H2B1C' });
    expect(tableCodeFrom('https://goldleaf.example/?table=GL-MOH8-T1')).toEqual({ code: 'GL-MOH8-T1', key: null });
    expect(tableCodeFrom(' GL-MOH8-T2 k7qx-m9xd-4tra-8wpn-zz6h-2b1c ')).toEqual({ code: 'GL-MOH8-T2', key: 'K7QXM9XD4TRA8WPNZZ6H2B1C' });
    expect(tableCodeFrom(' GL-MOH8-T2 ')).toEqual({ code: 'GL-MOH8-T2', key: null });
    expect(tableCodeFrom('https://goldleaf.example/menu')).toBeNull();
    expect(tableCodeFrom('https://evil.example/?table=<script>')).toBeNull();
    expect(tableCodeFrom('hello world')).toBeNull();
  });
});
