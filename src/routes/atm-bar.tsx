import { createFileRoute } from '@tanstack/react-router';
import { AtmBarScreen } from '../features/pages';
import { TITLES } from '../app/routeTitles';

export const Route = createFileRoute('/atm-bar')({
  staticData: { title: TITLES.atmBar },
  component: AtmBarScreen,
});
