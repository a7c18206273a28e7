import type { MyDeal } from '../../api/contract';
import { formatCount, formatRupees } from '../../lib/format';
import { formatDay } from './formatDay';
import { RateDeal } from './RateDeal';

interface Props {
  deal: MyDeal;
  now: number;
  onRedeem: (deal: MyDeal) => void;
  onGift: (deal: MyDeal) => void;
  onRated: (deal: MyDeal) => void;
}

/** One owned deal: what and where, how many are left of how many, how it was paid or who gave it, and what can be done. */
export function MyDealCard({ deal, now, onRedeem, onGift, onRated }: Props) {
  const expired = deal.validUntil <= now;
  const usable = deal.left > 0 && !expired;
  const status = expired && deal.left > 0 ? 'Expired' : deal.left === 0 ? 'All used' : `${deal.left} of ${deal.quantity} left`;
  return (
    <li className="card my-deal" data-testid="my-deal">
      <div className="my-deal__top">
        <img className="my-deal__image" src={deal.imageUrl} alt="" width="64" height="64" loading="lazy" />
        <div>
          <h2 className="my-deal__title">{deal.title}</h2>
          <p className="muted my-deal__outlet">{deal.restaurantName}</p>
        </div>
        <span className={usable ? 'my-deal__left' : 'my-deal__left my-deal__left--done'} data-testid="deal-left">
          {status}
        </span>
      </div>
      <p className="muted my-deal__meta">
        {deal.source === 'GIFT' ? `Received as a gift · ${formatCount(deal.quantity, 'unit')}` : `Paid ${formatRupees(deal.totalPaid)} · ${formatCount(deal.quantity, 'unit')}`}
        {deal.consumed > 0 && ` · ${deal.consumed} redeemed`}
        {deal.gifted > 0 && ` · ${deal.gifted} gifted`}
        {` · valid until ${formatDay(deal.validUntil)}`}
      </p>
      {usable && (
        <div className="my-deal__actions">
          <button type="button" className="button" onClick={() => onRedeem(deal)}>
            Redeem at outlet
          </button>
          <button type="button" className="button button--ghost" onClick={() => onGift(deal)}>
            Gift to someone
          </button>
        </div>
      )}
      {deal.consumed > 0 && <RateDeal deal={deal} onRated={onRated} />}
    </li>
  );
}
