import { createFileRoute } from '@tanstack/react-router';
import { CareersScreen } from '../features/forms';

export const Route = createFileRoute('/job-and-career')({
  staticData: { title: 'Apply For Job' },
  component: CareersScreen,
});
