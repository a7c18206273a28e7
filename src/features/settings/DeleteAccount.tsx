import { useNavigate } from '@tanstack/react-router';
import { messageOf } from '../../api/errors';
import { store } from '../../lib/store';
import { notify } from '../../lib/toast';
import { useBusy } from '../../lib/useBusy';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { deleteAccount, signOut } from '../auth';

export const ACCOUNT_DELETED = 'Your account has been deleted';

/**
 * Account deletion (SPEC 2 side menu, 4 auth): always behind this confirmation. On success the server has
 * forgotten the customer, the device signs out (SPEC 4: back to anonymous) and the app goes home. The side
 * menu and /settings both open this one dialog.
 */
export function DeleteAccountDialog({ open, onCancel, onDeleted }: { open: boolean; onCancel: () => void; onDeleted?: () => void }) {
  const navigate = useNavigate();
  const { busy, run } = useBusy();

  const remove = () =>
    run(async () => {
      try {
        await deleteAccount();
        await signOut(store);
        onDeleted?.();
        notify.success(ACCOUNT_DELETED);
        await navigate({ to: '/' });
      } catch (error) {
        notify.error(messageOf(error));
      }
    });

  return (
    <ConfirmDialog
      open={open}
      title="Delete Account"
      message="Your profile, addresses and history will be deleted. This cannot be undone."
      confirmLabel="Delete"
      busy={busy}
      onConfirm={() => void remove()}
      onCancel={onCancel}
    />
  );
}
