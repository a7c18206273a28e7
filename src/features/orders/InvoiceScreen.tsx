import { useCallback } from 'react';
import { Link } from '@tanstack/react-router';
import type { Invoice, InvoiceCreditNote, PaymentMode } from '../../api/contract';
import { formatDateTime, formatRupees } from '../../lib/format';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { fetchInvoice } from './api';
import { m } from './invoiceMessages';
import { paymentModeName } from './orderCard';
import './invoice.css';

/**
 * /invoice/<ref>: the GST tax invoice of a paid order, laid out to print on one A4 page (the browser's print
 * dialog also saves it as a PDF); the app's header and menus are left off the print.
 */
export function InvoiceScreen({ orderRefId }: { orderRefId: string }) {
  const load = useCallback(() => fetchInvoice(orderRefId), [orderRefId]);
  const { result, reload } = useLoaded(load);
  return (
    <section className="screen invoice-screen" aria-labelledby="invoice-title">
      <h1 id="invoice-title" className="screen__title">
        {t(TITLES.invoice)}
      </h1>
      {result.state === 'loading' && <p aria-busy="true">{t(m.loadingInvoice)}</p>}
      {result.state === 'error' && <RetryNotice message={result.message} onRetry={() => void reload()} />}
      {result.state === 'ready' && <InvoiceSheet invoice={result.value} />}
    </section>
  );
}

function Row({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <tr className={strong ? 'invoice__total' : undefined}>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td>{formatRupees(amount)}</td>
    </tr>
  );
}

/** Money given back after the invoice is documented by credit notes (CGST Act s.34), each in the outlet's own series. */
function CreditNotes({ notes }: { notes: InvoiceCreditNote[] }) {
  return (
    <section className="invoice__notes" aria-labelledby="invoice-notes-title">
      <h2 id="invoice-notes-title">{t(m.creditNotesTitle)}</h2>
      <ul>
        {notes.map((note) => (
          <li key={note.number} data-testid="invoice-credit-note">
            <p>{t(m.creditNote, { number: note.number, date: formatDateTime(note.date) })}</p>
            <p className="muted">
              {t(m.creditNoteAmounts, { amount: formatRupees(note.amount), taxable: formatRupees(note.taxableValue), cgst: formatRupees(note.cgst), sgst: formatRupees(note.sgst) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function InvoiceSheet({ invoice }: { invoice: Invoice }) {
  const { seller, customer } = invoice;
  return (
    <>
      <article className="card invoice" aria-label={t(m.invoiceNumber, { number: invoice.invoiceNumber })}>
        <header className="invoice__head">
          <div>
            <strong className="invoice__trade">{seller.tradeName}</strong>
            <p>{seller.legalName}</p>
            <p className="muted">{seller.address}</p>
            <p>{t(m.gstin, { gstin: seller.gstin })}</p>
          </div>
          <div>
            <p>{t(m.invoiceNumber, { number: invoice.invoiceNumber })}</p>
            <p>{t(m.invoiceDate, { date: formatDateTime(invoice.invoiceDate) })}</p>
            <p className="muted">{t(m.invoiceOrder, { ref: invoice.orderRefId })}</p>
          </div>
        </header>
        <p className="invoice__to">
          <span className="muted">{t(m.billedTo)}</span> {customer.name ? `${customer.name} · ${customer.mobile}` : customer.mobile}
          {customer.gstin && (
            <>
              <br />
              {t(m.gstin, { gstin: customer.gstin })}
            </>
          )}
        </p>
        <table className="invoice__lines">
          <caption className="muted">{t(m.invoiceSac, { sac: invoice.sac })}</caption>
          <thead>
            <tr>
              <th scope="col">{t(m.invoiceItem)}</th>
              <th scope="col">{t(m.invoiceQty)}</th>
              <th scope="col">{t(m.invoiceRate)}</th>
              <th scope="col">{t(m.invoiceAmount)}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index}>
                <td>{line.description}</td>
                <td>{line.quantity}</td>
                <td>{formatRupees(line.rate)}</td>
                <td>{formatRupees(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {invoice.couponDiscount > 0 && <Row label={t(m.invoiceDiscount)} amount={-invoice.couponDiscount} />}
            {invoice.packingCharges > 0 && <Row label={t(m.invoicePacking)} amount={invoice.packingCharges} />}
            <Row label={t(m.invoiceTaxable)} amount={invoice.taxableValue} />
            <Row label={t(m.invoiceCgst, { rate: invoice.cgstRate })} amount={invoice.cgst} />
            <Row label={t(m.invoiceSgst, { rate: invoice.sgstRate })} amount={invoice.sgst} />
            {invoice.deliveryFee > 0 && <Row label={t(m.invoiceDelivery)} amount={invoice.deliveryFee} />}
            {invoice.tip > 0 && <Row label={t(m.invoiceTip)} amount={invoice.tip} />}
            <Row label={t(m.invoiceTotal)} amount={invoice.total} strong />
          </tfoot>
        </table>
        {invoice.paid.length > 0 && (
          <p data-testid="invoice-paid">
            {t(m.invoicePaid, {
              mode: invoice.paid
                .map((part) => `${paymentModeName(part.paymentMode as PaymentMode)} ${part.points > 0 ? t(m.invoicePoints, { points: part.points }) : formatRupees(part.amount)}`)
                .join(', '),
            })}
          </p>
        )}
        {invoice.givenBack > 0 && <p data-testid="invoice-given-back">{t(m.invoiceGivenBack, { amount: formatRupees(invoice.givenBack) })}</p>}
        {invoice.creditNotes.length > 0 && <CreditNotes notes={invoice.creditNotes} />}
        <p className="muted invoice__supply">{t(m.invoiceSupply, { state: seller.state, code: seller.stateCode })}</p>
      </article>
      <div className="invoice__actions">
        <button type="button" className="button button--block" onClick={() => window.print()}>
          {t(m.invoicePrint)}
        </button>
        <Link to="/order-details/$orderRefId" params={{ orderRefId: invoice.orderRefId }} className="button button--ghost button--block">
          {t(TITLES.orderDetails)}
        </Link>
      </div>
    </>
  );
}
