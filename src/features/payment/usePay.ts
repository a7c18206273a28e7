import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { Order, PaymentMode, UpiApp } from '../../api/contract';
import { useAttemptKey } from '../../api/useAttemptKey';
import { completePostPaidOrder, generatePaymentRequest, placeOrder, saveLastPaymentMode } from './api';
import { isProviderMode } from './paymentModes';
import { placedOrderOrNull } from './placedOrder';
import { leaveForProvider, useOnePayment } from './useOnePayment';
import { leaveForUpiApp } from './upiIntent';

export type PayRequest =
  /**
   * payableUsingWallet: a split payment's wallet part (rupees), only with a provider mode. upiApp: UPI paid in the
   * app the diner tapped (no UPI id).
   */
  | { kind: 'place'; orderRefId: string; mode: PaymentMode; upiId?: string; upiApp?: UpiApp; payableUsingWallet?: number }
  | { kind: 'postPaidWallet'; orderRefId: string };

/**
 * Pays a food order (useOnePayment: one attempt at a time); each attempt carries one Idempotency-Key so a
 * retry after a lost answer never pays twice.
 */
export function usePay(onPlaced: (order: Order) => void) {
  const { run, busy, error, setError } = useOnePayment();
  const { keyFor, settle } = useAttemptKey();
  const navigate = useNavigate();

  const pay = useCallback(
    (request: PayRequest) =>
      run(
        async () => {
          const key = keyFor(JSON.stringify(request));
          if (request.kind === 'postPaidWallet') {
            const order = await completePostPaidOrder(request.orderRefId, key);
            settle();
            onPlaced(order);
            return undefined;
          }
          const { orderRefId, mode, upiId, upiApp } = request;
          // Remembered for next time; a failure here must not stop the payment, so it is only logged.
          saveLastPaymentMode(mode).catch((failure: unknown) => console.warn('Last payment mode not saved', failure));
          if (isProviderMode(mode)) {
            const walletPart = request.payableUsingWallet ? { payableUsingWallet: request.payableUsingWallet } : {};
            const upiPart = upiApp ? { upiApp } : upiId ? { upiId } : {};
            const answer = await generatePaymentRequest({ orderRefId, paymentMode: mode, ...upiPart, ...walletPart }, key);
            settle();
            if (upiApp) return leaveForUpiApp(answer, upiApp, (txn) => void navigate({ to: '/payment-methods', search: { txn } }));
            return leaveForProvider(answer.redirectUrl);
          }
          const order = await placeOrder(orderRefId, mode, key);
          settle();
          onPlaced(order);
          return undefined;
        },
        async (failure) => {
          settle(failure);
          // The answer may be lost after the server placed the order, or another tab placed it: ask what became of it.
          const placed = request.kind === 'place' && !isProviderMode(request.mode) ? await placedOrderOrNull(request.orderRefId).catch(() => null) : null;
          if (placed) onPlaced(placed);
          return placed !== null;
        },
      ),
    [run, keyFor, settle, onPlaced, navigate],
  );

  return { pay, busy, error, setError };
}
