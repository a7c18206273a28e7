import { createFileRoute } from '@tanstack/react-router';
import { OffersScreen } from '../../features/offers';

export const Route = createFileRoute('/_account/offers')({
  staticData: { title: 'Offers & Rewards' },
  component: OffersScreen,
});
