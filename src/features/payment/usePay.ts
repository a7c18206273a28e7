import { useCallback, useRef, useState } from 'react';
import type { Order, PaymentMode } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { useAttemptKey } from '../../api/useAttemptKey';
import { MSG } from '../../config/messages';
import { completePostPaidOrder, generatePaymentRequest, placeOrder, saveLastPaymentMode } from './api';
import { isProviderMode } from './paymentModes';
import { placedOrderOrNull } from './placedOrder';
import { goToProvider } from './providerRedirect';

export type PayRequest =
  /** payableUsingWallet: a split payment's wallet part (rupees), only with a provider mode. */
  | { kind: 'place'; orderRefId: string; mode: PaymentMode; upiId?: string; payableUsingWallet?: number }
  | { kind: 'postPaidWallet'; orderRefId: string };

/**
 * Runs one payment at a time. `busy` disables the button, and a ref (set before React re-renders) makes a
 * double tap do nothing; each attempt carries one Idempotency-Key so a retry after a lost answer never pays twice.
 */
export function usePay(onPlaced: (order: Order) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const inFlight = useRef(false);
  const { keyFor, settle } = useAttemptKey();

  const pay = useCallback(
    async (request: PayRequest) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError('');
      const key = keyFor(JSON.stringify(request));
      let leaving = false;
      try {
        if (request.kind === 'postPaidWallet') {
          const order = await completePostPaidOrder(request.orderRefId, key);
          settle();
          onPlaced(order);
          return;
        }
        const { orderRefId, mode, upiId } = request;
        // Remembered for next time; a failure here must not stop the payment, so it is only logged.
        saveLastPaymentMode(mode).catch((failure: unknown) => console.warn('Last payment mode not saved', failure));
        if (isProviderMode(mode)) {
          const walletPart = request.payableUsingWallet ? { payableUsingWallet: request.payableUsingWallet } : {};
          const { redirectUrl } = await generatePaymentRequest({ orderRefId, paymentMode: mode, ...(upiId ? { upiId } : {}), ...walletPart }, key);
          settle();
          if (!goToProvider(redirectUrl)) {
            setError(MSG.somethingWrong);
            return;
          }
          leaving = true; // stay busy: the page is going to the provider
          return;
        }
        const order = await placeOrder(orderRefId, mode, key);
        settle();
        onPlaced(order);
      } catch (failure) {
        settle(failure);
        // The answer may be lost after the server placed the order, or another tab placed it: ask what became of it.
        const placed = request.kind === 'place' && !isProviderMode(request.mode) ? await placedOrderOrNull(request.orderRefId).catch(() => null) : null;
        if (placed) onPlaced(placed);
        else setError(messageOf(failure));
      } finally {
        if (!leaving) {
          inFlight.current = false;
          setBusy(false);
        }
      }
    },
    [keyFor, settle, onPlaced],
  );

  return { pay, busy, error, setError };
}
