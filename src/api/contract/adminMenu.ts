/**
 * The console's menus (issue 36, /v1/admin): sections and sub-sections every outlet shares, each outlet's dishes, and
 * a bulk price change. Prices are rupees as on the diner's menu (the server keeps paise). A dish's choice groups and
 * allergens are the diner's own shapes (./menu.ts).
 */
import { z } from 'zod';
import { ALLERGENS } from '../../rules/allergens';
import { id, MAX_DB_INT, wholePaise } from './fields';
import type { Allergen, DishChoiceGroup, VegNonVeg } from './menu';
import { translationsField, type FieldTranslations } from './translations';

export const VEG_NON_VEG = ['VEG', 'EGG', 'NON_VEG'] as const satisfies readonly VegNonVeg[];
export const MAX_DISH_PRICE = 100_000;
export const MAX_DISH_KCAL = 5_000;
/** A bulk price change: at most this many dishes at once, and a percent within these bounds. */
export const MAX_PRICE_CHANGE_DISHES = 500;
export const PRICE_PERCENT_RANGE = { min: -90, max: 500 } as const;

export const HTML_IN_NAME = 'A name cannot contain < or >';
export const PRICE_NOT_POSITIVE = 'A price must be more than ₹0';

const hasHtml = (text: string) => /[<>]/.test(text);

const name = (field: string, max = 80) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `A ${field} cannot be empty`)
    .max(max, `A ${field} has at most ${max} characters`);
const sortOrder = z.number({ error: 'sortOrder must be a number' }).int().min(0).max(MAX_DB_INT);
const ref = z
  .string({ error: 'ref must be text' })
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'A reference has 1 to 40 letters, digits, - or _');
const price = z
  .number({ error: 'price must be a number' })
  .positive(PRICE_NOT_POSITIVE)
  .max(MAX_DISH_PRICE, 'A price is at most ₹1,00,000')
  .refine(wholePaise, 'A price has at most two decimals (paise)');
const choicePrice = z
  .number({ error: 'A choice’s price must be a number' })
  .min(0, 'A choice costs ₹0 or more')
  .max(MAX_DISH_PRICE, 'A price is at most ₹1,00,000')
  .refine(wholePaise, 'A price has at most two decimals (paise)');

const choiceSchema = z.object({ choiceId: id('choiceId'), name: name('choice name'), price: choicePrice }).strict();
const choiceGroupSchema = z
  .object({
    groupId: id('groupId'),
    name: name('choice group name'),
    min: z.number({ error: 'min must be a number' }).int().min(0, 'min is 0 or more').max(20),
    max: z.number({ error: 'max must be a number' }).int().min(1, 'max is 1 or more').max(20),
    choices: z.array(choiceSchema, { error: 'choices must be a list' }).min(1, 'A choice group has at least one choice').max(20, 'A choice group has at most 20 choices'),
  })
  .strict() satisfies z.ZodType<DishChoiceGroup>;

