/**
 * The chain's words per language (issue 46), apart from the contract so the console and the app may use them at run
 * time without zod: the shape kept in a `translations` column, and what a save keeps of a form's Hindi fields.
 */
import type { Locale } from '../i18n';

/** The languages the chain writes in besides English. */
export type OtherLocale = Exclude<Locale, 'en'>;
export const OTHER_LOCALES = ['hi'] as const satisfies readonly OtherLocale[];

/** A record's words per other language, each field there only once written: {"hi": {"title": "पनीर टिक्का"}}. */
export type FieldTranslations<F extends string> = Partial<Record<OtherLocale, Partial<Record<F, string>>>>;

/** The translations with blank fields and empty languages taken out: what is kept, and what a save compares. */
export function withoutBlanks<F extends string>(translations: FieldTranslations<F> | null | undefined): FieldTranslations<F> {
  const kept: FieldTranslations<F> = {};
  for (const locale of OTHER_LOCALES) {
    const words = Object.entries(translations?.[locale] ?? {}).filter(([, text]) => typeof text === 'string' && text.trim() !== '');
    if (words.length > 0) kept[locale] = Object.fromEntries(words.map(([field, text]) => [field, (text as string).trim()])) as Partial<Record<F, string>>;
  }
  return kept;
}
