import { formatDateTime } from '../../lib/format';

/**
 * The worker stamps an answer with when it was fetched only when it answers from its copy because the network
 * did not (a dead signal or a server that does not answer): say so, and as of when, as the menu and outlets do.
 */
export function SavedCopyLine({ cachedAt, what }: { cachedAt: number | null; what: string }) {
  if (cachedAt === null) return null;
  return (
    <p className="notice events-saved" role="status" data-testid="events-saved-copy">
      You are offline. Showing {what} as of {formatDateTime(cachedAt)}.
    </p>
  );
}
