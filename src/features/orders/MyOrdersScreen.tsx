import { Link } from '@tanstack/react-router';
import type { OrderSummary } from '../../api/contract';
import { formatDateTime, formatRupees, formatTime } from '../../lib/format';
import { readOrderList } from './api';
import { dishesLine, orderTypeName, paymentLine } from './orderCard';
import { StatusBadge } from './StatusBadge';
import { OrderCardFeedback } from './OrderCardFeedback';
import { useLoaded } from '../../lib/useLoaded';
import { isRunning } from './timeline';
import { slotShown } from './expectedTime';
import { useLiveOrders } from './useLiveOrders';
import { RetryNotice } from '../../ui/RetryNotice';
import { copyTime } from '../../ui/SavedCopies';
import { SavedCopyNote } from '../../ui/SavedCopyNote';
// By its own path: the events feature's index would pull the event screens into this chunk.
import { MyTicketsLink } from '../events/MyTicketsLink';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { m } from './messages';
import './orders.css';

/** A running order's time, in tracking's words and by its rule (./expectedTime.ts): its slot, else when it is expected. */
function ExpectedLine({ order }: { order: OrderSummary }) {
  const slot = slotShown(order);
  const line = slot !== null ? t(m.scheduledFor, { time: formatDateTime(slot) }) : order.expectedAt ? t(m.expectedBy, { time: formatTime(order.expectedAt) }) : null;
  return line && (
    <span className="order-card__expected" data-testid="order-card-expected">
      {line}
    </span>
  );
}

/**
 * /my-orders: every order of the customer, newest first, each opening its details. A card says what was
 * ordered, where, how (delivery, takeaway, dine-in), its status and how it was paid, so cards differ at a glance.
 * A delivered order's card shows its rating and rates or tips it in place (issue 12).
 */
export function MyOrdersScreen() {
  const { result, reload } = useLoaded(readOrderList);
  const orders = result.state === 'ready' ? result.value.value : null;
  // A card's status follows its outlet's moves as they happen, while an order is still on its way.
  useLiveOrders(() => void reload(), orders?.some((order) => isRunning(order.status)) ?? false);
  return (
    <section className="screen" aria-labelledby="orders-title">
      <h1 id="orders-title" className="screen__title">
        {t(TITLES.myOrders)}
      </h1>
      <SavedCopyNote cachedAt={copyTime(result)} offline={m.offlineOrders} />
      {/* Issue 11: event tickets are not food orders; they live under My Tickets on the Events tab. */}
      <p className="muted">
        {t(m.bookedEvent)} <MyTicketsLink />
      </p>
      {result.state === 'loading' && <p aria-busy="true">{t(m.loadingOrders)}</p>}
      {result.state === 'error' && (
        <RetryNotice message={result.message} onRetry={() => void reload()} />
      )}
      {orders && orders.length === 0 && (
        <div className="empty">
          <p>{t(m.noOrders)}</p>
          <Link to="/restaurants" className="button">
            {t(m.findOutlet)}
          </Link>
        </div>
      )}
      {orders && orders.length > 0 && (
        <ul className="order-list">
          {orders.map((order) => (
            <li key={order.orderRefId} className={order.status === 'DELIVERED' ? 'order-list__item--with-feedback' : undefined}>
              <Link
                to="/order-details/$orderRefId"
                params={{ orderRefId: order.orderRefId }}
                className="order-card"
                data-testid="order-card"
              >
                <span className="order-card__top">
                  <strong className="order-card__outlet">{order.restaurantName}</strong>
                  <StatusBadge status={order.status} orderType={order.orderType} />
                </span>
                {order.itemTitles.length > 0 && (
                  <span className="order-card__dishes" data-testid="order-card-dishes">
                    {dishesLine(order.itemTitles)}
                  </span>
                )}
                {isRunning(order.status) && <ExpectedLine order={order} />}
                <span className="order-card__meta">
                  <span className="order-card__type">{orderTypeName(order.orderType)}</span> ·{' '}
                  {formatDateTime(order.placedAt ?? order.createdAt)} · <span className="order-card__count">{t(m.itemCount, { count: order.itemCount })}</span>
                </span>
                <span className="order-card__bottom">
                  <span className="order-card__total">{formatRupees(order.orderTotal)}</span>
                  <span className={`order-card__payment order-card__payment--${order.paymentStatus.toLowerCase()}`} data-testid="order-card-payment">
                    {paymentLine(order)}
                  </span>
                </span>
              </Link>
              {order.status === 'DELIVERED' && <OrderCardFeedback order={order} onChanged={() => void reload()} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
