/**
 * The console's menu import and export (issue 36, /v1/admin): an outlet's dishes as CSV (one row per dish) or as a
 * POS catalogue in JSON (the shape Petpooja and UrbanPiper catalogues carry), a dry run that says what an import
 * would change, and the import itself, all or nothing. Prices are rupees.
 */
import { z } from 'zod';
import { id } from './fields';

export const MENU_FORMATS = ['csv', 'json'] as const;
export type MenuFormat = (typeof MENU_FORMATS)[number];
/** The file's text, at most 2 MB (a chain's menu of a few thousand dishes is well under). */
export const MAX_MENU_IMPORT_CHARS = 2 * 1024 * 1024;

/** GET /v1/admin/menu/export?outletId=&format=csv|json: a download (Content-Disposition: attachment). */
export const menuExportQuery = z
  .object({
    outletId: z.coerce.number({ error: 'outletId must be a number' }).int().positive(),
    format: z.enum(MENU_FORMATS, { error: 'format must be csv or json' }).default('csv'),
  })
  .strict();

/** POST /v1/admin/menu/import/preview (owner, editor): a dry run of importing `content` into the outlet's menu. */
export const menuImportPreviewRequest = z
  .object({
    outletId: id('outletId'),
    format: z.enum(MENU_FORMATS, { error: 'format must be csv or json' }),
    content: z.string({ error: 'content must be text' }).min(1, 'The file is empty').max(MAX_MENU_IMPORT_CHARS, 'A menu file is at most 2 MB'),
  })
  .strict();
/** POST /v1/admin/menu/import: the same, plus the preview's digest; a menu that changed since is refused (409). */
export const menuImportRequest = menuImportPreviewRequest.extend({ expectedDigest: z.string({ error: 'expectedDigest must be text' }).regex(/^[0-9a-f]{64}$/, 'expectedDigest is the preview’s digest') }).strict();
export type MenuImportPreviewRequest = z.infer<typeof menuImportPreviewRequest>;
export type MenuImportRequest = z.infer<typeof menuImportRequest>;

/** The CSV's columns, in order. Required: ref, section_ref, sub_section_ref, name, price, veg_egg_nonveg. */
export const MENU_CSV_COLUMNS = [
  'ref',
  'section_ref',
  'section',
  'sub_section_ref',
  'sub_section',
  'name',
  'description',
  'price',
  'veg_egg_nonveg',
  'allergens',
  'kcal',
  'jain',
  'available',
  'sort_order',
  'image_url',
  'choice_groups',
] as const;
export const MENU_CSV_REQUIRED = ['ref', 'section_ref', 'sub_section_ref', 'name', 'price', 'veg_egg_nonveg'] as const;

export type PosFoodType = 'veg' | 'egg' | 'non-veg';

export interface PosCategory {
  ref: string;
  title: string;
  sortOrder: number;
  subCategories: Array<{ ref: string; title: string; sortOrder: number }>;
}

export interface PosItem {
  ref: string;
  categoryRef: string;
  subCategoryRef: string;
  name: string;
  description: string;
  price: number;
  foodType: PosFoodType;
  /** null: not declared. */
  allergens: string[] | null;
  kcal: number | null;
  jain: boolean;
  available: boolean;
  sortOrder: number;
  imageUrl: string;
  /** The dish's required one-of group (min 1, max 1), each at its full price (the dish's plus the choice's). */
  variationGroupName?: string;
  variations: Array<{ ref: string; name: string; price: number }>;
  /** Every other group; an addon's price is added to the dish's. */
  addonGroups: Array<{ ref: string; name: string; min: number; max: number; addons: Array<{ ref: string; name: string; price: number }> }>;
}

export interface PosCatalogue {
  categories: PosCategory[];
  items: PosItem[];
}

export interface MenuImportFieldChange {
  before: unknown;
  after: unknown;
}

/** What an import would do. `line`: the CSV's line where the row starts (the header is line 1), or the JSON item's number (from 1). */
export interface MenuImportPreview {
  new: Array<{ line: number; ref: string; name: string }>;
  changed: Array<{ line: number; ref: string; name: string; fields: Record<string, MenuImportFieldChange> }>;
  /** Available dishes the file does not list: the import marks them unavailable (orders keep their lines). */
  removed: Array<{ ref: string; name: string }>;
  /** Any refusal refuses the whole import. */
  refused: Array<{ line: number; ref?: string; reason: string }>;
  unchanged: number;
  /** The outlet's menu as the preview read it: send it back with the import. */
  digest: string;
}

/** What POST /v1/admin/menu/import did (the message says it in words). */
export interface MenuImportResult {
  new: number;
  changed: number;
  removed: number;
  unchanged: number;
  /** The outlet's menu after the import. */
  digest: string;
}
