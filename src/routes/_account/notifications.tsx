import { createFileRoute } from '@tanstack/react-router';
import { NotificationsScreen } from '../../features/notifications';

export const Route = createFileRoute('/_account/notifications')({
  staticData: { title: 'Notifications' },
  component: NotificationsScreen,
});
