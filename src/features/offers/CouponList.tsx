import { useState } from 'react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Coupon } from '../../api/contract';
import { t } from '../../i18n';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { copyTime, useSavedCopy } from '../../ui/SavedCopies';
import { cartAtom } from '../cart';
// By path: the checkout feature's index carries its screen, which this screen must not load.
import { couponToApplyAtom } from '../checkout/checkoutAtoms';
import { readAllCoupons } from './api';
import { CopyCodeButton } from './CopyCodeButton';
import { couponRule } from './couponRule';
import { embed } from '../../i18n/embed';
import { formatDay } from '../../lib/format';
import { m } from './messages';

/** Every coupon on offer with its rule and expiry: tap the code to copy it, or use it on the cart at checkout. */
export function CouponList() {
  const { result, reload } = useLoaded(readAllCoupons);
  useSavedCopy(copyTime(result));
  const coupons = result.state === 'ready' ? result.value.value : null;
  const cart = useAtomValue(cartAtom);
  const setCouponToApply = useSetAtom(couponToApplyAtom);
  const navigate = useNavigate();
  // The coupon whose 'Use now' found no cart: it says so under that coupon.
  const [noCartFor, setNoCartFor] = useState<string | null>(null);

  const applyAtCheckout = (coupon: Coupon) => {
    if (!cart) {
      setNoCartFor(coupon.couponCode);
      return;
    }
    setCouponToApply(coupon.couponCode);
    void navigate({ to: '/checkout' });
  };

  return (
    <section className="offers-section" aria-labelledby="coupons-title">
      <h2 id="coupons-title" className="section-title">
        {t(m.coupons)}
      </h2>
      {result.state === 'loading' && (
        <p className="muted" role="status">
          {t(m.loadingCoupons)}
        </p>
      )}
      {result.state === 'error' && <RetryNotice message={result.message} onRetry={() => void reload()} />}
      {coupons &&
        (coupons.length === 0 ? (
          <p className="offers-empty">{t(m.noCoupons)}</p>
        ) : (
          <ul className="offer-coupons">
            {coupons.map((coupon) => (
              <li key={coupon.couponCode} className="offer-coupon" data-testid="offer-coupon">
                <div className="offer-coupon__top">
                  <strong className="offer-coupon__title">{coupon.title}</strong>
                  <CopyCodeButton code={coupon.couponCode} />
                </div>
                <p className="offer-coupon__rule">{couponRule(coupon)}</p>
                <p className="offer-coupon__desc muted">{coupon.description}</p>
                <div className="offer-coupon__bottom">
                  <span className="muted">{t(m.validTill, { date: formatDay(coupon.validTo) })}</span>
                  <button type="button" className="button offer-coupon__use" onClick={() => applyAtCheckout(coupon)} aria-label={t(m.useCodeNow, { code: coupon.couponCode })}>
                    {t(m.useNow)}
                  </button>
                </div>
                {noCartFor === coupon.couponCode && (
                  <p className="notice offer-coupon__no-cart" role="status">
                    {embed(t(m.noCart, { code: coupon.couponCode }), {
                      link: (
                        <Link to="/" className="offer-coupon__menu-link">
                          {t(m.browseOutlets)}
                        </Link>
                      ),
                    })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