/** What a dish carries besides its outlet: the whole of it on POST, any part of it on PATCH. */
const dishFields = {
  categoryId: id('categoryId'),
  subCategoryId: id('subCategoryId'),
  title: name('dish name'),
  description: z.string({ error: 'description must be text' }).trim().max(1000, 'A description has at most 1000 characters'),
  price,
  vegNonVeg: z.enum(VEG_NON_VEG, { error: `vegNonVeg must be one of ${VEG_NON_VEG.join(', ')}` }),
  allergens: z.array(z.enum(ALLERGENS as [Allergen, ...Allergen[]], { error: `allergens must be among ${ALLERGENS.join(', ')}` }), { error: 'allergens must be a list' }),
  energyKcal: z.number({ error: 'energyKcal must be a number' }).int('energyKcal must be a whole number').min(0, 'Energy cannot be negative').max(MAX_DISH_KCAL, 'Energy is at most 5,000 kcal'),
  jain: z.boolean({ error: 'jain must be true or false' }),
  imageUrl: z
    .string({ error: 'imageUrl must be text' })
    .max(500)
    .regex(/^(|\/media\/[A-Za-z0-9._-]+|https:\/\/[^\s<>"]+)$/, 'A photo is a /media/ path or an https:// address'),
  isAvailable: z.boolean({ error: 'isAvailable must be true or false' }),
  sortOrder,
  choiceGroups: z.array(choiceGroupSchema, { error: 'choiceGroups must be a list' }).max(10, 'A dish has at most 10 choice groups'),
  /** Issue 46: its name and description in Hindi, each once written ({"hi": {"title": "…"}}); blank: none yet. */
  translations: translationsField({ title: { max: 80, name: true }, description: { max: 1000 } }),
};

interface DishText {
  title?: string;
  description?: string;
  choiceGroups?: DishChoiceGroup[];
}

/**
 * What a field's own check cannot see: HTML in any name, min above max, max above the choices there are, and ids
 * repeated within the dish. Added without a path, so the message is shown as it is.
 */
function checkDish(dish: DishText, ctx: z.RefinementCtx): void {
  const groups = dish.choiceGroups ?? [];
  const names = [dish.title ?? '', dish.description ?? '', ...groups.flatMap((g) => [g.name, ...g.choices.map((c) => c.name)])];
  if (names.some(hasHtml)) ctx.addIssue({ code: 'custom', message: HTML_IN_NAME });
  for (const group of groups) {
    if (group.min > group.max) ctx.addIssue({ code: 'custom', message: `In ‘${group.name}’ the minimum (${group.min}) is more than the maximum (${group.max})` });
    else if (group.max > group.choices.length) ctx.addIssue({ code: 'custom', message: `‘${group.name}’ lets a diner pick ${group.max} but has only ${group.choices.length} choices` });
  }
  const groupIds = groups.map((g) => g.groupId);
  const choiceIds = groups.flatMap((g) => g.choices.map((c) => c.choiceId));
  if (new Set(groupIds).size !== groupIds.length || new Set(choiceIds).size !== choiceIds.length) {
    ctx.addIssue({ code: 'custom', message: 'Each choice group and each choice needs its own id within the dish' });
  }
}

/** POST /v1/admin/dishes: a new dish at one outlet (owner, editor). Omitted: no photo, available, last in its section, a new ref. */
export const createDishRequest = z
  .object({
    outletId: id('outletId'),
    ...dishFields,
    description: dishFields.description.default(''),
    allergens: dishFields.allergens.default([]),
    jain: dishFields.jain.default(false),
    imageUrl: dishFields.imageUrl.default(''),
    isAvailable: dishFields.isAvailable.default(true),
    sortOrder: sortOrder.optional(),
    choiceGroups: dishFields.choiceGroups.default([]),
    translations: dishFields.translations.default({}),
    ref: ref.optional(),
  })
  .strict()
  .superRefine(checkDish);
export type CreateDishRequest = z.infer<typeof createDishRequest>;

/**
 * PATCH /v1/admin/dishes/{id}: the fields to change and the version they were read at. An outlet manager may change
 * only isAvailable, of their own outlets' dishes; an editor and an owner every field; support and finance none.
 */
export const updateDishRequest = z
  .object({ version: z.number({ error: 'version must be a number' }).int().positive(), ...z.object(dishFields).partial().shape })
  .strict()
  .superRefine(checkDish);
export type UpdateDishRequest = z.infer<typeof updateDishRequest>;

/** GET /v1/admin/dishes?outletId=&categoryId=&q=&sort=&order=&page=&perPage=: a page of dishes (a manager's outlets only). */
export const DISH_SORTS = ['title', 'price', 'sortOrder'] as const;
export const dishListQuery = z
  .object({
    outletId: z.coerce.number({ error: 'outletId must be a number' }).int().positive().max(MAX_DB_INT).optional(),
    categoryId: z.coerce.number({ error: 'categoryId must be a number' }).int().positive().max(MAX_DB_INT).optional(),
    q: z.string().trim().max(80, 'A search has at most 80 characters').optional(),
    sort: z.enum(DISH_SORTS, { error: `sort must be one of ${DISH_SORTS.join(', ')}` }).default('sortOrder'),
    order: z.enum(['ASC', 'DESC'], { error: 'order must be ASC or DESC' }).default('ASC'),
    page: z.coerce.number({ error: 'page must be a number' }).int().min(1).max(MAX_DB_INT).default(1),
    perPage: z.coerce.number({ error: 'perPage must be a number' }).int().min(1).max(100, 'A page has at most 100 dishes').default(25),
  })
  .strict();
export type DishListQuery = z.infer<typeof dishListQuery>;

/** A section's and a sub-section's title in Hindi (issue 46). */
const sectionTranslations = translationsField({ title: { max: 60, name: true } });

/** POST /v1/admin/menu/sections (owner, editor): a section; omitted, it goes last. */
export const createSectionRequest = z
  .object({ title: name('section name', 60), sortOrder: sortOrder.optional(), ref: ref.optional(), translations: sectionTranslations.optional() })
  .strict()
  .refine((s) => !hasHtml(s.title), { message: HTML_IN_NAME, path: [] });
/** PATCH /v1/admin/menu/sections/{id} and /menu/sub-sections/{id}: a new title, its Hindi, or a new place. */
export const updateSectionRequest = z
  .object({ title: name('section name', 60).optional(), sortOrder: sortOrder.optional(), translations: sectionTranslations.optional() })
  .strict()
  .refine((s) => s.title === undefined || !hasHtml(s.title), { message: HTML_IN_NAME, path: [] });
/** POST /v1/admin/menu/sections/{id}/sub-sections: a sub-section of that section. */
export const createSubSectionRequest = createSectionRequest;
export type CreateSectionRequest = z.infer<typeof createSectionRequest>;
export type UpdateSectionRequest = z.infer<typeof updateSectionRequest>;

const priceChange = {
  ids: z.array(id('ids'), { error: 'ids must be a list of dish ids' }).min(1, 'Pick at least one dish').max(MAX_PRICE_CHANGE_DISHES, `At most ${MAX_PRICE_CHANGE_DISHES} dishes at once`),
  percent: z
    .number({ error: 'percent must be a number' })
    .min(PRICE_PERCENT_RANGE.min, `A change is at least ${PRICE_PERCENT_RANGE.min} %`)
    .max(PRICE_PERCENT_RANGE.max, `A change is at most +${PRICE_PERCENT_RANGE.max} %`)
    .optional(),
  amount: z
    .number({ error: 'amount must be a number' })
    .min(-MAX_DISH_PRICE)
    .max(MAX_DISH_PRICE)
    .refine(wholePaise, 'An amount has at most two decimals (paise)')
    .optional(),
};
const oneChange = (body: { percent?: number | undefined; amount?: number | undefined; ids: number[] }, ctx: z.RefinementCtx) => {
  if ((body.percent === undefined) === (body.amount === undefined)) ctx.addIssue({ code: 'custom', message: 'Give either a percent or an amount' });
  else if ((body.percent ?? body.amount) === 0) ctx.addIssue({ code: 'custom', message: 'A change of 0 changes nothing' });
  if (new Set(body.ids).size !== body.ids.length) ctx.addIssue({ code: 'custom', message: 'A dish is listed twice' });
};

/**
 * POST /v1/admin/dishes/prices/preview: each picked dish's price now and after the change. A percent change rounds to
 * the nearest whole rupee (the menu's prices are whole rupees); an amount is added exactly. Sizes and add-ons keep
 * their prices.
 */
export const priceChangePreviewRequest = z.object(priceChange).strict().superRefine(oneChange);
/** POST /v1/admin/dishes/prices: the same, with each dish's version as the preview showed it ({"101": 3}). */
export const priceChangeRequest = z
  .object({ ...priceChange, versions: z.record(z.string().regex(/^\d+$/), z.number().int().positive(), { error: 'versions must map each dish id to its version' }) })
  .strict()
  .superRefine((body, ctx) => {
    oneChange(body, ctx);
    if (body.ids.some((dishId) => body.versions[String(dishId)] === undefined)) ctx.addIssue({ code: 'custom', message: 'Send the version of every dish you picked' });
  });
export type PriceChangePreviewRequest = z.infer<typeof priceChangePreviewRequest>;
export type PriceChangeRequest = z.infer<typeof priceChangeRequest>;

export interface AdminSubSection {
  id: number;
  ref: string;
  categoryId: number;
  title: string;
  sortOrder: number;
  translations: FieldTranslations<'title'>;
}

export interface AdminSection {
  id: number;
  ref: string;
  title: string;
  sortOrder: number;
  translations: FieldTranslations<'title'>;
  subSections: AdminSubSection[];
}

/** A dish at one outlet, as the console edits it. */
export interface AdminDish {
  id: number;
  ref: string;
  outletId: number;
  categoryId: number;
  subCategoryId: number;
  title: string;
  description: string;
  /** Rupees, before taxes. */
  price: number;
  vegNonVeg: VegNonVeg;
  /** null: the outlet has not declared them. */
  allergens: Allergen[] | null;
  energyKcal: number | null;
  jain: boolean;
  imageUrl: string;
  isAvailable: boolean;
  sortOrder: number;
  choiceGroups: DishChoiceGroup[];
  /** Its name and description in Hindi, each once written (issue 46). */
  translations: FieldTranslations<'title' | 'description'>;
  /** What a save sends back: a save from an older version is refused (409). */
  version: number;
}

export interface AdminDishPage {
  items: AdminDish[];
  total: number;
}

export interface PriceChangeLine {
  id: number;
  ref: string;
  outletId: number;
  title: string;
  oldPrice: number;
  newPrice: number;
  /** The dish's version now: the preview's, to send back with the change; the change's, after it. */
  version: number;
}

export interface PriceChange {
  /** How new prices were rounded: a percent to the nearest whole rupee, an amount exactly (to the paisa). */
  rounding: 'WHOLE_RUPEE' | 'PAISE';
  dishes: PriceChangeLine[];
}
