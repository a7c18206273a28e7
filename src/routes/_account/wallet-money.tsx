import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../ui/ComingSoon';

export const Route = createFileRoute('/_account/wallet-money')({
  staticData: { title: 'Wallet Money' },
  component: () => <ComingSoon title="Wallet Money" />,
});
