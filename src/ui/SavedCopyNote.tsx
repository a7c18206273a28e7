import { t } from '../i18n';
import type { MessageRef } from '../i18n';
import { formatDateTime } from '../lib/format';
import { m } from './messages';

/**
 * A screen showing the service worker's copy instead of a fresh answer says so, and as of when. Offline, a
 * notice on the first screen: `offline` says what is shown, with {time} ('You are offline. Showing your orders
 * as of {time}.'). Online (a server that did not answer in time, or an info page shown while the worker
 * refreshes it), a quiet line: the phone is not offline, so it never says it is. navigator.onLine is read as the
 * note is drawn, not followed (useOnline): the note is on the first view, whose script budget has no room for it.
 */
export function SavedCopyNote({ cachedAt, offline }: { cachedAt: number | null; offline: MessageRef }) {
  if (cachedAt === null) return null;
  const online = navigator.onLine;
  const time = formatDateTime(cachedAt);
  return (
    <p className={online ? 'saved-copy saved-copy--quiet' : 'saved-copy'} role="status" data-testid="saved-copy">
      {t(online ? m.savedCopy : offline, { time })}
    </p>
  );
}
