import { useState } from 'react';
import { REPORT_WINDOW_MS } from '../../api/endpoints';
import type { Order } from '../../api/contract';
import { formatRupees } from '../../lib/format';
import { useOnline } from '../../lib/useOnline';
import { t } from '../../i18n';
import { m } from './helpMessages';
import { ReportProblemDialog } from './ReportProblemDialog';
import './orderHelp.css';

/** tel: wants the digits only: '+91 172 466 0808' → 'tel:+911724660808'. */
const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * 'Help with this order' once it can no longer be cancelled (issue 23): call the outlet, call the rider while they
 * ride, and once the order has reached the diner, report a missing or wrong dish (once, within a day); the
 * outlet's answer shows here.
 */
export function OrderHelp({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const [reporting, setReporting] = useState(false);
  // The screen reloads the order when it changes; the window is judged as of when it was shown.
  const [shownAt] = useState(() => Date.now());
  const online = useOnline();
  if (order.placedAt === null || order.status === 'CANCELLED' || order.canCancel) return null;

  const deliveredAt = order.statusHistory.find((step) => step.status === 'DELIVERED')?.at ?? null;
  const mayReport = order.status === 'DELIVERED' && !order.report && deliveredAt !== null && shownAt - deliveredAt <= REPORT_WINDOW_MS;
  const lateForReport = order.status === 'DELIVERED' && !order.report && !mayReport;

  return (
    <section className="order-help" aria-labelledby={`help-${order.orderRefId}`}>
      <h2 id={`help-${order.orderRefId}`} className="section-title">
        {t(m.title)}
      </h2>
      <ReportStatus order={order} />
      <div className="order-help__actions">
        {order.restaurantPhone && (
          <a className="button button--ghost" href={telOf(order.restaurantPhone)}>
            {t(m.callOutlet)}
          </a>
        )}
        {order.status === 'OUT_FOR_DELIVERY' && order.rider && (
          <a className="button button--ghost" href={`tel:+91${order.rider.phone}`}>
            {t(m.callRider, { name: order.rider.name })}
          </a>
        )}
        {mayReport && (
          <button type="button" className="button button--ghost" disabled={!online} onClick={() => setReporting(true)}>
            {t(m.report)}
          </button>
        )}
      </div>
      {mayReport && !online && <p className="muted">{t(m.offline)}</p>}
      {lateForReport && <p className="muted">{t(m.tooLate)}</p>}
      {mayReport && (
        <ReportProblemDialog
          order={order}
          open={reporting}
          onClose={() => setReporting(false)}
          onSent={() => {
            setReporting(false);
            onChanged();
          }}
        />
      )}
    </section>
  );
}

/** What the diner reported, and the outlet's answer once it has given one. */
function ReportStatus({ order }: { order: Order }) {
  const report = order.report;
  if (!report) return null;
  const dishes = [...new Set(order.itemList.filter((item) => report.itemIds.includes(item.itemId)).map((item) => item.title))].join(', ');
  return (
    <div className="order-help__report" role="status" data-testid="order-report">
      <p>{t(report.kind === 'MISSING' ? m.reportedMissing : m.reportedWrong, { dishes })}</p>
      {report.reply === null ? (
        <p className="muted">{t(m.waiting)}</p>
      ) : (
        <>
          <p className="order-help__reply">{t(m.answered, { outlet: order.restaurantName, reply: report.reply })}</p>
          {report.refund > 0 && <p>{t(m.refunded, { amount: formatRupees(report.refund) })}</p>}
        </>
      )}
    </div>
  );
}
