import { useCallback, useRef, useState } from 'react';
import type { ProviderPaymentMode } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { useAttemptKey } from '../../api/useAttemptKey';
import { MSG } from '../../config/messages';
import { generateTopUpRequest } from './api';
import { goToProvider } from './providerRedirect';

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
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const inFlight = useRef(false);
  const { keyFor, settle } = useAttemptKey();

  const topUp = useCallback(
    async (request: TopUpRequest) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError('');
      let leaving = false;
      try {
        const { redirectUrl } = await generateTopUpRequest(request, keyFor(JSON.stringify(request)));
        settle();
        leaving = goToProvider(redirectUrl); // stay busy while the page goes to the provider
        if (!leaving) setError(MSG.somethingWrong);
      } catch (failure) {
        settle(failure);
        setError(messageOf(failure));
      } finally {
        if (!leaving) {
          inFlight.current = false;
          setBusy(false);
        }
      }
    },
    [keyFor, settle],
  );

  return { topUp, busy, error, setError };
}
