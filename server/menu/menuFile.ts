/**
 * An outlet's menu as a file (issue 36): written as CSV or as a POS catalogue (JSON), and read back into dishes keyed
 * by their ref, each with the line it came from. Reading checks the file's shape only; what a dish may hold is checked
 * by the console's own dish rules (server/routes/admin/menuImport.ts).
 */
import { ALLERGENS } from '../../src/rules/allergens';
import {
  MENU_CSV_COLUMNS,
  MENU_CSV_REQUIRED,
  type Allergen,
  type DishChoiceGroup,
  type MenuFormat,
  type PosCatalogue,
  type PosFoodType,
  type PosItem,
  type VegNonVeg,
} from '../../src/api/contract';
import { originalCell, parseCsv, writeCsv } from '../../src/lib/csv';
import { nulAt } from '../http/validate';

export interface SectionRow {
  id: number;
  ref: string;
  title: string;
  sortOrder: number;
  subSections: Array<{ id: number; ref: string; title: string; sortOrder: number }>;
}

/** A dish as the file carries it (sections by ref). Fields the file leaves out are undefined: an existing dish keeps its own. */
export interface FileDish {
  line: number;
  ref: string;
  sectionRef: string;
  subSectionRef: string;
  title: string;
  price: number;
  vegNonVeg: VegNonVeg;
  description?: string;
  allergens?: Allergen[] | null;
  energyKcal?: number | null;
  jain?: boolean;
  isAvailable?: boolean;
  sortOrder?: number;
  imageUrl?: string;
  choiceGroups?: DishChoiceGroup[];
}

export interface Refusal {
  line: number;
  ref?: string;
  reason: string;
}

/** What the file holds of a dish, as the console's dish is. */
export interface DishData {
  ref: string;
  categoryId: number;
  subCategoryId: number;
  title: string;
  description: string;
  price: number;
  vegNonVeg: VegNonVeg;
  allergens: Allergen[] | null;
  energyKcal: number | null;
  jain: boolean;
  imageUrl: string;
  isAvailable: boolean;
  sortOrder: number;
  choiceGroups: DishChoiceGroup[];
}

const FOOD_TYPES: Record<PosFoodType, VegNonVeg> = { veg: 'VEG', egg: 'EGG', 'non-veg': 'NON_VEG' };
const foodTypeOf = (v: VegNonVeg): PosFoodType => (v === 'VEG' ? 'veg' : v === 'EGG' ? 'egg' : 'non-veg');
/** Declared with none: the word `none`; an empty cell: not declared. */
const NO_ALLERGENS = 'none';

// ---- writing ----

export function menuCsv(dishes: DishData[], sections: SectionRow[]): string {
  const section = new Map(sections.map((s) => [s.id, s]));
  const sub = new Map(sections.flatMap((s) => s.subSections.map((x) => [x.id, x] as const)));
  const rows = dishes.map((d) => [
    d.ref,
    section.get(d.categoryId)?.ref ?? '',
    section.get(d.categoryId)?.title ?? '',
    sub.get(d.subCategoryId)?.ref ?? '',
    sub.get(d.subCategoryId)?.title ?? '',
    d.title,
    d.description,
    d.price,
    foodTypeOf(d.vegNonVeg),
    d.allergens === null ? '' : d.allergens.length === 0 ? NO_ALLERGENS : d.allergens.join(';'),
    d.energyKcal,
    d.jain ? 'yes' : 'no',
    d.isAvailable ? 'yes' : 'no',
    d.sortOrder,
    d.imageUrl,
    d.choiceGroups.length === 0 ? '' : JSON.stringify(d.choiceGroups),
  ]);
  return writeCsv([[...MENU_CSV_COLUMNS], ...rows]);
}

/** A required one-of group (min 1, max 1) is the POS's variations; the rest are add-on groups. */
const isVariation = (g: DishChoiceGroup) => g.min === 1 && g.max === 1;

