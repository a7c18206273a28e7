import { Link } from '@tanstack/react-router';
import type { EventSummary } from '../../api/contract';
import { formatRupees } from '../../lib/format';
import { eventDay, eventStart } from './eventTime';
import { t } from '../../i18n';
import { m } from './messages';
import { langOf } from '../../rules/contentLang';

/** Few enough left to say so on the card. */
const FEW_LEFT = 5;

/**
 * One event in the Upcoming or Past list: picture, name, when (Kolkata), where, and what it costs or that it is
 * sold out, so cards are told apart at a glance. The whole card opens the detail.
 */
export function EventCard({ event, past }: { event: EventSummary; past: boolean }) {
  return (
    <li>
      <Link to="/event-detail/$eventId" params={{ eventId: event.eventId }} className="event-card" data-testid="event-card">
        <img className="event-card__image" src={event.imageUrl} alt="" width={104} height={104} loading="lazy" decoding="async" />
        <span className="event-card__body">
          <strong className="event-card__title" lang={langOf(event, 'title')}>
            {event.title}
          </strong>
          <span className="event-card__when">
            <time dateTime={new Date(event.startsAt).toISOString()}>
              {eventDay(event.startsAt)} · {eventStart(event.startsAt)}
            </time>
          </span>
          <span className="event-card__venue">{event.venue.title}</span>
          <span className="event-card__foot">
            {past ? (
              <span className="event-badge event-badge--past">{t(m.pastBadge)}</span>
            ) : event.soldOut ? (
              <span className="event-badge event-badge--sold">{t(m.sold)}</span>
            ) : (
              event.lowestPrice !== null && (
                <>
                  <span className="event-card__price">{t(m.fromPrice, { price: formatRupees(event.lowestPrice) })}</span>
                  {event.seatsLeft <= FEW_LEFT && <span className="event-card__few"> · {t(m.onlyLeft, { count: event.seatsLeft })}</span>}
                </>
              )
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
