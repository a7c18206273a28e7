import { useState } from 'react';
import type { EventBooking, EventTicketKind, PaymentMethod, PaymentMode, WalletBalance } from '../../api/contract';
import { formatRupees } from '../../lib/format';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
// By their own paths: the payment feature's index would pull its whole screen into this chunk.
import { fetchPaymentMethods, fetchWalletBalance } from '../payment/api';
import { PaymentMethodList } from '../payment/PaymentMethodList';
import { CHOOSE_METHOD, isProviderMode, LOW_BALANCE, NOT_ENOUGH_POINTS, pointsAreShort } from '../payment/paymentModes';
import { LowBalanceOffer } from '../payment/LowBalanceOffer';
import { splitPayLabel } from '../payment/lowBalance';
import { useSplitPayment } from '../payment/useSplitPayment';
import { useUpiId } from '../payment/useUpiId';
import { SplitSummary } from '../payment/SplitSummary';
import { t } from '../../i18n';
import { cashRefusal, withCashOnDeliveryShown } from './eventPaymentModes';
import { m } from './messages';
import { useEventPay } from './useEventPay';

export interface ChosenLine {
  kind: EventTicketKind;
  quantity: number;
}

interface Props {
  eventId: number;
  lines: ChosenLine[];
  onPaid: (booking: EventBooking) => void;
  onRefused: () => void;
}

const loadPaying = () => Promise.all([fetchPaymentMethods('EventList'), fetchWalletBalance()]);

/** The signed-in customer's order summary, payment methods and Pay button; every refusal shows beside the button. */
export function EventCheckout(props: Props) {
  const { result, reload } = useLoaded(loadPaying);
  if (result.state === 'loading') {
    return (
      <p className="muted" aria-busy="true">
        {t(m.loadingPaymentMethods)}
      </p>
    );
  }
  if (result.state === 'error') return <RetryNotice message={result.message} onRetry={() => void reload()} />;
  const [methods, balance] = result.value;
  return <EventPayment {...props} methods={methods} balance={balance} />;
}

function EventPayment({ eventId, lines, onPaid, onRefused, methods, balance }: Props & { methods: PaymentMethod[]; balance: WalletBalance }) {
  const [mode, setMode] = useState<PaymentMode | null>(null);
  const upi = useUpiId(methods);
  const { pay, busy, error, setError } = useEventPay(onPaid, onRefused);
  const total = lines.reduce((sum, line) => sum + line.kind.price * line.quantity, 0);
  const { walletShort, split, lowBalance, startSplit, stopSplit } = useSplitPayment(total, balance.walletBalance, error, { setMode, setError });

  function choose(chosen: PaymentMode) {
    setMode(chosen);
    upi.clearUpiError();
    // Said at once, where the eye is, rather than after Pay.
    setError(cashRefusal(chosen) ?? (chosen === 'WALLET' && walletShort ? t(LOW_BALANCE) : ''));
  }

  function submit() {
    if (!mode) return setError(t(CHOOSE_METHOD));
    const refusal = cashRefusal(mode);
    if (refusal) return setError(refusal);
    if (split && !isProviderMode(mode)) return setError(t(CHOOSE_METHOD));
    const upiPart = upi.upiPart(mode);
    if (!upiPart) return;
    if (mode === 'WALLET' && walletShort) return setError(t(LOW_BALANCE));
    if (mode === 'LOYALTY_POINTS' && pointsAreShort(balance.rewardPoints, total)) return setError(t(NOT_ENOUGH_POINTS));
    void pay({
      eventId,
      tickets: lines.map((line) => ({ ticketId: line.kind.ticketId, quantity: line.quantity })),
      paymentMode: mode,
      ...upiPart,
      ...(split ? { payableUsingWallet: split.fromWallet } : {}),
    });
  }

  const shownMethods = split ? methods.filter((method) => isProviderMode(method.paymentMode)) : withCashOnDeliveryShown(methods);
  return (
    <section className="event-checkout" aria-labelledby="event-checkout-title">
      <h2 id="event-checkout-title" className="section-title">
        {t(m.yourOrder)}
      </h2>
      <div className="card event-checkout__summary">
        {lines.map((line) => (
          <p key={line.kind.ticketId} className="event-checkout__line">
            <span>
              {line.quantity} × {line.kind.name}
            </span>
            <span>{formatRupees(line.kind.price * line.quantity)}</span>
          </p>
        ))}
        <p className="event-checkout__line event-checkout__line--total">
          <span>{t(m.total)}</span>
          <span data-testid="event-total">{formatRupees(total)}</span>
        </p>
      </div>
      {split && (
<SplitSummary split={split} onCancel={stopSplit} />
      )}
      <PaymentMethodList
        methods={shownMethods}
        selected={mode}
        onSelect={choose}
        walletBalance={balance.walletBalance}
        rewardPoints={balance.rewardPoints}
        amount={total}
        {...upi.field}
      />
      {lowBalance ? (
        <LowBalanceOffer
          total={total}
          walletBalance={balance.walletBalance}
          returnTo={`/event-detail/${eventId}`}
          onSplit={startSplit}
        />
      ) : (
        error && (
          <p className="form__error event-checkout__error" role="alert" data-testid="event-pay-error">
            {error}
          </p>
        )
      )}
      {/* A wallet that cannot pay: the offer's two ways out replace Pay, which would only say Low Balance again. */}
      {!lowBalance && (
        <button type="button" className="button button--block" disabled={busy} aria-busy={busy} onClick={submit}>
          {busy ? t(m.paying) : split ? splitPayLabel(split, mode && isProviderMode(mode) ? mode : null) : t(m.payAmount, { amount: formatRupees(total) })}
        </button>
      )}
    </section>
  );
}
