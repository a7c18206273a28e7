import { useNavigate } from '@tanstack/react-router';
import { useAtom, useSetAtom } from 'jotai';
import { afterLoginPathAtom, showLoginModalAtom } from './sessionAtoms';

/** After signing in: close the modal and go where sign-in interrupted the customer, or `fallback`. */
export function useFinishSignIn(fallback: string | null) {
  const navigate = useNavigate();
  const [afterLoginPath, setAfterLoginPath] = useAtom(afterLoginPathAtom);
  const setShowLogin = useSetAtom(showLoginModalAtom);
  return () => {
    setShowLogin(false);
    setAfterLoginPath(null);
    const to = afterLoginPath ?? fallback;
    if (to) void navigate({ to });
  };
}
