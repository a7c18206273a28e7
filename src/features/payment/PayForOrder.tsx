import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import type { Order, PaymentMethod, PaymentMode, UpiApp, WalletBalance } from '../../api/contract';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { useLoaded } from '../../lib/useLoaded';
import { fetchLastPaymentMode, fetchPaymentMethods, fetchWalletBalance } from './api';
import { isPostPaidBill } from './orderPayState';
import {
  balanceCanPay,
  chooseMode,
  CHOOSE_METHOD,
  isProviderMode,
  LOW_BALANCE,
  NOT_ENOUGH_POINTS,
  pointsAreShort,
} from './paymentModes';
import { upiAppsFor } from './upiIntent';
import { PaymentMethodList } from './PaymentMethodList';
import { LowBalanceOffer } from './LowBalanceOffer';
import { SplitSummary } from './SplitSummary';
import { m } from './messages';
import { splitPayLabel } from './lowBalance';
import { useSplitPayment } from './useSplitPayment';
import { useUpiId } from './useUpiId';
import { usePay } from './usePay';
import { RetryNotice } from '../../ui/RetryNotice';
import { OfflineActionNotice } from '../../ui/OfflineActionNotice';
import { useOnline } from '../../lib/useOnline';
import './payment.css';

interface Options {
  methods: PaymentMethod[];
  wallet: WalletBalance;
  lastMode: PaymentMode | null;
}

/** Loads what the choice needs (methods for this order type, wallet, last mode), then offers it. */
export function PayForOrder({ order, onPlaced }: { order: Order; onPlaced: (order: Order) => void }) {
  const load = useCallback(async (): Promise<Options> => {
    const [methods, wallet, lastMode] = await Promise.all([
      fetchPaymentMethods(order.orderType),
      fetchWalletBalance(),
      // The last mode only saves a tap: without it the chain's default is chosen.
      fetchLastPaymentMode().catch(() => null),
    ]);
    return { methods, wallet, lastMode };
  }, [order.orderType]);
  const { result, reload } = useLoaded(load);

  if (result.state === 'loading') return <p aria-busy="true">{t(m.loadingMethods)}</p>;
  if (result.state === 'error') {
    return (
      <RetryNotice message={result.message} onRetry={() => void reload()} />
    );
  }
  return <PaymentChoice order={order} options={result.value} onPlaced={onPlaced} />;
}

function PaymentChoice({ order, options, onPlaced }: { order: Order; options: Options; onPlaced: (order: Order) => void }) {
  const { wallet } = options;
  // Points already on the bill (issue 23) are its points: the rest is paid another way.
  const methods = (order.bill.loyaltyPoints ?? 0) > 0 ? options.methods.filter((method) => method.paymentMode !== 'LOYALTY_POINTS') : options.methods;
  const postPaid = isPostPaidBill(order);
  const amount = order.orderTotal;
  // A postpaid bill is settled now, online: from the wallet or through the provider, not in cash later.
  const payable = postPaid ? methods.filter((method) => method.paymentMode === 'WALLET' || isProviderMode(method.paymentMode)) : methods;
  // The diner's last way to pay, else the chain's default, and never one that cannot pay this order.
  const [mode, setMode] = useState<PaymentMode | null>(() =>
    chooseMode(payable, options.lastMode, (candidate) => balanceCanPay(candidate, { walletBalance: wallet.walletBalance, rewardPoints: wallet.rewardPoints, amount })),
  );
  // Back from a declined UPI payment, the id typed for this order is still there.
  const upi = useUpiId(methods, order.orderRefId);
  const { pay, busy, error, setError } = usePay(onPlaced);
  // Issue 12: a payment is never queued for later; offline, the button is off and says why.
  const online = useOnline();
  const { walletShort, split, lowBalance, startSplit, stopSplit } = useSplitPayment(amount, wallet.walletBalance, error, { setMode, setError });
  const [upiApps] = useState(() => upiAppsFor(methods));

  /** Pays by `chosen`: with the Pay button, or by UPI in the app tapped (which needs no UPI id). */
  function payBy(chosen: PaymentMode | null, upiApp?: UpiApp) {
    if (busy) return;
    if (!chosen) return setError(t(CHOOSE_METHOD));
    if (chosen === 'WALLET' && walletShort) return setError(t(LOW_BALANCE));
    if (split && !isProviderMode(chosen)) return setError(t(CHOOSE_METHOD));
    if (chosen === 'LOYALTY_POINTS' && pointsAreShort(wallet.rewardPoints, amount)) return setError(t(NOT_ENOUGH_POINTS));
    const upiPart = upiApp ? { upiApp } : upi.upiPart(chosen);
    if (!upiPart) return;
    // A postpaid dine-in bill settles from the wallet with completePostPaidOrder, not placeOrder.
    if (postPaid && chosen === 'WALLET') return void pay({ kind: 'postPaidWallet', orderRefId: order.orderRefId });
    void pay({
      kind: 'place',
      orderRefId: order.orderRefId,
      mode: chosen,
      ...upiPart,
      ...(split ? { payableUsingWallet: split.fromWallet } : {}),
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    payBy(mode);
  }

  // While splitting, only the provider's methods can pay the rest.
  const shownMethods = split ? methods.filter((method) => isProviderMode(method.paymentMode)) : payable;

  const label = split
    ? splitPayLabel(split, mode && isProviderMode(mode) ? mode : null)
    : postPaid && mode === 'WALLET'
      ? t(m.payWithWallet, { amount: formatRupees(amount) })
      : t(m.pay, { amount: formatRupees(amount) });
  return (
    <form className="form pay-form" onSubmit={submit} noValidate aria-label={t(TITLES.payment)}>
      {split && (
<SplitSummary split={split} onCancel={stopSplit} />
      )}
      <PaymentMethodList
        methods={shownMethods}
        selected={mode}
        onSelect={(next) => {
          setMode(next);
          upi.clearUpiError();
          // The Low Balance offer shows as soon as a wallet that cannot pay is chosen, not only after Pay.
          setError(next === 'WALLET' && walletShort ? t(LOW_BALANCE) : '');
        }}
        walletBalance={wallet.walletBalance}
        rewardPoints={wallet.rewardPoints}
        amount={amount}
        {...upi.field}
        upiApps={{
          apps: upiApps,
          disabled: busy || !online,
          onPay: (app) => {
            setMode('UPI');
            setError('');
            upi.clearUpiError();
            payBy('UPI', app);
          },
        }}
      />
      {/* The error and the button share the bar pinned to the bottom: what went wrong shows where the eye is. */}
      <div className="pay-bar">
        {lowBalance ? (
          <LowBalanceOffer
            total={amount}
            walletBalance={wallet.walletBalance}
            returnTo="/payment-methods"
            onSplit={startSplit}
          />
        ) : (
          error && (
            <p className="form__error notice notice--error pay-bar__error" role="alert" data-testid="pay-error">
              {error}
            </p>
          )
        )}
        {!online && <OfflineActionNotice className="pay-bar__error" />}
        {/* A wallet that cannot pay: the offer's two ways out replace Pay, which would only say Low Balance again. */}
        {!lowBalance && (
          <button type="submit" className="button button--block pay-bar__submit" disabled={busy || !online} aria-busy={busy}>
            {busy ? (
              <>
                <span className="pay-bar__spinner" aria-hidden="true" />
                {t(m.paying)}
              </>
            ) : (
              label
            )}
          </button>
        )}
      </div>
    </form>
  );
}
