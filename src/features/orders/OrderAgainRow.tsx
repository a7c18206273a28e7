import { useCallback } from 'react';
import { formatDay, formatRupees } from '../../lib/format';
import { useLoaded } from '../../lib/useLoaded';
import { t } from '../../i18n';
import { readOrderList } from './api';
import { OrderAgainButton } from './OrderAgainButton';
import { dishesLine } from './orderCard';
import { m } from './messages';
import { m as again } from './orderAgainMessages';
import './orderAgain.css';

const SHOWN = 3;

/**
 * Home's 'Order again' (issue 23): the customer's last three orders that reached them, one tap each to refill the
 * cart at today's prices. Loaded with home's first view only for a signed-in customer (HomeScreen.tsx); nothing
 * shows until there is something to order again, and a failed read shows nothing rather than an error on home.
 */
export default function OrderAgainRow() {
  const load = useCallback(() => readOrderList(), []);
  const { result } = useLoaded(load);
  if (result.state !== 'ready') return null;
  const orders = result.value.value
    .filter((order) => order.status === 'DELIVERED')
    .sort((a, b) => (b.placedAt ?? b.createdAt) - (a.placedAt ?? a.createdAt))
    .slice(0, SHOWN);
  if (orders.length === 0) return null;
  return (
    <section className="order-again" aria-labelledby="order-again-title">
      <h2 id="order-again-title" className="section-title">
        {t(again.title)}
      </h2>
      <ul className="order-again__list">
        {orders.map((order) => (
          <li key={order.orderRefId} className="order-again__card">
            <strong className="order-again__outlet">{order.restaurantName}</strong>
            <span className="order-again__dishes">{dishesLine(order.itemTitles)}</span>
            <span className="muted">
              {formatRupees(order.orderTotal)} · {formatDay(order.placedAt ?? order.createdAt)}
            </span>
            <OrderAgainButton
              order={order}
              label={t(m.orderAgain)}
              className="button button--ghost order-again__button"
              aria-label={t(again.from, { outlet: order.restaurantName })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
