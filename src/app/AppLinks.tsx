import { COPYRIGHT_YEAR } from '../config/constants';
import { BRAND_NAME } from '../config/env';
import { APP_STORE_URL, PLAY_STORE_URL, SOCIAL_LINKS } from '../config/links';
// By its own path: the settings feature's index carries its screen (and stylesheet).
import { versionLabel } from '../features/settings/version';
import { t } from '../i18n';
import { m } from './menuMessages';
import './appLinks.css';

const STORES = [
  { label: m.appStore, href: APP_STORE_URL },
  { label: m.googlePlay, href: PLAY_STORE_URL },
] as const;

/**
 * Download Our App and Follow Us On (SPEC 1): in home's footer on a wide screen, at the foot of the side menu
 * everywhere (a phone has no footer). `Heading` fits the outline around them: the page's, or the menu dialog's.
 */
export function AppLinks({ heading: Heading }: { heading: 'h2' | 'h3' }) {
  return (
    <>
      <div className="app-links">
        <Heading className="app-links__heading">{t(m.downloadApp)}</Heading>
        <div className="app-links__row">
          {STORES.map((store) => (
            <a key={store.href} className="app-links__link" href={store.href} rel="noopener" target="_blank">
              {t(store.label)}
            </a>
          ))}
        </div>
      </div>
      <div className="app-links">
        <Heading className="app-links__heading">{t(m.followUs)}</Heading>
        <div className="app-links__row">
          {SOCIAL_LINKS.map((link) => (
            <a key={link.label} className="app-links__link" href={link.href} rel="noopener" target="_blank">
              {link.label}
            </a>
          ))}
        </div>
      </div>
    </>
  );
}

/** SPEC 9's copyright line ('2025') and the app's one version label. */
export function LegalLine() {
  return (
    <p className="legal-line">
      <span>{t(m.copyright, { year: COPYRIGHT_YEAR, brand: BRAND_NAME })}</span> <span data-testid="version-label">{versionLabel()}</span>
    </p>
  );
}
