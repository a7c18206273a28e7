export { NotificationsScreen } from './NotificationsScreen';
export { NotificationSettingsScreen } from './NotificationSettingsScreen';
