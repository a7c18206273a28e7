import type { FoodOrderType, Order } from '../../api/contract';
import { formatDateTime, formatTime } from '../../lib/format';
import { CancelledNotice } from './CancelledNotice';
import { OrderAgainButton } from './OrderAgainButton';
import { OrderReceipt } from './OrderReceipt';
import { OrderFeedback } from './OrderFeedback';
import { OrderHelp } from './OrderHelp';
import { OrderTimeline } from './OrderTimeline';
import { PayBillButton } from './PayBillButton';
import { TableCallButtons } from './TableCallButtons';
import { statusLabel } from './timeline';
import { t, type MessageRef } from '../../i18n';
import { m } from './messages';
import { m as moves } from './trackingMessages';
import './tracking.css';

/** How the handover is said with its time, by order type: a delivery is delivered, a takeaway picked up, a table served. */
const HANDED_OVER_AT: Record<FoodOrderType, MessageRef> = {
  HomeDelivery: moves.deliveredAt,
  TakeAway: moves.pickedUpAt,
  DineIn: moves.servedAt,
};

/** Today's time alone; an older order's day as well. */
const when = (at: number): string => (new Date(at).toDateString() === new Date().toDateString() ? formatTime(at) : formatDateTime(at));

/**
 * A delivered (picked up, served) or cancelled order on the tracking screen (issue 35): no map, as there is no
 * one left to follow, but what was ordered, the bill, when it ended and where a refund went, with rating and tip,
 * help and 'Order again'. A table served with its bill still open keeps its calls and 'Pay bill' at the top.
 */
export function TrackingSummary({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const cancelled = order.status === 'CANCELLED';
  const endedAt = order.statusHistory.filter((step) => step.status === order.status).at(-1)?.at ?? null;
  const handedOver = HANDED_OVER_AT[order.orderType as FoodOrderType] as MessageRef | undefined;
  const ended = cancelled ? moves.cancelledAt : (handedOver ?? moves.deliveredAt);
  return (
    <div className="tracking tracking--summary" data-testid="tracking-summary">
      <section className="card tracking__card" aria-labelledby="tracking-status">
        <div className="tracking-summary__head">
          <span className={cancelled ? 'tracking-summary__mark tracking-summary__mark--cancelled' : 'tracking-summary__mark'} aria-hidden="true">
            {cancelled ? '✕' : '✓'}
          </span>
          <div>
            <h2 id="tracking-status" className="tracking__status" data-testid="order-status" aria-live="polite">
              {statusLabel(order.status, order.orderType)}
            </h2>
            {endedAt !== null && (
              <p className="tracking-summary__when" data-testid="order-ended">
                {t(ended, { time: when(endedAt) })}
              </p>
            )}
          </div>
        </div>
        <p className="muted tracking__where">
          {order.restaurantName} · <span className="tracking__ref">#{order.orderRefId}</span>
          {order.tableNumber && ` · ${t(m.table, { table: order.tableNumber })}`}
        </p>
        <CancelledNotice order={order} />
        <TableCallButtons order={order} onChanged={onChanged} />
        <PayBillButton order={order} />
        <OrderTimeline order={order} />
      </section>

      {order.status === 'DELIVERED' && <OrderFeedback order={order} onChanged={onChanged} />}

      <div className="card tracking__card">
        <OrderReceipt order={order} />
      </div>

      <OrderHelp order={order} onChanged={onChanged} />
      {/* A table's round is ordered again from the table, not from here. */}
      {order.orderType !== 'DineIn' && <OrderAgainButton order={order} />}
    </div>
  );
}
