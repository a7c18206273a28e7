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
      <section className="card" aria-label="Your rating">
        <h2 className="section-title">Your rating</h2>
        <StarsShown value={queued.rating} />
        {queued.comment && <p className="rating-comment">“{queued.comment}”</p>}
        <SavedOfflineNotice />
      </section>
    );
  }
  if (!editing && order.rating !== null) {
    const until = ratingChangeableUntil(order, shownAt);
    return (
      <section className="card" aria-label="Your rating">
        <h2 className="section-title">Your rating</h2>
        <StarsShown value={order.rating} />
        {order.ratingComment && <p className="rating-comment">“{order.ratingComment}”</p>}
        {until !== null && (
          <p className="rating-change">
            <span className="muted">You can change it until {formatDateTime(until)}</span>
            <button type="button" className="link-button" onClick={() => setEditing(true)}>
              Change rating
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
      setError('Please select a rating');
      return;
    }
    setError('');
    await run(async () => {
      const given = { rating, comment: comment.trim() };
      try {
        const result = await sendOrQueue({ path: PATHS.rateOrder, body: { orderRefId: order.orderRefId, ...given }, label: 'Your rating' });
        if (result === 'sent') notify.success(changing ? 'Your rating has been updated' : 'Thanks for your rating');
        onDone(result, given);
      } catch (failure) {
        setError(messageOf(failure));
      }
    });
  }

  return (
    <form className="card form" onSubmit={(event) => void submit(event)} aria-labelledby={titleId} noValidate>
      <h2 id={titleId} className="section-title">
        {changing ? 'Change your rating' : 'Rate your order'}
      </h2>
      <StarRating name={`rating-${order.orderRefId}`} legend="Rating" value={rating} onChange={setRating} invalid={error !== ''} describedBy={error ? errorId : undefined} />
      <label className="form__label" htmlFor={commentId}>
        Comment (optional)
      </label>
      <textarea id={commentId} className="input textarea" maxLength={500} value={comment} onChange={(e) => setComment(e.target.value)} />
      {error && (
        <p id={errorId} className="form__error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={busy} aria-busy={busy}>
        {busy ? 'Submitting…' : changing ? 'Save rating' : 'Submit rating'}
      </button>
      {onCancel && (
        <button type="button" className="link-button" onClick={onCancel}>
          Keep my rating
        </button>
      )}
    </form>
  );
}
