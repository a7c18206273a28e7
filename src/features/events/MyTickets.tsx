import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { isAuthenticatedAtom } from '../auth';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { fetchMyEventTickets } from './api';
import { SavedCopyNote } from '../../ui/SavedCopyNote';
import { TicketCard } from './TicketCard';
import { t } from '../../i18n';
import { m } from './messages';

interface Props {
  /** Only this event's tickets (the detail screen); every event's otherwise (the Events tab). */
  eventId?: number;
  /** The booking just paid for: the tickets are fetched again, and its ticket is scrolled to once it shows. */
  justPaid?: string;
  /** The heading; 'My Tickets' when none is given. */
  title?: string;
}

/**
 * 'My Tickets': the signed-in customer's paid tickets with their QR codes, upcoming first. The worker keeps the
 * last copy per user, so at a door without signal the tickets still show (with when they were fetched).
 * Nothing shows for a visitor or a customer with no tickets: the screen around it says what to do.
 */
export function MyTickets(props: Props) {
  const signedIn = useAtomValue(isAuthenticatedAtom);
  return signedIn ? <SignedInTickets {...props} /> : null;
}

function SignedInTickets({ eventId, justPaid, title }: Props) {
  // justPaid is part of the loader so that a new purchase loads again; what is past is judged when loaded.
  const load = useCallback(() => fetchMyEventTickets().then((found) => ({ ...found, justPaid, loadedAt: Date.now() })), [justPaid]);
  const { result, reload } = useLoaded(load);
  if (result.state === 'loading') return null;
  if (result.state === 'error') return <RetryNotice message={result.message} onRetry={() => void reload()} />;
  const now = result.value.loadedAt;
  const mine = result.value.value.filter((b) => eventId === undefined || b.eventId === eventId);
  const coming = mine.filter((b) => b.endsAt > now);
  const past = mine.filter((b) => b.endsAt <= now);
  if (mine.length === 0) return null;
  return (
    <section className="my-tickets" id="my-tickets" aria-labelledby="my-tickets-title">
      <h2 id="my-tickets-title" className="section-title">
        {title ?? t(m.myTickets)}
      </h2>
      <SavedCopyNote cachedAt={result.value.cachedAt} offline={m.savedTickets} />
      {coming.map((booking) => (
        <TicketCard key={booking.bookingRef} booking={booking} bringIntoView={booking.bookingRef === justPaid} />
      ))}
      {past.length > 0 && (
        <details className="my-tickets__past">
          <summary>{t(m.pastTickets, { count: past.length })}</summary>
          {past.map((booking) => (
            <TicketCard key={booking.bookingRef} booking={booking} past />
          ))}
        </details>
      )}
    </section>
  );
}
