/**
 * Razorpay Payment Links (PAYMENT_PROVIDER=razorpay): each provider payment is a link for exactly the provider's
 * part, in paise, INR, whose reference_id is our transaction id; its hosted page does UPI intent, cards, net
 * banking and wallets on a phone, then sends the customer back to /payments/razorpay/return (callback_method
 * get). What Razorpay says is believed only when signed: the return by razorpay_signature (HMAC-SHA256 of
 * `link id|reference id|status|payment id` with the key secret), a webhook by X-Razorpay-Signature (HMAC-SHA256 of
 * the raw body with the webhook secret). A link whose return and webhook were both lost is asked for by id.
 *
 * UPI in one tap (RAZORPAY_UPI_INTENT=1, once Razorpay has enabled its S2S UPI intent flow on the account): a
 * payment made in the app the diner tapped on our own screen is an order (POST /v1/orders, receipt our transaction
 * id) and one UPI payment on it with upi.flow 'intent' (POST /v1/payments/create/upi), whose answer carries the
 * `upi://pay?…` link the diner's phone opens. Razorpay sends nobody back from a UPI app: the app asks us, we ask
 * Razorpay for the order's payments, and the payment.captured / payment.failed webhooks say it too. A Payment Link
 * cannot do this: its page offers the UPI apps itself, one page later (and a UPI-only `upi_link` works on Android
 * only, in live mode only). When Razorpay refuses the intent (the flow not enabled, the payer's details refused)
 * the payment falls back to a link, so the diner can still pay.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { UPI_APPS } from '../../src/api/contract';
import { appPaymentPath, type OpenedPayment, type PaymentProvider, type ProviderStatus, type UpiIntentRequest } from './provider';

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The API base; a stand-in's in tests. */
  baseUrl: string;
  /** This server as customers reach it (https://…): where Razorpay sends them back. */
  publicUrl: string;
  /** How long a call may take before the payment is refused as 'try again'. Default 10 s. */
  timeoutMs?: number;
  /** RAZORPAY_UPI_INTENT: Razorpay has enabled S2S UPI intent on the account, so the app offers UPI apps in one tap. */
  upiIntent?: boolean;
}

export const RAZORPAY_BASE_URL = 'https://api.razorpay.com';
export const RAZORPAY_RETURN_PATH = '/payments/razorpay/return';
export const RAZORPAY_WEBHOOK_PATH = '/webhooks/razorpay';
/** Razorpay refuses a link that expires sooner than 15 minutes from now; a little more covers clock drift. */
const LINK_MINUTES = 16;
const DEFAULT_TIMEOUT_MS = 10_000;

/** The Payment Link entity, as far as we read it. */
export interface RazorpayLink {
  id: string;
  short_url: string;
  status: 'created' | 'partially_paid' | 'paid' | 'cancelled' | 'expired';
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  /** The payments made on the link; null until one is. */
  payments?: Array<{ payment_id: string; status: string; amount: number }> | null;
}

/** The Payment entity, as far as we read it (an order's payments, a webhook's payment). */
export interface RazorpayPayment {
  id: string;
  order_id?: string | null;
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  amount: number;
  currency: string;
  notes?: Record<string, string> | unknown[] | null;
}

/** The Refund entity, as far as we read it. */
interface RazorpayRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

/** Razorpay's error answer: { error: { code, description, ... } }, or no answer at all. */
export class RazorpayError extends Error {}
/** Razorpay answered, and said no (4xx): asking again the same way would be refused again. */
export class RazorpayRefusal extends RazorpayError {}

const hmacHex = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

