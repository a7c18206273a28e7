import { useAtomValue } from 'jotai';
import { LANGUAGE_NAMES, LOCALES, t, type Locale } from '../../i18n';
import { chooseLocale, localeAtom } from '../../i18n/localeAtom';
import { store } from '../../lib/store';
import { m } from './messages';
import './LanguageChoice.css';

/** English or हिन्दी, kept on this device (issue 12). In /settings and in the side menu, for signed-out people too. */
export function LanguageChoice() {
  const locale = useAtomValue(localeAtom);
  return (
    <fieldset className="language-choice">
      <legend className="language-choice__legend">{t(m.language)}</legend>
      <div className="language-choice__options">
        {LOCALES.map((option: Locale) => (
          <label key={option} className="language-choice__option" lang={option}>
            <input type="radio" name="language" value={option} checked={locale === option} onChange={() => void chooseLocale(store, option)} />
            <span>{LANGUAGE_NAMES[option]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
