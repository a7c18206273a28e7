import { useAtomValue } from 'jotai';
import type { PaymentNavigationState } from './navigationState';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { isAuthenticatedAtom, LoginPrompt } from '../auth';
import { m } from './messages';
import { PaymentFlow } from './PaymentFlow';
import { TopUpPayment } from './TopUpPayment';

/**
 * /payment-methods: pays the pending order, or finishes a provider payment (`txn`), or tops up the wallet
 * (SPEC 2 action 'Add_Wallet_Balance'). Back from the provider (`txn`), the flow decides, whatever the state.
 */
export function PaymentScreen({ txn, state }: { txn: string | undefined; state: PaymentNavigationState }) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const topUp = state.action === 'Add_Wallet_Balance' && txn === undefined;
  return (
    <section className="screen" aria-labelledby="payment-title">
      <h1 id="payment-title" className="screen__title">
        {t(topUp ? m.addMoney : TITLES.payment)}
      </h1>
      {!signedIn ? (
        <LoginPrompt />
      ) : topUp ? (
        <TopUpPayment amount={state.payableUsingGateWay} previousPath={state.previousPath} />
      ) : (
        <PaymentFlow txn={txn} />
      )}
    </section>
  );
}
