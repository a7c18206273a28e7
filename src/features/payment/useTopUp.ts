import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { ProviderPaymentMode, UpiApp } from '../../api/contract';
import { useAttemptKey } from '../../api/useAttemptKey';
import { generateTopUpRequest } from './api';
import { leaveForProvider, useOnePayment } from './useOnePayment';
import { leaveForUpiApp } from './upiIntent';

export interface TopUpRequest {
  amount: number;
  paymentMode: ProviderPaymentMode;
  upiId?: string;
  /** UPI in the app the diner tapped. */
  upiApp?: UpiApp;
  returnTo: string;
}

/**
 * Starts a wallet top-up through the provider, one at a time: a ref stops a double tap before React re-renders,
 * and one Idempotency-Key per attempt makes a retry after a lost answer reuse the same payment request.
 */
export function useTopUp() {
  const { run, busy, error, setError } = useOnePayment();
  const { keyFor, settle } = useAttemptKey();
  const navigate = useNavigate();

  const topUp = useCallback(
    (request: TopUpRequest) =>
      run(
        async () => {
          const answer = await generateTopUpRequest(request, keyFor(JSON.stringify(request)));
          settle();
          if (request.upiApp) return leaveForUpiApp(answer, request.upiApp, (txn) => void navigate({ to: '/payment-methods', search: { txn } }));
          return leaveForProvider(answer.redirectUrl);
        },
        (failure) => settle(failure),
      ),
    [run, keyFor, settle, navigate],
  );

  return { topUp, busy, error, setError };
}
