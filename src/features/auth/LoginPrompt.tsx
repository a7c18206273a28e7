import { useSetAtom } from 'jotai';
import { MSG } from '../../config/messages';
import { afterLoginPathAtom, showLoginModalAtom } from './sessionAtoms';

/** SPEC 6: 'Please login for further process', with the way to do it; sign-in returns to `returnTo`. */
export function LoginPrompt({ returnTo, label = 'Login' }: { returnTo?: string; label?: string }) {
  const openLogin = useSetAtom(showLoginModalAtom);
  const setAfterLogin = useSetAtom(afterLoginPathAtom);
  return (
    <div className="notice">
      <p>{MSG.loginRequired}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          if (returnTo) setAfterLogin(returnTo);
          openLogin(true);
        }}
      >
        {label}
      </button>
    </div>
  );
}
