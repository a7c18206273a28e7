import { createFileRoute, notFound } from '@tanstack/react-router';
import { EventDetailScreen } from '../../features/events';
import { TITLES } from '../../app/routeTitles';

export const Route = createFileRoute('/event-detail/$eventId')({
  params: {
    parse: ({ eventId }) => {
      const id = Number(eventId);
      if (!Number.isInteger(id) || id <= 0) throw notFound();
      return { eventId: id };
    },
    stringify: ({ eventId }) => ({ eventId: String(eventId) }),
  },
  staticData: { title: TITLES.eventsDetails },
  component: EventDetailRoute,
});

function EventDetailRoute() {
  const { eventId } = Route.useParams();
  return <EventDetailScreen eventId={eventId} />;
}
