import { Link } from '@tanstack/react-router';
import { t } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { useMorePages } from '../../lib/useMorePages';
import type { Loaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { readPointsPage } from './api';
import { m } from './messages';
import type { Read } from '../../api/client';
import type { PointsEntryPage } from '../../api/contract';

const laterPage = (page: number) => readPointsPage(page).then((read) => read.value);

/** Reward Details: the points ledger, newest first, each entry with its reason, order and time (Asia/Kolkata). */
export function PointsHistory({ first, onRetry }: { first: Loaded<Read<PointsEntryPage>>; onRetry: () => void }) {
  const firstPage = first.state === 'ready' ? first.value.value : null;
  // A refreshed first page (after a reveal) starts the later pages over.
  const { items, hasMore, loadingMore, loadMore } = useMorePages(firstPage, laterPage);

  return (
    <section className="offers-section" aria-labelledby="history-title">
      <h2 id="history-title" className="section-title">
        {t(m.rewardDetails)}
      </h2>
      {first.state === 'loading' && (
        <p className="muted" role="status">
          {t(m.loadingPoints)}
        </p>
      )}
      {first.state === 'error' && <RetryNotice message={first.message} onRetry={onRetry} />}
      {firstPage &&
        (items.length === 0 ? (
          <p className="offers-empty">{t(m.noPoints)}</p>
        ) : (
          <ul className="points-history" data-testid="points-history">
            {items.map((entry) => (
              <li key={entry.recordId} className="points-entry">
                <span className="points-entry__text">
                  <span className="points-entry__reason">
                    {entry.orderRefId ? (
                      <Link to="/order-details/$orderRefId" params={{ orderRefId: entry.orderRefId }}>
                        {entry.reason}
                      </Link>
                    ) : (
                      entry.reason
                    )}
                  </span>
                  <time className="muted" dateTime={new Date(entry.createdAt).toISOString()}>
                    {formatDateTime(entry.createdAt)}
                  </time>
                </span>
                <span className={`points-entry__points${entry.points < 0 ? ' points-entry__points--spent' : ''}`}>
                  {entry.points > 0 ? `+${entry.points}` : `−${Math.abs(entry.points)}`}
                </span>
              </li>
            ))}
          </ul>
        ))}
      {hasMore && (
        <button type="button" className="button button--ghost button--block" disabled={loadingMore} onClick={() => void loadMore()}>
          {t(loadingMore ? m.loading : m.loadMore)}
        </button>
      )}
    </section>
  );
}
