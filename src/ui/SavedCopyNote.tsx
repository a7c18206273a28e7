import { t } from '../i18n';
import type { MessageRef } from '../i18n';
import { formatDateTime } from '../lib/format';
import { useOnline } from '../lib/useOnline';
import { m } from './messages';
import './savedCopy.css';

/**
 * A screen showing the service worker's copy instead of a fresh answer says so, and as of when. Offline, a
 * notice on the first screen: `offline` says what is shown, with {time} ('You are offline. Showing your orders
 * as of {time}.'). Online (a server that did not answer in time, or an info page shown while the worker
 * refreshes it), a quiet line: the phone is not offline, so it never says it is.
 */
export function SavedCopyNote({ cachedAt, offline }: { cachedAt: number | null; offline: MessageRef }) {
  const online = useOnline();
  if (cachedAt === null) return null;
  if (online) {
    return (
      <p className="saved-copy saved-copy--quiet" data-testid="saved-copy">
        {t(m.savedCopy, { time: formatDateTime(cachedAt) })}
      </p>
    );
  }
  return (
    <p className="saved-copy" role="status" data-testid="saved-copy">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path
          d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <span>{t(offline, { time: formatDateTime(cachedAt) })}</span>
    </p>
  );
}
