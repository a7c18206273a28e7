/**
 * The one message catalogue (issue 12): every text the app itself shows is a message here, in English and in
 * Hindi. Each area declares its English messages beside its code with `defineMessages` (so a screen's words
 * load with that screen), and its Hindi ones in src/i18n/hi/<area>.ts, which load together, only when Hindi
 * is chosen. Texts the server sends are shown as it sends them.
 *
 * `t(m.key, { name: value })` fills `{name}` placeholders; a message with plural forms picks its form for
 * `count` by the language's own rules (Intl.PluralRules). A language change re-renders the whole app
 * (src/app/LocaleRoot.tsx), so screens read `t` while rendering and need no hook. Choosing and loading a
 * language is the browser's part, in activate.ts: this module also serves the server's shared texts.
 */
export type Locale = 'en' | 'hi';
export const LOCALES: readonly Locale[] = ['en', 'hi'];
/** The cookie that tells the server a device's chosen language (src/i18n/activate.ts). */
export const LOCALE_COOKIE = 'lang';

/** Forms by Intl.PluralRules category; `other` is always there. */
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Message = string | Plural;
export type MessageRef<V extends Message = Message> = { readonly area: string; readonly key: string; readonly en: V };
export type Messages<T extends Record<string, Message>> = { readonly [K in keyof T]: MessageRef<T[K]> };

/** The Hindi for an area: the same keys, a string for a string, plural forms for a plural. */
export type Translation<M> = { [K in keyof M]: M[K] extends MessageRef<infer V> ? (V extends string ? string : Plural) : never };
export type Catalogue = Record<string, Record<string, Message>>;

type Params = Record<string, string | number>;

let active: Locale = 'en';
let hindi: Catalogue = {};
const pluralRules = new Map<Locale, Intl.PluralRules>();

export function defineMessages<T extends Record<string, Message>>(area: string, en: T): Messages<T> {
  return Object.fromEntries(Object.entries(en).map(([key, text]) => [key, { area, key, en: text }])) as Messages<T>;
}

export const t = (ref: MessageRef, params?: Params): string => translate(active, hindi, ref, params);

/**
 * `ref` in `locale` from `catalogue` (the Hindi one), English where it has none: t's rule, for the server too,
 * which answers each request in its reader's language (server/http/say.ts).
 */
export function translate(locale: Locale, catalogue: Catalogue, ref: MessageRef, params?: Params): string {
  const message = (locale === 'hi' && catalogue[ref.area]?.[ref.key]) || ref.en;
  const text = typeof message === 'string' ? message : pickPlural(locale, message, Number(params?.count ?? 0));
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

function pickPlural(locale: Locale, forms: Plural, count: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(intlLocaleOf(locale))));
  return forms[rules.select(count)] ?? forms.other;
}

export const currentLocale = (): Locale => active;
/** The locale Intl formats dates, times and money in: the app's (intlLocale), or a reader's (the server). */
export const intlLocaleOf = (locale: Locale): string => (locale === 'hi' ? 'hi-IN' : 'en-IN');
export const intlLocale = (): string => intlLocaleOf(active);

/** Makes `locale` active, with its catalogue (Hindi's, fetched by activate.ts; English needs none). */
export function applyLocale(locale: Locale, catalogue?: Catalogue): void {
  if (catalogue) hindi = catalogue;
  active = locale;
}

/**
 * The language to show: the one chosen before on this device, else the first of the browser's languages
 * (navigator.languages, or the Accept-Language header for the server's HTML shell) that we have; else English.
 */
export function pickLocale(saved: string | null | undefined, languages: readonly string[]): Locale {
  if (LOCALES.includes(saved as Locale)) return saved as Locale;
  for (const language of languages) {
    const base = language.trim().toLowerCase().split(/[-;]/)[0];
    if (LOCALES.includes(base as Locale)) return base as Locale;
  }
  return 'en';
}

/** Each language by its own name, the same in every language, so anyone can find theirs. */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', hi: 'हिन्दी' };
