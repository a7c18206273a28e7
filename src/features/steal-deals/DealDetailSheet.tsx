import { useCallback } from 'react';
import type { DealItem } from '../../api/contract';
import { formatDay } from '../../lib/format';
import { useLoaded } from '../../lib/useLoaded';
import { Dialog } from '../../ui/Dialog';
import { RetryNotice } from '../../ui/RetryNotice';
import { QuantityStepper } from '../cart';
import { fetchDeal } from './api';
import { DealPrice, StockNote } from './DealPrice';
import { embed } from '../../i18n/embed';
import { t } from '../../i18n';
import { m } from './messages';
import { langOf } from '../../rules/contentLang';

interface Props {
  dealItemId: number;
  quantity: number;
  onChange: (deal: DealItem, quantity: number) => void;
  onClose: () => void;
}

/** SPEC 3 showStealDealDetails: the deal fresh from the server (what is left changes), its terms and where it is redeemed. */
export function DealDetailSheet({ dealItemId, quantity, onChange, onClose }: Props) {
  const load = useCallback(() => fetchDeal(dealItemId), [dealItemId]);
  const { result, reload } = useLoaded(load);
  const deal = result.state === 'ready' ? result.value : null;
  return (
    <Dialog open title={deal?.title ?? t(m.deal)} onClose={onClose} className="dialog--deal">
      {result.state === 'loading' && <p aria-busy="true">{t(m.loadingDeal)}</p>}
      {result.state === 'error' && <RetryNotice message={result.message} onRetry={() => void reload()} />}
      {deal && (
        <div className="deal-detail">
          <img className="deal-detail__image" src={deal.imageUrl} alt="" width="360" height="200" />
          <DealPrice dealPrice={deal.dealPrice} usualPrice={deal.usualPrice} />
          <p lang={langOf(deal, 'description')}>{deal.description}</p>
          <p className="deal-detail__where">
            {embed(t(m.redeemAt), { outlet: <strong>{deal.restaurantName}</strong> })}
          </p>
          <p className="muted">{t(m.validUntil, { date: formatDay(deal.validUntil) })}</p>
          <ul className="deal-detail__terms" lang={langOf(deal, 'terms')}>
            {deal.terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </ul>
          <div className="deal-card__foot">
            <StockNote stockLeft={deal.stockLeft} />
            {deal.stockLeft > 0 && (
              <QuantityStepper
                title={deal.title}
                quantity={quantity}
                onAdd={() => onChange(deal, Math.min(quantity + 1, deal.stockLeft, deal.maxPerOrder))}
                onRemove={() => onChange(deal, quantity - 1)}
              />
            )}
          </div>
          {deal.stockLeft > 0 && (
            <p className="muted deal-detail__limit">{t(m.upToAtATime, { count: Math.min(deal.maxPerOrder, deal.stockLeft) })}</p>
          )}
        </div>
      )}
    </Dialog>
  );
}
