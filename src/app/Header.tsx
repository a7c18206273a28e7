import { Link, useCanGoBack, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { placeAtom, placeParts, placePickerOpenAtom } from '../features/location';
import { BRAND_NAME } from '../config/env';
import { useIsNarrow } from '../lib/useMediaQuery';
import { t } from '../i18n';
import { HeaderCart } from './HeaderCart';
import { m } from './messages';
import { SearchIcon } from '../ui/SearchIcon';

/**
 * SPEC 2: on small screens a back arrow; when there is no earlier entry in this tab's history (the
 * navigation key is 'default': the app was opened on this page), it goes to / instead of leaving the app.
 */
function BackButton() {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className="icon-button"
      aria-label={t(m.back)}
      onClick={() => (canGoBack ? router.history.back() : void navigate({ to: '/' }))}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path fill="currentColor" d="M15.4 4.6 8 12l7.4 7.4-1.4 1.4L5.2 12 14 3.2z" />
      </svg>
    </button>
  );
}

// Loaded when the customer taps the place: the first view does not pay for it.
const PlaceSheet = lazy(() => import('../features/address/PlaceSheet'));

/** The header names the screen (issue 35); home and a menu show the brand and the place instead. */
export function Header({ onOpenMenu, screenName }: { onOpenMenu: () => void; screenName: string | undefined }) {
  const { pathname } = useLocation();
  const isNarrow = useIsNarrow();
  const place = useAtomValue(placeAtom);
  const [placeName, placeDetail] = place ? placeParts(place) : [];
  const [placePickerOpen, setPlacePickerOpen] = useAtom(placePickerOpenAtom);
  // /login is home with the sign-in sheet over it (LoginScreen): home's header, no back.
  const home = pathname === '/' || pathname === '/login';
  const showBack = isNarrow && !home;
  return (
    <header className="header">
      {showBack && <BackButton />}
      {screenName ? (
        <span className="header__brand header__title">{screenName}</span>
      ) : (
        <div className="header__brand">
          {/* Home is the tab bar's first tab, so the brand is a name, not a link. */}
          <span className="header__name">{BRAND_NAME}</span>
          {place && (
            // Where the food goes, named as the diner knows it ('Home · Sector 70, Mohali', issue 45), after a pin
            // (styles.css draws it: no script for it); tapping it chooses another. The brand's line above belongs to
            // the same 44 px target (the button's padding reaches over it).
            <button type="button" className="header__place" aria-haspopup="dialog" onClick={() => setPlacePickerOpen(true)}>
              <span className="header__place-label" data-testid="header-place">
                <strong>{placeName}</strong>
                {placeDetail && ` · ${placeDetail}`}
                <span className="visually-hidden">{t(m.changePlace)}</span>
              </span>
              <svg aria-hidden="true" viewBox="0 0 24 24" width="14" height="14">
                <path fill="currentColor" d="M7 9.5 12 14.5 17 9.5z" />
              </svg>
            </button>
          )}
        </div>
      )}
      {home && (
        // Issue 23: one search across outlets and dishes, from home (index.html paints the same icon).
        <Link to="/search" className="icon-button" aria-label={t(m.search)}>
          <SearchIcon />
        </Link>
      )}
      <HeaderCart />
      {/* The menu keeps one place on every screen: the header's far end. */}
      <button type="button" className="icon-button" aria-label={t(m.openMenu)} onClick={onOpenMenu} data-testid="open-menu">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      {placePickerOpen && (
        <Suspense fallback={null}>
          <PlaceSheet onClose={() => setPlacePickerOpen(false)} />
        </Suspense>
      )}
    </header>
  );
}
