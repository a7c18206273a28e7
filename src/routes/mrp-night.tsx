import { createFileRoute } from '@tanstack/react-router';
import { MrpNightScreen } from '../features/pages';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/mrp-night')({
  staticData: { title: TITLES.mrpNight },
  component: MrpNightScreen,
});
