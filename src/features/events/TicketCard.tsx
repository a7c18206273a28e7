import type { EventBooking } from '../../api/contract';
import { formatRupees } from '../../lib/format';
import { eventWhen } from './eventTime';
import { TicketQr } from './TicketQr';

const MODE_NAMES: Record<string, string> = {
  WALLET: 'Wallet',
  LOYALTY_POINTS: 'Loyalty Points',
  UPI: 'UPI',
  ONLINE: 'Online payment',
  CARD: 'Card',
  WALLET_APP: 'Wallet app',
};

/** 'Admits 6' for 1 Couple + 1 VIP table for 4: what the door counts. */
const admitted = (booking: EventBooking) => booking.lines.reduce((sum, line) => sum + line.admits * line.quantity, 0);

/**
 * A paid booking as the door sees it: the QR code first, big enough to scan off a phone, then what it lets in,
 * when and where, and how it was paid. A past event's ticket is kept, without its code to scan.
 */
export function TicketCard({ booking, past = false }: { booking: EventBooking; past?: boolean }) {
  return (
    <article className={`ticket${past ? ' ticket--past' : ''}`} data-testid="event-ticket" aria-labelledby={`ticket-${booking.bookingRef}`}>
      <div className="ticket__head">
        <h3 id={`ticket-${booking.bookingRef}`} className="ticket__title">
          {booking.title}
        </h3>
        <p className="ticket__when">{eventWhen(booking.startsAt, booking.endsAt)}</p>
        <p className="ticket__venue">{booking.venue.title}</p>
      </div>
      {booking.ticketCode && !past && (
        <div className="ticket__code">
          <TicketQr code={booking.ticketCode} label={`Entry QR code for ${booking.title}, ticket ${booking.ticketCode}`} />
          <p className="ticket__code-text">{booking.ticketCode}</p>
          <p className="muted ticket__hint">Show this at the door</p>
        </div>
      )}
      <ul className="ticket__lines">
        {booking.lines.map((line) => (
          <li key={line.ticketId}>
            {line.quantity} × {line.name}
          </li>
        ))}
      </ul>
      <p className="ticket__meta">
        Admits {admitted(booking)} · {formatRupees(booking.total)} paid by {MODE_NAMES[booking.paymentMode] ?? booking.paymentMode} · <span className="ticket__ref">Booking {booking.bookingRef}</span>
      </p>
    </article>
  );
}
