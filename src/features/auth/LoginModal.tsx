import { useAtom, useSetAtom } from 'jotai';
import { LoginSheet } from './LoginSheet';
import { afterLoginPathAtom, showLoginModalAtom } from './sessionAtoms';
import { useFinishSignIn } from './useFinishSignIn';

export default function LoginModal() {
  const [open, setOpen] = useAtom(showLoginModalAtom);
  const setAfterLoginPath = useSetAtom(afterLoginPathAtom);
  const finish = useFinishSignIn(null);
  return (
    <LoginSheet
      open={open}
      onClose={() => {
        setOpen(false);
        setAfterLoginPath(null);
      }}
      onSignedIn={finish}
    />
  );
}
