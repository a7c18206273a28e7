import { t } from '../../i18n';
import { Sheet } from '../../ui/Sheet';
import { LoginForm } from './LoginForm';
import { m } from './messages';

interface LoginSheetProps {
  open: boolean;
  onClose: () => void;
  onSignedIn: () => void;
}

/** Sign-in as one sheet (issue 35): the app's Login (LoginModal) and the /login link (LoginScreen) show this same one. */
export function LoginSheet({ open, onClose, onSignedIn }: LoginSheetProps) {
  return (
    <Sheet open={open} title={t(m.login)} onClose={onClose}>
      <p className="muted">{t(m.intro)}</p>
      <LoginForm onSignedIn={onSignedIn} />
    </Sheet>
  );
}
