import type { WalletBalance } from '../../api/contract';
import type { Loaded } from '../../lib/useLoaded';
import { formatRupees } from '../../lib/format';
import { RetryNotice } from '../../ui/RetryNotice';

/** Loyalty Points: the balance, what it is worth, and the rule for earning and spending (README). */
export function PointsCard({ balance, onRetry }: { balance: Loaded<WalletBalance>; onRetry: () => void }) {
  return (
    <section className="points-card" aria-labelledby="points-title">
      <h2 id="points-title" className="points-card__label">
        Loyalty Points
      </h2>
      {balance.state === 'error' ? (
        <RetryNotice message={balance.message} onRetry={onRetry} />
      ) : (
        <p className="points-card__balance" aria-live="polite" data-testid="loyalty-points">
          {balance.state === 'ready' ? (
            <>
              <strong>{balance.value.rewardPoints.toLocaleString('en-IN')}</strong> points
              <span className="points-card__worth">worth {formatRupees(balance.value.rewardPoints)}</span>
            </>
          ) : (
            <span className="points-card__loading">Loading…</span>
          )}
        </p>
      )}
      <ul className="points-card__rules">
        <li>
          <strong>Earn</strong> 1 point for every ₹10 you pay for an order.
        </li>
        <li>
          <strong>Spend</strong> at checkout with Loyalty Points: 1 point pays ₹1.
        </li>
      </ul>
      {balance.state === 'ready' && <p className="points-card__wallet">Wallet balance {formatRupees(balance.value.walletBalance)}</p>}
    </section>
  );
}
