import { useCallback, useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Link, useNavigate } from '@tanstack/react-router';
import type { DealBill, DealPayment, PaymentMethod, PaymentMode, WalletBalance } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { formatRupees } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useLoaded } from '../../lib/useLoaded';
import { useOnline } from '../../lib/useOnline';
import { OfflineActionNotice } from '../../ui/OfflineActionNotice';
import { RetryNotice } from '../../ui/RetryNotice';
import { LoginPrompt, isAuthenticatedAtom } from '../auth';
import { fetchPaymentMethods, fetchWalletBalance } from '../payment/api';
import { PaymentMethodList } from '../payment/PaymentMethodList';
import { CHOOSE_METHOD } from '../payment/paymentModes';
import { useUpiId } from '../payment/useUpiId';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { calculateDealBill } from './api';
import { DealCartLines } from './DealCartLines';
import { dealCartAtom, useDealCartReady, type DealCart } from './dealCartAtoms';
import { m } from './messages';
import { usePayForDeals, type DealPayRequest } from './usePayForDeals';
import '../payment/payment.css';
import './stealDeals.css';
import '../orders/bill.css';

const cartRequest = (cart: DealCart) => ({ items: cart.items.map((item) => ({ dealItemId: item.dealItemId, quantity: item.stealDealItemQty })) });

/** The deal cart's checkout: its lines (removable), the server's bill with GST, then pay with the StealDeal methods. */
export function DealCheckoutScreen() {
  const ready = useDealCartReady();
  const cart = useAtomValue(dealCartAtom);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  if (!ready) return <p aria-busy="true">{t(m.loadingCart)}</p>;
  return (
    <section className="deal-checkout">
      <h1 className="screen__title">{t(TITLES.dealCart)}</h1>
      {!cart || cart.items.length === 0 ? (
        <div className="empty">
          <p>{t(m.cartEmpty)}</p>
          <Link to="/" className="button">
            {t(m.browseDeals)}
          </Link>
        </div>
      ) : (
        <>
          <DealCartLines />
          <DealCheckout cart={cart} signedIn={signedIn} />
        </>
      )}
    </section>
  );
}

function DealCheckout({ cart, signedIn }: { cart: DealCart; signedIn: boolean }) {
  const bill = useDealBill(cart);
  return (
    <>
      <DealBillCard bill={bill} />
      {signedIn ? <DealPayForm cart={cart} amount={bill.state === 'ready' ? bill.value.grandTotal : null} /> : <LoginPrompt returnTo="/steal-deal-cart" />}
    </>
  );
}

type BillState = { state: 'loading' } | { state: 'error'; message: string; retry: () => void } | { state: 'ready'; value: DealBill };

/** The bill as the server prices it (the cart's prices are only what was shown when added), again on every change. */
function useDealBill(cart: DealCart): BillState {
  const [bill, setBill] = useState<{ for: string; value: DealBill } | { for: string; error: string } | null>(null);
  const key = JSON.stringify(cartRequest(cart));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    calculateDealBill(JSON.parse(key) as ReturnType<typeof cartRequest>).then(
      (value) => live && setBill({ for: key, value }),
      (error: unknown) => live && setBill({ for: key, error: messageOf(error) }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  if (!bill || bill.for !== key) return { state: 'loading' };
  if ('error' in bill) return { state: 'error', message: bill.error, retry: () => setAttempt((n) => n + 1) };
  return { state: 'ready', value: bill.value };
}

function DealBillCard({ bill }: { bill: BillState }) {
  if (bill.state === 'loading') return <p className="muted" aria-busy="true">{t(m.workingOutBill)}</p>;
  if (bill.state === 'error') return <RetryNotice message={bill.message} onRetry={bill.retry} />;
  return (
    <div className="card deal-bill" data-testid="deal-bill">
      <dl className="bill__lines">
        <div className="bill__line">
          <dt>{t(m.dealsTotal)}</dt>
          <dd>{formatRupees(bill.value.itemTotal)}</dd>
        </div>
        <div className="bill__line">
          <dt>{t(m.taxesAndCharges)}</dt>
          <dd>{formatRupees(bill.value.taxesAndCharges)}</dd>
        </div>
        <div className="bill__line bill__line--total">
          <dt>{t(m.grandTotal)}</dt>
          <dd data-testid="deal-grand-total">{formatRupees(bill.value.grandTotal)}</dd>
        </div>
      </dl>
    </div>
  );
}

const loadPaymentChoices = async (): Promise<{ methods: PaymentMethod[]; balance: WalletBalance }> => {
  const [methods, balance] = await Promise.all([fetchPaymentMethods('StealDeal'), fetchWalletBalance()]);
  return { methods, balance };
};

function DealPayForm({ cart, amount }: { cart: DealCart; amount: number | null }) {
  const { result, reload } = useLoaded(loadPaymentChoices);
  const [, setCart] = useAtom(dealCartAtom);
  const navigate = useNavigate();
  const online = useOnline();
  const [mode, setMode] = useState<PaymentMode | null>(null);
  const upi = useUpiId(result.state === 'loading' || result.state === 'error' ? [] : result.value.methods);

  const onPaid = useCallback(
    (_payment: Extract<DealPayment, { status: 'PAID' }>) => {
      setCart(null);
      notify.success(t(m.purchased));
      void navigate({ to: '/my-deals' });
    },
    [setCart, navigate],
  );
  const onReserved = useCallback((checkoutRef: string) => setCart((current) => (current ? { ...current, checkoutRef } : current)), [setCart]);
  const { pay, busy, error, setError } = usePayForDeals(onPaid, onReserved);

  if (result.state === 'loading') return <p aria-busy="true">{t(m.loadingPaymentMethods)}</p>;
  if (result.state === 'error') return <RetryNotice message={result.message} onRetry={() => void reload()} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!mode) return setError(t(CHOOSE_METHOD));
    const upiPart = upi.upiPart(mode);
    if (!upiPart) return;
    if (mode === 'CASH_ON_DELIVERY' || mode === 'CASH' || mode === 'PAY_AT_STORE') return setError(t(CHOOSE_METHOD));
    const request: DealPayRequest = { cart: cartRequest(cart), paymentMode: mode, ...upiPart, ...(cart.checkoutRef ? { heldCheckoutRef: cart.checkoutRef } : {}) };
    void pay(request);
  }

  return (
    <form className="form pay-form" onSubmit={submit} noValidate aria-label={t(m.payForDeals)}>
      <PaymentMethodList
        methods={result.value.methods}
        selected={mode}
        onSelect={(next) => {
          setMode(next);
          setError('');
          upi.clearUpiError();
        }}
        walletBalance={result.value.balance.walletBalance}
        rewardPoints={result.value.balance.rewardPoints}
        amount={amount ?? 0}
        {...upi.field}
      />
      <div className="pay-bar">
        {error && (
          <p className="form__error notice notice--error pay-bar__error" role="alert" data-testid="pay-error">
            {error}
          </p>
        )}
        {!online && <OfflineActionNotice className="pay-bar__error" />}
        <button type="submit" className="button button--block pay-bar__submit" disabled={busy || !online || amount === null} aria-busy={busy}>
          {busy ? (
            <>
              <span className="pay-bar__spinner" aria-hidden="true" />
              {t(m.paying)}
            </>
          ) : amount === null ? (
            t(m.pay)
          ) : (
            t(m.payAmount, { amount: formatRupees(amount) })
          )}
        </button>
      </div>
    </form>
  );
}
