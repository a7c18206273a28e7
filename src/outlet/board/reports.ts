/** Customers' reports of a missing or wrong dish (issue 23), oldest first, each with its Answer. */
import type { OutletOrder } from '../contract';
import { t } from '../../i18n';
import { h } from '../../lib/elements';
import { ago } from './dom';
import { m } from './messages';

const KIND = { MISSING: m.missing, WRONG: m.wrongDish } as const;

export function reportsView(orders: OutletOrder[], answer: (order: OutletOrder) => void, now: number): HTMLElement | null {
  const reported = orders.filter((order) => order.report !== null).sort((a, b) => (a.report?.at ?? 0) - (b.report?.at ?? 0));
  if (reported.length === 0) return null;
  return h(
    'section',
    { class: 'reports', 'aria-label': t(m.reporting) },
    ...reported.map((order) => {
      const report = order.report;
      if (!report) return null;
      return h(
        'article',
        { class: 'report', 'aria-label': t(m.reportOn, { ref: order.orderRefId }) },
        h('p', { class: 'report__head' }, h('strong', {}, t(KIND[report.kind])), ` · ${order.orderRefId} · ${ago(report.at, now)}`),
        h('ul', { class: 'report__items' }, ...report.items.map((item) => h('li', {}, `${item.quantity} × ${item.title}`))),
        report.note ? h('p', { class: 'report__note' }, `“${report.note}”`) : null,
        h('p', { class: 'report__who' }, order.customerName, order.customerMobile ? ` · ${order.customerMobile}` : ''),
        h('button', { type: 'button', class: 'board-button board-button--go', onclick: () => answer(order) }, t(m.answer)),
      );
    }),
  );
}
