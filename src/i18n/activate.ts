import { applyLocale, intlLocale, LOCALES, type Locale } from './index';

const STORAGE_KEY = 'locale';

/**
 * The language to start in: the one chosen before on this device, else the browser's first language we have.
 * Kept in localStorage, not IndexedDB, because it is read synchronously before the first render.
 */
export function startingLocale(): Locale {
  const saved = readSaved();
  if (saved) return saved;
  for (const language of navigator.languages ?? [navigator.language]) {
    const base = language.toLowerCase().split('-')[0];
    if (base === 'hi') return 'hi';
    if (base === 'en') return 'en';
  }
  return 'en';
}

function readSaved(): Locale | null {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return LOCALES.includes(saved as Locale) ? (saved as Locale) : null;
  } catch {
    return null; // storage blocked: the browser's language decides
  }
}

/** Makes `locale` the active one, fetching the Hindi catalogue first when it is Hindi (once: modules are kept). */
export async function activateLocale(locale: Locale, { remember = false } = {}): Promise<void> {
  applyLocale(locale, locale === 'hi' ? (await import('./hi')).hindi : undefined);
  document.documentElement.lang = intlLocale();
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, locale);
    } catch {
      // storage blocked: the choice holds for this visit
    }
  }
}
