import { memo, useState } from 'react';
import type { DealItem } from '../../api/contract';
import { QuantityStepper } from '../cart';
import { DealPrice, StockNote } from './DealPrice';
import { t } from '../../i18n';
import { m } from './messages';
import { langOf } from '../../rules/contentLang';

interface DealCardProps {
  deal: DealItem;
  quantity: number;
  onOpen: (dealItemId: number) => void;
  onChange: (deal: DealItem, quantity: number) => void;
}

/** One deal in the list: what, where, the price beside the usual one, what is left; tap for the details. */
export const DealCard = memo(function DealCard({ deal, quantity, onOpen, onChange }: DealCardProps) {
  const [imageFailed, setImageFailed] = useState(false);
  const soldOut = deal.stockLeft <= 0;
  const most = Math.min(deal.stockLeft, deal.maxPerOrder);
  return (
    <li className={soldOut ? 'deal-card deal-card--sold' : 'deal-card'} data-testid="deal-card">
      <button type="button" className="deal-card__open" onClick={() => onOpen(deal.dealItemId)} aria-label={t(m.cardDetails, { title: deal.title })}>
        {!imageFailed && (
          <img className="deal-card__image" src={deal.imageUrl} alt="" width="96" height="96" loading="lazy" decoding="async" onError={() => setImageFailed(true)} />
        )}
      </button>
      <div className="deal-card__body">
        <h3 className="deal-card__title">
          <button type="button" className="title-button" onClick={() => onOpen(deal.dealItemId)} lang={langOf(deal, 'title')}>
            {deal.title}
          </button>
        </h3>
        <p className="deal-card__outlet muted">{deal.restaurantArea}</p>
        <DealPrice dealPrice={deal.dealPrice} usualPrice={deal.usualPrice} />
        <div className="deal-card__foot">
          <StockNote stockLeft={deal.stockLeft} />
          {!soldOut && (
            <QuantityStepper
              title={deal.title}
              quantity={quantity}
              onAdd={() => onChange(deal, Math.min(quantity + 1, most))}
              onRemove={() => onChange(deal, quantity - 1)}
            />
          )}
        </div>
      </div>
    </li>
  );
});
