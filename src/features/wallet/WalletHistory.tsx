import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import type { WalletEntry } from '../../api/contract';
import { t } from '../../i18n';
import { formatDateTime, formatRupees } from '../../lib/format';
import { useLoaded } from '../../lib/useLoaded';
import { useMorePages } from '../../lib/useMorePages';
import { RetryNotice } from '../../ui/RetryNotice';
import { copyTime, useSavedCopy } from '../../ui/SavedCopies';
import { readWalletHistoryPage } from './api';
import { m } from './messages';

const firstPage = () => readWalletHistoryPage(1);
const laterPage = (page: number) => readWalletHistoryPage(page).then((read) => read.value);

/** The wallet ledger, newest first: each credit or debit with its reason, its order and its time (IST). */
export function WalletHistory({ refreshKey }: { refreshKey: number }) {
  const { result, reload } = useLoaded(firstPage);
  // After a redemption the first page is fetched again in place (no blank flash), and later pages start over.
  const shownKey = useRef(refreshKey);
  useEffect(() => {
    if (shownKey.current === refreshKey) return;
    shownKey.current = refreshKey;
    void reload();
  }, [refreshKey, reload]);

  useSavedCopy(copyTime(result));
  const first = result.state === 'ready' ? result.value.value : null;
  const { items, hasMore, loadingMore, loadMore } = useMorePages(first, laterPage);

  return (
    <section className="wallet-history" aria-labelledby="wallet-history-title">
      <h2 id="wallet-history-title" className="section-title">
        {t(m.history)}
      </h2>
      {result.state === 'loading' && (
        <p className="muted" role="status">
          {t(m.loadingHistory)}
        </p>
      )}
      {result.state === 'error' && <RetryNotice message={result.message} onRetry={() => void reload()} />}
      {first && items.length === 0 && <p className="muted">{t(m.noHistory)}</p>}
      {items.length > 0 && (
        <ul className="wallet-history__list">
          {items.map((entry) => (
            <WalletEntryRow key={entry.recordId} entry={entry} />
          ))}
        </ul>
      )}
      {hasMore && (
        <button type="button" className="button button--ghost button--block" disabled={loadingMore} onClick={() => void loadMore()}>
          {t(loadingMore ? m.loading : m.loadMore)}
        </button>
      )}
    </section>
  );
}

function WalletEntryRow({ entry }: { entry: WalletEntry }) {
  const credit = entry.amount > 0;
  return (
    <li className="wallet-entry" data-testid="wallet-entry">
      <span className={`wallet-entry__icon wallet-entry__icon--${credit ? 'credit' : 'debit'}`} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <path
            d={credit ? 'M12 19V5M6 11l6-6 6 6' : 'M12 5v14M6 13l6 6 6-6'}
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
      <span className="wallet-entry__text">
        <span className="wallet-entry__reason">{entry.reason}</span>
        <time className="wallet-entry__time" dateTime={new Date(entry.createdAt).toISOString()}>
          {formatDateTime(entry.createdAt)}
        </time>
        {entry.orderRefId && (
          <Link to="/order-details/$orderRefId" params={{ orderRefId: entry.orderRefId }} className="wallet-entry__order">
            {t(m.viewOrder)}
          </Link>
        )}
      </span>
      <span className={`wallet-entry__amount wallet-entry__amount--${credit ? 'credit' : 'debit'}`}>
        <span className="visually-hidden">{t(credit ? m.credit : m.debit)} </span>
        {credit ? '+' : '−'}
        {formatRupees(Math.abs(entry.amount))}
      </span>
    </li>
  );
}
