import { createFileRoute, redirect } from '@tanstack/react-router';
import { isAuthenticatedAtom, showLoginModalAtom } from '../features/auth';
// The screen by its own path, not the feature's index: the index is in the first view, the screen is not.
import { LoginScreen } from '../features/auth/LoginScreen';
import { isLoginPageWidth } from '../lib/useMediaQuery';

/**
 * SPEC 2: up to 1080 px the login (or / when signed in); wider, always / (with the login modal). Issue 35: on a phone
 * it is home with the sign-in sheet over it (LoginScreen), so it names no screen of its own: the header is home's.
 */
export const Route = createFileRoute('/login')({
  beforeLoad: ({ context: { store } }) => {
    const signedIn = store.get(isAuthenticatedAtom);
    if (!isLoginPageWidth()) {
      if (!signedIn) store.set(showLoginModalAtom, true);
      throw redirect({ to: '/', replace: true });
    }
    if (signedIn) throw redirect({ to: '/', replace: true });
  },
  component: LoginScreen,
});
