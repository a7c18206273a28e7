import { createFileRoute } from '@tanstack/react-router';
import { UpcomingOutletsScreen } from '../features/pages';

export const Route = createFileRoute('/upcoming-outlets')({
  staticData: { title: 'Upcoming Outlets' },
  component: UpcomingOutletsScreen,
});
