import { Link } from '@tanstack/react-router';
import { t } from '../../i18n';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { copyTime, useSavedCopy } from '../../ui/SavedCopies';
import { readRedeemedVouchers } from './api';
import { formatDay } from '../../lib/format';
import { m } from './messages';

/** Vouchers this customer redeemed; redeeming a code happens on the wallet screen, where its box lives. */
export function VoucherList() {
  const { result, reload } = useLoaded(readRedeemedVouchers);
  useSavedCopy(copyTime(result));
  const vouchers = result.state === 'ready' ? result.value.value : null;
  return (
    <section className="offers-section" aria-labelledby="vouchers-title">
      <div className="offers-section__head">
        <h2 id="vouchers-title" className="section-title">
          {t(m.vouchers)}
        </h2>
        <Link to="/wallet-money" className="offers-section__link">
          {t(m.redeemPromo)}
        </Link>
      </div>
      {result.state === 'loading' && (
        <p className="muted" role="status">
          {t(m.loadingVouchers)}
        </p>
      )}
      {result.state === 'error' && <RetryNotice message={result.message} onRetry={() => void reload()} />}
      {vouchers &&
        (vouchers.length === 0 ? (
          <p className="offers-empty">{t(m.noVouchers)}</p>
        ) : (
          <ul className="offer-vouchers">
            {vouchers.map((voucher) => (
              <li key={`${voucher.code}-${voucher.redeemedAt}`} className="offer-voucher" data-testid="redeemed-voucher">
                <span className="offer-voucher__code">{voucher.code}</span>
                <span className="offer-voucher__text">
                  <strong>{voucher.rewardText}</strong>
                  <span className="muted">
                    {voucher.title} · {formatDay(voucher.redeemedAt)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}
