import { apiGet, apiPost } from '../../api/client';
import { PATHS } from '../../api/endpoints';
import type { Order, OrderType, PaymentMethod, PaymentMode, PaymentRequest, PaymentResult, ProviderPaymentMode, WalletBalance } from '../../api/contract';

export const fetchWalletBalance = () => apiGet<WalletBalance>(PATHS.walletBalance, { auth: true });
export const fetchPaymentMethods = (orderType: OrderType) => apiGet<PaymentMethod[]>(PATHS.paymentGatewayList(orderType), { auth: true });

/** The mode the customer paid with last time, or null. Tolerates a bare mode or `{ paymentMode }`. */
export async function fetchLastPaymentMode(): Promise<PaymentMode | null> {
  const last = await apiGet<PaymentMode | { paymentMode: PaymentMode | null } | null>(PATHS.lastPaymentMode, { auth: true });
  if (last && typeof last === 'object') return last.paymentMode;
  return last ?? null;
}

export const saveLastPaymentMode = (paymentMode: PaymentMode) =>
  apiPost<unknown>(PATHS.setLastPaymentMode, { paymentMode }, { auth: true, idempotencyKey: true });

export type SettleAtOnceMode = 'WALLET' | 'LOYALTY_POINTS' | 'CASH_ON_DELIVERY' | 'CASH' | 'PAY_AT_STORE';

/** Every call that moves money carries the caller's key for this attempt (see useAttemptKey). */
export const placeOrder = (orderRefId: string, paymentMode: SettleAtOnceMode, idempotencyKey: string) =>
  apiPost<Order>(PATHS.placeOrder(orderRefId), { paymentMode }, { auth: true, idempotencyKey });

export const completePostPaidOrder = (orderRefId: string, idempotencyKey: string) =>
  apiPost<Order>(PATHS.completePostPaidOrder(orderRefId), { paidByWallet: true }, { auth: true, idempotencyKey });

export const generatePaymentRequest = (
  body: { orderRefId: string; paymentMode: ProviderPaymentMode; upiId?: string },
  idempotencyKey: string,
) => apiPost<PaymentRequest>(PATHS.generatePaymentRequestWithOrder, body, { auth: true, idempotencyKey });

/** Asks the server what became of a provider payment (the provider page sent the customer back here). */
export const updatePaymentRequest = (paymentTransactionRefId: string) =>
  apiPost<PaymentResult>(PATHS.updatePaymentRequest(paymentTransactionRefId), {}, { auth: true, idempotencyKey: true });
