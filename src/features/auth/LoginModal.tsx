import { useAtom, useSetAtom } from 'jotai';
import { t } from '../../i18n';
import { Sheet } from '../../ui/Sheet';
import { LoginForm } from './LoginForm';
import { m } from './messages';
import { afterLoginPathAtom, showLoginModalAtom } from './sessionAtoms';
import { useFinishSignIn } from './useFinishSignIn';

export default function LoginModal() {
  const [open, setOpen] = useAtom(showLoginModalAtom);
  const setAfterLoginPath = useSetAtom(afterLoginPathAtom);
  const finish = useFinishSignIn(null);
  return (
    <Sheet
      open={open}
      title={t(m.login)}
      onClose={() => {
        setOpen(false);
        setAfterLoginPath(null);
      }}
    >
      <p className="muted">{t(m.intro)}</p>
      <LoginForm onSignedIn={finish} />
    </Sheet>
  );
}
