import { useSetAtom } from 'jotai';
import { SPEC } from '../../config/messages';
import { t } from '../../i18n';
import { m } from './messages';
import { afterLoginPathAtom, showLoginModalAtom } from './sessionAtoms';

/** SPEC 6: 'Please login for further process', with the way to do it; sign-in returns to `returnTo`. */
export function LoginPrompt({ returnTo, label }: { returnTo?: string; label?: string }) {
  const openLogin = useSetAtom(showLoginModalAtom);
  const setAfterLogin = useSetAtom(afterLoginPathAtom);
  return (
    <div className="notice">
      <p>{t(SPEC.loginRequired)}</p>
      <button
        type="button"
        className="button"
        onClick={() => {
          if (returnTo) setAfterLogin(returnTo);
          openLogin(true);
        }}
      >
        {label ?? t(m.login)}
      </button>
    </div>
  );
}
