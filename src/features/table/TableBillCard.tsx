import { useState } from 'react';
import { useStore } from 'jotai';
import type { TableBill, TableShareKind } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { notify } from '../../lib/toast';
import { leaveForProvider, useOnePayment } from '../payment/useOnePayment';
import { tableSessionAtom } from '../dine-in/joinedTable';
import { payTableShare } from './api';
import { m } from './messages';
import '../checkout/checkout.css';

const KIND_WORDS = { ITEMS: m.paidItems, EQUAL: m.paidEqual, REST: m.paidRest } as const;

/**
 * The table's bill (issue 23): what every round comes to, what is paid and by whom, and this diner's way to pay a
 * part: their own dishes, an equal share, or all that is left, from the wallet or online. Paid in full, it says so.
 */
export function TableBillCard({ sessionId, bill, online }: { sessionId: string; bill: TableBill; online: boolean }) {
  const store = useStore();
  const { busy, run } = useOnePayment();
  const amounts: Record<TableShareKind, number> = { ITEMS: bill.mine, EQUAL: bill.equalShare, REST: bill.due };
  const [kind, setKind] = useState<TableShareKind>(bill.mine > 0 ? 'ITEMS' : 'EQUAL');
  const amount = amounts[kind];

  // One payment at a time, as every way of paying in the app; busy until the page has gone to the provider.
  const pay = (mode: 'WALLET' | 'ONLINE') =>
    run(
      async () => {
        const answer = await payTableShare(sessionId, kind, mode, amount);
        if (answer.redirectUrl) return leaveForProvider(answer.redirectUrl);
        store.set(tableSessionAtom, answer.session);
        notify.success(t(answer.session.bill?.closed ? m.paidInFull : m.partPaid));
        return undefined;
      },
      (failure) => {
        notify.error(messageOf(failure));
        return true;
      },
    );

  return (
    <section className="card table-bill" aria-labelledby="table-bill-title" data-testid="table-bill">
      <h2 id="table-bill-title" className="table-bill__title">
        {t(m.billTitle)}
      </h2>
      <dl className="table-bill__sums">
        <div>
          <dt>{t(m.billTotal)}</dt>
          <dd>{formatRupees(bill.total)}</dd>
        </div>
        <div>
          <dt>{t(m.billPaid)}</dt>
          <dd>{formatRupees(bill.paid)}</dd>
        </div>
        <div className="table-bill__due">
          <dt>{t(m.billDue)}</dt>
          <dd data-testid="table-bill-due">{formatRupees(bill.due)}</dd>
        </div>
      </dl>
      {bill.payments.length > 0 && (
        <ul className="table-bill__payments">
          {bill.payments.map((payment, index) => (
            <li key={index}>
              {t(payment.you ? m.youPaid : m.theyPaid, {
                name: payment.name,
                amount: formatRupees(payment.amount),
                what: t(payment.you && payment.kind === 'ITEMS' ? m.paidYourItems : KIND_WORDS[payment.kind]),
              })}
            </li>
          ))}
        </ul>
      )}
      {bill.closed ? (
        <p className="notice table-bill__closed" role="status">
          {t(m.paidInFull)}
        </p>
      ) : (
        <>
          <fieldset className="table-bill__choices">
            <legend>{t(m.howToPay)}</legend>
            {(['ITEMS', 'EQUAL', 'REST'] as const).map((choice) => (
              <label key={choice} className="choice">
                <input type="radio" name="table-share" checked={kind === choice} disabled={amounts[choice] <= 0} onChange={() => setKind(choice)} />
                <span className="table-bill__choice">
                  <span>{t(choice === 'ITEMS' ? m.myDishes : choice === 'EQUAL' ? m.equalShare : m.whatIsLeft)}</span>
                  <strong>{formatRupees(amounts[choice])}</strong>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="table-bill__actions">
            <button
              type="button"
              className="button button--block"
              disabled={busy || !online || amount <= 0}
              aria-busy={busy}
              onClick={() => void pay('WALLET')}
            >
              {t(m.payFromWallet, { amount: formatRupees(amount) })}
            </button>
            <button type="button" className="button button--ghost button--block" disabled={busy || !online || amount <= 0} onClick={() => void pay('ONLINE')}>
              {t(m.payOnline, { amount: formatRupees(amount) })}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
