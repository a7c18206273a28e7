import { Link } from '@tanstack/react-router';
import { t } from '../i18n';
import { AppLinks, LegalLine } from './AppLinks';
import { INFO_PAGES, linkKey } from './menuItems';
import { m } from './menuMessages';
import './footer.css';

/** Home's footer on a wide screen (RootLayout): the chain's pages, its apps and social pages, the copyright. */
export default function Footer() {
  return (
    <footer className="footer">
      <nav aria-label={t(m.aboutUs)} className="footer__pages">
        {INFO_PAGES.map((page) => (
          <Link key={linkKey(page)} {...page.link}>
            {t(page.label)}
          </Link>
        ))}
      </nav>
      <AppLinks heading="h2" />
      <LegalLine />
    </footer>
  );
}
