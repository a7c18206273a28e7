import { useCallback, useRef, useState } from 'react';
import { messageOf } from '../../api/errors';
import { SPEC } from '../../config/messages';
import { t } from '../../i18n';
import { goToProvider } from './providerRedirect';

/** An attempt that sent the page to the provider says so: the screen then stays busy until the page is gone. */
export const LEFT_FOR_PROVIDER = 'left';
type AttemptEnd = typeof LEFT_FOR_PROVIDER | void;

/** Sends the page to the provider (goToProvider); a refused address fails the attempt with 'Something went wrong'. */
export function leaveForProvider(redirectUrl: string): typeof LEFT_FOR_PROVIDER {
  if (!goToProvider(redirectUrl)) throw new Error(t(SPEC.somethingWrong));
  return LEFT_FOR_PROVIDER;
}

/**
 * One payment at a time, for every way of paying (food orders, top-ups, deals, tickets): `busy` disables the
 * button, and a ref (set before React re-renders) makes a double tap do nothing. A failure shows its message,
 * unless `onFailure` handles it (answers true: the order turned out placed, say).
 */
export function useOnePayment() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const inFlight = useRef(false);

  const run = useCallback(async (attempt: () => Promise<AttemptEnd>, onFailure?: (failure: unknown) => Promise<boolean | void> | boolean | void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError('');
    let leaving = false;
    try {
      leaving = (await attempt()) === LEFT_FOR_PROVIDER;
    } catch (failure) {
      if ((await onFailure?.(failure)) !== true) setError(messageOf(failure));
    } finally {
      if (!leaving) {
        inFlight.current = false;
        setBusy(false);
      }
    }
  }, []);

  return { run, busy, error, setError };
}
