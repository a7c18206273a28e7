/**
 * Razorpay Payment Links (PAYMENT_PROVIDER=razorpay): each provider payment is a link for exactly the provider's
 * part, in paise, INR, whose reference_id is our transaction id; its hosted page does UPI intent, cards, net
 * banking and wallets on a phone, then sends the customer back to /payments/razorpay/return (callback_method
 * get). What Razorpay says is believed only when signed: the return by razorpay_signature (HMAC-SHA256 of
 * `link id|reference id|status|payment id` with the key secret), a webhook by X-Razorpay-Signature (HMAC-SHA256 of
 * the raw body with the webhook secret). A link whose return and webhook were both lost is asked for by id.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProvider, ProviderStatus } from './provider';

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

/** The Refund entity, as far as we read it. */
interface RazorpayRefund {
  id: string;
  status: 'pending' | 'processed' | 'failed';
}

/** Razorpay's error answer: { error: { code, description, ... } }. */
export class RazorpayError extends Error {}

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

export function razorpayProvider(config: RazorpayConfig): PaymentProvider {
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
      throw new RazorpayError(`Razorpay ${method} ${path} answered ${res.status}: ${error?.code ?? 'error'}: ${error?.description ?? 'no description'}`);
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

  return {
    name: 'razorpay',
    asksUpiId: false,
    async open(txn, now) {
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
      return statusOfLink(await callLink('GET', `/v1/payment_links/${encodeURIComponent(providerRef)}`));
    },
    // A link is refunded through the payment made on it: the link names it, the Refunds API takes it back,
    // once per X-Refund-Idempotency key (a refund whose answer was lost, asked again, is the same refund).
    async refund({ providerRef, refundId, receipt, amountPaise }) {
      if (!providerRef) throw new RazorpayError(`Refund ${refundId} has no payment link to refund`);
      const link = await callLink('GET', `/v1/payment_links/${encodeURIComponent(providerRef)}`);
      const paymentId = link.payments?.find((payment) => payment.status === 'captured')?.payment_id;
      if (!paymentId) throw new RazorpayError(`Razorpay link ${providerRef} has no captured payment to refund`);
      const path = `/v1/payments/${encodeURIComponent(paymentId)}/refund`;
      const refund = (await call('POST', path, { amount: amountPaise, speed: 'normal', receipt }, { 'X-Refund-Idempotency': refundId })) as Partial<RazorpayRefund>;
      if (typeof refund.id !== 'string') throw new RazorpayError(`Razorpay POST ${path} answered a refund without id`);
      if (refund.status === 'failed') throw new RazorpayError(`Razorpay refund ${refund.id} failed`);
      return { refundRef: refund.id };
    },
  };
}
