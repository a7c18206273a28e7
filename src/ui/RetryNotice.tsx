import { t } from '../i18n';
import { m } from './messages';

/** A load that failed: the reason (the server's words where there are some) and a way to try again. */
export function RetryNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="notice notice--error" role="alert">
      <p>{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t(m.tryAgain)}
      </button>
    </div>
  );
}
