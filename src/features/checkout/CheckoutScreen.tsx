import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { Cart } from '../cart';
import { cartAtom, cartRevisionAtom, cartSubtotal, keyOf } from '../cart';
import { isAuthenticatedAtom, LoginPrompt } from '../auth';
import { ScanTableButton } from '../dine-in/ScanTableButton';
import { TableBadge } from '../dine-in/TableBadge';
import { dineInTableAtom } from '../dine-in/tableAtoms';
import { BillSummary, orderTypeName } from '../orders';
// By path: the payment feature's index carries its screens.
import { useGoToPayment } from '../payment/useGoToPayment';
import type { Order } from '../../api/contract';
import { formatDistance, formatRupees } from '../../lib/format';
import { distanceInMeters } from '../../rules/geo';
import { AddressPicker } from './AddressPicker';
import { CartLines } from './CartLines';
import { CouponBox } from './CouponBox';
import { DraftItems } from './DraftItems';
import { OrderInstruction } from './OrderInstruction';
import { rememberLastAddressId } from './lastAddress';
import { TipPicker } from './TipPicker';
import { useDestination, useDraftOrder } from './useDraftOrder';
import { useSchedule } from './useSchedule';
import { useLastOrderCheck } from './useLastOrderCheck';
import './checkout.css';
import { RetryNotice } from '../../ui/RetryNotice';
import { OfflineActionNotice } from '../../ui/OfflineActionNotice';
import { useOnline, useReconnects } from '../../lib/useOnline';
import { t } from '../../i18n';
import { m } from './messages';

// Loyalty points towards the bill: only a diner with points to offer loads the switch and its words.
const PointsOffer = lazy(() => import('./PointsOffer'));

/** /checkout: Review Order. The server prices the cart; the customer sets where, coupons and tip, then pays. */
export function CheckoutScreen() {
  const cart = useAtomValue(cartAtom);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  if (!cart) {
    return (
      <section className="screen screen--centered">
        <h1 className="screen__title">{t(m.cartEmpty)}</h1>
        <p className="muted">{t(m.addDishes)}</p>
        <Link to="/" className="button">
          {t(m.browseOutlets)}
        </Link>
      </section>
    );
  }
  return signedIn ? <Review cart={cart} /> : <VisitorCart cart={cart} />;
}

function Heading({ cart }: { cart: Cart }) {
  const table = useAtomValue(dineInTableAtom);
  // The table this dine-in order goes to, when the scanned one is at this outlet.
  const tableNumber = cart.orderType === 'DineIn' && table?.restaurantUuid === cart.restaurantUuid ? table.tableNumber : null;
  return (
    <>
      <h1 className="screen__title">{t(m.reviewOrder)}</h1>
      <p className="muted checkout-context">
        <span>
          {cart.restaurantName} · {orderTypeName(cart.orderType)}
        </span>
        {tableNumber && <TableBadge tableNumber={tableNumber} />}
      </p>
    </>
  );
}

/** A visitor sees the cart and is asked to sign in; sign-in brings them back here. */
function VisitorCart({ cart }: { cart: Cart }) {
  // The amount is shown bold wherever the language puts it in the sentence.
  const [itemTotalBefore = '', itemTotalAfter = ''] = t(m.itemTotal).split('{amount}');
  return (
    <section className="screen">
      <Heading cart={cart} />
      <ul className="draft-items">
        {cart.items.map((line) => (
          <li key={keyOf(line)} className="draft-item__row">
            <span className="draft-item__title">
              {line.quantity} × {line.title}
              {line.choices && <small className="draft-item__choices">{line.choices}</small>}
            </span>
            <span>{formatRupees(line.finalPrice * line.quantity)}</span>
          </li>
        ))}
      </ul>
      <p>
        {itemTotalBefore}
        <strong>{formatRupees(cartSubtotal(cart))}</strong>
        {itemTotalAfter}
      </p>
      <LoginPrompt returnTo="/checkout" label={t(m.loginToContinue)} />
    </section>
  );
}

/** The pay bar's place while there is no signal: off, saying what it waits for. */
function ConnectToPay() {
  return (
    <button type="button" className="button button--block checkout__pay" disabled>
      {t(m.connectToPay)}
    </button>
  );
}

/** First what became of the order this cart last went to payment as; then the cart is priced as a new draft. */
function Review({ cart }: { cart: Cart }) {
  // Asked again, without a tap, once the signal is back.
  const lastOrder = useLastOrderCheck(cart.orderRefId, useReconnects());
  const online = useOnline();
  // A cart changed from outside this screen (an order settled, another tab) is priced again from scratch.
  const revision = useAtomValue(cartRevisionAtom);
  if (lastOrder.state === 'clear') return <PricedReview key={revision} cart={cart} />;
  return (
    <section className="screen checkout">
      <Heading cart={cart} />
      {lastOrder.state === 'checking' ? (
        <p className="muted" role="status">
          {t(m.checkingLastOrder)}
        </p>
      ) : (
        <>
          <RetryNotice message={lastOrder.message} onRetry={lastOrder.retry} />
          {/* Issue 35: without signal, the cart kept on the phone, and what it waits for. */}
          <CartLines cart={cart} />
          {!online && <ConnectToPay />}
        </>
      )}
    </section>
  );
}