function sameHex(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The callback's query, as Razorpay appends it to callback_url. */
export interface RazorpayReturn {
  razorpay_payment_id: string;
  razorpay_payment_link_id: string;
  razorpay_payment_link_reference_id: string;
  razorpay_payment_link_status: string;
  razorpay_signature: string;
}

export function returnSignatureOk(keySecret: string, r: RazorpayReturn): boolean {
  const payload = `${r.razorpay_payment_link_id}|${r.razorpay_payment_link_reference_id}|${r.razorpay_payment_link_status}|${r.razorpay_payment_id}`;
  return sameHex(r.razorpay_signature, hmacHex(keySecret, payload));
}

export function webhookSignatureOk(webhookSecret: string, rawBody: string, signature: string): boolean {
  return sameHex(signature, hmacHex(webhookSecret, rawBody));
}

/** What a link's state means for our transaction. */
export function statusOfLink(link: Pick<RazorpayLink, 'status' | 'amount_paid' | 'currency'>): ProviderStatus {
  if (link.status === 'paid') return { state: 'PAID', amountPaise: link.amount_paid, currency: link.currency };
  if (link.status === 'cancelled' || link.status === 'expired') return { state: 'FAILED' };
  return { state: 'PENDING' };
}

/**
 * What an order's payments mean for our transaction, which makes exactly one payment on it: captured (or since
 * refunded) is paid, with what it took; all failed is over; otherwise (none yet, created, authorized and about to be
 * captured automatically) still open.
 */
export function statusOfOrderPayments(payments: ReadonlyArray<Pick<RazorpayPayment, 'status' | 'amount' | 'currency'>>): ProviderStatus {
  const paid = payments.find((payment) => payment.status === 'captured' || payment.status === 'refunded');
  if (paid) return { state: 'PAID', amountPaise: paid.amount, currency: paid.currency };
  if (payments.length > 0 && payments.every((payment) => payment.status === 'failed')) return { state: 'FAILED' };
  return { state: 'PENDING' };
}

/** A transaction's providerRef names a Razorpay order (a UPI intent payment) or a Payment Link. */
const isOrderRef = (providerRef: string) => providerRef.startsWith('order_');

export function razorpayProvider(config: RazorpayConfig, log: (line: string) => void = () => {}): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Record<string, unknown>> {
    let res: Response;
    try {
      res = await fetch(`${config.baseUrl}${path}`, {
        method,
        headers: { Authorization: authorization, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(config.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new RazorpayError(`Razorpay ${method} ${path} did not answer: ${error instanceof Error ? error.message : String(error)}`);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new RazorpayError(`Razorpay ${method} ${path} answered ${res.status} with no JSON`);
    }
    if (!res.ok) {
      const error = (json as { error?: { code?: string; description?: string } }).error;
      const message = `Razorpay ${method} ${path} answered ${res.status}: ${error?.code ?? 'error'}: ${error?.description ?? 'no description'}`;
      throw res.status < 500 ? new RazorpayRefusal(message) : new RazorpayError(message);
    }
    return json as Record<string, unknown>;
  }

  async function callLink(method: 'GET' | 'POST', path: string, body?: unknown): Promise<RazorpayLink> {
    const link = await call(method, path, body);
    if (typeof link.id !== 'string' || typeof link.status !== 'string' || typeof link.short_url !== 'string') {
      throw new RazorpayError(`Razorpay ${method} ${path} answered a link without id, status or short_url`);
    }
    return link as unknown as RazorpayLink;
  }

  async function orderPayments(orderId: string): Promise<RazorpayPayment[]> {
    const path = `/v1/orders/${encodeURIComponent(orderId)}/payments`;
    const { items } = await call('GET', path);
    if (!Array.isArray(items)) throw new RazorpayError(`Razorpay GET ${path} answered without items`);
    return items as RazorpayPayment[];
  }

  /**
   * An order for exactly the provider's part and one UPI intent payment on it: the answer's link opens the diner's
   * UPI app. The order captures its payment itself, so a paid UPI payment is never left authorized only.
   */
  async function openIntent(txn: { id: string; amountPaise: number; purpose: string }, { payer }: UpiIntentRequest): Promise<OpenedPayment> {
    const description = `Gold Leaf ${txn.purpose.toLowerCase().replace(/_/g, ' ')}`;
    const order = await call('POST', '/v1/orders', {
      amount: txn.amountPaise,
      currency: 'INR',
      receipt: txn.id,
      notes: { reference_id: txn.id },
      payment: { capture: 'automatic', capture_options: { automatic_expiry_period: 12, manual_expiry_period: 7200, refund_speed: 'normal' } },
    });
    if (typeof order.id !== 'string') throw new RazorpayError('Razorpay POST /v1/orders answered an order without id');
    const payment = await call('POST', '/v1/payments/create/upi', {
      amount: txn.amountPaise,
      currency: 'INR',
      order_id: order.id,
      email: payer.email,
      contact: `+91${payer.mobile}`,
      method: 'upi',
      ip: payer.ip,
      referer: payer.referer ?? `${config.publicUrl}/`,
      user_agent: payer.userAgent,
      description,
      notes: { reference_id: txn.id },
      upi: { flow: 'intent' },
    });
    // Only a UPI payment link is handed to the diner's phone; the app opens it as it is (Razorpay: do not change it).
    if (typeof payment.link !== 'string' || !payment.link.startsWith('upi://pay?')) {
      throw new RazorpayError('Razorpay POST /v1/payments/create/upi answered without a upi://pay link');
    }
    return { redirectUrl: appPaymentPath(txn.id), providerRef: order.id, upiIntentUrl: payment.link };
  }

  return {
    name: 'razorpay',
    asksUpiId: false,
    // Razorpay's S2S payment needs the payer's email: a diner without one pays through the link's page instead.
    upiAppsFor: (payer) => (config.upiIntent && payer.email ? UPI_APPS : []),
    async open(txn, now, upi) {
      if (upi && config.upiIntent) {
        try {
          return await openIntent(txn, upi);
        } catch (error) {
          // Refused (the flow not enabled, a detail refused): the link's own page offers the UPI apps. A Razorpay
          // that does not answer is not asked again: the diner is told to try again.
          if (!(error instanceof RazorpayRefusal)) throw error;
          log(`warn: razorpay refused a UPI intent for payment ${txn.id}, paying by link instead: ${error.message}`);
        }
      }
      const link = await callLink('POST', '/v1/payment_links', {
        amount: txn.amountPaise,
        currency: 'INR',
        accept_partial: false,
        reference_id: txn.id,
        description: `Gold Leaf ${txn.purpose.toLowerCase().replace(/_/g, ' ')}`,
        expire_by: Math.floor(now / 1000) + LINK_MINUTES * 60,
        callback_url: `${config.publicUrl}${RAZORPAY_RETURN_PATH}`,
        callback_method: 'get',
        // The customer is already on the phone being sent to the link: no SMS or email from Razorpay.
        notify: { sms: false, email: false },
        reminder_enable: false,
      });
      return { redirectUrl: link.short_url, providerRef: link.id };
    },
    async status(providerRef) {
      if (isOrderRef(providerRef)) return statusOfOrderPayments(await orderPayments(providerRef));
      return statusOfLink(await callLink('GET', `/v1/payment_links/${encodeURIComponent(providerRef)}`));
    },
    // A link or an order is refunded through the payment made on it: the link or the order names it, the Refunds
    // API takes it back, once per X-Refund-Idempotency key (a refund whose answer was lost, asked again, is the
    // same refund).
    async refund({ providerRef, refundId, receipt, amountPaise }) {
      if (!providerRef) throw new RazorpayError(`Refund ${refundId} has no payment link or order to refund`);
      const paymentId = isOrderRef(providerRef)
        ? (await orderPayments(providerRef)).find((payment) => payment.status === 'captured')?.id
        : (await callLink('GET', `/v1/payment_links/${encodeURIComponent(providerRef)}`)).payments?.find((payment) => payment.status === 'captured')?.payment_id;
      if (!paymentId) throw new RazorpayError(`Razorpay ${providerRef} has no captured payment to refund`);
      const path = `/v1/payments/${encodeURIComponent(paymentId)}/refund`;
      const refund = (await call('POST', path, { amount: amountPaise, speed: 'normal', receipt }, { 'X-Refund-Idempotency': refundId })) as Partial<RazorpayRefund>;
      if (typeof refund.id !== 'string') throw new RazorpayError(`Razorpay POST ${path} answered a refund without id`);
      if (refund.status === 'failed') throw new RazorpayError(`Razorpay refund ${refund.id} failed`);
      return { refundRef: refund.id };
    },
  };
}
