import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Order } from '../../api/contract';
import { formatDateTime, formatRupees } from '../../lib/format';
import { lineKey } from '../../rules/lineKey';
import { readOrderDetail } from './api';
import { BillSummary } from './BillSummary';
import { CancelledNotice, SupportMoneyBack } from './CancelledNotice';
import { CancelOrderButton } from './CancelOrderButton';
import { OrderAgainButton } from './OrderAgainButton';
import { OrderFeedback } from './OrderFeedback';
import { OrderHelp } from './OrderHelp';
import { trackedOrderRefAtom } from './orderAtoms';
import { StatusBadge } from './StatusBadge';
import { isRunning } from './timeline';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { VegMark } from '../../ui/VegMark';
import { copyTime } from '../../ui/SavedCopies';
import { SavedCopyNote } from '../../ui/SavedCopyNote';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { m } from './messages';
import { orderTypeName, paymentLine } from './orderCard';
import './orders.css';

/** Order Details: items, bill, status; 'Track' while it runs, rating and tip once delivered, 'Order again' always. */
export function OrderDetailsScreen({ orderRefId }: { orderRefId: string }) {
  const load = useCallback(() => readOrderDetail(orderRefId), [orderRefId]);
  const { result, reload } = useLoaded(load);
  return (
    <section className="screen" aria-labelledby="order-details-title">
      <Link to="/my-orders" className="link-button">
        ‹ {t(TITLES.myOrders)}
      </Link>
      <h1 id="order-details-title" className="screen__title">
        {t(TITLES.orderDetails)}
      </h1>
      <SavedCopyNote cachedAt={copyTime(result)} offline={m.offlineOrder} />
      {result.state === 'loading' && <p aria-busy="true">{t(m.loadingOrder)}</p>}
      {result.state === 'error' && (
        <RetryNotice message={result.message} onRetry={() => void reload()} />
      )}
      {result.state === 'ready' && <OrderDetails order={result.value.value} onChanged={() => void reload()} />}
    </section>
  );
}

function OrderDetails({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const track = useSetAtom(trackedOrderRefAtom);
  const navigate = useNavigate();
  return (
    <>
      <div className="card">
        <p className="order-card__top">
          <strong>{order.restaurantName}</strong>
          <StatusBadge status={order.status} orderType={order.orderType} />
        </p>
        <p className="muted">
          #{order.orderRefId} · {orderTypeName(order.orderType)}
          {order.tableNumber ? ` · ${t(m.table, { table: order.tableNumber })}` : ''}
        </p>
        <p className="muted">{formatDateTime(order.placedAt ?? order.createdAt)}</p>
        {order.scheduledFor ? (
          <p data-testid="order-scheduled">
            <strong>{t(m.scheduledFor, { time: formatDateTime(order.scheduledFor) })}</strong>
          </p>
        ) : null}
        <p className="muted" data-testid="order-payment">
          {paymentLine(order)}
        </p>
        {order.deliveryAddress && <p className="muted">{t(m.deliverTo, { address: order.deliveryAddress.text })}</p>}
        <CancelledNotice order={order} />
        <SupportMoneyBack order={order} />
        {isRunning(order.status) && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              track(order.orderRefId);
              void navigate({ to: '/track-order' });
            }}
          >
            {t(m.track)}
          </button>
        )}
        <CancelOrderButton order={order} onChanged={onChanged} />
      </div>

      <OrderHelp order={order} onChanged={onChanged} />

      <section aria-labelledby="items-title">
        <h2 id="items-title" className="section-title">
          {t(m.items)}
        </h2>
        <ul className="item-lines">
          {order.itemList.map((item) => (
            <li key={lineKey(item.itemId, item.choiceIds)} className="item-line">
              <VegMark kind={item.vegNonVeg} />
              <span className="item-line__title">
                {item.title} × {item.quantity}
                {item.choices && <span className="muted item-line__note">{item.choices}</span>}
                {item.instruction && <span className="muted item-line__note">{item.instruction}</span>}
              </span>
              <span>{formatRupees(item.lineTotal)}</span>
            </li>
          ))}
        </ul>
        {/* Issue 35: the order's one cooking instruction, as the kitchen read it. */}
        {order.cookingInstruction && (
          <p className="order-instruction-note" data-testid="order-cooking-instruction">
            <strong>{t(m.cookingInstructions)}</strong>
            <span>{order.cookingInstruction}</span>
          </p>
        )}
      </section>

      {/* Issue 12: any delivered order is rated (and its rating changed for 24 h) and tipped from here too. */}
      {order.status === 'DELIVERED' && (
        <div className="order-feedback">
          <OrderFeedback order={order} onChanged={onChanged} />
        </div>
      )}
      <BillSummary bill={order.bill} orderType={order.orderType} tipPaidAfter={order.tipPaidAfter} />
      {order.paymentStatus === 'PAID' && (
        <Link to="/invoice/$orderRefId" params={{ orderRefId: order.orderRefId }} className="button button--ghost button--block">
          {t(m.invoiceLink)}
        </Link>
      )}
      <OrderAgainButton order={order} />
    </>
  );
}
