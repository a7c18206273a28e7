import { Fragment, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { localeAtom } from '../i18n/localeAtom';

/**
 * Re-renders everything under it, from scratch, when the language changes: screens read `t` while rendering,
 * so none needs to subscribe. A language change is rare and done from /settings, so nothing is lost to it.
 */
export function LocaleRoot({ children }: { children: ReactNode }) {
  return <Fragment key={useAtomValue(localeAtom)}>{children}</Fragment>;
}
