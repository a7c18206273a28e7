import { useState } from 'react';
import type { MyDeal } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { notify } from '../../lib/toast';
import { StarRating } from '../../ui/StarRating';
import { rateDeal } from './api';
import { t } from '../../i18n';
import { m } from './messages';

/** 1 to 5 stars for a deal once something of it was redeemed; changing the stars rates again. */
export function RateDeal({ deal, onRated }: { deal: MyDeal; onRated: (deal: MyDeal) => void }) {
  const [value, setValue] = useState(deal.rating ?? 0);
  const [error, setError] = useState('');
  const rate = async (stars: number) => {
    const before = value;
    setValue(stars);
    setError('');
    try {
      onRated(await rateDeal(deal.dealOrderId, stars));
      notify.success(t(m.thanksForRating));
    } catch (failure) {
      setValue(before);
      setError(messageOf(failure));
    }
  };
  return (
    <div className="my-deal__rating">
      <span className="muted">{value ? t(m.yourRating) : t(m.howWasIt)}</span>
      <StarRating name={`deal-rating-${deal.dealOrderId}`} legend={t(m.rateTitle, { title: deal.title })} value={value} onChange={(stars) => void rate(stars)} />
      {error && (
        <p className="form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
