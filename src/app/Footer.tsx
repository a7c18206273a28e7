import { Link } from '@tanstack/react-router';
import { COPYRIGHT_YEAR, FOOTER_VERSION } from '../config/constants';
import { BRAND_NAME } from '../config/env';
import { APP_STORE_URL, PLAY_STORE_URL, SOCIAL_LINKS } from '../config/links';
import { m as settings } from '../features/settings/messages';
import { t } from '../i18n';
import { m } from './messages';
import { TITLES } from './routeTitles';

const PAGES = [
  { to: '/ceo', label: TITLES.ceoSpeaks },
  { to: '/contact-us', label: TITLES.contactUs },
  { to: '/job-and-career', label: TITLES.applyForJob },
  { to: '/franchise', label: TITLES.getFranchisee },
  { to: '/privacy-policy', label: TITLES.privacyPolicy },
  { to: '/terms-and-conditions', label: m.termsAndConditions },
  { to: '/nutrition-information', label: TITLES.nutritionInformation },
  { to: '/upcoming-outlets', label: TITLES.upcomingOutlets },
  { to: '/atm-bar', label: TITLES.atmBar },
  { to: '/mrp-night', label: TITLES.mrpNight },
] as const;

export function Footer() {
  return (
    <footer className="footer">
      <nav aria-label={t(m.aboutUs)} className="footer__pages">
        {PAGES.map((page) => (
          <Link key={page.to} to={page.to}>
            {t(page.label)}
          </Link>
        ))}
      </nav>
      <div className="footer__group">
        <h2 className="footer__heading">{t(m.downloadApp)}</h2>
        <a href={APP_STORE_URL} rel="noopener" target="_blank">
          {t(m.appStore)}
        </a>
        <a href={PLAY_STORE_URL} rel="noopener" target="_blank">
          {t(m.googlePlay)}
        </a>
      </div>
      <div className="footer__group">
        <h2 className="footer__heading">{t(m.followUs)}</h2>
        {SOCIAL_LINKS.map((link) => (
          <a key={link.label} href={link.href} rel="noopener" target="_blank">
            {link.label}
          </a>
        ))}
      </div>
      <p className="footer__legal">
        {t(m.copyright, { year: COPYRIGHT_YEAR, brand: BRAND_NAME })} <span data-testid="version-label">{t(settings.version, { version: FOOTER_VERSION })}</span>
      </p>
    </footer>
  );
}
