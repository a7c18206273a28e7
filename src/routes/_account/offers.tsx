import { createFileRoute } from '@tanstack/react-router';
import { OffersScreen } from '../../features/offers';
import { TITLES } from '../../app/routeTitles';

export const Route = createFileRoute('/_account/offers')({
  staticData: { title: TITLES.offersAndRewards },
  component: OffersScreen,
});
