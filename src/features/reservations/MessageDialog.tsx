import { t } from '../../i18n';
import { Dialog } from '../../ui/Dialog';
import { m } from './messages';

/** SPEC 7/8: the outcome of a booking, in the server's words, acknowledged with OK. */
export function MessageDialog({ open, title, message, onClose }: { open: boolean; title: string; message: string; onClose: () => void }) {
  return (
    <Dialog open={open} title={title} onClose={onClose} className="dialog--message">
      <p role="status">{message}</p>
      <div className="dialog__actions">
        <button type="button" className="button" autoFocus onClick={onClose}>
          {t(m.ok)}
        </button>
      </div>
    </Dialog>
  );
}
