import type { Order } from '../../api/contract';
import type { SupportReason } from '../../api/supportReasons';
import { formatRupees } from '../../lib/format';
import { t, type MessageRef } from '../../i18n';
import { m } from './cancelMessages';
import { paymentModeName } from './orderCard';
import { m as moves } from './trackingMessages';
import { formatDateTime } from '../../lib/format';
import './cancelledNotice.css';

/**
 * A cancelled order: who cancelled it and why, and where each part of the money went (issue 23). Calm, not red
 * (issue 35): the money is safe and on its way back, nothing has gone wrong that the diner must act on.
 */
export function CancelledNotice({ order }: { order: Order }) {
  if (order.status !== 'CANCELLED') return null;
  const why =
    order.cancelledBy === 'CUSTOMER'
      ? t(m.youCancelled)
      : order.cancelReason
        ? t(moves.cancelledBecause, { outlet: order.restaurantName, reason: order.cancelReason })
        : null;
  // From the order's ledger: what went back with the cancellation, whatever went back before it.
  const refund = order.refund;
  const mode = order.paymentMode ? paymentModeName(order.paymentMode) : '';
  const lines = refund
    ? [
        refund.source > 0 && t(refund.state === 'DONE' ? m.refundSourceDone : m.refundSourcePending, { amount: formatRupees(refund.source), mode }),
        refund.wallet > 0 && t(m.refundWallet, { amount: formatRupees(refund.wallet) }),
        refund.points > 0 && t(m.refundPoints, { count: refund.points }),
      ].filter((line): line is string => typeof line === 'string')
    : [];
  if (!why && lines.length === 0) return null;
  return (
    <div className={lines.length > 0 ? 'refund-notice refund-notice--money' : 'refund-notice'} role="status" data-testid="cancelled-notice">
      {why && <p className="refund-notice__why">{why}</p>}
      {lines.length > 0 && (
        <>
          <h3 className="refund-notice__title">{t(moves.refundTitle)}</h3>
          <ul className="refund-notice__lines">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * Money our support team gave back for an order that stands (a late or cold delivery), from the order's ledger:
 * said on the order, in the same calm panel as a refund, so the diner sees why their wallet grew.
 */
export function SupportMoneyBack({ order }: { order: Order }) {
  const given = (order.moneyBack ?? []).filter((entry) => entry.why === 'SUPPORT');
  if (given.length === 0) return null;
  const mode = order.paymentMode ? paymentModeName(order.paymentMode) : '';
  return (
    <div className="refund-notice refund-notice--money" role="status" data-testid="support-money-back">
      <h3 className="refund-notice__title">{t(m.moneyBackTitle)}</h3>
      <ul className="refund-notice__lines">
        {given.map((entry, index) => {
          const params = { amount: formatRupees(entry.amount), date: formatDateTime(entry.at), mode };
          return (
            <li key={`${entry.at}-${index}`}>
              {t(entry.to === 'SOURCE' ? m.fromSupportToSource : m.fromSupport, params)}
              {entry.reason && <span className="refund-notice__why">{` ${t(m.supportWhy, { reason: t(SUPPORT_WHY[entry.reason]) })}`}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Support's reasons, each as the diner reads it. */
const SUPPORT_WHY: Record<SupportReason, MessageRef> = {
  LATE: m.whyLATE,
  COLD: m.whyCOLD,
  MISSING: m.whyMISSING,
  WRONG: m.whyWRONG,
  QUALITY: m.whyQUALITY,
  SPILLED: m.whySPILLED,
  GOODWILL: m.whyGOODWILL,
};
