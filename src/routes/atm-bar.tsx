import { createFileRoute } from '@tanstack/react-router';
import { AtmBarScreen } from '../features/pages';

export const Route = createFileRoute('/atm-bar')({
  staticData: { title: 'ATM Bar' },
  component: AtmBarScreen,
});
