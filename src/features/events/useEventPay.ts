import { useCallback, useRef, useState } from 'react';
import type { EventBooking, PayForEventRequest } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { useAttemptKey } from '../../api/useAttemptKey';
import { MSG } from '../../config/messages';
import { goToProvider } from '../payment/providerRedirect';
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
        leaving = goToProvider(paymentRequest.redirectUrl); // stay busy while the page goes to the provider
        if (!leaving) setError(MSG.somethingWrong);
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
