import { createFileRoute } from '@tanstack/react-router';
import { FeedbackScreen } from '../../features/forms';

export const Route = createFileRoute('/_account/feedback')({
  staticData: { title: 'Feedback' },
  component: FeedbackScreen,
});
