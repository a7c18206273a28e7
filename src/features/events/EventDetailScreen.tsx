import { useCallback, useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import type { EventBooking, EventDetail } from '../../api/contract';
import { EVENT_MESSAGES } from '../../api/eventEndpoints';
import { formatRupees } from '../../lib/format';
import { notify } from '../../lib/toast';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { isAuthenticatedAtom, showLoginModalAtom } from '../auth';
import { openBookTableAtom } from '../reservations';
import { fetchEventDetail, fetchEventTickets } from './api';
import { EventCheckout, type ChosenLine } from './EventCheckout';
import { eventWhen } from './eventTime';
import { MyTickets } from './MyTickets';
import { EventsLink } from './MyTicketsLink';
import { SavedCopyNote } from '../../ui/SavedCopyNote';
import { ShareButton } from '../../ui/ShareButton';
import { TicketPicker } from './TicketPicker';
import { recallTickets, rememberTickets } from './chosenTickets';
import { TITLES } from '../../app/routeTitles';
import { t } from '../../i18n';
import { m } from './messages';
import './events.css';
import { langOf } from '../../rules/contentLang';

/**
 * /event-detail/{eventId}: open to anyone (it is the link people share), and offline once seen. The picture,
 * when and where, Share and Book A Table, the customer's own tickets for it, then the tickets on sale and paying.
 */
export function EventDetailScreen({ eventId }: { eventId: number }) {
  const loadDetail = useCallback(() => fetchEventDetail(eventId), [eventId]);
  const { result, reload } = useLoaded(loadDetail);
  if (result.state === 'loading') {
    return (
      <section className="screen" aria-busy="true">
        <p className="muted">{t(m.loadingEvent)}</p>
      </section>
    );
  }
  if (result.state === 'error') {
    return (
      <section className="screen">
        <h1 className="screen__title">{t(TITLES.eventsDetails)}</h1>
        {result.message === EVENT_MESSAGES.eventNotFound ? (
          // A link to an event that was taken down: trying again cannot help, the other events can.
          <div className="empty">
            <p>{result.message}</p>
            <EventsLink className="button">{t(m.seeUpcoming)}</EventsLink>
          </div>
        ) : (
          <RetryNotice message={result.message} onRetry={() => void reload()} />
        )}
      </section>
    );
  }
  return <EventDetailView event={result.value.value} cachedAt={result.value.cachedAt} />;
}

function EventDetailView({ event, cachedAt }: { event: EventDetail; cachedAt: number | null }) {
  const openBookTable = useSetAtom(openBookTableAtom);
  // The booking just paid for on this screen: My Tickets fetches again and brings it into view.
  const [justPaid, setJustPaid] = useState<string>();
  const when = eventWhen(event.startsAt, event.endsAt);
  const { venue } = event;
  return (
    <article className="screen event-detail" aria-labelledby="event-title">
      <img className="event-detail__image" src={event.imageUrl} alt="" width={1200} height={630} decoding="async" />
      <SavedCopyNote cachedAt={cachedAt} offline={m.savedEvent} />
      <h1 id="event-title" className="event-detail__title" lang={langOf(event, 'title')}>
        {event.title}
      </h1>
      <p className="event-detail__fact">
        <CalendarIcon />
        <time dateTime={new Date(event.startsAt).toISOString()}>{when}</time>
        {event.isPast && <span className="event-badge event-badge--past">{t(m.pastBadge)}</span>}
      </p>
      <p className="event-detail__fact">
        <PinIcon />
        <Link to="/restaurants/$restaurantUuid" params={{ restaurantUuid: venue.restaurantUuid }}>
          {venue.title}
        </Link>
      </p>
      <p className="event-detail__address muted">{venue.address}</p>
      <div className="event-detail__actions">
        <ShareButton
          path={`/event-detail/${event.eventId}`}
          title={event.title}
          text={`${event.title}, ${when}`}
          label={t(m.shareEvent, { title: event.title })}
          word={t(m.share)}
          className="button button--ghost"
        />
        {!event.isPast && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => openBookTable({ recordId: venue.restaurantId, title: venue.title, event: { eventId: event.eventId, title: event.title, startsAt: event.startsAt } })}
          >
            {t(m.bookTable)}
          </button>
        )}
      </div>
      <p className="event-detail__description" lang={langOf(event, 'description')}>
        {event.description}
      </p>
      <MyTickets eventId={event.eventId} justPaid={justPaid} title={t(m.yourTickets)} />
      {event.isPast ? (
        <p className="notice">{t(m.eventOver)}</p>
      ) : (
        <TicketsOnSale eventId={event.eventId} onPaid={(booking) => setJustPaid(booking.bookingRef)} />
      )}
    </article>
  );
}

function TicketsOnSale({ eventId, onPaid }: { eventId: number; onPaid: (booking: EventBooking) => void }) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const openLogin = useSetAtom(showLoginModalAtom);
  const loadTickets = useCallback(() => fetchEventTickets(eventId), [eventId]);
  const { result, reload } = useLoaded(loadTickets);
  const [quantities, setQuantities] = useState(() => recallTickets(eventId));
  useEffect(() => rememberTickets(eventId, quantities), [eventId, quantities]);

  const paid = useCallback(
    (booking: EventBooking) => {
      notify.success(t(m.paid));
      setQuantities(new Map());
      void reload();
      onPaid(booking);
    },
    [reload, onPaid],
  );
  const refused = useCallback(() => void reload(), [reload]);

  if (result.state === 'loading') {
    return (
      <p className="muted" aria-busy="true">
        {t(m.loadingTickets)}
      </p>
    );
  }
  if (result.state === 'error') return <RetryNotice message={result.message} onRetry={() => void reload()} />;
  const kinds = result.value.value;
  // A kind that sold out meanwhile keeps no quantity; one with fewer left keeps at most what is left.
  const lines: ChosenLine[] = kinds
    .map((kind) => ({ kind, quantity: Math.min(quantities.get(kind.ticketId) ?? 0, kind.seatsLeft) }))
    .filter((line) => line.quantity > 0);
  return (
    <>
      <section aria-labelledby="tickets-title">
        <h2 id="tickets-title" className="section-title">
          {t(m.tickets)}
        </h2>
        {kinds.length === 0 ? (
          <p className="muted">{t(m.entryFree)}</p>
        ) : (
          <TicketPicker kinds={kinds} quantities={quantities} onChange={(ticketId, quantity) => setQuantities((q) => new Map(q).set(ticketId, quantity))} />
        )}
      </section>
      {lines.length > 0 &&
        (signedIn ? (
          <EventCheckout eventId={eventId} lines={lines} onPaid={paid} onRefused={refused} />
        ) : (
          <button type="button" className="button button--block" onClick={() => openLogin(true)}>
            {t(m.loginToBuy, { amount: formatRupees(lines.reduce((sum, line) => sum + line.kind.price * line.quantity, 0)) })}
          </button>
        ))}
    </>
  );
}

function CalendarIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="event-detail__icon">
      <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PinIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" className="event-detail__icon">
      <path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="10" r="2.5" fill="currentColor" />
    </svg>
  );
}
