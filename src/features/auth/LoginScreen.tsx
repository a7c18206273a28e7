import { useNavigate } from '@tanstack/react-router';
import { HomeScreen } from '../home';
import { LoginSheet } from './LoginSheet';
import { useFinishSignIn } from './useFinishSignIn';

/**
 * /login on phones (SPEC 2), the link a bookmark or a message opens: the app's sign-in sheet over the home screen
 * (issue 35), as a tap on Login shows it, not a bare page. Closing it leaves the diner home; signing in goes home too.
 */
export function LoginScreen() {
  const finish = useFinishSignIn('/');
  const navigate = useNavigate();
  return (
    <>
      <HomeScreen />
      <LoginSheet open onClose={() => void navigate({ to: '/', replace: true })} onSignedIn={finish} />
    </>
  );
}
