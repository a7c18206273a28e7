import { createFileRoute } from '@tanstack/react-router';
import { MyDealsScreen } from '../../features/steal-deals';
import { TITLES } from '../../app/routeTitles';

export const Route = createFileRoute('/_account/my-deals')({
  staticData: { title: TITLES.myDeals },
  component: MyDealsScreen,
});
