import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { orderTypeAtom } from '../cart';
import { t } from '../../i18n';
import { m } from './messages';

/** Home with its Events tab open (the tab is the order type home remembers), at `hash` when given. */
export function EventsLink({ hash, className, children }: { hash?: string; className: string; children: ReactNode }) {
  const setOrderType = useSetAtom(orderTypeAtom);
  return (
    <Link to="/" hash={hash} className={className} onClick={() => setOrderType('EventList')}>
      {children}
    </Link>
  );
}

/** My Orders links here (issue 11): event tickets live on the Events tab of home, under My Tickets. */
export function MyTicketsLink() {
  return (
    <EventsLink hash="my-tickets" className="link-button">
      {t(m.myEventTickets)}
    </EventsLink>
  );
}
