import type { Order } from '../../api/contract';
import { formatTime } from '../../lib/format';
import { buildTimeline } from './timeline';
import { t } from '../../i18n';
import { m } from './messages';
import './tracking.css';

/** The order's steps as an ordered list; the current one is marked for screen readers with aria-current. */
export function OrderTimeline({ order }: { order: Order }) {
  return (
    <ol className="timeline" aria-label={t(m.timelineLabel)}>
      {buildTimeline(order).map((step) => (
        <li
          key={step.status}
          className={`timeline__step${step.done ? ' timeline__step--done' : ''}${step.status === 'CANCELLED' ? ' timeline__step--cancelled' : ''}`}
          aria-current={step.current ? 'step' : undefined}
        >
          <span className="timeline__dot" aria-hidden="true">
            {step.status === 'CANCELLED' ? '✕' : step.done ? '✓' : ''}
          </span>
          <span className="timeline__label">{step.label}</span>
          {step.at !== null && <time className="timeline__time" dateTime={new Date(step.at).toISOString()}>{formatTime(step.at)}</time>}
          {!step.done && <span className="visually-hidden">{t(m.notYet)}</span>}
        </li>
      ))}
    </ol>
  );
}
