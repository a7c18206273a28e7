/**
 * Where Razorpay reaches this server (PAYMENT_PROVIDER=razorpay): the customer's browser coming back from a
 * Payment Link (GET, signed with the key secret), and Razorpay's webhook (POST, signed with the webhook secret).
 * Either may come first, twice, or at the same moment: each only says how the payment ended, and decidePayment
 * takes that once. Anything unsigned or forged changes nothing, is answered 400 and logged.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { paymentTransactions } from '../db/schema';
import type { Deps } from '../http/types';
import { TXN_ID_PATTERN } from '../http/params';
import {
  RAZORPAY_RETURN_PATH,
  RAZORPAY_WEBHOOK_PATH,
  returnSignatureOk,
  statusOfLink,
  statusOfOrderPayments,
  webhookSignatureOk,
  type RazorpayConfig,
  type RazorpayLink,
  type RazorpayPayment,
  type RazorpayReturn,
} from '../payments/razorpay';
import { applyProviderStatus } from '../payments/settle';
import { appPaymentPath } from '../payments/provider';

const RETURN_FIELDS = [
  'razorpay_payment_id',
  'razorpay_payment_link_id',
  'razorpay_payment_link_reference_id',
  'razorpay_payment_link_status',
  'razorpay_signature',
] as const;

/** The webhook events that end a link; others (payment.authorized, partially_paid…) change nothing here. */
const LINK_EVENTS = new Set(['payment_link.paid', 'payment_link.cancelled', 'payment_link.expired']);
/** The events that end a UPI intent payment (one payment on an order of ours): paid, or failed. */
const PAYMENT_EVENTS = new Set(['payment.captured', 'payment.failed']);

export function razorpayRoutes(deps: Deps, config: RazorpayConfig): Hono {
  const routes = new Hono();

  /** The transaction a link (or an order) was made for, when the link (order) is the one we stored for it. */
  async function txnOf(referenceId: string, linkId: string) {
    if (!TXN_ID_PATTERN.test(referenceId)) return null;
    const [txn] = await deps.db.select().from(paymentTransactions).where(eq(paymentTransactions.id, referenceId));
    return txn && txn.providerRef === linkId ? txn : null;
  }

  /** A UPI intent payment's webhook: its notes name our transaction, and its order must be the one we made for it. */
  async function applyPaymentEvent(payment: Partial<RazorpayPayment> | undefined): Promise<string> {
    const notes = payment?.notes;
    const referenceId = notes && !Array.isArray(notes) && typeof notes.reference_id === 'string' ? notes.reference_id : '';
    if (!payment?.id || !payment.order_id || !payment.status || !referenceId) return 'ignored';
    const txn = await txnOf(referenceId, payment.order_id);
    if (!txn) {
      deps.log(`warn: razorpay webhook for an unknown order ${payment.order_id}`);
      return 'unknown order';
    }
    await applyProviderStatus(deps, txn, statusOfOrderPayments([{ status: payment.status, amount: payment.amount ?? 0, currency: payment.currency ?? '' }]));
    return 'ok';
  }

  routes.get(RAZORPAY_RETURN_PATH, async (c) => {
    const query = Object.fromEntries(RETURN_FIELDS.map((field) => [field, c.req.query(field) ?? ''])) as unknown as RazorpayReturn;
    if (RETURN_FIELDS.some((field) => query[field] === '') || !returnSignatureOk(config.keySecret, query)) {
      deps.log(`warn: razorpay return refused: missing or wrong signature`);
      return c.text('This payment return could not be verified. Please go back to the app: your payment status is shown there.', 400);
    }
    const txn = await txnOf(query.razorpay_payment_link_reference_id, query.razorpay_payment_link_id);
    if (!txn) {
      deps.log(`warn: razorpay return for an unknown link ${query.razorpay_payment_link_id}`);
      return c.text('This payment is not known here. Please go back to the app.', 400);
    }
    // The signed status says paid or not; the amount is the one the link was made for (accept_partial is off),
    // and the link's own record is asked when the status is anything else.
    if (query.razorpay_payment_link_status === 'paid') {
      await applyProviderStatus(deps, txn, { state: 'PAID', amountPaise: txn.amountPaise, currency: 'INR' });
    } else {
      const status = await deps.payments.status(query.razorpay_payment_link_id).catch(() => null);
      if (status) await applyProviderStatus(deps, txn, status);
    }
    return c.redirect(appPaymentPath(txn.id), 303);
  });

  routes.post(RAZORPAY_WEBHOOK_PATH, async (c) => {
    const raw = await c.req.text();
    const signature = c.req.header('X-Razorpay-Signature') ?? '';
    if (!signature || !webhookSignatureOk(config.webhookSecret, raw, signature)) {
      deps.log(`warn: razorpay webhook refused: missing or wrong signature`);
      return c.json({ error: 'signature' }, 400);
    }
    let event: { event?: string; payload?: { payment_link?: { entity?: Partial<RazorpayLink> }; payment?: { entity?: Partial<RazorpayPayment> } } };
    try {
      event = JSON.parse(raw) as typeof event;
    } catch {
      return c.json({ error: 'body' }, 400);
    }
    // A link's own events carry its payment too: only a payment made on an order (UPI intent) is read by its payment.
    if (event.event && PAYMENT_EVENTS.has(event.event) && !event.payload?.payment_link) return c.json({ status: await applyPaymentEvent(event.payload?.payment?.entity) });
    const link = event.payload?.payment_link?.entity;
    if (!event.event || !LINK_EVENTS.has(event.event) || !link?.id || !link.reference_id || !link.status) return c.json({ status: 'ignored' });
    const txn = await txnOf(link.reference_id, link.id);
    if (!txn) {
      deps.log(`warn: razorpay webhook for an unknown link ${link.id}`);
      return c.json({ status: 'unknown link' });
    }
    await applyProviderStatus(deps, txn, statusOfLink({ status: link.status, amount_paid: link.amount_paid ?? 0, currency: link.currency ?? '' }));
    return c.json({ status: 'ok' });
  });

  return routes;
}
