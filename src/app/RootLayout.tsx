import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { showBookTableModalAtom, showEditProfileModalAtom, showLoginModalAtom } from '../features/auth';
import { BRAND_NAME } from '../config/env';
import { toasterNeededAtom } from '../lib/toast';
import { useIsNarrow } from '../lib/useMediaQuery';
import { t, type MessageRef } from '../i18n';
import { Header } from './Header';
import { TabBar } from './TabBar';
import { TITLES } from './routeTitles';
import { m } from './messages';

// Loaded when first needed, not with the first view: a phone on a weak network starts sooner.
const AppToaster = lazy(() => import('./AppToaster'));
const SideMenu = lazy(() => import('./SideMenu'));
const Footer = lazy(() => import('./Footer'));
const LoginModal = lazy(() => import('../features/auth/LoginModal'));
const BookTableModal = lazy(() => import('../features/reservations/BookTableModal'));
const EditProfileModal = lazy(() => import('../features/account').then((account) => ({ default: account.EditProfileModal })));

const titleOf = (context: object): MessageRef | undefined => ('title' in context ? (context.title as MessageRef) : undefined);

/** Mounts a lazily loaded part once it has been wanted, and keeps it mounted (so it can animate closed). */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/**
 * Keeps the tab title in step with the screen (each route names itself in staticData.title), and returns the name
 * a phone's header shows (issue 35): none for a menu, whose page is headed by the outlet's own name.
 */
function useScreenTitle(): string | undefined {
  // The info pages' one route names each page in its context instead (src/routes/$page.tsx).
  const titleRef = useMatches({ select: (matches) => matches.map((m) => m.staticData.title ?? titleOf(m.context)).findLast(Boolean) });
  const title = titleRef && t(titleRef);
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
  return titleRef === TITLES.restaurant ? undefined : title;
}

/**
 * A website's footer belongs to home on a wide screen only. Under every screen of a phone (login, checkout,
 * payment, tracking) it was 350 px of links between the diner and nothing: there, the side menu carries them.
 */
function useHomeFooter(): boolean {
  const narrow = useIsNarrow();
  const home = useLocation({ select: (location) => location.pathname === '/' });
  return home && !narrow;
}

/**
 * Issue 35: screens with a bottom action of their own (a menu's cart bar, checkout's and payment's pay bar, the
 * table's bill, the tracked order's map and help) show no tab bar, as the large food apps leave it out there.
 */
const OWN_BOTTOM_ACTION = /^\/(restaurants\/.|checkout|payment-methods|track-order|steal-deal-cart|table)/;

export function RootLayout() {
  const tabs = useLocation({ select: (location) => !OWN_BOTTOM_ACTION.test(location.pathname) });
  const [menuOpen, setMenuOpen] = useState(false);
  const menuWanted = useOnceTrue(menuOpen);
  const loginWanted = useOnceTrue(useAtomValue(showLoginModalAtom));
  const bookTableWanted = useOnceTrue(useAtomValue(showBookTableModalAtom));
  const editProfileWanted = useOnceTrue(useAtomValue(showEditProfileModalAtom));
  const toasterWanted = useAtomValue(toasterNeededAtom);
  const footer = useHomeFooter();
  const screenName = useScreenTitle();
  return (
    <div className={tabs ? 'app app--tabs' : 'app'}>
      <a className="skip-link" href="#main">
        {t(m.skipToContent)}
      </a>
      <Header onOpenMenu={() => setMenuOpen(true)} screenName={screenName} />
      <main id="main" className="main">
        <Outlet />
      </main>
      {tabs && <TabBar />}
      <Suspense>
        {footer && <Footer />}
        {menuWanted && <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />}
        {loginWanted && <LoginModal />}
        {bookTableWanted && <BookTableModal />}
        {editProfileWanted && <EditProfileModal />}
        {toasterWanted && <AppToaster />}
      </Suspense>
    </div>
  );
}
