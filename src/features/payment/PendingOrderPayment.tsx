import { useCallback, useEffect } from 'react';
import { useSetAtom } from 'jotai';
import { useNavigate } from '@tanstack/react-router';
import type { Order } from '../../api/contract';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { BillSummary, fetchOrderDetail, orderTypeName, trackedOrderRefAtom } from '../orders';
import { useLoaded } from '../../lib/useLoaded';
import { m } from './messages';
import { m as placed } from './placedOrderMessages';
import { awaitsPayment, isPostPaidBill } from './orderPayState';
import { PayForOrder } from './PayForOrder';
import { RetryNotice } from '../../ui/RetryNotice';
import { TableBadge } from '../dine-in/TableBadge';
import './payment.css';

/**
 * The order waiting for payment, fetched fresh (the server's total is the one that counts), then the choice.
 * An order the server reports as placed is handed to `onFoundPlaced` (issue 6: a reload after a lost answer).
 */
export function PendingOrderPayment({ orderRefId, onPlaced, onFoundPlaced }: {
  orderRefId: string;
  onPlaced: (order: Order) => void;
  onFoundPlaced: (order: Order) => void;
}) {
  const load = useCallback(() => fetchOrderDetail(orderRefId), [orderRefId]);
  const { result, reload } = useLoaded(load);
  const setTracked = useSetAtom(trackedOrderRefAtom);
  const navigate = useNavigate();
  const loaded = result.state === 'ready' ? result.value : null;
  useEffect(() => {
    if (loaded && !awaitsPayment(loaded)) onFoundPlaced(loaded);
  }, [loaded, onFoundPlaced]);

  if (result.state === 'loading') return <p aria-busy="true">{t(m.loadingOrder)}</p>;
  if (result.state === 'error') {
    return (
      <RetryNotice message={result.message} onRetry={() => void reload()} />
    );
  }
  const order = result.value;
  const postPaid = isPostPaidBill(order);
  if (!awaitsPayment(order) && !postPaid) {
    return (
      <div className="notice">
        <p>{t(m.alreadyPlaced)}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setTracked(order.orderRefId);
            void navigate({ to: '/track-order' });
          }}
        >
          {t(placed.trackOrder)}
        </button>
      </div>
    );
  }
  return (
    <>
      <div className="card pay-total">
        <p className="muted pay-context">
          <span>
            {order.restaurantName} · {orderTypeName(order.orderType)}
          </span>
          {order.tableNumber && <TableBadge tableNumber={order.tableNumber} />}
        </p>
        <p className="pay-total__amount">
          {t(postPaid ? m.yourBill : m.orderTotal)} <strong data-testid="order-total">{formatRupees(order.orderTotal)}</strong>
        </p>
      </div>
      <PayForOrder order={order} onPlaced={onPlaced} />
      <BillSummary bill={order.bill} orderType={order.orderType} />
    </>
  );
}
