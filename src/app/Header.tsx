import { Link, useCanGoBack, useLocation, useNavigate, useRouter } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { CartBadge } from '../features/cart';
import { positionAtom } from '../features/location';
import { BRAND_NAME } from '../config/env';
import { useIsNarrow } from '../lib/useMediaQuery';

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
      aria-label="Back"
      onClick={() => (canGoBack ? router.history.back() : void navigate({ to: '/' }))}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <path fill="currentColor" d="M15.4 4.6 8 12l7.4 7.4-1.4 1.4L5.2 12 14 3.2z" />
      </svg>
    </button>
  );
}

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const { pathname } = useLocation();
  const isNarrow = useIsNarrow();
  const position = useAtomValue(positionAtom);
  const showBack = isNarrow && pathname !== '/';
  return (
    <header className="header">
      {showBack ? (
        <BackButton />
      ) : (
        <button type="button" className="icon-button" aria-label="Open menu" onClick={onOpenMenu} data-testid="open-menu">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </button>
      )}
      <Link to="/" className="header__brand">
        <span className="header__name">{BRAND_NAME}</span>
        {position && <span className="header__place">{position.label}</span>}
      </Link>
      {showBack && (
        <button type="button" className="icon-button" aria-label="Open menu" onClick={onOpenMenu} data-testid="open-menu">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
            <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
          </svg>
        </button>
      )}
      <Link to="/checkout" className="icon-button" aria-label="Cart">
        <CartBadge />
      </Link>
    </header>
  );
}
