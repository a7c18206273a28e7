import { useCallback, useEffect, useState } from 'react';
import { useAtom, useStore } from 'jotai';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Order, PaymentPurpose } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { TITLES } from '../../app/routeTitles';
import { SPEC } from '../../config/messages';
import { t } from '../../i18n';
import type { MessageRef } from '../../i18n';
import { notify } from '../../lib/toast';
import { track } from '../analytics';
import { rememberOrderForInstall } from '../install';
import { m } from './messages';
import { checkPayment } from './paymentReturn';
import { pendingOrderRefAtom } from './pendingOrder';
import { settlePlacedOrder } from './placedOrder';
import { PaymentSuccess } from './PaymentSuccess';
import { PendingOrderPayment } from './PendingOrderPayment';
import { openedUpiApp } from './upiIntent';
import { UPI_APP_NAMES } from './upiApps';

type Outcome =
  | { kind: 'checking' }
  | { kind: 'checkFailed'; message: string }
  | { kind: 'success'; order: Order }
  | { kind: 'failed'; order: Order }
  | { kind: 'otherFailed'; returnTo: string }
  /** Paid, but what it paid for could no longer be had: the money is in the wallet, and the server says why. */
  | { kind: 'unused'; why: string; returnTo: string | null }
  /** leaveTo: where 'Choose another way to pay' goes (the order's methods, or where a top-up started). */
  | { kind: 'pending'; leaveTo: string };

/** While a payment is pending, it is asked about this often, and at most this many times (10 minutes). */
const POLL_MS = 3_000;
const MAX_POLLS = 200;

/** What a successful payment that is not a food order says before going back to where it started. */
const PAID_MESSAGE: Partial<Record<PaymentPurpose, MessageRef>> = { TOP_UP: m.moneyAdded, STEAL_DEAL: m.dealPurchased, EVENT_TICKETS: m.ticketsBooked };

