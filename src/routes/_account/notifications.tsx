import { createFileRoute } from '@tanstack/react-router';
import { NotificationsScreen } from '../../features/notifications';
import { TITLES } from '../../app/routeTitles';

export const Route = createFileRoute('/_account/notifications')({
  staticData: { title: TITLES.notifications },
  component: NotificationsScreen,
});
