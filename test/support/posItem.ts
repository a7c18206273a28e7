import type { PosItem } from '../../src/api/contract';

/**
 * A dish as a POS catalogue carries it (the import's JSON shape): every fourth with sizes, every third with add-ons.
 * The timing script and the console's import walk make their 300 dishes with it; `sortOrder` places them in the menu.
 */
export const posItem = (i: number, sortOrder = i): PosItem => ({
  ref: `POS${i}`,
  categoryRef: 'C7',
  subCategoryRef: 'S71',
  name: `Imported dish ${i}`,
  description: `Dish number ${i}, as the POS describes it`,
  price: 100 + i,
  foodType: i % 2 === 0 ? 'veg' : 'non-veg',
  allergens: ['GLUTEN'],
  kcal: 300 + i,
  jain: false,
  available: true,
  sortOrder,
  imageUrl: '',
  variations: i % 4 === 0 ? [{ ref: `V${i}a`, name: 'Half', price: 100 + i }, { ref: `V${i}b`, name: 'Full', price: 180 + i }] : [],
  addonGroups: i % 3 === 0 ? [{ ref: `A${i}`, name: 'Extras', min: 0, max: 2, addons: [{ ref: `X${i}a`, name: 'Raita', price: 30 }, { ref: `X${i}b`, name: 'Salad', price: 25 }] }] : [],
});
