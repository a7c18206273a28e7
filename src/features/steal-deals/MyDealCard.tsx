import type { MyDeal } from '../../api/contract';
import { formatDay, formatRupees } from '../../lib/format';
import { t } from '../../i18n';
import { m } from './messages';
import { RateDeal } from './RateDeal';

interface Props {
  deal: MyDeal;
  now: number;
  onRedeem: (deal: MyDeal) => void;
  onGift: (deal: MyDeal) => void;
  onRated: (deal: MyDeal) => void;
}

/**
 * One owned deal: what and where, how many units are left of how many (a pass of five coffees is five), how it was
 * paid or who gave it, and what can be done.
 */
export function MyDealCard({ deal, now, onRedeem, onGift, onRated }: Props) {
  const expired = deal.validUntil <= now;
  const usable = deal.left > 0 && !expired;
  const status = expired && deal.left > 0 ? t(m.expired) : deal.left === 0 ? t(m.allUsed) : t(m.leftOf, { left: deal.left, quantity: deal.units });
  const meta = [
    deal.source === 'GIFT' ? t(m.receivedAsGift) : t(m.paidAmount, { amount: formatRupees(deal.totalPaid) }),
    t(m.units, { count: deal.units }),
    deal.consumed > 0 && t(m.redeemedCount, { count: deal.consumed }),
    deal.gifted > 0 && t(m.giftedCount, { count: deal.gifted }),
    t(m.validUntilLower, { date: formatDay(deal.validUntil) }),
  ];
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
      <p className="muted my-deal__meta">{meta.filter(Boolean).join(' · ')}</p>
      {usable && (
        <div className="my-deal__actions">
          <button type="button" className="button" onClick={() => onRedeem(deal)}>
            {t(m.redeemAtOutlet)}
          </button>
          <button type="button" className="button button--ghost" onClick={() => onGift(deal)}>
            {t(m.giftToSomeone)}
          </button>
        </div>
      )}
      {deal.consumed > 0 && <RateDeal deal={deal} onRated={onRated} />}
    </li>
  );
}