export function posCatalogue(dishes: DishData[], sections: SectionRow[]): PosCatalogue {
  const section = new Map(sections.map((s) => [s.id, s]));
  const sub = new Map(sections.flatMap((s) => s.subSections.map((x) => [x.id, x] as const)));
  return {
    categories: sections.map((s) => ({ ref: s.ref, title: s.title, sortOrder: s.sortOrder, subCategories: s.subSections.map((x) => ({ ref: x.ref, title: x.title, sortOrder: x.sortOrder })) })),
    items: dishes.map((d): PosItem => {
      const variation = d.choiceGroups.find(isVariation);
      return {
        ref: d.ref,
        categoryRef: section.get(d.categoryId)?.ref ?? '',
        subCategoryRef: sub.get(d.subCategoryId)?.ref ?? '',
        name: d.title,
        description: d.description,
        price: d.price,
        foodType: foodTypeOf(d.vegNonVeg),
        allergens: d.allergens,
        kcal: d.energyKcal,
        jain: d.jain,
        available: d.isAvailable,
        sortOrder: d.sortOrder,
        imageUrl: d.imageUrl,
        ...(variation ? { variationGroupName: variation.name } : {}),
        variations: (variation?.choices ?? []).map((c) => ({ ref: `${variation!.groupId}-${c.choiceId}`, name: c.name, price: round2(d.price + c.price) })),
        addonGroups: d.choiceGroups
          .filter((g) => g !== variation)
          .map((g) => ({ ref: String(g.groupId), name: g.name, min: g.min, max: g.max, addons: g.choices.map((c) => ({ ref: String(c.choiceId), name: c.name, price: c.price })) })),
      };
    }),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

// ---- reading ----

class Refused extends Error {}
const refuse = (reason: string): never => {
  throw new Refused(reason);
};

function foodType(value: unknown): VegNonVeg {
  const type = typeof value === 'string' ? FOOD_TYPES[value.trim().toLowerCase() as PosFoodType] : undefined;
  return type ?? refuse(`the food type ${JSON.stringify(value)} is not veg, egg or non-veg`);
}

function allergensOf(value: unknown): Allergen[] | null {
  const list = typeof value === 'string' ? (value.trim() === '' ? null : value.trim() === NO_ALLERGENS ? [] : value.split(';').map((a) => a.trim().toUpperCase())) : value;
  if (list === null) return null;
  if (!Array.isArray(list)) return refuse('allergens must be a list');
  const unknown = list.find((a) => !ALLERGENS.includes(a as Allergen));
  if (unknown !== undefined) refuse(`the allergen ${JSON.stringify(unknown)} is not one of ${ALLERGENS.join(', ')}`);
  return list as Allergen[];
}

function numberOf(column: string, text: string): number {
  const n = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(n)) refuse(`${column} must be a number, not ${JSON.stringify(text)}`);
  return n;
}

function yesNo(column: string, text: string): boolean {
  const t = text.trim().toLowerCase();
  if (['yes', 'true', '1'].includes(t)) return true;
  if (['no', 'false', '0'].includes(t)) return false;
  return refuse(`${column} must be yes or no, not ${JSON.stringify(text)}`);
}

/** Reads the file: its dishes, or the reasons it cannot be read (a refusal for each bad row, or one for the whole file). */
export function readMenuFile(format: MenuFormat, content: string): { dishes: FileDish[]; refused: Refusal[] } {
  return format === 'csv' ? readCsv(content) : readPos(content);
}

function readCsv(content: string): { dishes: FileDish[]; refused: Refusal[] } {
  const [header, ...records] = parseCsv(content);
  if (!header) return { dishes: [], refused: [{ line: 1, reason: 'Line 1: the file has no header row' }] };
  const at = new Map(header.fields.map((name, i) => [name.trim().toLowerCase(), i]));
  const missing = MENU_CSV_REQUIRED.filter((column) => !at.has(column));
  if (missing.length > 0) return { dishes: [], refused: missing.map((column) => ({ line: header.line, reason: `Line ${header.line}: the column ${column} is missing` })) };
  const dishes: FileDish[] = [];
  const refused: Refusal[] = [];
  for (const record of records) {
    const cell = (column: string): string | undefined => {
      const i = at.get(column);
      // Text the export wrote with a leading ' (so a spreadsheet reads it as text, not a formula) comes back as it was.
      return i === undefined ? undefined : originalCell(record.fields[i] ?? '');
    };
    const ref = cell('ref')!.trim();
    try {
      // PostgreSQL text cannot hold NUL: a row with one is refused here, with its line, not failed on when applied.
      const nul = record.fields.findIndex((field) => field.includes('\u0000'));
      if (nul !== -1) refuse(`${header.fields[nul]?.trim() || `column ${nul + 1}`} must not contain a NUL character`);
      const optional = <T>(column: string, read: (text: string) => T): T | undefined => {
        const text = cell(column);
        return text === undefined ? undefined : read(text);
      };
      dishes.push({
        line: record.line,
        ref,
        sectionRef: cell('section_ref')!.trim(),
        subSectionRef: cell('sub_section_ref')!.trim(),
        title: cell('name')!,
        price: numberOf('price', cell('price')!),
        vegNonVeg: foodType(cell('veg_egg_nonveg')),
        description: cell('description'),
        allergens: optional('allergens', allergensOf),
        energyKcal: optional('kcal', (t) => (t.trim() === '' ? null : numberOf('kcal', t))),
        jain: optional('jain', (t) => yesNo('jain', t)),
        isAvailable: optional('available', (t) => yesNo('available', t)),
        sortOrder: optional('sort_order', (t) => numberOf('sort_order', t)),
        imageUrl: cell('image_url'),
        choiceGroups: optional('choice_groups', (t) => {
          if (t.trim() === '') return [];
          try {
            return JSON.parse(t) as DishChoiceGroup[];
          } catch {
            return refuse('choice_groups is not valid JSON');
          }
        }),
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      refused.push({ line: record.line, ...(ref ? { ref } : {}), reason: `Line ${record.line}: ${error.message}` });
    }
  }
  return { dishes, refused };
}

const asObject = (value: unknown, what: string): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : refuse(`${what} must be an object`);

function readPos(content: string): { dishes: FileDish[]; refused: Refusal[] } {
  let catalogue: Record<string, unknown>;
  try {
    catalogue = asObject(JSON.parse(content), 'The catalogue');
  } catch (error) {
    return { dishes: [], refused: [{ line: 1, reason: error instanceof Refused ? error.message : 'The file is not valid JSON' }] };
  }
  if (!Array.isArray(catalogue.items)) return { dishes: [], refused: [{ line: 1, reason: 'The catalogue has no items list' }] };
  const dishes: FileDish[] = [];
  const refused: Refusal[] = [];
  catalogue.items.forEach((value: unknown, index) => {
    const line = index + 1;
    const item = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const ref = typeof item.ref === 'string' ? item.ref : '';
    try {
      // As in a CSV row: a NUL anywhere in the item (its name, an add-on's) is refused with its place.
      const nul = nulAt(item);
      if (nul !== null) refuse(`${nul} must not contain a NUL character`);
      for (const field of ['ref', 'categoryRef', 'subCategoryRef', 'name', 'price', 'foodType']) if (item[field] === undefined) refuse(`${field} is missing`);
      const text = (field: string) => (typeof item[field] === 'string' ? (item[field] as string) : refuse(`${field} must be text`));
      const num = (field: string) => (typeof item[field] === 'number' ? (item[field] as number) : refuse(`${field} must be a number`));
      const bool = (field: string) => (typeof item[field] === 'boolean' ? (item[field] as boolean) : refuse(`${field} must be true or false`));
      const price = num('price');
      dishes.push({
        line,
        ref: text('ref'),
        sectionRef: text('categoryRef'),
        subSectionRef: text('subCategoryRef'),
        title: text('name'),
        price,
        vegNonVeg: foodType(item.foodType),
        description: item.description === undefined ? undefined : text('description'),
        allergens: item.allergens === undefined ? undefined : allergensOf(item.allergens),
        energyKcal: item.kcal === undefined || item.kcal === null ? (item.kcal as null | undefined) : num('kcal'),
        jain: item.jain === undefined ? undefined : bool('jain'),
        isAvailable: item.available === undefined ? undefined : bool('available'),
        sortOrder: item.sortOrder === undefined ? undefined : num('sortOrder'),
        imageUrl: item.imageUrl === undefined ? undefined : text('imageUrl'),
        choiceGroups: choiceGroupsOf(item, price),
      });
    } catch (error) {
      if (!(error instanceof Refused)) throw error;
      refused.push({ line, ...(ref ? { ref } : {}), reason: `Item ${line}: ${error.message}` });
    }
  });
  return { dishes, refused };
}

/** POS refs become the dish's choice ids: a number where the ref is one, else its place (groups from 1, choices from 1 up). */
function choiceGroupsOf(item: Record<string, unknown>, price: number): DishChoiceGroup[] {
  const variations = Array.isArray(item.variations) ? item.variations : [];
  const addonGroups = Array.isArray(item.addonGroups) ? item.addonGroups : [];
  let nextChoice = 0;
  const idOf = (ref: unknown, fallback: () => number) => (typeof ref === 'string' && /^\d{1,9}$/.test(ref) ? Number(ref) : fallback());
  const groups: DishChoiceGroup[] = [];
  if (variations.length > 0) {
    const groupRef = asObject(variations[0], 'A variation').ref;
    const groupId = typeof groupRef === 'string' && /^\d{1,9}-\d{1,9}$/.test(groupRef) ? Number(groupRef.split('-')[0]) : 1;
    groups.push({
      groupId,
      name: typeof item.variationGroupName === 'string' ? item.variationGroupName : 'Size',
      min: 1,
      max: 1,
      choices: variations.map((v: unknown) => {
        const o = asObject(v, 'A variation');
        const r = typeof o.ref === 'string' ? o.ref.split('-').pop() : undefined;
        if (typeof o.price !== 'number') refuse('a variation’s price must be a number');
        return { choiceId: idOf(r, () => ++nextChoice + 1000), name: String(o.name ?? ''), price: round2((o.price as number) - price) };
      }),
    });
  }
  addonGroups.forEach((g: unknown, i) => {
    const o = asObject(g, 'An add-on group');
    if (typeof o.min !== 'number' || typeof o.max !== 'number') refuse(`the add-on group ${JSON.stringify(o.name)} needs a numeric min and max`);
    groups.push({
      groupId: idOf(o.ref, () => i + 2),
      name: String(o.name ?? ''),
      min: o.min as number,
      max: o.max as number,
      choices: (Array.isArray(o.addons) ? o.addons : []).map((a: unknown) => {
        const c = asObject(a, 'An add-on');
        if (typeof c.price !== 'number') refuse('an add-on’s price must be a number');
        return { choiceId: idOf(c.ref, () => ++nextChoice + 1000), name: String(c.name ?? ''), price: c.price as number };
      }),
    });
  });
  return groups;
}
