import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import type { Order } from '../../api/contract';
import { SPEC } from '../../config/messages';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { m as placed } from './placedOrderMessages';
import './payment.css';

/** 'Order Placed' with a green tick, after the provider confirmed the payment. */
export function PaymentSuccess({ order }: { order: Order }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Move focus to the outcome: a screen reader user hears it at once.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="pay-success" role="status">
      <span className="pay-success__tick" aria-hidden="true">
        ✓
      </span>
      <h2 ref={heading} tabIndex={-1} className="pay-success__title">
        {t(SPEC.orderPlaced)}
      </h2>
      <p>
        {order.restaurantName} · {formatRupees(order.orderTotal)}
      </p>
      <Link to="/track-order" className="button button--block">
        {t(placed.trackOrder)}
      </Link>
    </div>
  );
}
