/**
 * The chain's own words in other languages (issues 24 and 46): dishes, sections, outlets, banners, coupons, and the
 * kinds that follow them. Per language and per field: a dish may have its Hindi name before its Hindi description,
 * and a field without its Hindi is shown in English, marked so (lang="en", CONTENT_LANG).
 */
import { z } from 'zod';
import { withoutBlanks, type FieldTranslations } from '../translatedWords';

export type { FieldTranslations, OtherLocale } from '../translatedWords';

/**
 * What a diner's answer in another language adds to each record: the fields still in English (none: []). An answer
 * in English has none of it, so a record without it is English throughout (an old copy the device kept included).
 */
export interface InEnglish<F extends string> {
  inEnglish?: F[];
}

/** The query that names the language of a diner's read (?lang=hi), so caches keep each language apart. */
export const langField = z.enum(['en', 'hi'], { error: 'lang must be en or hi' }).optional();
export const langQuery = z.object({ lang: langField });

const HTML = /[<>]/;

/**
 * A request's translations of `fields` (each with its most characters), as a console form sends them: a blank or
 * null field is no translation (it shows in English), so clearing it takes the translation away. Names (not
 * descriptions) may not hold < or >, as the English ones may not.
 */
export function translationsField<F extends string>(fields: Record<F, { max: number; name?: boolean }>) {
  const shape = Object.fromEntries(
    Object.entries<{ max: number; name?: boolean }>(fields).map(([field, { max, name }]) => {
      let text = z.string({ error: `Hindi ${field} must be text` }).trim().max(max, `The Hindi ${field} has at most ${max} characters`);
      if (name) text = text.refine((value) => !HTML.test(value), `The Hindi ${field} cannot contain < or >`);
      return [field, text.nullish()];
    }),
  ) as Record<F, z.ZodOptional<z.ZodNullable<z.ZodString>>>;
  return z
    .object({ hi: z.object(shape, { error: 'translations.hi must name the Hindi fields' }).strict().nullish() }, { error: 'translations must be an object of languages, like {"hi": {…}}' })
    .strict()
    .transform((given) => withoutBlanks(given as FieldTranslations<F>));
}

/** GET /v1/admin/translations: per kind, how many records lack a translation, and the first of them. */
export interface MissingTranslation {
  /** The kind's own id for the record (a coupon's is its code). */
  id: string;
  /** Its English name, and where it is (an outlet's dish names its outlet). */
  name: string;
  where: string | null;
  /** The fields with English words and no Hindi yet. */
  fields: string[];
  /** The console's address of its editor (under /admin). */
  editor: string;
}

export interface MissingTranslations {
  kind: string;
  label: string;
  /** Every record of the kind with at least one field lacking Hindi. */
  count: number;
  /** The first of them (at most TRANSLATION_LIST_MAX), in the kind's own order. */
  records: MissingTranslation[];
}

export const TRANSLATION_LIST_MAX = 100;