export function PaymentFlow({ txn }: { txn: string | undefined }) {
  const [pendingRef, setPendingRef] = useAtom(pendingOrderRefAtom);
  const store = useStore();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(txn ? { kind: 'checking' } : null);
  const [attempt, setAttempt] = useState(0);

  /**
   * Any successful placement: the order's cart lines and the pending order are done with; tracking follows it.
   * It is also the analytics 'order placed' event and what lets the install card show (issue 12).
   */
  const finish = useCallback(
    (order: Order) => {
      settlePlacedOrder(store, order);
      track('order_placed', { orderType: order.orderType, paymentMode: order.paymentMode ?? '', orderTotal: order.orderTotal });
      rememberOrderForInstall();
    },
    [store],
  );

  /**
   * The server says the pending order is already placed (its answer was lost, another tab paid): settle it and
   * show it, instead of a screen that offers to pay again. A postpaid bill this tab had already settled stays
   * here to be paid.
   */
  const foundPlaced = useCallback(
    (order: Order) => {
      if (settlePlacedOrder(store, order, { notice: 'checked' })) void navigate({ to: '/track-order', replace: true });
    },
    [store, navigate],
  );

  // Back from the provider's page: ask the server how it went, then drop ?txn so a reload does not ask again.
  useEffect(() => {
    if (!txn) return;
    let active = true;
    checkPayment(txn).then(
      (result) => {
        if (!active) return;
        if (result.status === 'SUCCESS' && result.unused) {
          // Never 'Order Placed' for money that placed nothing: the order (if any) is still to be paid.
          if (result.order) setPendingRef(result.order.orderRefId);
          setOutcome({ kind: 'unused', why: result.unused.why, returnTo: result.order ? null : (result.returnTo ?? '/') });
          if (result.order) void navigate({ to: '/payment-methods', search: {}, replace: true });
          return;
        }
        if (result.order === null) {
          // A top-up, a deal or tickets: its own screen shows the result; the provider only took the money.
          const returnTo = result.returnTo ?? '/';
          if (result.status === 'SUCCESS') {
            notify.success(t(PAID_MESSAGE[result.purpose] ?? m.paymentSuccessful));
            // Back to the screen it started from; that may be this one (a top-up from the Low Balance offer
            // returns to the order's payment), which then shows the pending order again.
            setOutcome(null);
            void navigate({ to: returnTo, replace: true });
          } else if (result.status === 'FAILED') {
            setOutcome({ kind: 'otherFailed', returnTo });
          } else {
            setOutcome({ kind: 'pending', leaveTo: returnTo });
          }
          return;
        }
        if (result.status === 'SUCCESS') {
          finish(result.order);
          setOutcome({ kind: 'success', order: result.order });
        } else if (result.status === 'FAILED') {
          setPendingRef(result.order.orderRefId);
          setOutcome({ kind: 'failed', order: result.order });
        } else {
          setPendingRef(result.order.orderRefId);
          setOutcome({ kind: 'pending', leaveTo: '/payment-methods' });
          return; // keep ?txn: checking again is the way forward
        }
        void navigate({ to: '/payment-methods', search: {}, replace: true });
      },
      (error: unknown) => active && setOutcome({ kind: 'checkFailed', message: messageOf(error) }),
    );
    return () => {
      active = false;
    };
  }, [txn, attempt, finish, navigate, setPendingRef]);

  // Pending (the diner is in their UPI app, or the provider has not said yet): asked again every few seconds while
  // the page is in view, and at once when the diner comes back to it, until the provider decides.
  const pending = outcome?.kind === 'pending';
  useEffect(() => {
    if (!pending || !txn) return;
    let polls = 0;
    const askAgain = () => {
      if (document.visibilityState !== 'visible' || polls >= MAX_POLLS) return;
      polls += 1;
      setAttempt((n) => n + 1);
    };
    const timer = window.setInterval(askAgain, POLL_MS);
    document.addEventListener('visibilitychange', askAgain);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', askAgain);
    };
  }, [pending, txn]);

  const placedDirectly = useCallback(
    (order: Order) => {
      finish(order);
      notify.success(t(SPEC.orderPlaced));
      void navigate({ to: '/track-order' });
    },
    [finish, navigate],
  );

  // Sent here to follow a payment (a UPI app opened from this page) before the first answer: checking.
  if (outcome?.kind === 'checking' || (outcome === null && txn)) return <p aria-busy="true">{t(m.checking)}</p>;
  if (outcome?.kind === 'success') return <PaymentSuccess order={outcome.order} />;
  if (outcome?.kind === 'checkFailed' || outcome?.kind === 'pending') {
    const inApp = outcome.kind === 'pending' && txn ? openedUpiApp(txn) : null;
    return (
      <div className="notice pay-pending" role="alert" data-testid="payment-pending">
        <p>{outcome.kind === 'checkFailed' ? outcome.message : inApp ? t(m.finishInApp, { app: t(UPI_APP_NAMES[inApp.app]) }) : t(m.stillConfirming)}</p>
        {inApp && (
          <a className="button" href={inApp.link}>
            {t(m.openAppAgain, { app: t(UPI_APP_NAMES[inApp.app]) })}
          </a>
        )}
        <button
          type="button"
          className={inApp ? 'button button--ghost' : 'button'}
          onClick={() => {
            setOutcome({ kind: 'checking' });
            setAttempt((n) => n + 1);
          }}
        >
          {t(m.checkAgain)}
        </button>
        {outcome.kind === 'pending' && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              setOutcome(null);
              void navigate({ to: outcome.leaveTo, replace: true });
            }}
          >
            {t(m.payAnotherWay)}
          </button>
        )}
      </div>
    );
  }

  if (outcome?.kind === 'otherFailed') {
    return (
      <div className="notice notice--error" role="alert" data-testid="payment-failed">
        <p className="notice__title">{t(SPEC.transactionFailed)}</p>
        <p>{t(m.noMoneyTaken)}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setOutcome(null);
            void navigate({ to: outcome.returnTo, replace: true });
          }}
        >
          {t(m.goBack)}
        </button>
      </div>
    );
  }

  if (outcome?.kind === 'unused' && outcome.returnTo !== null) {
    const returnTo = outcome.returnTo;
    return (
      <div className="notice" role="alert" data-testid="payment-unused">
        <p>{outcome.why}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            setOutcome(null);
            void navigate({ to: returnTo, replace: true });
          }}
        >
          {t(m.goBack)}
        </button>
      </div>
    );
  }

  const failedNotice =
    outcome?.kind === 'unused' ? (
      <div className="notice" role="alert" data-testid="payment-unused">
        <p>{outcome.why}</p>
      </div>
    ) : outcome?.kind === 'failed' ? (
      <div className="notice notice--error" role="alert" data-testid="payment-failed">
        <p className="notice__title">{t(SPEC.transactionFailed)}</p>
        <p>{t(SPEC.chooseAgain)}</p>
      </div>
    ) : null;

  if (!pendingRef) {
    return (
      <div className="empty">
        <p>{t(m.noPendingOrder)}</p>
        <Link to="/my-orders" className="button button--ghost">
          {t(TITLES.myOrders)}
        </Link>
      </div>
    );
  }
  return (
    <>
      {failedNotice}
      <PendingOrderPayment orderRefId={pendingRef} onPlaced={placedDirectly} onFoundPlaced={foundPlaced} />
    </>
  );
}
