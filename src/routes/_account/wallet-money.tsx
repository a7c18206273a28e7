import { createFileRoute } from '@tanstack/react-router';
import { WalletScreen } from '../../features/wallet';

export const Route = createFileRoute('/_account/wallet-money')({
  staticData: { title: 'Wallet Money' },
  component: WalletScreen,
});
