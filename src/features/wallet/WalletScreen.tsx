import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { copyTime, SavedCopies } from '../../ui/SavedCopies';
import { AddMoneyForm } from './AddMoneyForm';
import { AmountAsOf } from './AmountAsOf';
import { readBalances } from './api';
import { m } from './messages';
import { PointsOnTheWay } from './PointsOnTheWay';
import { PromoCodeForm } from './PromoCodeForm';
import { WalletHistory } from './WalletHistory';
import './wallet.css';

/**
 * /wallet-money (SPEC 2 "Wallet screen"): the balance, adding money through the provider, a promo / voucher
 * code, and the history. Everything is read from the server when the screen opens, so coming back from the
 * provider page shows the new balance and the top-up row.
 */
export function WalletScreen() {
  const { result, reload } = useLoaded(readBalances);
  const [historyKey, setHistoryKey] = useState(0);
  const balances = result.state === 'ready' ? result.value.value : null;

  return (
    <section className="screen wallet" aria-labelledby="wallet-title">
      <h1 id="wallet-title" className="screen__title">
        {t(TITLES.walletMoney)}
      </h1>
      <SavedCopies offline={m.offlineWallet} cachedAt={[copyTime(result)]}>
        {result.state === 'error' ? (
          <RetryNotice message={result.message} onRetry={() => void reload()} />
        ) : (
          <div className="wallet-balance" aria-busy={balances === null}>
            <p className="wallet-balance__label">{t(m.walletBalance)}</p>
            <p className="wallet-balance__amount">
              <span data-testid="wallet-balance">{balances ? formatRupees(balances.walletBalance) : '…'}</span>
              <AmountAsOf cachedAt={copyTime(result)} className="wallet-balance__as-of" />
            </p>
            {balances && (
              <p className="wallet-balance__points">
                {t(m.loyaltyPoints, { count: balances.rewardPoints })} ·{' '}
                <Link to="/offers" className="wallet-balance__link">
                  {t(TITLES.offersAndRewards)}
                </Link>
              </p>
            )}
            {balances && <PointsOnTheWay />}
          </div>
        )}
        <AddMoneyForm />
        <PromoCodeForm
          onRedeemed={() => {
            void reload();
            setHistoryKey((key) => key + 1);
          }}
        />
        <WalletHistory refreshKey={historyKey} />
      </SavedCopies>
    </section>
  );
}
