/**
 * Where a customer pays what the provider takes (UPI, card, online, wallet apps): one small interface, two
 * implementations. The test-mode page on this server (routes/provider.ts) is the demo's default; Razorpay
 * Payment Links (payments/razorpay.ts) when PAYMENT_PROVIDER=razorpay.
 */
import { PROVIDER_PAGE_PATH } from '../../src/api/contract';
import { ApiError } from '../http/envelope';
import type { Words } from '../http/say';
import { paymentWords } from '../messages/payments';

/** What the provider says of a payment it was asked for: still open, paid (with what it took), or over unpaid. */
export type ProviderStatus = { state: 'PENDING' } | { state: 'PAID'; amountPaise: number; currency: string } | { state: 'FAILED' };

export interface PaymentProvider {
  readonly name: 'test-mode' | 'razorpay';
  /**
   * Whether a UPI payment starts from the diner's UPI id (a collect request, as the test-mode page plays it), or the
   * provider's page finds the UPI app itself (intent and QR): NPCI retires UPI Collect for merchants from 28 February
   * 2026, so a real provider never asks.
   */
  readonly asksUpiId: boolean;
  /** Opens a payment for the transaction; the customer is sent to `redirectUrl`. `providerRef` is kept with it. */
  open(txn: { id: string; amountPaise: number; purpose: string }, now: number): Promise<{ redirectUrl: string; providerRef: string | null }>;
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
  open: (txn) => Promise.resolve({ redirectUrl: `${PROVIDER_PAGE_PATH}/${txn.id}`, providerRef: null }),
  status: () => Promise.resolve(null),
  // The test-mode page took no real money: its refund is done the moment it is asked for.
  refund: ({ refundId }) => Promise.resolve({ refundRef: `test_${refundId}` }),
};

/** Refuses a UPI payment without the UPI id its provider needs (the test-mode page's collect request). */
export function requireUpiId(provider: PaymentProvider, paymentMode: string, upiId: string | undefined): void {
  if (paymentMode === 'UPI' && provider.asksUpiId && upiId === undefined) throw new ApiError(400, { ref: paymentWords.enterValidUpi });
}

/** Said when the provider cannot open a payment (down, refusing, too slow): nothing was charged. */
export const PROVIDER_UNAVAILABLE: Words = { ref: paymentWords.providerUnavailable };
