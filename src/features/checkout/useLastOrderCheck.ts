import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { useNavigate } from '@tanstack/react-router';
import { messageOf, NoResponseError } from '../../api/errors';
// By path: the payment feature's index carries its screens.
import { placedOrderOrNull, settlePlacedOrder } from '../payment/placedOrder';

export type LastOrderCheck = { state: 'checking' } | { state: 'clear' } | { state: 'failed'; message: string; retry: () => void };

/**
 * A cart already priced as a draft (`orderRefId`) may have been placed without this tab hearing of it: a lost
 * answer, a reload, the back button, another tab. Before pricing it again, ask the server; a placed order is
 * settled (its dishes leave the cart) and shown instead of a second payable checkout.
 * Asked once per visit: binding the cart to a new draft must not start a check while the draft is shown.
 */
export function useLastOrderCheck(orderRefId: string | undefined, reconnects: number): LastOrderCheck {
  const [ref] = useState(orderRefId);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<{ attempt: number; failed: string | null } | null>(null);
  const store = useStore();
  const navigate = useNavigate();

  useEffect(() => {
    if (!ref) return undefined;
    let current = true;
    placedOrderOrNull(ref).then(
      (order) => {
        if (!current) return;
        if (!order) return setOutcome({ attempt, failed: null });
        settlePlacedOrder(store, order, { notice: 'checked' });
        void navigate({ to: '/track-order', replace: true });
      },
      (error: unknown) => {
        if (!current) return;
        // Without an answer the cart may be an order already placed: pricing it again could order it twice.
        // Any other answer (not found: another account's draft) leaves nothing to settle.
        setOutcome({ attempt, failed: error instanceof NoResponseError ? messageOf(error) : null });
      },
    );
    return () => {
      current = false;
    };
  }, [ref, attempt, store, navigate]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A check that failed is asked again once the signal is back, as a tap on Try again would.
  const [seenReconnects, setSeenReconnects] = useState(reconnects);
  if (seenReconnects !== reconnects) {
    setSeenReconnects(reconnects);
    if (outcome?.attempt === attempt && outcome.failed !== null) setAttempt(attempt + 1);
  }
  if (!ref) return { state: 'clear' };
  if (outcome?.attempt !== attempt) return { state: 'checking' };
  return outcome.failed === null ? { state: 'clear' } : { state: 'failed', message: outcome.failed, retry };
}
