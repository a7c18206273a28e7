import { useCallback, useState } from 'react';
import { useLoaded } from '../../lib/useLoaded';
import { RetryNotice } from '../../ui/RetryNotice';
import { fetchPastEvents, fetchUpcomingEvents } from './api';
import { EventCard } from './EventCard';
import { MyTickets } from './MyTickets';
import { SavedCopyNote } from '../../ui/SavedCopyNote';
import { t } from '../../i18n';
import { m } from './messages';
import { m as home } from '../home/messages';
import './events.css';

type When = 'upcoming' | 'past';
/** SPEC 4 status labels: events are Upcoming or Past. */
const LABELS = { upcoming: m.upcoming, past: m.past } as const;
const LIST_NAMES = { upcoming: m.upcomingEvents, past: m.pastEvents } as const;

/**
 * The Events tab on home (loaded when the tab is opened, not with the home screen): the customer's own tickets
 * first (what they need at the door), then Upcoming or Past events.
 */
export default function EventsTab() {
  const [when, setWhen] = useState<When>('upcoming');
  return (
    <div className="events-tab">
      <MyTickets />
      <div role="radiogroup" aria-label={t(m.whichEvents)} className="segmented">
        {(Object.keys(LABELS) as When[]).map((option) => (
          <button key={option} type="button" role="radio" aria-checked={when === option} className="segmented__option" onClick={() => setWhen(option)}>
            {t(LABELS[option])}
          </button>
        ))}
      </div>
      <EventList key={when} when={when} />
    </div>
  );
}

function EventList({ when }: { when: When }) {
  const load = useCallback(() => (when === 'upcoming' ? fetchUpcomingEvents() : fetchPastEvents()), [when]);
  const { result, reload } = useLoaded(load);
  if (result.state === 'loading') {
    return (
      <p className="muted" aria-busy="true">
        {t(home.loadingEvents)}
      </p>
    );
  }
  if (result.state === 'error') return <RetryNotice message={result.message} onRetry={() => void reload()} />;
  const { value: events, cachedAt } = result.value;
  return (
    <>
      <SavedCopyNote cachedAt={cachedAt} offline={m.savedEvents} />
      {events.length === 0 ? (
        <p className="empty muted">{t(when === 'upcoming' ? m.noUpcoming : m.noPast)}</p>
      ) : (
        <ul className="event-list" aria-label={t(LIST_NAMES[when])}>
          {events.map((event) => (
            <EventCard key={event.eventId} event={event} past={when === 'past'} />
          ))}
        </ul>
      )}
    </>
  );
}
