import { t } from '../../i18n';
import type { MessageRef } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { useOnline } from '../../lib/useOnline';
import { m } from './messages';

/**
 * Where a read screen came from the worker's copy: offline, the same notice the menu and notifications show;
 * online, a quiet line (the worker is already refreshing its copy for the next visit). `offline` says what is
 * shown, with {time}: 'You are offline. Showing this page as of {time}.'
 */
export function SavedCopyNote({ cachedAt, offline }: { cachedAt: number | null; offline: MessageRef }) {
  const online = useOnline();
  if (cachedAt === null) return null;
  if (online) {
    return (
      <p className="page-meta" data-testid="saved-copy">
        {t(m.savedCopy, { time: formatDateTime(cachedAt) })}
      </p>
    );
  }
  return (
    <p className="page-offline" role="status" data-testid="saved-copy">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
        <path d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M3 3l18 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span>{t(offline, { time: formatDateTime(cachedAt) })}</span>
    </p>
  );
}
