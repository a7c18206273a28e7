import type { Order } from '../../api/contract';
import { formatRupees } from '../../lib/format';
// By path: the payment feature's index imports this feature's screens.
import { useGoToPayment } from '../payment/useGoToPayment';
import { t } from '../../i18n';
import { m } from './messages';

/** A dine-in bill stays open while the diner eats; this settles it (completePostPaidOrder, or a provider). */
export function PayBillButton({ order }: { order: Order }) {
  const goToPayment = useGoToPayment();
  if (order.orderType !== 'DineIn' || order.paymentStatus !== 'POSTPAID') return null;
  return (
    <button
      type="button"
      className="button button--block"
      onClick={() => goToPayment(order, '/track-order')}
    >
      {t(m.payBill, { amount: formatRupees(order.orderTotal) })}
    </button>
  );
}
