/**
 * The one rule every kind's words follow (issue 46): a record in the reader's language field by field, the fields
 * still English named so the app marks them; what the console keeps of a form's Hindi; and the app's lang marks.
 */
import { describe, expect, it } from 'vitest';
import { translationsField } from '../../src/api/contract/translations';
import { withoutBlanks } from '../../src/api/translatedWords';
import { langOf } from '../../src/rules/contentLang';
import { untranslated, wordsIn } from '../../server/translations/wordsIn';

const FIELDS = ['title', 'description'] as const;
const dish = (translations: object, description = 'Cottage cheese from the tandoor.') => ({ title: 'Paneer Tikka', description, translations });

describe('wordsIn', () => {
  it('gives each field in Hindi where it is written and names the fields that stayed English', () => {
    expect(wordsIn(dish({ hi: { title: 'पनीर टिक्का' } }), FIELDS, 'hi')).toEqual({ title: 'पनीर टिक्का', description: 'Cottage cheese from the tandoor.', inEnglish: ['description'] });
    expect(wordsIn(dish({ hi: { title: 'पनीर टिक्का', description: 'तंदूर का पनीर।' } }), FIELDS, 'hi')).toEqual({ title: 'पनीर टिक्का', description: 'तंदूर का पनीर।', inEnglish: [] });
    expect(wordsIn(dish({}), FIELDS, 'hi')).toEqual({ title: 'Paneer Tikka', description: 'Cottage cheese from the tandoor.', inEnglish: ['title', 'description'] });
  });

  it('answers English as written, with nothing marked, and never marks an empty English field', () => {
    expect(wordsIn(dish({ hi: { title: 'पनीर टिक्का' } }), FIELDS, 'en')).toEqual({ title: 'Paneer Tikka', description: 'Cottage cheese from the tandoor.' });
    expect(wordsIn(dish({ hi: { title: 'पनीर टिक्का' } }, ''), FIELDS, 'hi')).toEqual({ title: 'पनीर टिक्का', description: '', inEnglish: [] });
  });

  it('counts as untranslated only fields with English words and no Hindi', () => {
    expect(untranslated({ title: 'Paneer Tikka', description: '' }, {}, FIELDS, 'hi')).toEqual(['title']);
    expect(untranslated({ title: 'Paneer Tikka', description: 'x' }, { hi: { description: 'य' } }, FIELDS, 'hi')).toEqual(['title']);
    expect(untranslated({ title: 'Paneer Tikka', description: 'x' }, { hi: { title: 'प', description: 'य' } }, FIELDS, 'hi')).toEqual([]);
  });
});

describe("a form's Hindi", () => {
  const schema = translationsField({ title: { max: 10, name: true }, description: { max: 20 } });

  it('keeps what is written, trimmed; a blank or null field is no Hindi, and an empty language goes', () => {
    expect(schema.parse({ hi: { title: ' पनीर ', description: '' } })).toEqual({ hi: { title: 'पनीर' } });
    expect(schema.parse({ hi: { title: null, description: '   ' } })).toEqual({});
    expect(schema.parse({ hi: null })).toEqual({});
    expect(withoutBlanks({ hi: { title: '' } })).toEqual({});
  });

  it('refuses HTML in a name, a field too long, an unknown field or language', () => {
    const message = (value: unknown) => schema.safeParse(value).error?.issues[0]?.message;
    expect(message({ hi: { title: '<b>प</b>' } })).toBe('The Hindi title cannot contain < or >');
    expect(message({ hi: { description: 'य'.repeat(21) } })).toBe('The Hindi description has at most 20 characters');
    expect(schema.safeParse({ hi: { price: 'x' } }).success).toBe(false);
    expect(schema.safeParse({ fr: { title: 'x' } }).success).toBe(false);
  });
});

describe('langOf', () => {
  it('marks English what the answer names English, and everything of a record the server sent in English', () => {
    expect(langOf({ inEnglish: ['description'] }, 'description')).toBe('en');
    expect(langOf<'title' | 'description'>({ inEnglish: ['description'] }, 'title')).toBeUndefined();
    expect(langOf<'title'>({}, 'title')).toBe('en');
  });
});
