/**
 * The one rule every kind's diner answers follow (issues 24 and 46): a record's words in the reader's language, field
 * by field, each in Hindi where the chain wrote it and in English where it has not yet, with the fields that stayed
 * English named (InEnglish), so the app marks them lang="en". An English answer is the record as it is, unmarked.
 */
import type { FieldTranslations, InEnglish } from '../../src/api/contract/translations';
import type { Locale } from '../../src/i18n';

/** A row with English words in `F` and their translations. */
type Translated<F extends string> = Record<F, string> & { translations: FieldTranslations<F> };

export function wordsIn<F extends string>(row: Translated<F>, fields: readonly F[], locale: Locale): Record<F, string> & InEnglish<F> {
  const words = Object.fromEntries(fields.map((field) => [field, row[field] as string])) as Record<F, string>;
  if (locale === 'en') return words;
  const theirs: Partial<Record<F, string>> = row.translations[locale] ?? {};
  const inEnglish: F[] = [];
  for (const field of fields) {
    const translated = theirs[field];
    if (translated) words[field] = translated;
    // An English field with nothing in it (a dish with no description) has nothing to translate, nor to mark.
    else if (row[field] !== '') inEnglish.push(field);
  }
  return { ...words, inEnglish };
}

/** The fields of a record with English words and no translation in `locale`: what the console counts. */
export function untranslated<F extends string>(english: Record<F, string>, translations: FieldTranslations<F>, fields: readonly F[], locale: Exclude<Locale, 'en'>): F[] {
  return fields.filter((field) => english[field] !== '' && !translations[locale]?.[field]);
}
