import { atom } from 'jotai';
import type { AppStore } from '../lib/store';
import { currentLocale, type Locale } from './index';
import { activateLocale } from './activate';

/** The language React renders in; LocaleRoot re-renders the app when it changes. */
export const localeAtom = atom<Locale>(currentLocale());

/** The customer's choice (/settings): kept on this device, the Hindi catalogue fetched if needed, then shown. */
export async function chooseLocale(store: AppStore, locale: Locale): Promise<void> {
  await activateLocale(locale, { remember: true });
  store.set(localeAtom, locale);
}
