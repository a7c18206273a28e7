/**
 * Head office's content in the console (issue 46, /v1/admin/banners, /pages, /upcoming-outlets): what it reads and
 * what a save may hold. A window is epoch ms, null for 'from always' or 'for ever' (server/schedule.ts); the Hindi
 * sits beside the English (hi* fields), kept in the table's translations column (issue 24). Every message says
 * which field and what to do.
 */
import { z } from 'zod';
import { BANNER_TYPES } from '../endpoints';
import { readSliderAction } from '../../lib/sliderAction';
import { MAX_DB_INT } from './fields';
import { OUTLET_PHOTO_PATTERN } from './adminOutlets';

/** Whether a banner, an upcoming outlet is shown now, waits for its start or is over. */
export type ScheduleState = 'showing' | 'scheduled' | 'ended';

export interface AdminBanner {
  id: number;
  bannerType: (typeof BANNER_TYPES)[number];
  title: string;
  imageUrl: string;
  /** The Hindi title and picture (its words are drawn in), or null: the banner shows in English to Hindi readers. */
  hiTitle: string | null;
  hiImageUrl: string | null;
  sliderAction: string;
  sortOrder: number;
  startsAt: number | null;
  endsAt: number | null;
  /** Where it shows; both empty: everywhere. */
  outletIds: number[];
  areas: string[];
  state: ScheduleState;
  version: number;
}

/** Uploaded pictures (POST /v1/admin/banner-pictures, resized), or one of the chain's own drawn banners. */
export const BANNER_PICTURE_PATTERN = new RegExp(`${OUTLET_PHOTO_PATTERN.source}|^/media/banner-\\d+(\\.hi)?\\.svg$`);
const SEEDED_PICTURE = /^\/media\/banner-\d+(\.hi)?\.svg$/;
export const isSeededPicture = (url: string) => SEEDED_PICTURE.test(url);

