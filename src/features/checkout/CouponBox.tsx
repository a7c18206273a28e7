import { lazy, Suspense, useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import type { FormEvent } from 'react';
import type { Coupon, DeliveryOffer, Order } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { useBusy } from '../../lib/useBusy';
import { formatRupees } from '../../lib/format';
import { applyCoupon, fetchDeliveryOffer, listCoupons, removeCoupon } from './api';
import { couponToApplyAtom } from './checkoutAtoms';
import { pickedFor } from './bestOfferState';
import type { ChangeDraft } from './useDraftOrder';
import { t } from '../../i18n';
import { m } from './messages';
import './checkout.css';

/** Chooses the best coupon for a draft without one (issue 23): loaded once there is a draft to price. */
const BestOffer = lazy(() => import('./BestOffer'));

/**
 * Coupons for this outlet and order type, a code box, and the reason when one does not apply. The best offer is
 * applied by itself until the diner takes a coupon off; the others stay listed to choose instead.
 */
export function CouponBox({ draft, restaurantRecordId, change }: { draft: Order; restaurantRecordId?: number; change: ChangeDraft }) {
  const [coupons, setCoupons] = useState<Coupon[]>([]);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run: runOne } = useBusy();
  const [offer, setOffer] = useState<DeliveryOffer | null>(null);

  useEffect(() => {
    listCoupons(draft.orderType, restaurantRecordId).then(setCoupons, () => setCoupons([]));
  }, [draft.orderType, restaurantRecordId]);

  useEffect(() => {
    if (draft.orderType !== 'HomeDelivery') return;
    fetchDeliveryOffer(draft.orderRefId).then(setOffer, () => setOffer(null));
  }, [draft.orderRefId, draft.orderType, draft.bill.grandTotal]);

  // Why the server took the coupon off (its minimum no longer met, or it expired), from the answer that did it:
  // said here, where the coupon was, until the diner next tries a coupon.
  const [dropped, setDropped] = useState(draft.couponDropped ?? null);
  const [answered, setAnswered] = useState(draft);
  if (draft !== answered) {
    setAnswered(draft);
    if (draft.couponDropped) setDropped(draft.couponDropped);
  }

  const run = (action: () => Promise<Order>) =>
    runOne(async () => {
      setProblem(null);
      setDropped(null);
      try {
        await change(action);
        setCode('');
      } catch (error) {
        setProblem(messageOf(error));
      }
    });

  // A coupon the diner applies or takes off is theirs: the best offer no longer speaks for it.
  const apply = (couponCode: string) => {
    pickedFor.delete(draft.orderRefId);
    return run(() => applyCoupon(draft.orderRefId, couponCode.trim().toUpperCase()));
  };

  // 'Use now' on /offers: applied once to this draft; a reason it does not apply shows here like a typed code's.
  const [couponToApply, setCouponToApply] = useAtom(couponToApplyAtom);
  useEffect(() => {
    if (!couponToApply) return;
    setCouponToApply(null);
    if (draft.couponCode !== couponToApply) void apply(couponToApply);
    // Only a newly chosen coupon triggers this; apply is rebuilt every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [couponToApply]);

  // The code is shown bold wherever the language puts it in the sentence.
  const applied = pickedFor.get(draft.orderRefId) === draft.couponCode ? m.bestApplied : m.couponApplied;
  const [appliedBefore = '', appliedAfter = ''] = t(applied, { amount: formatRupees(draft.couponDiscountAmount) }).split('{code}');
  const others = coupons.filter((coupon) => coupon.couponCode !== draft.couponCode);

  return (
    <section className="coupons" aria-labelledby="coupons-title">
      <h2 id="coupons-title" className="section-title">
        {t(m.offers)}
      </h2>
      <Suspense fallback={null}>
        <BestOffer draft={draft} change={change} />
      </Suspense>
      {offer && <p className={offer.isDeliveryOfferApplicable ? 'notice' : 'muted'}>{offer.message}</p>}
      {dropped && !draft.couponCode && (
        <p className="notice" role="alert">
          {dropped}
        </p>
      )}
      {draft.couponCode ? (
        <p className="coupon-applied">
          {appliedBefore}
          <strong>{draft.couponCode}</strong>
          {appliedAfter}{' '}
          <button
            type="button"
            className="link-button"
            disabled={busy}
            aria-label={t(m.removeCoupon, { code: draft.couponCode })}
            onClick={() => {
              pickedFor.delete(draft.orderRefId);
              void run(() => removeCoupon(draft.orderRefId));
            }}
          >
            {t(m.remove)}
          </button>
        </p>
      ) : (
        <form
          className="coupon-form"
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            void apply(code);
          }}
        >
          <label className="visually-hidden" htmlFor="coupon-code">
            {t(m.couponCode)}
          </label>
          <input id="coupon-code" className="input" placeholder={t(m.couponCode)} value={code} maxLength={40} onChange={(event) => setCode(event.target.value)} />
          <button type="submit" className="button" disabled={busy || !code.trim()}>
            {t(m.apply)}
          </button>
        </form>
      )}
      {problem && (
        <p className="form__error" role="alert">
          {problem}
        </p>
      )}
      {others.length > 0 && (
        <ul className="coupon-list">
          {others.map((coupon) => (
            <li key={coupon.couponCode} className="coupon">
              <div>
                <strong>{coupon.couponCode}</strong> · {coupon.title}
                <p className="muted">
                  {coupon.description} {t(m.minOrder, { amount: formatRupees(coupon.minOrderAmount) })}
                </p>
              </div>
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void apply(coupon.couponCode)} aria-label={t(m.applyCoupon, { code: coupon.couponCode })}>
                {t(m.apply)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
