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

/** The ways this diner may pay now, each with the figure the server will charge (server/tables/bill.ts partOf). */
function choicesOf(bill: TableBill): Array<{ kind: TableShareKind; amount: number }> {
  // Issue 35: a diner whose part is paid has only what is left for the table, and only if they choose to.
  if (bill.yourPartPaid) return [{ kind: 'REST', amount: bill.due }];
  // A way that comes to all that is left (the last diner to pay) is said once, as what is left.
  const choices: Array<{ kind: TableShareKind; amount: number }> = [];
  if (bill.mine > 0 && bill.mine < bill.due) choices.push({ kind: 'ITEMS', amount: bill.mine });
  if (bill.equalShare > 0 && bill.equalShare < bill.due) choices.push({ kind: 'EQUAL', amount: bill.equalShare });
  choices.push({ kind: 'REST', amount: bill.due });
  return choices;
}

const CHOICE_WORDS = { ITEMS: m.myDishes, EQUAL: m.equalShare, REST: m.whatIsLeft } as const;

/**
 * The table's bill (issue 23): what every round comes to, what is paid and by whom, and this diner's way to pay a
 * part: their own dishes, an equal share of what is left, or all that is left, from the wallet, online or in cash to the
 * staff (who mark it received on the kitchen board); each way
 * with the figure it will take, no other (issue 35). Once their part is paid it says so, with what is left for the
 * table (which they may still pick up); paid in full, it says so.
 */
export function TableBillCard({ sessionId, bill, online }: { sessionId: string; bill: TableBill; online: boolean }) {
  const store = useStore();
  const { busy, run } = useOnePayment();
  const choices = choicesOf(bill);
  const [chosen, setChosen] = useState<TableShareKind | null>(null);
  // Picking up what is left after one's own part is a choice, not the card's first offer.
  const [payingRest, setPayingRest] = useState(false);
  // A poll may take a way away (a dish paid by its adder meanwhile): then the first one left is chosen.
  const choice = choices.find((one) => one.kind === chosen) ?? choices[0];
  const paidInFull = bill.closed || bill.due <= 0;

  // One payment at a time, as every way of paying in the app; busy until the page has gone to the provider.
  const pay = (mode: 'WALLET' | 'ONLINE' | 'CASH') =>
    choice &&
    run(
      async () => {
        const answer = await payTableShare(sessionId, choice.kind, mode, choice.amount);
        if (answer.redirectUrl) return leaveForProvider(answer.redirectUrl);
        // Issue 35: the card says 'Your part is paid' (or paid in full) as a status; a toast over the header's
        // buttons saying it again was one message twice.
        store.set(tableSessionAtom, answer.session);
        setPayingRest(false);
        return undefined;
      },
      (failure) => {
        notify.error(messageOf(failure));
        return true;
      },
    );

  const payButtons = choice && (
    <div className="table-bill__actions">
      <button type="button" className="button button--block" disabled={busy || !online} aria-busy={busy} onClick={() => void pay('WALLET')}>
        {t(m.payFromWallet, { amount: formatRupees(choice.amount) })}
      </button>
      <button type="button" className="button button--ghost button--block" disabled={busy || !online} onClick={() => void pay('ONLINE')}>
        {t(m.payOnline, { amount: formatRupees(choice.amount) })}
      </button>
      {/* Cash goes to the staff at the table, who mark it received: asked for once, not again while it waits. */}
      {bill.cashWaiting === null && (
        <button type="button" className="button button--ghost button--block" disabled={busy || !online} onClick={() => void pay('CASH')}>
          {t(m.payInCash, { amount: formatRupees(choice.amount) })}
        </button>
      )}
    </div>
  );
  // Chosen cash: said where the eye is, above the other ways, any of which replaces it.
  const cashNotice = bill.cashWaiting !== null && !paidInFull && (
    <p className="notice table-bill__cash" role="status" data-testid="table-cash-waiting">
      {t(m.cashWaiting, { amount: formatRupees(bill.cashWaiting) })}
    </p>
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
        {/* Issue 35: nothing paid is no line ('Paid ₹0'); paid in full, the notice below says so, not 'Left ₹0'. */}
        {bill.paid > 0 && (
          <div data-testid="table-bill-paid">
            <dt>{t(m.billPaid)}</dt>
            <dd>{formatRupees(bill.paid)}</dd>
          </div>
        )}
        {!paidInFull && (
          <div className="table-bill__due">
            <dt>{t(m.billDue)}</dt>
            <dd data-testid="table-bill-due">{formatRupees(bill.due)}</dd>
          </div>
        )}
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
      {paidInFull ? (
        <p className="notice table-bill__closed" role="status">
          {t(m.paidInFull)}
        </p>
      ) : bill.yourPartPaid ? (
        <>
          <div className="table-bill__settled" role="status" data-testid="table-part-paid">
            <CheckIcon />
            <p>
              <strong>{t(m.partPaid)}</strong>
              <span>{t(m.leftForTable, { amount: formatRupees(bill.due) })}</span>
            </p>
          </div>
          {payingRest ? (
            <>
              {/* Said before the buttons: this pays for the others, not the diner's own part again. */}
              <p className="table-bill__for-others">{t(m.payingForOthers, { amount: formatRupees(bill.due) })}</p>
              {cashNotice}
              {payButtons}
              <button type="button" className="link-button table-bill__not-now" onClick={() => setPayingRest(false)}>
                {t(m.notNow)}
              </button>
            </>
          ) : (
            <button type="button" className="button button--ghost button--block" onClick={() => setPayingRest(true)}>
              {t(m.payTheRest, { amount: formatRupees(bill.due) })}
            </button>
          )}
        </>
      ) : (
        <>
          {choices.length > 1 ? (
            <fieldset className="table-bill__choices">
              <legend>{t(m.howToPay)}</legend>
              {choices.map((one) => (
                <label key={one.kind} className="choice">
                  <input type="radio" name="table-share" checked={choice?.kind === one.kind} onChange={() => setChosen(one.kind)} />
                  <span className="table-bill__choice">
                    <span>{t(CHOICE_WORDS[one.kind])}</span>
                    <strong>{formatRupees(one.amount)}</strong>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : (
            // The last to pay: one figure, all that is left, with nothing to choose.
            <p className="table-bill__choice table-bill__choice--only">
              <span>{t(m.yourPartIsWhatIsLeft)}</span>
              <strong>{formatRupees(choice?.amount ?? 0)}</strong>
            </p>
          )}
          {cashNotice}
          {payButtons}
        </>
      )}
    </section>
  );
}

function CheckIcon() {
  return (
    <svg className="table-bill__check" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="m7 12.5 3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
