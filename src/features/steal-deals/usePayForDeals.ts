import { useCallback } from 'react';
import type { DealCartRequest, DealPayment } from '../../api/contract';
import { ApiError } from '../../api/errors';
import { DEAL_MESSAGES, type DEAL_PAYMENT_MODES } from '../../api/stealDealRules';
import { useAttemptKey } from '../../api/useAttemptKey';
import { leaveForProvider, useOnePayment } from '../payment/useOnePayment';
import { payForDeals, reserveDeals } from './api';

type DealPaymentMode = (typeof DEAL_PAYMENT_MODES)[number];

export interface DealPayRequest {
  cart: DealCartRequest;
  paymentMode: DealPaymentMode;
  upiId?: string;
  /** The reservation this cart already holds, if any (the cart keeps it until it changes). */
  heldCheckoutRef?: string;
}

/** Where the provider brings the buyer back to: My Deals shows what was bought (and empties the cart). */
export const DEALS_RETURN_PATH = '/my-deals';

/**
 * Reserve, then pay, one attempt at a time: a ref stops a double tap before React re-renders, and each step
 * carries one Idempotency-Key per attempt, so a retry after a lost answer neither holds stock twice nor pays twice.
 * `onReserved` hears the checkout reference before the page may leave for the provider.
 */
export function usePayForDeals(onPaid: (payment: Extract<DealPayment, { status: 'PAID' }>) => void, onReserved: (checkoutRef: string) => void) {
  const { run, busy, error, setError } = useOnePayment();
  const { keyFor: reserveKeyFor, settle: settleReserve } = useAttemptKey();
  const { keyFor: payKeyFor, settle: settlePay } = useAttemptKey();

  const pay = useCallback(
    ({ cart, paymentMode, upiId, heldCheckoutRef }: DealPayRequest) =>
      run(
        async () => {
          const reserve = async () => {
            const reservation = await reserveDeals(cart, reserveKeyFor(JSON.stringify(cart))).catch((failure: unknown) => {
              settleReserve(failure);
              throw failure;
            });
            settleReserve();
            onReserved(reservation.checkoutRef);
            return reservation.checkoutRef;
          };
          const payFor = async (checkoutRef: string) => {
            const request = { checkoutRef, paymentMode, ...(upiId ? { upiId } : {}), returnTo: DEALS_RETURN_PATH };
            const answer = await payForDeals(request, payKeyFor(JSON.stringify(request)));
            settlePay();
            return answer;
          };
          // A cart already reserved (a refused payment, a declined card) is paid as it is while its hold lasts.
          let payment: DealPayment;
          try {
            payment = await payFor(heldCheckoutRef ?? (await reserve()));
          } catch (failure) {
            if (!heldCheckoutRef || !(failure instanceof ApiError) || failure.message !== DEAL_MESSAGES.reservationGone) throw failure;
            settlePay(failure);
            payment = await payFor(await reserve());
          }
          if (payment.status === 'PAID') {
            onPaid(payment);
            return undefined;
          }
          return leaveForProvider(payment.paymentRequest.redirectUrl);
        },
        (failure) => settlePay(failure),
      ),
    [run, reserveKeyFor, settleReserve, payKeyFor, settlePay, onPaid, onReserved],
  );

  return { pay, busy, error, setError };
}
