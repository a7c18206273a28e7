import { useAtom } from 'jotai';
import { t } from '../../i18n';
import { Dialog } from '../../ui/Dialog';
import { m } from './messages';
import { deviceErrorAtom } from './register';

/** SPEC 7: a refused device registration, in the server's words, under 'Oops!'. */
export function DeviceErrorDialog() {
  const [error, setError] = useAtom(deviceErrorAtom);
  const close = () => setError(null);
  return (
    <Dialog open={error !== null} title={error?.title ?? ''} onClose={close} className="dialog--message">
      <p role="alert">{error?.message}</p>
      <div className="dialog__actions">
        <button type="button" className="button" autoFocus onClick={close}>
          {t(m.ok)}
        </button>
      </div>
    </Dialog>
  );
}
