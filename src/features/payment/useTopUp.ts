import { useCallback } from 'react';
import type { ProviderPaymentMode } from '../../api/contract';
import { useAttemptKey } from '../../api/useAttemptKey';
import { generateTopUpRequest } from './api';
import { leaveForProvider, useOnePayment } from './useOnePayment';

export interface TopUpRequest {
  amount: number;
  paymentMode: ProviderPaymentMode;
  upiId?: string;
  returnTo: string;
}

/**
 * Starts a wallet top-up through the provider, one at a time: a ref stops a double tap before React re-renders,
 * and one Idempotency-Key per attempt makes a retry after a lost answer reuse the same payment request.
 */
export function useTopUp() {
  const { run, busy, error, setError } = useOnePayment();
  const { keyFor, settle } = useAttemptKey();

  const topUp = useCallback(
    (request: TopUpRequest) =>
      run(
        async () => {
          const { redirectUrl } = await generateTopUpRequest(request, keyFor(JSON.stringify(request)));
          settle();
          return leaveForProvider(redirectUrl);
        },
        (failure) => settle(failure),
      ),
    [run, keyFor, settle],
  );

  return { topUp, busy, error, setError };
}
