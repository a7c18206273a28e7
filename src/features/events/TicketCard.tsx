import { useEffect, useRef } from 'react';
import type { EventBooking } from '../../api/contract';
import type { MessageRef } from '../../i18n';
import { formatRupees } from '../../lib/format';
import { eventWhen } from './eventTime';
import { TicketQr } from './TicketQr';
import { t } from '../../i18n';
import { m } from './messages';

const MODE_NAMES: Record<string, MessageRef> = {
  WALLET: m.modeWallet,
  LOYALTY_POINTS: m.modeLoyaltyPoints,
  UPI: m.modeUpi,
  ONLINE: m.modeOnline,
  CARD: m.modeCard,
  WALLET_APP: m.modeWalletApp,
};
const modeName = (mode: string): string => (MODE_NAMES[mode] ? t(MODE_NAMES[mode]) : mode);

/** 'Admits 6' for 1 Couple + 1 VIP table for 4: what the door counts. */
const admitted = (booking: EventBooking) => booking.lines.reduce((sum, line) => sum + line.admits * line.quantity, 0);

/**
 * A paid booking as the door sees it: the QR code first, big enough to scan off a phone, then what it lets in,
 * when and where, and how it was paid. A past event's ticket is kept, without its code to scan.
 * `bringIntoView`: just paid for, so the screen scrolls to the ticket's top as it first shows (the Pay button the
 * customer tapped has gone, and the page would otherwise be left wherever that was).
 */
export function TicketCard({ booking, past = false, bringIntoView = false }: { booking: EventBooking; past?: boolean; bringIntoView?: boolean }) {
  const card = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!bringIntoView) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    card.current?.scrollIntoView({ block: 'start', behavior: still ? 'instant' : 'smooth' });
  }, [bringIntoView]);
  return (
    <article
      ref={card}
      className={`ticket${past ? ' ticket--past' : ''}`}
      data-testid="event-ticket"
      aria-labelledby={`ticket-${booking.bookingRef}`}
    >
      <div className="ticket__head">
        <h3 id={`ticket-${booking.bookingRef}`} className="ticket__title">
          {booking.title}
        </h3>
        <p className="ticket__when">{eventWhen(booking.startsAt, booking.endsAt)}</p>
        <p className="ticket__venue">{booking.venue.title}</p>
      </div>
      {booking.ticketCode && !past && (
        <div className="ticket__code">
          <TicketQr code={booking.ticketCode} label={t(m.entryQr, { title: booking.title, code: booking.ticketCode })} />
          <p className="ticket__code-text">{booking.ticketCode}</p>
          <p className="muted ticket__hint">{t(m.showAtDoor)}</p>
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
        {t(m.ticketMeta, { count: admitted(booking), total: formatRupees(booking.total), mode: modeName(booking.paymentMode) })} ·{' '}
        <span className="ticket__ref">{t(m.booking, { ref: booking.bookingRef })}</span>
      </p>
    </article>
  );
}