/**
 * How far the order travels (from the outlet to the chosen address's pin, as the server priced it), and for an
 * order wanted now how long it takes: the server's minutes, the same the outlet's card and tracking say (issue 35).
 */
function DeliveryDistance({ draft }: { draft: Order }) {
  if (!draft.deliveryAddress) return null;
  const metres = distanceInMeters({ latitude: draft.restaurantLatitude, longitude: draft.restaurantLongitude }, draft.deliveryAddress);
  return (
    <>
      {draft.scheduledFor === null && draft.deliveryMinutes != null && (
        <p className="delivery-eta" data-testid="delivery-eta">
          {t(m.deliveryIn, { minutes: draft.deliveryMinutes })}
        </p>
      )}
      <p className="muted delivery-distance" data-testid="delivery-distance">
        {t(m.distance, { distance: formatDistance(metres), outlet: draft.restaurantName, address: draft.deliveryAddress.text })}
      </p>
    </>
  );
}

function PricedReview({ cart }: { cart: Cart }) {
  const { destination: place, missing } = useDestination(cart);
  // The delivery's time to this address, from its last priced draft: its slots leave room for the ride.
  const [deliveryMinutes, setDeliveryMinutes] = useState<number | null>(null);
  const schedule = useSchedule(cart, deliveryMinutes);
  // Priced once the time is known: for now, or for the slot (the server checks the kitchen can keep it).
  const destination = place && schedule.ready ? { ...place, ...(schedule.scheduledFor !== null ? { scheduledFor: schedule.scheduledFor } : {}) } : null;
  // Issue 12: placing an order is never queued for later; offline, the button is off and says why.
  const online = useOnline();
  const reconnects = useReconnects();
  const [attempt, setAttempt] = useState({ reconnects, count: 0 });
  const { draft, change, changing, problem } = useDraftOrder(cart, destination, attempt.count);
  // A pricing that failed (without signal) is tried again, without a tap, once the signal is back; a bill shown stays.
  if (attempt.reconnects !== reconnects) setAttempt({ reconnects, count: attempt.count + (problem ? 1 : 0) });
  const goToPayment = useGoToPayment();
  // A tap on Proceed while a change is under way (the best offer applying itself just after the bill shows, a
  // quantity) waits for it and goes on with the bill it gives: a dead tap would look like a broken button.
  const proceedWhenSettled = useRef(false);
  const addressId = destination?.deliveryAddressId;
  const proceed = (order: Order) => {
    proceedWhenSettled.current = false;
    if (addressId !== undefined) rememberLastAddressId(addressId);
    goToPayment(order, '/checkout');
  };
  useEffect(() => {
    if (proceedWhenSettled.current && !changing && draft) proceed(draft);
  });
  // Kept once known (React's 'adjust state while rendering'): a draft being re-priced does not reset the slots.
  const draftMinutes = draft?.deliveryMinutes ?? null;
  if (draftMinutes !== null && draftMinutes !== deliveryMinutes) setDeliveryMinutes(draftMinutes);

  return (
    <section className="screen checkout">
      <Heading cart={cart} />
      {cart.orderType === 'HomeDelivery' && <AddressPicker />}
      {schedule.picker && (schedule.slots.length > 0 || !schedule.asap) && (
        <schedule.picker.WhenPicker schedule={schedule} delivery={cart.orderType === 'HomeDelivery'} />
      )}
      {/* The picker's room, kept while the outlet's hours load: the cart's lines below stay where a thumb aims. */}
      {!schedule.ready && <div className="checkout-when" />}
      {cart.orderType === 'DineIn' && missing && <ScanTableButton />}
      {missing && <p className="notice">{missing}</p>}
      {problem && (
        <p className="notice notice--error" role="alert">
          {problem}
          {/* The server's refusal for a closed outlet ('… is closed now. It opens at …'): offer the others. */}
          {problem.includes(' is closed now.') && (
            <>
              {' '}
              <Link to="/restaurants">{t(m.seeOtherOutlets)}</Link>
            </>
          )}
        </p>
      )}
      {!draft && (missing || problem) && <CartLines cart={cart} />}
      {!draft && !online && <ConnectToPay />}
      {destination && !draft && !problem && (
        <p className="muted" role="status">
          {t(m.workingOutBill)}
        </p>
      )}
      {draft && (
        <>
          {draft.deliveryAddress && <DeliveryDistance draft={draft} />}
          <DraftItems draft={draft} change={change} />
          <OrderInstruction draft={draft} change={change} />
          <CouponBox draft={draft} restaurantRecordId={cart.restaurantRecordId} change={change} />
          <TipPicker draft={draft} change={change} />
          {(draft.pointsOffer ?? 0) > 0 && (
            <Suspense fallback={null}>
              <PointsOffer draft={draft} change={change} />
            </Suspense>
          )}
          <BillSummary bill={draft.bill} orderType={draft.orderType} />
          {!online && <OfflineActionNotice />}
          <button
            type="button"
            className="button button--block checkout__pay"
            disabled={!online}
            aria-busy={changing}
            onClick={() => {
              if (changing) proceedWhenSettled.current = true;
              else proceed(draft);
            }}
          >
            {online ? t(m.proceedToPay, { amount: formatRupees(draft.orderTotal) }) : t(m.connectToPay)}
          </button>
        </>
      )}
    </section>
  );
}
