import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import type { Order, PaymentMethod, PaymentMode, WalletBalance } from '../../api/contract';
import { formatRupees } from '../../lib/format';
import { isValidUpiId } from '../../lib/validation';
import { useLoaded } from '../../lib/useLoaded';
import { fetchLastPaymentMode, fetchPaymentMethods, fetchWalletBalance } from './api';
import {
  CHOOSE_METHOD,
  INVALID_UPI,
  isPostPaidBill,
  isProviderMode,
  LOW_BALANCE,
  NOT_ENOUGH_POINTS,
  pointsAreShort,
  preselectMode,
  walletIsShort,
} from './paymentModes';
import { PaymentMethodList } from './PaymentMethodList';
import { recallUpiId, rememberUpiId } from './upiMemory';
import { usePay } from './usePay';
import { RetryNotice } from '../../ui/RetryNotice';
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
      // The last mode only saves a tap: without it the customer simply chooses.
      fetchLastPaymentMode().catch(() => null),
    ]);
    return { methods, wallet, lastMode };
  }, [order.orderType]);
  const { result, reload } = useLoaded(load);

  if (result.state === 'loading') return <p aria-busy="true">Loading payment methods…</p>;
  if (result.state === 'error') {
    return (
      <RetryNotice message={result.message} onRetry={() => void reload()} />
    );
  }
  return <PaymentChoice order={order} options={result.value} onPlaced={onPlaced} />;
}

function PaymentChoice({ order, options, onPlaced }: { order: Order; options: Options; onPlaced: (order: Order) => void }) {
  const { methods, wallet } = options;
  const [mode, setMode] = useState<PaymentMode | null>(() => preselectMode(methods, options.lastMode));
  // Back from a declined UPI payment, the id typed for this order is still there.
  const [upiId, setUpiId] = useState(() => recallUpiId(order.orderRefId));
  const [upiError, setUpiError] = useState('');
  const { pay, busy, error, setError } = usePay(onPlaced);
  const postPaid = isPostPaidBill(order);
  const amount = order.orderTotal;
  const walletShort = walletIsShort(wallet.walletBalance, amount);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!mode) return setError(CHOOSE_METHOD);
    if (mode === 'WALLET' && walletShort) return setError(LOW_BALANCE);
    if (mode === 'LOYALTY_POINTS' && pointsAreShort(wallet.rewardPoints, amount)) return setError(NOT_ENOUGH_POINTS);
    if (mode === 'UPI' && !isValidUpiId(upiId)) return setUpiError(INVALID_UPI);
    setUpiError('');
    if (mode === 'UPI') rememberUpiId(order.orderRefId, upiId);
    // A postpaid dine-in bill settles from the wallet with completePostPaidOrder, not placeOrder.
    if (postPaid && mode === 'WALLET') return void pay({ kind: 'postPaidWallet', orderRefId: order.orderRefId });
    void pay({ kind: 'place', orderRefId: order.orderRefId, mode, ...(mode === 'UPI' ? { upiId } : {}) });
  }

  // A postpaid bill is settled now, online: from the wallet or through the provider, not in cash later.
  const shownMethods = postPaid ? methods.filter((m) => m.paymentMode === 'WALLET' || isProviderMode(m.paymentMode)) : methods;

  const label = postPaid && mode === 'WALLET' ? `Pay with Wallet ${formatRupees(amount)}` : `Pay ${formatRupees(amount)}`;
  return (
    <form className="form pay-form" onSubmit={submit} noValidate aria-label="Payment">
      <PaymentMethodList
        methods={shownMethods}
        selected={mode}
        onSelect={(next) => {
          setMode(next);
          setError('');
          setUpiError('');
        }}
        walletBalance={wallet.walletBalance}
        rewardPoints={wallet.rewardPoints}
        amount={amount}
        upiId={upiId}
        onUpiIdChange={setUpiId}
        upiError={upiError}
      />
      {/* The error and the button share the bar pinned to the bottom: what went wrong shows where the eye is. */}
      <div className="pay-bar">
        {error && (
          <p className="form__error notice notice--error pay-bar__error" role="alert" data-testid="pay-error">
            {error}
          </p>
        )}
        <button type="submit" className="button button--block pay-bar__submit" disabled={busy} aria-busy={busy}>
          {busy ? (
            <>
              <span className="pay-bar__spinner" aria-hidden="true" />
              Paying…
            </>
          ) : (
            label
          )}
        </button>
      </div>
    </form>
  );
}
