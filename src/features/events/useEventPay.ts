import { useCallback, useRef, useState } from 'react';
import type { EventBooking, PayForEventRequest } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { useAttemptKey } from '../../api/useAttemptKey';
import { PAYMENT_PROVIDER_ORIGIN } from '../../config/env';
import { MSG } from '../../config/messages';
import { allowedRedirect } from '../../lib/allowedRedirect';
import { payForEventReservation } from './api';

/**
 * Buys tickets, one attempt at a time (as usePay does for food): `busy` disables the button and a ref stops a
 * double tap before React re-renders; the attempt's Idempotency-Key makes a retry after a lost answer book once.
 * Wallet and points come back paid; a provider mode goes to the provider page, which returns to the event.
 */
export function useEventPay(onPaid: (booking: EventBooking) => void, onRefused: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const inFlight = useRef(false);
  const { keyFor, settle } = useAttemptKey();

  const pay = useCallback(
    async (request: PayForEventRequest) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      setError('');
      let leaving = false;
      try {
        const { booking, paymentRequest } = await payForEventReservation(request, keyFor(JSON.stringify(request)));
        settle();
        if (!paymentRequest) {
          onPaid(booking);
          return;
        }
        // Only to this app or the configured provider: a tampered or misconfigured answer goes nowhere.
        const origin = window.location.origin;
        const target = allowedRedirect(paymentRequest.redirectUrl, origin, [origin, PAYMENT_PROVIDER_ORIGIN]);
        if (!target) {
          console.error('Payment redirect refused: not this app nor the configured provider');
          setError(MSG.somethingWrong);
          return;
        }
        leaving = true; // stay busy: the page is going to the provider
        window.location.assign(target);
      } catch (failure) {
        settle(failure);
        setError(messageOf(failure));
        // Sold out meanwhile, a low balance…: what is left may have changed, so the tickets are read again.
        onRefused();
      } finally {
        if (!leaving) {
          inFlight.current = false;
          setBusy(false);
        }
      }
    },
    [keyFor, settle, onPaid, onRefused],
  );

  return { pay, busy, error, setError };
}
