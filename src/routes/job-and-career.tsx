import { createFileRoute } from '@tanstack/react-router';
import { CareersScreen } from '../features/forms';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/job-and-career')({
  staticData: { title: TITLES.applyForJob },
  component: CareersScreen,
});
