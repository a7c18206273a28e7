import { LoginForm } from './LoginForm';
import { useFinishSignIn } from './useFinishSignIn';

/** /login on phones (SPEC 2): the same form as the modal, as a page. */
export function LoginScreen() {
  const finish = useFinishSignIn('/');
  return (
    <section className="screen screen--narrow" aria-labelledby="login-title">
      <h1 id="login-title" className="screen__title">
        Login
      </h1>
      <p className="muted">Sign in with your mobile number and a one-time code.</p>
      <LoginForm onSignedIn={finish} />
    </section>
  );
}
