import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from '@tanstack/react-router';
import { isAuthenticatedAtom, LoginPrompt } from '../auth';
import { fetchOrderDetail, fetchRunningOrder } from './api';
import { placedNoticeAtom, trackedOrderRefAtom } from './orderAtoms';
import { OrderTracking, POLL_MS } from './OrderTracking';
import { isRunning } from './timeline';
import { useLoaded } from '../../lib/useLoaded';
import { usePolling } from './usePolling';
import { useLiveOrders } from './useLiveOrders';
import { RetryNotice } from '../../ui/RetryNotice';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { m } from './messages';

/** /track-order: the order just placed (trackedOrderRefAtom), else the customer's running order. */
export function TrackOrderScreen() {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <section className="screen" aria-labelledby="track-title">
      <h1 id="track-title" className="screen__title">
        {t(TITLES.orderTracking)}
      </h1>
      {signedIn ? (
        <TrackedOrder />
      ) : (
        <LoginPrompt />
      )}
    </section>
  );
}

function TrackedOrder() {
  const trackedRef = useAtomValue(trackedOrderRefAtom);
  const load = useCallback(() => (trackedRef ? fetchOrderDetail(trackedRef) : fetchRunningOrder()), [trackedRef]);
  const { result, reload, set } = useLoaded(load);
  const shownRef = result.state === 'ready' ? (result.value?.orderRefId ?? null) : null;

  // Once an order is on screen, follow that order itself: the running-order call stops listing it when it is
  // delivered, and the customer must still see it delivered (and rate it). A failed refresh keeps what is shown.
  const refresh = useCallback(async () => {
    if (!shownRef) return reload();
    try {
      set(await fetchOrderDetail(shownRef));
    } catch {
      // Polling again in 5 s is the retry; the last known state stays on screen meanwhile.
    }
  }, [shownRef, reload, set]);

  // Refresh until the order reaches a final state; a hidden tab does not poll.
  const running = result.state === 'ready' && result.value !== null && isRunning(result.value.status);
  usePolling(refresh, POLL_MS, running);
  // The outlet's moves arrive the moment they are made; polling catches what a lost connection missed. A served
  // table still waiting for its waiter or bill hears when the floor saw to it, and a report its outlet's answer.
  const shown = result.state === 'ready' ? result.value : null;
  const calls = shown?.tableCalls;
  const tableWaiting = calls !== undefined && (calls.waiter !== null || calls.bill !== null);
  const reportWaiting = shown?.report ? shown.report.resolvedAt === null : false;
  useLiveOrders((change) => {
    if (change.orderRefId === shownRef) void refresh();
  }, running || tableWaiting || reportWaiting);

  if (result.state === 'loading') return <p aria-busy="true">{t(m.loadingYourOrder)}</p>;
  if (result.state === 'error') {
    return (
      <RetryNotice message={result.message} onRetry={() => void reload()} />
    );
  }
  if (!result.value) {
    return (
      <div className="empty">
        <p>{t(m.noRunningOrder)}</p>
        <Link to="/my-orders" className="button button--ghost">
          {t(TITLES.myOrders)}
        </Link>
      </div>
    );
  }
  return (
    <>
      <PlacedNotice orderRefId={result.value.orderRefId} />
      <OrderTracking order={result.value} onChanged={() => void refresh()} />
    </>
  );
}

/** Says so when the app learned of this order's placement late: the customer last saw an error, not this order. */
function PlacedNotice({ orderRefId }: { orderRefId: string }) {
  const notice = useAtomValue(placedNoticeAtom);
  if (notice?.orderRefId !== orderRefId) return null;
  return (
    <div className="notice" role="status" data-testid="placed-notice">
      <p className="notice__title">{t(m.placedTitle)}</p>
      <p>
        {t(notice.how === 'otherTab' ? m.placedFromOtherTab : m.placedAnswerLost)}
        {notice.cartSettled ? t(m.placedCartSettled) : ''}
      </p>
    </div>
  );
}
