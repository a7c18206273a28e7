import { useNavigate } from '@tanstack/react-router';
import { messageOf } from '../../api/errors';
import { store } from '../../lib/store';
import { notify } from '../../lib/toast';
import { useBusy } from '../../lib/useBusy';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { deleteAccount, signOut } from '../auth';
import { t } from '../../i18n';
import { m } from './messages';

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
        notify.success(t(m.deleted));
        await navigate({ to: '/' });
      } catch (error) {
        notify.error(messageOf(error));
      }
    });

  return (
    <ConfirmDialog
      open={open}
      title={t(m.deleteAccount)}
      message={t(m.deleteConfirm)}
      confirmLabel={t(m.delete)}
      busy={busy}
      onConfirm={() => void remove()}
      onCancel={onCancel}
    />
  );
}
