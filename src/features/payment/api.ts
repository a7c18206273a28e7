import { apiGet, apiPost } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { OrderType, PaymentMode, ProviderPaymentMode, UpiApp } from '../../api/contract';
import { isOrder, isWalletBalance } from '../../api/shapes';
import { isLastPaymentMode, isPaymentMethodList, isPaymentRequest, isPaymentResult } from '../../api/paymentShapes';

/** What the wallet can pay now: never the worker's copy (sw/userCopies.ts), which may be from before a payment. */
export const fetchWalletBalance = () => apiGet(PATHS.walletBalance, { auth: true, fresh: true, guard: isWalletBalance });
export const fetchPaymentMethods = (orderType: OrderType) =>
  apiGet(PATHS.paymentGatewayList(orderType), { auth: true, guard: isPaymentMethodList });

/** The mode the customer paid with last time, or null. Tolerates a bare mode or `{ paymentMode }`. */
export async function fetchLastPaymentMode(): Promise<PaymentMode | null> {
  const last = await apiGet(PATHS.lastPaymentMode, { auth: true, guard: isLastPaymentMode });
  if (last && typeof last === 'object') return last.paymentMode;
  return last ?? null;
}

export const saveLastPaymentMode = (paymentMode: PaymentMode) =>
  apiPost<unknown>(PATHS.setLastPaymentMode, { paymentMode }, { auth: true, idempotencyKey: true });

export type SettleAtOnceMode = 'WALLET' | 'LOYALTY_POINTS' | 'CASH_ON_DELIVERY' | 'CASH' | 'PAY_AT_STORE';

/** Every call that moves money carries the caller's key for this attempt (see useAttemptKey). */
export const placeOrder = (orderRefId: string, paymentMode: SettleAtOnceMode, idempotencyKey: string) =>
  apiPost(PATHS.placeOrder(orderRefId), { paymentMode }, { auth: true, idempotencyKey, guard: isOrder });

export const completePostPaidOrder = (orderRefId: string, idempotencyKey: string) =>
  apiPost(PATHS.completePostPaidOrder(orderRefId), { paidByWallet: true }, { auth: true, idempotencyKey, guard: isOrder });

/**
 * payableUsingWallet: a split payment, the wallet's part in rupees (taken only if the provider succeeds). upiApp: a
 * UPI payment in that app (the answer's upiIntentUrl opens it).
 */
export const generatePaymentRequest = (
  body: { orderRefId: string; paymentMode: ProviderPaymentMode; upiId?: string; upiApp?: UpiApp; payableUsingWallet?: number },
  idempotencyKey: string,
) => apiPost(PATHS.generatePaymentRequestWithOrder, body, { auth: true, idempotencyKey, guard: isPaymentRequest });

/** A wallet top-up through the provider (action 'Add_Wallet_Balance'); returnTo is where the app goes back to. */
export const generateTopUpRequest = (
  body: { amount: number; paymentMode: ProviderPaymentMode; upiId?: string; upiApp?: UpiApp; returnTo: string },
  idempotencyKey: string,
) => apiPost(PATHS.generatePaymentRequest, body, { auth: true, idempotencyKey, guard: isPaymentRequest });

/** Asks the server what became of a provider payment (the provider page sent the customer back here). */
export const updatePaymentRequest = (paymentTransactionRefId: string) =>
  apiPost(PATHS.updatePaymentRequest(paymentTransactionRefId), {}, { auth: true, idempotencyKey: true, guard: isPaymentResult });
