import type { Read } from '../../api/client';
import type { WalletBalance } from '../../api/contract';
import type { Loaded } from '../../lib/useLoaded';
import { t } from '../../i18n';
import { formatNumber, formatRupees } from '../../lib/format';
import { RetryNotice } from '../../ui/RetryNotice';
import { embed } from '../../i18n/embed';
import { copyTime } from '../../ui/SavedCopies';
import { AmountAsOf } from '../wallet/AmountAsOf';
import { PointsOnTheWay } from '../wallet/PointsOnTheWay';
import { m } from './messages';

/** Loyalty Points: the balance, what it is worth, and the rule for earning and spending (README). */
export function PointsCard({ balance, onRetry }: { balance: Loaded<Read<WalletBalance>>; onRetry: () => void }) {
  const shown = balance.state === 'ready' ? balance.value.value : null;
  return (
    <section className="points-card" aria-labelledby="points-title">
      <h2 id="points-title" className="points-card__label">
        {t(m.loyaltyPoints)}
      </h2>
      {balance.state === 'error' ? (
        <RetryNotice message={balance.message} onRetry={onRetry} />
      ) : (
        <p className="points-card__balance" aria-live="polite" data-testid="loyalty-points">
          {shown ? (
            <>
              <strong>{formatNumber(shown.rewardPoints)}</strong> {t(m.points)}
              <span className="points-card__worth">{t(m.worth, { amount: formatRupees(shown.rewardPoints) })}</span>
            </>
          ) : (
            <span className="points-card__loading">{t(m.loading)}</span>
          )}
        </p>
      )}
      <AmountAsOf cachedAt={copyTime(balance)} className="points-card__as-of" />
      {shown && <PointsOnTheWay />}
      <ul className="points-card__rules">
        <li>{embed(t(m.earnRule), { earn: <strong>{t(m.earn)}</strong> })}</li>
        <li>{embed(t(m.spendRule), { spend: <strong>{t(m.spend)}</strong> })}</li>
      </ul>
      {shown && <p className="points-card__wallet">{t(m.walletBalance, { amount: formatRupees(shown.walletBalance) })}</p>}
    </section>
  );
}
