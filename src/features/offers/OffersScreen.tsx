import { useCallback, useState } from 'react';
import type { ScratchCard } from '../../api/contract';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { useLoaded } from '../../lib/useLoaded';
import { copyTime, SavedCopies } from '../../ui/SavedCopies';
// By path: the steal-deals index also carries its screens, which this screen must not load.
import { GiftCodes } from '../steal-deals/GiftCodes';
// By path: the wallet feature's index carries its screen.
import { readBalances } from '../wallet/api';
import { readPointsPage } from './api';
import { CouponList } from './CouponList';
import { PointsCard } from './PointsCard';
import { PointsHistory } from './PointsHistory';
import { ScratchCards } from './ScratchCards';
import { VoucherList } from './VoucherList';
import { m } from './messages';
import './offers.css';

const firstPointsPage = () => readPointsPage(1);

/** /offers (issue 10): loyalty points, scratch cards, coupons, vouchers, deal gift codes and the points history. */
export function OffersScreen() {
  const balance = useLoaded(readBalances);
  const history = useLoaded(firstPointsPage);
  const { reload: reloadBalance } = balance;
  const { reload: reloadHistory } = history;
  // Bumped when a card reveals a coupon of the customer's own: the coupon list loads again to show it.
  const [couponsRevision, setCouponsRevision] = useState(0);
  // A revealed card may have credited points or money: show the new balance and the new history row.
  const onRewarded = useCallback(
    (card: ScratchCard) => {
      void reloadBalance();
      void reloadHistory();
      if (card.reward?.kind === 'COUPON') setCouponsRevision((current) => current + 1);
    },
    [reloadBalance, reloadHistory],
  );

  return (
    <div className="screen offers">
      <h1 className="screen__title">{t(TITLES.offersAndRewards)}</h1>
      <SavedCopies offline={m.offlineOffers} cachedAt={[copyTime(balance.result), copyTime(history.result)]}>
        <PointsCard balance={balance.result} onRetry={() => void reloadBalance()} />
        <ScratchCards onRewarded={onRewarded} />
        <CouponList key={couponsRevision} />
        <VoucherList />
        <div className="offers-section">
          <GiftCodes />
        </div>
        <PointsHistory first={history.result} onRetry={() => void reloadHistory()} />
      </SavedCopies>
    </div>
  );
}
