import { useState } from 'react';
import type { OrderSummary } from '../../api/contract';
import { Dialog } from '../../ui/Dialog';
import { StarsShown } from '../../ui/StarRating';
import { OrderFeedbackPanel } from './OrderFeedbackPanel';
import { t } from '../../i18n';
import { m } from './messages';

/** Under a delivered order's card in My Orders: its rating as given, and a way to rate (or change it) and tip. */
export function OrderCardFeedback({ order, onChanged }: { order: OrderSummary; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="order-card__feedback" data-testid="order-card-feedback">
      {order.rating !== null ? <StarsShown value={order.rating} /> : <span className="muted">{t(m.howWasIt)}</span>}
      <button
        type="button"
        className="button button--ghost button--compact"
        aria-label={t(order.rating === null ? m.rateAndTipFor : m.ratingAndTipFor, { outlet: order.restaurantName })}
        onClick={() => setOpen(true)}
      >
        {t(order.rating === null ? m.rateAndTip : m.ratingAndTip)}
      </button>
      <Dialog open={open} title={order.restaurantName} onClose={() => setOpen(false)} className="dialog--order-feedback">
        <OrderFeedbackPanel orderRefId={order.orderRefId} onChanged={onChanged} />
      </Dialog>
    </div>
  );
}
