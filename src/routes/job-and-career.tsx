import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/job-and-career')({
  staticData: { title: 'Apply For Job' },
  component: () => <ComingSoon title="Apply For Job" />,
});
