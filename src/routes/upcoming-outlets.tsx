import { createFileRoute } from '@tanstack/react-router';
import { UpcomingOutletsScreen } from '../features/pages';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/upcoming-outlets')({
  staticData: { title: TITLES.upcomingOutlets },
  component: UpcomingOutletsScreen,
});
