import { useAtomValue } from 'jotai';
import type { PaymentNavigationState } from '../../app/router';
import { isAuthenticatedAtom, LoginPrompt } from '../auth';
import { PaymentFlow } from './PaymentFlow';

export const WALLET_TOP_UP_SOON = 'Adding money to your wallet is coming soon.';

/** /payment-methods: pays the pending order, or finishes a provider payment (`txn`), or (later) tops up the wallet. */
export function PaymentScreen({ txn, state }: { txn: string | undefined; state: PaymentNavigationState }) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return (
    <section className="screen" aria-labelledby="payment-title">
      <h1 id="payment-title" className="screen__title">
        Payment
      </h1>
      {state.action === 'Add_Wallet_Balance' ? (
        <p className="muted">{WALLET_TOP_UP_SOON}</p>
      ) : signedIn ? (
        <PaymentFlow txn={txn} />
      ) : (
        <LoginPrompt />
      )}
    </section>
  );
}
