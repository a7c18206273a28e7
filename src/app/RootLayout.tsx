import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { showBookTableModalAtom, showEditProfileModalAtom, showLoginModalAtom } from '../features/auth';
import { BRAND_NAME } from '../config/env';
import { toasterNeededAtom } from '../lib/toast';
import { useIsNarrow } from '../lib/useMediaQuery';
import { t } from '../i18n';
import { Header } from './Header';
import { m } from './messages';

// Loaded when first needed, not with the first view: a phone on a weak network starts sooner.
const AppToaster = lazy(() => import('./AppToaster'));
const SideMenu = lazy(() => import('./SideMenu'));
const Footer = lazy(() => import('./Footer'));
const LoginModal = lazy(() => import('../features/auth/LoginModal'));
const BookTableModal = lazy(() => import('../features/reservations/BookTableModal'));
const EditProfileModal = lazy(() => import('../features/account').then((account) => ({ default: account.EditProfileModal })));

/** Mounts a lazily loaded part once it has been wanted, and keeps it mounted (so it can animate closed). */
function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}

/** Keeps the tab title in step with the screen (each route names itself in staticData.title). */
function useDocumentTitle() {
  const titleRef = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.title)?.staticData.title });
  const title = titleRef && t(titleRef);
  useEffect(() => {
    document.title = title ? `${title} · ${BRAND_NAME}` : BRAND_NAME;
  }, [title]);
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

export function RootLayout() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuWanted = useOnceTrue(menuOpen);
  const loginWanted = useOnceTrue(useAtomValue(showLoginModalAtom));
  const bookTableWanted = useOnceTrue(useAtomValue(showBookTableModalAtom));
  const editProfileWanted = useOnceTrue(useAtomValue(showEditProfileModalAtom));
  const toasterWanted = useAtomValue(toasterNeededAtom);
  const footer = useHomeFooter();
  useDocumentTitle();
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t(m.skipToContent)}
      </a>
      <Header onOpenMenu={() => setMenuOpen(true)} />
      <main id="main" className="main">
        <Outlet />
      </main>
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
