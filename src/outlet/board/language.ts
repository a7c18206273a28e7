/**
 * The board's language (issue 35): English or हिन्दी, chosen on the tablet and kept there (its own key, apart from
 * the diner app's). Hindi's words load only when chosen; dates, times and money follow (intlLocale).
 */
import { applyLocale, currentLocale, pickLocale, t, type Locale } from '../../i18n';
import { m } from './messages';

const LANGUAGE_STORE = 'outlet-board-language';

/** Makes `locale` the board's, with Hindi's words fetched if needed; `remember` keeps it on this tablet. */
export async function setLanguage(locale: Locale, remember = false): Promise<void> {
  const board = locale === 'hi' ? (await import('./hi')).default : undefined;
  applyLocale(locale, board ? { board } : undefined);
  if (remember) localStorage.setItem(LANGUAGE_STORE, locale);
  document.documentElement.lang = locale;
  document.title = t(m.docTitle);
}

/** The language chosen before on this tablet, else the browser's first that the board has. */
export const savedLanguage = (): Locale => pickLocale(localStorage.getItem(LANGUAGE_STORE), navigator.languages);

export const boardLanguage = (): Locale => currentLocale();
