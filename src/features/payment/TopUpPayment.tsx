import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '@tanstack/react-router';
import type { PaymentMethod, PaymentMode, ProviderPaymentMode } from '../../api/contract';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { useLoaded } from '../../lib/useLoaded';
import { checkTopUpAmount } from '../../lib/walletAmount';
import { useOnline } from '../../lib/useOnline';
import { OfflineActionNotice } from '../../ui/OfflineActionNotice';
import { RetryNotice } from '../../ui/RetryNotice';
import { fetchLastPaymentMode, fetchPaymentMethods } from './api';
import { m } from './messages';
import { chooseMode, CHOOSE_METHOD, isProviderMode } from './paymentModes';
import { upiAppsFor } from './upiIntent';
import { PaymentMethodList } from './PaymentMethodList';
import { useUpiId } from './useUpiId';
import { useTopUp } from './useTopUp';
import './payment.css';

/** The UPI id typed for a top-up is remembered apart from any order's. */
const TOP_UP_UPI_KEY = 'wallet-top-up';

/** Where the provider brings the customer back to: an app path only, else the wallet. */
const returnPathOf = (previousPath: string | undefined): string =>
  previousPath && /^\/(?![/\\])\S*$/.test(previousPath) ? previousPath : '/wallet-money';

interface TopUpOptions {
  methods: PaymentMethod[];
  lastMode: PaymentMode | null;
}

/** Only the provider's methods can add money: the wallet cannot top itself up, nor can points or cash. */
const loadProviderMethods = async (): Promise<TopUpOptions> => {
  const [methods, lastMode] = await Promise.all([fetchPaymentMethods('All'), fetchLastPaymentMode().catch(() => null)]);
  return { methods: methods.filter((method) => isProviderMode(method.paymentMode)), lastMode };
};

/**
 * The top-up branch of /payment-methods (SPEC 2 action 'Add_Wallet_Balance'): the amount the wallet screen or
 * the Low Balance offer sent, a provider method, then the provider page, which brings the customer back to
 * previousPath with the money in the wallet.
 */
export function TopUpPayment({ amount, previousPath }: { amount: number | undefined; previousPath: string | undefined }) {
  const { result, reload } = useLoaded(loadProviderMethods);
  const checked = checkTopUpAmount(String(amount ?? ''));
  if (!checked.ok) {
    return (
      <div className="notice notice--error" role="alert">
        <p>{checked.message}</p>
        <Link to="/wallet-money" className="button">
          {t(m.goToWallet)}
        </Link>
      </div>
    );
  }
  if (result.state === 'loading') return <p aria-busy="true">{t(m.loadingMethods)}</p>;
  if (result.state === 'error') return <RetryNotice message={result.message} onRetry={() => void reload()} />;
  return <TopUpChoice amount={checked.amount} options={result.value} returnTo={returnPathOf(previousPath)} />;
}

function TopUpChoice({ amount, options: { methods, lastMode }, returnTo }: { amount: number; options: TopUpOptions; returnTo: string }) {
  // The diner's last way to pay, when the provider takes it, else the chain's default: every one listed can pay.
  const [mode, setMode] = useState<ProviderPaymentMode | null>(() => {
    const chosen = chooseMode(methods, lastMode, () => true);
    return chosen && isProviderMode(chosen) ? chosen : null;
  });
  const [upiApps] = useState(() => upiAppsFor(methods));
  const upi = useUpiId(methods, TOP_UP_UPI_KEY);
  const { clearUpiError } = upi;
  const { topUp, busy, error, setError } = useTopUp();
  // A payment is never queued for later: offline, the button is off and says why (as for orders).
  const online = useOnline();

  const select = useCallback(
    (next: PaymentMode) => {
      if (isProviderMode(next)) setMode(next);
      setError('');
      clearUpiError();
    },
    [setError, clearUpiError],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!mode) return setError(t(CHOOSE_METHOD));
    const upiPart = upi.upiPart(mode);
    if (!upiPart) return;
    void topUp({ amount, paymentMode: mode, ...upiPart, returnTo });
  }

  return (
    <>
      <div className="card pay-total">
        <p className="muted">{t(m.topUpLead)}</p>
        <p className="pay-total__amount">
          {t(m.amountToAdd)} <strong data-testid="top-up-amount">{formatRupees(amount)}</strong>
        </p>
      </div>
      <form className="form pay-form" onSubmit={submit} noValidate aria-label={t(m.addMoneyForm)}>
        <PaymentMethodList
          methods={methods}
          selected={mode}
          onSelect={select}
          walletBalance={0}
          rewardPoints={0}
          amount={amount}
          {...upi.field}
          upiApps={{
            apps: upiApps,
            disabled: busy || !online,
            onPay: (app) => {
              if (busy) return;
              select('UPI');
              void topUp({ amount, paymentMode: 'UPI', upiApp: app, returnTo });
            },
          }}
        />
        <div className="pay-bar">
          {error && (
            <p className="form__error notice notice--error pay-bar__error" role="alert" data-testid="pay-error">
              {error}
            </p>
          )}
          {!online && <OfflineActionNotice className="pay-bar__error" />}
          <button type="submit" className="button button--block pay-bar__submit" disabled={busy || !online} aria-busy={busy}>
            {busy ? (
              <>
                <span className="pay-bar__spinner" aria-hidden="true" />
                {t(m.adding)}
              </>
            ) : (
              t(m.addAmount, { amount: formatRupees(amount) })
            )}
          </button>
        </div>
      </form>
    </>
  );
}