/** Words a diner reads as text, never as markup: a title with < or > is refused, not escaped into something else. */
export const plainText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} cannot be empty`)
    .max(max, `${field} has at most ${max} characters`)
    .refine((text) => !/[<>]/.test(text), `${field} is plain text: leave out < and >`);
const optionalPlain = (field: string, max: number) => plainText(field, max).nullable().optional();

export const moment = (field: string) =>
  z
    .number({ error: `${field} must be a date and time` })
    .int()
    .min(Date.parse('2020-01-01T00:00:00Z'), `${field} must be a date after 2020`)
    .max(Date.parse('2100-01-01T00:00:00Z'), `${field} must be a date before 2100`)
    .nullable();

/** The one window rule the database also holds (a CHECK): an end comes after the start. */
export const endsAfterStart = (window: { startsAt?: number | null; endsAt?: number | null }) =>
  window.startsAt == null || window.endsAt == null || window.endsAt > window.startsAt;
export const END_BEFORE_START = 'The end must come after the start';

const picture = (field: string) => z.string({ error: `${field} must be text` }).regex(BANNER_PICTURE_PATTERN, `Upload the ${field}`);

export const bannerFields = {
  bannerType: z.enum(BANNER_TYPES, { error: `bannerType must be one of ${BANNER_TYPES.join(', ')}` }),
  title: plainText('The title', 80),
  imageUrl: picture('picture'),
  hiTitle: optionalPlain('The Hindi title', 80),
  hiImageUrl: picture('Hindi picture').nullable().optional(),
  sliderAction: z
    .string({ error: 'sliderAction must be text' })
    .max(520, 'The action has at most 520 characters')
    .refine((action) => readSliderAction(action) !== null, 'Choose what the banner opens: an outlet, an event, a page, a tab, or a link that starts with http:// or https://'),
  sortOrder: z.number({ error: 'The order must be a number' }).int('The order is a whole number').min(0, 'The order is 0 or more').max(9999, 'The order is at most 9999'),
  startsAt: moment('The start'),
  endsAt: moment('The end'),
  outletIds: z
    .array(z.number({ error: 'Each outlet is an id' }).int().positive().max(MAX_DB_INT), { error: 'outletIds must be a list' })
    .max(500, 'At most 500 outlets')
    .refine((ids) => new Set(ids).size === ids.length, 'An outlet is listed twice'),
  areas: z
    .array(plainText('An area', 60), { error: 'areas must be a list' })
    .max(100, 'At most 100 areas')
    .refine((areas) => new Set(areas).size === areas.length, 'An area is listed twice'),
};

/** Hindi is a title and a picture together (its words are drawn in the picture), or neither. */
const hindiTogether = (banner: { hiTitle?: string | null; hiImageUrl?: string | null }) => (banner.hiTitle == null) === (banner.hiImageUrl == null);
export const HINDI_TOGETHER = 'Give the Hindi title and the Hindi picture together, or neither';

export const createBannerRequest = z
  .object({
    ...bannerFields,
    bannerType: bannerFields.bannerType.default('DashboardTop'),
    startsAt: bannerFields.startsAt.default(null),
    endsAt: bannerFields.endsAt.default(null),
    outletIds: bannerFields.outletIds.default([]),
    areas: bannerFields.areas.default([]),
  })
  .strict()
  .refine(endsAfterStart, { message: END_BEFORE_START, path: ['endsAt'] })
  .refine(hindiTogether, { message: HINDI_TOGETHER, path: ['hiImageUrl'] });
export type CreateBannerRequest = z.input<typeof createBannerRequest>;

/** PATCH /v1/admin/banners/{id}: the fields to change and the version they were read at (the window is checked whole on the server). */
export const updateBannerRequest = z
  .object(bannerFields)
  .partial()
  .extend({ version: z.number({ error: 'version must be a number' }).int().positive().max(MAX_DB_INT) })
  .strict();
export type UpdateBannerRequest = z.infer<typeof updateBannerRequest>;

/** POST /v1/admin/content-pictures (a banner's, an upcoming outlet's): a JPEG or PNG as base64; answered with the URL of the resized copy. */
export const bannerPictureRequest = z.object({ fileBase64: z.string({ error: 'Choose a picture to upload' }).min(1, 'Choose a picture to upload') }).strict();

// ---------- info pages ----------

export interface AdminPage {
  /** The slug, as its address names it ('privacy-policy'). */
  id: string;
  title: string;
  html: string;
  hiTitle: string | null;
  hiHtml: string | null;
  updatedAt: number;
  version: number;
}

/** A page's HTML, kept as written: the app's sanitiser (src/features/pages/sanitizeHtml.ts) decides what of it reaches a diner. */
const pageHtml = (field: string) => z.string({ error: `${field} must be text` }).min(1, `${field} cannot be empty`).max(200_000, `${field} has at most 200,000 characters`);

export const updatePageRequest = z
  .object({
    title: plainText('The title', 120),
    html: pageHtml('The page'),
    hiTitle: optionalPlain('The Hindi title', 120),
    hiHtml: pageHtml('The Hindi page').nullable().optional(),
  })
  .partial()
  .extend({ version: z.number({ error: 'version must be a number' }).int().positive().max(MAX_DB_INT) })
  .strict();
export type UpdatePageRequest = z.infer<typeof updatePageRequest>;
/** Checked on the page as saved (a save sends only what changed). */
export const PAGE_HINDI_TOGETHER = 'Give the Hindi title and the Hindi page together, or neither';

// ---------- upcoming outlets ----------

export interface AdminUpcomingOutlet {
  id: number;
  name: string;
  city: string;
  locality: string;
  openingMonth: string;
  description: string;
  imageUrl: string;
  hiName: string | null;
  hiCity: string | null;
  hiLocality: string | null;
  hiOpeningMonth: string | null;
  hiDescription: string | null;
  sortOrder: number;
  startsAt: number | null;
  endsAt: number | null;
  state: ScheduleState;
  version: number;
}

export const UPCOMING_PICTURE_PATTERN = new RegExp(`${OUTLET_PHOTO_PATTERN.source}|^/media/upcoming-[a-z-]+\\.svg$`);

const upcomingFields = {
  name: plainText('The name', 80),
  city: plainText('The city', 60),
  locality: plainText('The locality', 80),
  openingMonth: plainText('The opening month', 40),
  description: plainText('The text', 1000),
  imageUrl: z.string({ error: 'imageUrl must be text' }).regex(UPCOMING_PICTURE_PATTERN, 'Upload a picture of the outlet'),
  hiName: optionalPlain('The Hindi name', 80),
  hiCity: optionalPlain('The Hindi city', 60),
  hiLocality: optionalPlain('The Hindi locality', 80),
  hiOpeningMonth: optionalPlain('The Hindi opening month', 40),
  hiDescription: optionalPlain('The Hindi text', 1000),
  sortOrder: bannerFields.sortOrder,
  startsAt: moment('The start'),
  endsAt: moment('The end'),
};

/** The Hindi of an upcoming outlet is whole (every field) or absent: a card is read in one language. */
export const UPCOMING_HINDI_FIELDS = ['hiName', 'hiCity', 'hiLocality', 'hiOpeningMonth', 'hiDescription'] as const;
export const upcomingHindiWhole = (outlet: Partial<Record<(typeof UPCOMING_HINDI_FIELDS)[number], string | null>>) => {
  const given = UPCOMING_HINDI_FIELDS.filter((field) => outlet[field] != null).length;
  return given === 0 || given === UPCOMING_HINDI_FIELDS.length;
};
export const UPCOMING_HINDI_WHOLE = 'Give every Hindi field (name, city, locality, opening month, text) or none';

export const createUpcomingRequest = z
  .object({ ...upcomingFields, startsAt: upcomingFields.startsAt.default(null), endsAt: upcomingFields.endsAt.default(null) })
  .strict()
  .refine(endsAfterStart, { message: END_BEFORE_START, path: ['endsAt'] })
  .refine(upcomingHindiWhole, { message: UPCOMING_HINDI_WHOLE, path: ['hiName'] });
export type CreateUpcomingRequest = z.input<typeof createUpcomingRequest>;

export const updateUpcomingRequest = z
  .object(upcomingFields)
  .partial()
  .extend({ version: z.number({ error: 'version must be a number' }).int().positive().max(MAX_DB_INT) })
  .strict();
export type UpdateUpcomingRequest = z.infer<typeof updateUpcomingRequest>;
