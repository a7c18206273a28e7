import { applyLocale, intlLocale, LOCALE_COOKIE, LOCALES, pickLocale, type Locale } from './index';

const STORAGE_KEY = 'locale';

/**
 * The language to start in (pickLocale). The choice is kept in localStorage, read synchronously before the first
 * render, and in a cookie, so the server paints the HTML shell in it too (server/http/shellLanguage.ts).
 */
export const startingLocale = (): Locale => pickLocale(savedLocale(), navigator.languages ?? [navigator.language]);

export function savedLocale(): Locale | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return LOCALES.includes(saved as Locale) ? (saved as Locale) : null;
  } catch {
    return null; // storage blocked: the browser's language decides
  }
}

/** The latest activation: what speaks before the first render (a route's loader, a toast) waits for it. */
let activation: Promise<void> = Promise.resolve();
export const localeActivated = (): Promise<void> => activation;

/** Makes `locale` the active one, fetching the Hindi catalogue first when it is Hindi (once: modules are kept). */
export function activateLocale(locale: Locale, options: { remember?: boolean } = {}): Promise<void> {
  activation = applyAndRemember(locale, options);
  return activation;
}

async function applyAndRemember(locale: Locale, { remember = false }: { remember?: boolean }): Promise<void> {
  applyLocale(locale, locale === 'hi' ? (await import('./hi')).hindi : undefined);
  document.documentElement.lang = intlLocale();
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
      // Not secret, and the same for every account on this device: a year, for the server's HTML shell.
      document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
    } catch {
      // storage blocked: the choice holds for this visit
    }
  }
}
