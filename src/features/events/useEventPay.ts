import { useCallback } from 'react';
import type { EventBooking, PayForEventRequest } from '../../api/contract';
import { useAttemptKey } from '../../api/useAttemptKey';
import { leaveForProvider, useOnePayment } from '../payment/useOnePayment';
import { payForEventReservation } from './api';
import { forgetTickets } from './chosenTickets';

/**
 * Buys tickets, one attempt at a time (as usePay does for food): `busy` disables the button and a ref stops a
 * double tap before React re-renders; the attempt's Idempotency-Key makes a retry after a lost answer book once.
 * Wallet and points come back paid; a provider mode goes to the provider page, which returns to the event.
 */
export function useEventPay(onPaid: (booking: EventBooking) => void, onRefused: () => void) {
  const { run, busy, error, setError } = useOnePayment();
  const { keyFor, settle } = useAttemptKey();

  const pay = useCallback(
    (request: PayForEventRequest) =>
      run(
        async () => {
          const { booking, paymentRequest } = await payForEventReservation(request, keyFor(JSON.stringify(request)));
          settle();
          if (paymentRequest) {
            forgetTickets(request.eventId);
            return leaveForProvider(paymentRequest.redirectUrl);
          }
          onPaid(booking);
          return undefined;
        },
        (failure) => {
          settle(failure);
          // Sold out meanwhile, a low balance…: what is left may have changed, so the tickets are read again.
          onRefused();
        },
      ),
    [run, keyFor, settle, onPaid, onRefused],
  );

  return { pay, busy, error, setError };
}
