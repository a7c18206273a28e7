import { useAtom, useSetAtom } from 'jotai';
import { Dialog } from '../../ui/Dialog';
import { LoginForm } from './LoginForm';
import { afterLoginPathAtom, showLoginModalAtom } from './sessionAtoms';
import { useFinishSignIn } from './useFinishSignIn';

export default function LoginModal() {
  const [open, setOpen] = useAtom(showLoginModalAtom);
  const setAfterLoginPath = useSetAtom(afterLoginPathAtom);
  const finish = useFinishSignIn(null);
  return (
    <Dialog
      open={open}
      title="Login"
      onClose={() => {
        setOpen(false);
        setAfterLoginPath(null);
      }}
    >
      <p className="muted">Sign in with your mobile number and a one-time code.</p>
      <LoginForm onSignedIn={finish} />
    </Dialog>
  );
}
