import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dishImageUrl, SEED_DISHES } from '../../server/db/seed-menu';
import type { Menu } from '../../src/api/contract';
import { ALL_CATEGORIES, filterMenu } from '../../src/features/menu/filterMenu';
import { isOpenAt } from '../../src/lib/openingHours';
import { closedLine, closedMessage } from '../../src/features/menu/closedMessage';
import { outletStatus } from '../../src/features/restaurants/outletStatus';
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
const titles = (filter: Parameters<typeof filterMenu>[1]) => filterMenu(menu, filter).flatMap((s) => s.items.map((i) => i.title));

describe('menu filter', () => {
  it("shows everything, by category and sub-category, under 'All'", () => {
    const sections = filterMenu(menu, { category: ALL_CATEGORIES, search: '', vegOnly: false });
    expect(sections.map((s) => s.title)).toEqual(['Starters · Veg', 'Starters · Non-Veg', 'Beverages · Hot']);
  });
  it('narrows by category, veg-only and every search word (title or description)', () => {
    expect(titles({ category: 6, search: '', vegOnly: false })).toEqual(['Masala Chai']);
    expect(titles({ category: ALL_CATEGORIES, search: '', vegOnly: true })).toEqual(['Paneer Tikka', 'Masala Chai']);
    expect(titles({ category: ALL_CATEGORIES, search: 'tikka tandoor', vegOnly: false })).toEqual(['Chicken Tikka']);
    expect(titles({ category: ALL_CATEGORIES, search: '  CARDAMOM ', vegOnly: false })).toEqual(['Masala Chai']);
    expect(titles({ category: 1, search: 'chai', vegOnly: false })).toEqual([]);
    expect(titles({ category: ALL_CATEGORIES, search: 'tikka', vegOnly: true })).toEqual(['Paneer Tikka']);
  });
  it('answers the same way on every keystroke of one menu (its search keys are built once)', () => {
    expect(titles({ category: ALL_CATEGORIES, search: 'ch', vegOnly: false })).toEqual(['Paneer Tikka', 'Chicken Tikka', 'Masala Chai']);
    expect(titles({ category: ALL_CATEGORIES, search: 'cha', vegOnly: false })).toEqual(['Paneer Tikka', 'Masala Chai']);
    expect(titles({ category: ALL_CATEGORIES, search: 'chai', vegOnly: false })).toEqual(['Masala Chai']);
    expect(titles({ category: ALL_CATEGORIES, search: '', vegOnly: false })).toEqual(['Paneer Tikka', 'Chicken Tikka', 'Masala Chai']);
  });
  it('leaves out sub-categories with no dishes and dishes of an unknown sub-category', () => {
    const sparse: Menu = { ...menu, itemList: [...menu.itemList.slice(0, 1), { ...menu.itemList[2]!, itemId: 9, subCategoryId: 99 }] };
    expect(filterMenu(sparse, { category: ALL_CATEGORIES, search: '', vegOnly: false }).map((s) => s.title)).toEqual(['Starters · Veg']);
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
    expect(dishImageUrl({ subCategoryId: 11, title: 'x', description: '', price: 1, vegNonVeg: 'VEG' })).toBe('');
  });
});

describe('opening hours in Kolkata', () => {
  // 2026-11-22 06:30 UTC is 12:00 in Kolkata; 18:00 UTC is 23:30.
  const noon = Date.UTC(2026, 10, 22, 6, 30);
  const lateNight = Date.UTC(2026, 10, 22, 18, 0);
  it('knows open and closed, past midnight too', () => {
    expect(isOpenAt('11:00', '23:00', noon)).toBe(true);
    expect(isOpenAt('11:00', '23:00', lateNight)).toBe(false);
    expect(isOpenAt('18:00', '02:00', lateNight)).toBe(true);
    expect(isOpenAt('18:00', '02:00', noon)).toBe(false);
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
  it('reads the code from the app URL a QR code holds, or the bare code', () => {
    expect(tableCodeFrom('https://goldleaf.example/?table=GL-MOH8-T1')).toBe('GL-MOH8-T1');
    expect(tableCodeFrom(' GL-MOH8-T2 ')).toBe('GL-MOH8-T2');
    expect(tableCodeFrom('https://goldleaf.example/menu')).toBeNull();
    expect(tableCodeFrom('https://evil.example/?table=<script>')).toBeNull();
    expect(tableCodeFrom('hello world')).toBeNull();
  });
});
