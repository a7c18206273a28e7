import { lazy, Suspense } from 'react';
import type { Order } from '../../api/contract';

// Rating and tip come with sending them offline (the outbox) and their forms: loaded when an order is delivered,
// not by every tracking screen a push notification opens while the order is on its way.
const RatingAndTip = lazy(() => import('./RatingAndTip'));

/** A delivered order's rating and tip (SPEC 2, issue 12): on tracking, in Order Details and from My Orders. */
export function OrderFeedback({ order, onChanged }: { order: Order; onChanged: () => void }) {
  return (
    <Suspense fallback={null}>
      <RatingAndTip order={order} onChanged={onChanged} />
    </Suspense>
  );
}
