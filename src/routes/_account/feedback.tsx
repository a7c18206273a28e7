import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/ComingSoon';

export const Route = createFileRoute('/_account/feedback')({
  staticData: { title: 'Feedback' },
  component: () => <ComingSoon title="Feedback" />,
});
