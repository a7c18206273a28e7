import type { MessageRef } from '../../i18n';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/format';

/**
 * The worker stamps an answer with when it was fetched only when it answers from its copy because the network
 * did not (a dead signal or a server that does not answer): say so, and as of when, as the menu and outlets do.
 */
export function SavedCopyLine({ cachedAt, message }: { cachedAt: number | null; message: MessageRef<string> }) {
  if (cachedAt === null) return null;
  return (
    <p className="notice events-saved" role="status" data-testid="events-saved-copy">
      {t(message, { time: formatDateTime(cachedAt) })}
    </p>
  );
}
