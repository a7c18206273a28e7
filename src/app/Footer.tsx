import { Link } from '@tanstack/react-router';
import { COPYRIGHT_YEAR, VERSION_LABEL } from '../config/constants';
import { BRAND_NAME } from '../config/env';
import { APP_STORE_URL, PLAY_STORE_URL, SOCIAL_LINKS } from '../config/links';

const PAGES = [
  { to: '/ceo', label: 'CEO Speaks' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/job-and-career', label: 'Apply For Job' },
  { to: '/franchise', label: 'Get Franchisee' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/terms-and-conditions', label: 'Terms & Conditions' },
  { to: '/nutrition-information', label: 'Nutrition Information' },
  { to: '/upcoming-outlets', label: 'Upcoming Outlets' },
  { to: '/atm-bar', label: 'ATM Bar' },
  { to: '/mrp-night', label: 'MRP Night' },
] as const;

export function Footer() {
  return (
    <footer className="footer">
      <nav aria-label="About us" className="footer__pages">
        {PAGES.map((page) => (
          <Link key={page.to} to={page.to}>
            {page.label}
          </Link>
        ))}
      </nav>
      <div className="footer__group">
        <h2 className="footer__heading">Download Our App</h2>
        <a href={APP_STORE_URL} rel="noopener" target="_blank">
          App Store
        </a>
        <a href={PLAY_STORE_URL} rel="noopener" target="_blank">
          Google Play
        </a>
      </div>
      <div className="footer__group">
        <h2 className="footer__heading">Follow Us On</h2>
        {SOCIAL_LINKS.map((link) => (
          <a key={link.label} href={link.href} rel="noopener" target="_blank">
            {link.label}
          </a>
        ))}
      </div>
      <p className="footer__legal">
        © {COPYRIGHT_YEAR} {BRAND_NAME}. All rights reserved. <span data-testid="version-label">{VERSION_LABEL}</span>
      </p>
    </footer>
  );
}
