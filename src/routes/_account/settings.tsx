import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../features/settings';
import { TITLES } from '../../app/routeTitles';

export const Route = createFileRoute('/_account/settings')({
  staticData: { title: TITLES.settings },
  component: SettingsScreen,
});
