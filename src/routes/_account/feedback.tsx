import { createFileRoute } from '@tanstack/react-router';
import { FeedbackScreen } from '../../features/forms';
import { TITLES } from '../../app/routeTitles';

export const Route = createFileRoute('/_account/feedback')({
  staticData: { title: TITLES.feedback },
  component: FeedbackScreen,
});
