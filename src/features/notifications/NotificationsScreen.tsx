import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AppNotification } from '../../api/contract';
import { TITLES } from '../../app/routeTitles';
import { t, type MessageRef } from '../../i18n';
import { formatDateTime } from '../../lib/format';
import { useLoaded } from '../../lib/useLoaded';
import { useMorePages } from '../../lib/useMorePages';
import { RetryNotice } from '../../ui/RetryNotice';
import { SavedCopyNote } from '../../ui/SavedCopyNote';
import { fetchNotificationPage, markNotificationRead } from './api';
import { safeTarget } from './foreground';
import { m } from './messages';
import './notifications.css';

const KIND_LABEL: Record<string, MessageRef> = {
  ORDER: m.kindOrder,
  OFFER: m.kindOffer,
  EVENT: m.kindEvent,
};
/** A kind the app does not know yet is shown as the server names it. */
const kindLabel = (kind: string): string => {
  const label = KIND_LABEL[kind];
  return label ? t(label) : kind;
};

const firstPage = () => fetchNotificationPage(1);
const fetchNotificationsPage = (page: number) => fetchNotificationPage(page).then((answer) => answer.value);

/** /notifications (SPEC 2): newest first, unread marked; a tap marks it read and opens what it is about. */
export function NotificationsScreen() {
  const navigate = useNavigate();
  const { result, reload } = useLoaded(firstPage);
  const [readNow, setReadNow] = useState<ReadonlySet<number>>(new Set());

  const first = result.state === 'ready' ? result.value : null;
  const { items, hasMore, loadingMore, loadMore } = useMorePages(first?.value ?? null, fetchNotificationsPage);

  const open = (item: AppNotification) => {
    if (!item.read && !readNow.has(item.recordId)) {
      setReadNow((current) => new Set(current).add(item.recordId));
      // Opening matters more than the mark: a failed mark is only logged (the next visit shows it unread).
      markNotificationRead(item.recordId).catch((error: unknown) => console.warn('Could not mark the notification read', error));
    }
    void navigate({ href: safeTarget(item.target) });
  };

  return (
    <section className="screen notif-list" aria-labelledby="notif-title">
      <h1 id="notif-title" className="screen__title">
        {t(TITLES.notifications)}
      </h1>
      {result.state === 'loading' && (
        <p className="muted" role="status">
          {t(m.loading)}
        </p>
      )}
      {result.state === 'error' && <RetryNotice message={result.message} onRetry={() => void reload()} />}
      {first && (
        <>
          <SavedCopyNote cachedAt={first.cachedAt} offline={m.offline} />
          {items.length === 0 ? (
            <div className="notif-list__empty" data-testid="notifications-empty">
              <BellIcon />
              <p className="notif-list__empty-title">{t(m.empty)}</p>
              <p className="muted">{t(m.emptyHint)}</p>
            </div>
          ) : (
            <ul className="notif-list__items">
              {items.map((shown) => {
                const item = readNow.has(shown.recordId) ? { ...shown, read: true } : shown;
                return (
                  <li key={item.recordId}>
                    <button
                      type="button"
                      className={`notif-item${item.read ? '' : ' notif-item--unread'}`}
                      onClick={() => open(item)}
                      data-testid="notification"
                    >
                      <span className="notif-item__top">
                        <span className={`notif-item__kind notif-item__kind--${item.kind.toLowerCase()}`}>{kindLabel(item.kind)}</span>
                        <time className="notif-item__time" dateTime={new Date(item.createdAt).toISOString()}>
                          {formatDateTime(item.createdAt)}
                        </time>
                      </span>
                      <span className="notif-item__title">
                        {!item.read && <span className="visually-hidden">{t(m.unread)}</span>}
                        {item.title}
                      </span>
                      <span className="notif-item__body">{item.body}</span>
                      {!item.read && <span className="notif-item__dot" aria-hidden="true" />}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {hasMore && (
            <button type="button" className="button button--ghost button--block" disabled={loadingMore} onClick={() => void loadMore()}>
              {t(loadingMore ? m.loadingMore : m.loadMore)}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function BellIcon() {
  return (
    <svg className="notif-list__bell" viewBox="0 0 24 24" width="48" height="48" aria-hidden="true" focusable="false">
      <path
        d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16ZM10 20a2 2 0 0 0 4 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
