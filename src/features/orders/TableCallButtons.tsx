import type { Order, TableNeed } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { formatTime } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useBusy } from '../../lib/useBusy';
import { useOnline } from '../../lib/useOnline';
import { t } from '../../i18n';
import { callTable } from './api';
import { m } from './trackingMessages';

/**
 * Dine-in, at the table: 'Call waiter' and, while the bill is open, 'Request bill'. Each reaches the outlet's
 * board at once; a call waiting says since when, and the button is spent until the floor marks it done.
 */
export function TableCallButtons({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const { busy, run } = useBusy();
  const online = useOnline();
  if (order.orderType !== 'DineIn' || order.status === 'CANCELLED' || order.placedAt === null) return null;
  const calls = order.tableCalls ?? { waiter: null, bill: null };

  const call = (need: TableNeed) =>
    void run(async () => {
      try {
        await callTable(order.orderRefId, need);
        onChanged();
      } catch (failure) {
        notify.error(messageOf(failure));
      }
    });

  const button = (need: TableNeed, since: number | null, label: string) =>
    since === null ? (
      <button type="button" className="button button--ghost" disabled={busy || !online} onClick={() => call(need)}>
        {label}
      </button>
    ) : (
      <p className="table-calls__waiting" role="status">
        {t(need === 'WAITER' ? m.waiterCalled : m.billRequested, { time: formatTime(since) })}
      </p>
    );

  return (
    <div className="table-calls">
      {button('WAITER', calls.waiter, t(m.callWaiter))}
      {order.paymentStatus === 'POSTPAID' && button('BILL', calls.bill, t(m.requestBill))}
    </div>
  );
}
