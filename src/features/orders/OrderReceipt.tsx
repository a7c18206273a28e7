import type { Order } from '../../api/contract';
import { formatDateTime, formatRupees } from '../../lib/format';
import { lineKey } from '../../rules/lineKey';
import { VegMark } from '../../ui/VegMark';
import { t } from '../../i18n';
import { BillSummary } from './BillSummary';
import { m } from './messages';
import { paymentLine } from './orderCard';
import { m as moves } from './trackingMessages';

/**
 * What the diner ordered, on the tracking card and the summary (issue 35): each dish as 'name × quantity' with its
 * price. The bill follows it on both: what points, wallet and coupon paid stays in sight while the food comes.
 */
function OrderDishes({ order }: { order: Order }) {
  const titleId = `dishes-${order.orderRefId}`;
  return (
    <section className="tracking-dishes" aria-labelledby={titleId}>
      <h3 id={titleId} className="tracking__subtitle">
        {t(moves.yourOrder)}
      </h3>
      <ul className="tracking-dishes__list" data-testid="tracking-dishes">
        {order.itemList.map((item) => (
          <li key={lineKey(item.itemId, item.choiceIds)} className="tracking-dishes__line">
            <VegMark kind={item.vegNonVeg} />
            <span className="tracking-dishes__name">
              {item.title} × {item.quantity}
              {item.choices && <span className="muted tracking-dishes__note">{item.choices}</span>}
            </span>
            <span className="tracking-dishes__price">{formatRupees(item.lineTotal)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The order's receipt on the tracking card and the summary alike: its dishes, its bill, how and when it was paid. */
export function OrderReceipt({ order }: { order: Order }) {
  return (
    <>
      <OrderDishes order={order} />
      <BillSummary bill={order.bill} orderType={order.orderType} tipPaidAfter={order.tipPaidAfter} />
      <p className="muted tracking__paid" data-testid="order-payment">
        {paymentLine(order)}
      </p>
      {order.placedAt !== null && <p className="muted tracking__paid">{t(m.placedAt, { time: formatDateTime(order.placedAt) })}</p>}
    </>
  );
}
