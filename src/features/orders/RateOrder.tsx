import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Order } from '../../api/contract';
import { PATHS } from '../../api/endpoints';
import { messageOf } from '../../api/errors';
import { formatDateTime } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useBusy } from '../../lib/useBusy';
import { StarRating, StarsShown } from '../../ui/StarRating';
import { SavedOfflineNotice, sendOrQueue } from '../outbox';
import { ratingChangeableUntil } from './ratingWindow';
import { t } from '../../i18n';
import { m } from './messages';

type RatedOrder = Pick<Order, 'orderRefId' | 'rating' | 'ratingComment' | 'ratedAt'>;

/**
 * 'Rate your order' once it is delivered: 1 to 5 stars and an optional comment (rateOrderByCustomer). A given
 * rating shows as given and can be changed for 24 hours. Ratings can wait for the network (the outbox).
 */
export function RateOrder({ order, onRated }: { order: RatedOrder; onRated: () => void }) {
  const [editing, setEditing] = useState(order.rating === null);
  const [queued, setQueued] = useState<{ rating: number; comment: string } | null>(null);
  // The change window is judged when the card is shown; the server has the last word on the deadline.
  const [shownAt] = useState(() => Date.now());

  if (queued) {
    return (
      <section className="card" aria-label={t(m.yourRating)}>
        <h2 className="section-title">{t(m.yourRating)}</h2>
        <StarsShown value={queued.rating} />
        {queued.comment && <p className="rating-comment">“{queued.comment}”</p>}
        <SavedOfflineNotice />
      </section>
    );
  }
  if (!editing && order.rating !== null) {
    const until = ratingChangeableUntil(order, shownAt);
    return (
      <section className="card" aria-label={t(m.yourRating)}>
        <h2 className="section-title">{t(m.yourRating)}</h2>
        <StarsShown value={order.rating} />
        {order.ratingComment && <p className="rating-comment">“{order.ratingComment}”</p>}
        {until !== null && (
          <p className="rating-change">
            <span className="muted">{t(m.changeUntil, { time: formatDateTime(until) })}</span>
            <button type="button" className="link-button" onClick={() => setEditing(true)}>
              {t(m.changeRating)}
            </button>
          </p>
        )}
      </section>
    );
  }
  return (
    <RatingForm
      order={order}
      onCancel={order.rating !== null ? () => setEditing(false) : undefined}
      onDone={(result, given) => {
        if (result === 'queued') {
          setQueued(given);
          return;
        }
        setEditing(false);
        onRated();
      }}
    />
  );
}

function RatingForm({
  order,
  onCancel,
  onDone,
}: {
  order: RatedOrder;
  onCancel?: () => void;
  onDone: (result: 'sent' | 'queued', given: { rating: number; comment: string }) => void;
}) {
  const [rating, setRating] = useState(order.rating ?? 0);
  const [comment, setComment] = useState(order.ratingComment ?? '');
  const [error, setError] = useState('');
  const { busy, run } = useBusy();
  const commentId = useId();
  const errorId = useId();
  const titleId = useId();
  const changing = order.rating !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (rating < 1) {
      setError(t(m.selectRating));
      return;
    }
    setError('');
    await run(async () => {
      const given = { rating, comment: comment.trim() };
      try {
        const result = await sendOrQueue({ path: PATHS.rateOrder, body: { orderRefId: order.orderRefId, ...given }, label: m.outboxRating });
        if (result === 'sent') notify.success(t(changing ? m.ratingUpdated : m.thanksForRating));
        onDone(result, given);
      } catch (failure) {
        setError(messageOf(failure));
      }
    });
  }

  return (
    <form className="card form" onSubmit={(event) => void submit(event)} aria-labelledby={titleId} noValidate>
      <h2 id={titleId} className="section-title">
        {t(changing ? m.changeYourRating : m.rateYourOrder)}
      </h2>
      <StarRating name={`rating-${order.orderRefId}`} legend={t(m.rating)} value={rating} onChange={setRating} invalid={error !== ''} describedBy={error ? errorId : undefined} />
      <label className="form__label" htmlFor={commentId}>
        {t(m.commentOptional)}
      </label>
      <textarea id={commentId} className="input textarea" maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} />
      {error && (
        <p id={errorId} className="form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
        {t(busy ? m.submitting : changing ? m.saveRating : m.submitRating)}
      </button>
      {onCancel && (
        <button type="button" className="link-button" onClick={onCancel}>
          {t(m.keepRating)}
        </button>
      )}
    </form>
  );
}
