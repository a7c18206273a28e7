import { useState } from 'react';
import { t } from '../../i18n';
import { formatDateTime, formatTime } from '../../lib/format';
import { m } from './messages';
import './amountAsOf.css';

const sameDay = (a: number, b: number) => new Date(a).toDateString() === new Date(b).toDateString();

/**
 * 'as of 8:41 pm' right beside a balance read from the worker's saved copy (offline, or the server silent): money
 * may have moved since, and a note at the top of the screen is easy to miss next to a large amount. Nothing for a
 * fresh answer. An older copy gives its day too.
 */
export function AmountAsOf({ cachedAt, className }: { cachedAt: number | null; className: string }) {
  const [shownAt] = useState(Date.now);
  if (cachedAt === null) return null;
  const time = sameDay(cachedAt, shownAt) ? formatTime(cachedAt) : formatDateTime(cachedAt);
  return (
    <span className={`amount-as-of ${className}`} data-testid="amount-as-of">
      {t(m.amountAsOf, { time })}
    </span>
  );
}
