import { createFileRoute } from '@tanstack/react-router';
import { WalletScreen } from '../../features/wallet';
import { TITLES } from '../../app/routeTitles';

export const Route = createFileRoute('/_account/wallet-money')({
  staticData: { title: TITLES.walletMoney },
  component: WalletScreen,
});
