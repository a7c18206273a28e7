import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import type { Order } from '../../api/contract';
import { formatRupees } from '../../lib/format';

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
        Order Placed
      </h2>
      <p>
        {order.restaurantName} · {formatRupees(order.orderTotal)}
      </p>
      <Link to="/track-order" className="button button--block">
        Track order
      </Link>
    </div>
  );
}
