import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../ui/ComingSoon';

export const Route = createFileRoute('/atm-bar')({
  staticData: { title: 'ATM Bar' },
  component: () => <ComingSoon title="ATM Bar" />,
});
