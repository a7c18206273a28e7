import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import type { Order } from '../../api/contract';
import { messageOf } from '../../api/errors';
import { useBusy } from '../../lib/useBusy';
import { notify } from '../../lib/toast';
import { rateOrder } from './api';

const STARS = [1, 2, 3, 4, 5] as const;

/** 'Rate your order' once it is delivered: 1 to 5 stars and an optional comment (rateOrderByCustomer). */
export function RateOrder({ order, onRated }: { order: Order; onRated: () => void }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const { busy, run } = useBusy();
  const commentId = useId();
  const errorId = useId();
  const titleId = useId();

  if (order.rating !== null) {
    return (
      <section className="card" aria-label="Your rating">
        <h2 className="section-title">Thanks for rating</h2>
        <p className="stars" aria-label={`You rated ${order.rating} out of 5`}>
          {'★'.repeat(order.rating)}
          {'☆'.repeat(5 - order.rating)}
        </p>
      </section>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (rating < 1) {
      setError('Please select a rating');
      return;
    }
    setError('');
    await run(async () => {
      try {
        await rateOrder(order.orderRefId, rating, comment.trim());
        notify.success('Thanks for your rating');
        onRated();
      } catch (failure) {
        setError(messageOf(failure));
      }
    });
  }

  return (
    <form className="card form" onSubmit={(event) => void submit(event)} aria-labelledby={titleId} noValidate>
      <h2 id={titleId} className="section-title">
        Rate your order
      </h2>
      <fieldset className="stars-input" aria-describedby={error ? errorId : undefined}>
        <legend className="visually-hidden">Rating</legend>
        {STARS.map((value) => (
          <label key={value} className={value <= rating ? 'stars-input__star stars-input__star--on' : 'stars-input__star'}>
            <input
              type="radio"
              name="rating"
              className="stars-input__radio"
              value={value}
              checked={rating === value}
              onChange={() => setRating(value)}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">{value === 1 ? '1 star' : `${value} stars`}</span>
          </label>
        ))}
      </fieldset>
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
        {busy ? 'Submitting…' : 'Submit rating'}
      </button>
    </form>
  );
}
