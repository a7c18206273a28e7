import { Link } from '@tanstack/react-router';
import { fetchRunningOrder } from './api';
import { isRunning, statusLabel } from './timeline';
import { useLoaded } from '../../lib/useLoaded';
import { t } from '../../i18n';
import { m } from './statusMessages';
import './runningOrder.css';

/** The signed-in diner's running order on home: its status, linking to /track-order; nothing without one. */
export default function RunningOrder() {
  const { result } = useLoaded(fetchRunningOrder);
  // A failure here is not worth a message on the home screen: the card simply does not show.
  if (result.state !== 'ready' || !result.value || !isRunning(result.value.status)) return null;
  const order = result.value;
  return (
    <Link to="/track-order" className="running-order" data-testid="running-order">
      <span className="running-order__label">{t(m.runningOrderFrom, { outlet: order.restaurantName })}</span>
      <strong className="running-order__status">{statusLabel(order.status, order.orderType)}</strong>
      <span className="running-order__action" aria-hidden="true">
        {t(m.trackArrow)}
      </span>
    </Link>
  );
}
