import type { Bill, OrderType } from '../../api/contract';
import { formatRupees } from '../../lib/format';
import { billLines } from './billLines';
import { t } from '../../i18n';
import { m } from './messages';
import './bill.css';

/** `orderType`: a HomeDelivery's bill says its delivery is FREE when it costs nothing, rather than leaving it out. */
export function BillSummary({ bill, orderType, tipPaidAfter = 0, title = t(m.billDetails) }: { bill: Bill; orderType: OrderType; tipPaidAfter?: number; title?: string }) {
  return (
    <section className="bill" aria-label={title}>
      <h2 className="section-title">{title}</h2>
      <dl className="bill__lines">
        {billLines(bill, tipPaidAfter, orderType === 'HomeDelivery').map((line) => (
          <div key={line.key} className={line.total ? 'bill__line bill__line--total' : 'bill__line'} data-testid={`bill-${line.key}`}>
            <dt>{line.label}</dt>
            <dd className={line.free ? 'bill__free' : undefined}>
              {line.free ? t(m.free) : line.negative ? `- ${formatRupees(line.amount)}` : formatRupees(line.amount)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
