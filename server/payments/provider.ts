/**
 * Where a customer pays what the provider takes (UPI, card, online, wallet apps): one small interface, two
 * implementations. The test-mode page on this server (routes/provider.ts) is the demo's default; Razorpay
 * Payment Links (payments/razorpay.ts) when PAYMENT_PROVIDER=razorpay, and its UPI intent where it is enabled.
 */
import { PROVIDER_PAGE_PATH, UPI_APPS, type UpiApp } from '../../src/api/contract';
import { ApiError } from '../http/envelope';
import type { Words } from '../http/say';
import { paymentWords } from '../messages/payments';

/** What the provider says of a payment it was asked for: still open, paid (with what it took), or over unpaid. */
export type ProviderStatus = { state: 'PENDING' } | { state: 'PAID'; amountPaise: number; currency: string } | { state: 'FAILED' };

/**
 * A UPI payment to be made in the app the diner tapped (UPI intent), with what a provider asks of the payer and of
 * the browser the payment starts from (Razorpay's S2S payment asks for all of it). Personal: never logged.
 */
export interface UpiIntentRequest {
  app: UpiApp;
  payer: { mobile: string; email: string; ip: string; userAgent: string; referer: string | null };
}

/** A payment opened: where to send the diner, what the provider calls it, and, for an intent, what opens the app. */
export interface OpenedPayment {
  redirectUrl: string;
  providerRef: string | null;
  upiIntentUrl?: string;
}

/** Where a payment is followed in the app once the provider is done with the diner (or never sends them back). */
export const appPaymentPath = (txnId: string) => `/payment-methods?txn=${encodeURIComponent(txnId)}`;

export interface PaymentProvider {
  readonly name: 'test-mode' | 'razorpay';
  /**
   * Whether a UPI payment starts from the diner's UPI id (a collect request, as the test-mode page plays it), or the
   * provider's page finds the UPI app itself (intent and QR): NPCI retires UPI Collect for merchants from 28 February
   * 2026, so a real provider never asks.
   */
  readonly asksUpiId: boolean;
  /** The UPI apps it can open in one tap for this payer (UPI intent); none when it cannot. */
  upiAppsFor(payer: { email: string }): readonly UpiApp[];
  /**
   * Opens a payment for the transaction; the customer is sent to `redirectUrl`, or with `upi` to the app behind
   * `upiIntentUrl` (absent when the provider fell back to its page). `providerRef` is kept with it.
   */
  open(txn: { id: string; amountPaise: number; purpose: string }, now: number, upi?: UpiIntentRequest): Promise<OpenedPayment>;
  /** Asks the provider how a payment stands (the return and the webhook lost): null when it cannot be asked. */
  status(providerRef: string): Promise<ProviderStatus | null>;
  /**
   * Sends `amountPaise` of a paid payment back where it came from. Once per refundId, however often asked (the
   * provider keeps it idempotent), so a refund whose answer was lost is asked again safely; throws when refused.
   */
  refund(payment: { providerRef: string | null; refundId: string; receipt: string; amountPaise: number }): Promise<{ refundRef: string }>;
}

/** The demo: this server's own test-mode page decides, so there is nothing to ask afterwards. */
export const testModeProvider: PaymentProvider = {
  name: 'test-mode',
  asksUpiId: true,
  // Its page plays each UPI app too (routes/provider.ts), so the demo shows the one-tap flow without a provider.
  upiAppsFor: () => UPI_APPS,
  open: (txn, _now, upi) =>
    Promise.resolve({
      redirectUrl: `${PROVIDER_PAGE_PATH}/${txn.id}`,
      providerRef: null,
      ...(upi ? { upiIntentUrl: testModeAppPath(txn.id, upi.app) } : {}),
    }),
  status: () => Promise.resolve(null),
  // The test-mode page took no real money: its refund is done the moment it is asked for.
  refund: ({ refundId }) => Promise.resolve({ refundRef: `test_${refundId}` }),
};

/** The test-mode page's stand-in for a UPI app: what its intent opens. */
export const testModeAppPath = (txnId: string, app: UpiApp) => `${PROVIDER_PAGE_PATH}/${txnId}/app/${app}`;

/** Refuses a UPI payment without the UPI id its provider needs (the test-mode page's collect request). */
export function requireUpiId(provider: PaymentProvider, paymentMode: string, upiId: string | undefined): void {
  if (paymentMode === 'UPI' && provider.asksUpiId && upiId === undefined) throw new ApiError(400, { ref: paymentWords.enterValidUpi });
}

/**
 * requireUpiId, unless the payment is made in a UPI app the provider can open for this payer (UPI intent), which
 * needs no UPI id; an app it cannot open for them is refused.
 */
export function requireUpiAppOrId(provider: PaymentProvider, request: { paymentMode: string; upiId?: string | undefined; upiApp?: UpiApp | undefined }, payer: { email: string }): void {
  if (request.upiApp === undefined) return requireUpiId(provider, request.paymentMode, request.upiId);
  if (!provider.upiAppsFor(payer).includes(request.upiApp)) throw new ApiError(422, { ref: paymentWords.upiAppUnavailable });
}

/** Said when the provider cannot open a payment (down, refusing, too slow): nothing was charged. */
export const PROVIDER_UNAVAILABLE: Words = { ref: paymentWords.providerUnavailable };
