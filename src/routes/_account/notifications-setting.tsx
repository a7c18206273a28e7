import { createFileRoute } from '@tanstack/react-router';
import { NotificationSettingsScreen } from '../../features/notifications';

export const Route = createFileRoute('/_account/notifications-setting')({
  staticData: { title: 'Notification Settings' },
  component: NotificationSettingsScreen,
});
