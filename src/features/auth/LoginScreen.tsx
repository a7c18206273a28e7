import { t } from '../../i18n';
import { LoginForm } from './LoginForm';
import { m } from './messages';
import { useFinishSignIn } from './useFinishSignIn';

/** /login on phones (SPEC 2): the same form as the modal, as a page. */
export function LoginScreen() {
  const finish = useFinishSignIn('/');
  return (
    <section className="screen screen--narrow" aria-labelledby="login-title">
      <h1 id="login-title" className="screen__title">
        {t(m.login)}
      </h1>
      <p className="muted">{t(m.intro)}</p>
      <LoginForm onSignedIn={finish} />
    </section>
  );
}
