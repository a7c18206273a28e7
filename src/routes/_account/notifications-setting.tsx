import { createFileRoute } from '@tanstack/react-router';
import { NotificationSettingsScreen } from '../../features/notifications';
import { TITLES } from '../../app/routeTitles';

export const Route = createFileRoute('/_account/notifications-setting')({
  staticData: { title: TITLES.notificationSettings },
  component: NotificationSettingsScreen,
});
