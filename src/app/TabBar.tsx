import { Link } from '@tanstack/react-router';
import { t } from '../i18n';
import { m } from './messages';
import { TITLES } from './routeTitles';

// Each tab's screen, name and icon (styles.css draws the icons: no bytes in the first view's script).
const TABS = [
  ['/', m.tabHome, 'home'],
  ['/search', TITLES.search, 'search'],
  ['/my-orders', m.tabOrders, 'orders'],
  ['/settings', m.tabAccount, 'account'],
] as const;

/**
 * Issue 35: a bottom tab bar, as the apps diners use daily have, beside the side menu (SPEC 2). The link
 * of the screen shown says so (aria-current, set by the router). Orders and Account are account routes: a
 * signed-out diner gets the app's login there, and that screen after signing in (routes/_account.tsx). It sits
 * at the foot of the app's column at every width (the app is a phone-wide column on a desktop too), and RootLayout
 * leaves it out on screens with their own bottom action.
 */
export function TabBar() {
  return (
    <nav className="tab-bar" aria-label={t(m.tabs)}>
      {TABS.map(([to, label, icon]) => (
        <Link key={to} to={to} className={`tab-bar__tab tab-bar__tab--${icon}`} activeOptions={{ exact: to === '/' }}>
          {t(label)}
        </Link>
      ))}
    </nav>
  );
}
