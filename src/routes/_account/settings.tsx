import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../features/settings';

export const Route = createFileRoute('/_account/settings')({
  staticData: { title: 'Settings' },
  component: SettingsScreen,
});
